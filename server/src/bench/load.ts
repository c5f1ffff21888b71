import autocannon from 'autocannon';
import type { BenchRequest } from './scenarios.js';

export interface LoadResult {
  /** Requests per second at the saturating concurrency. */
  peakRps: number;
  /** The concurrency (connections) that gave the peak. */
  concurrency: number;
  /** Latencies in ms, measured at half the peak rate. */
  p50: number;
  p95: number;
  p99: number;
  /** Failed requests over both runs: connection errors, timeouts and non-2xx answers. */
  errors: number;
}

interface Run {
  rps: number;
  latencies: number[];
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function run(url: string, requests: BenchRequest[], connections: number, seconds: number, overallRate?: number): Promise<Run> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        overallRate,
        timeout: 10,
        requests: requests.map((r) => ({ method: r.method, path: r.path, headers: r.headers, body: r.body })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.total / seconds, latencies, errors };
}

/**
 * Finds the saturating concurrency (the best throughput among a few connection counts), then measures
 * latency at half that rate, where a shop should live: p95 there is the number the targets speak of.
 */
export async function measure(url: string, requests: BenchRequest[], options: { probeSeconds: number; measureSeconds: number; concurrencies: number[] }): Promise<LoadResult> {
  let best: Run & { connections: number } = { rps: 0, latencies: [], errors: 0, connections: 1 };
  let errors = 0;
  for (const connections of options.concurrencies) {
    const probe = await run(url, requests, connections, options.probeSeconds);
    errors += probe.errors;
    if (probe.rps > best.rps * 1.03) best = { ...probe, connections };
  }
  // Half the peak rate, offered by a few connections: many connections at a capped rate send in bursts,
  // and the queueing of those bursts (not the work) would dominate the percentiles.
  const half = await run(url, requests, Math.min(best.connections, 4), options.measureSeconds, Math.max(1, Math.floor(best.rps / 2)));
  errors += half.errors;
  const sorted = [...half.latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    peakRps: Math.round(best.rps),
    concurrency: best.connections,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors,
  };
}
