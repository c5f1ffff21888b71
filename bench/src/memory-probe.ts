import { writeFileSync } from 'node:fs';

/**
 * Loaded into the server's process by the benchmark (`node --expose-gc --import <this> server/dist/main.js`):
 * on SIGUSR2 it collects garbage and writes `process.memoryUsage()` to BENCH_MEMORY_FILE, so the
 * benchmark can read the heap of any catalogue engine from outside without the server knowing.
 */
const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    (globalThis as { gc?: () => void }).gc?.();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
