import { loadConfig } from '../../server/src/config.js';
import { openDatabase } from '../../server/src/db/database.js';
import { generateLargeCatalogue } from './large-catalogue.js';

/**
 * `npm run db:seed:large -- --products 100000`: fills the configured database (DATABASE_URL, else the
 * embedded one under DATA_DIR) with a synthetic catalogue on top of the demo data, showing progress.
 */
function productsArgument(argv: string[]): number {
  const i = argv.indexOf('--products');
  const raw = i >= 0 ? argv[i + 1] : '100000';
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`--products must be a whole number of at least 1, got "${raw}"`);
    process.exit(1);
  }
  return n;
}

function progressBar(done: number, total: number, started: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.floor((done / total) * 100)}% ${done}/${total} products, ${seconds}s`;
}

const total = productsArgument(process.argv.slice(2));
const database = await openDatabase(loadConfig(), (message) => console.error(message));
const started = Date.now();
try {
  await generateLargeCatalogue(database.orm.em.fork(), total, (done) => {
    process.stderr.write(`\r${progressBar(done, total, started)}`);
  });
  process.stderr.write('\n');
  console.error(`synthetic catalogue ready: ${total} generated products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
