import { closeSync, openSync, readSync, statSync } from 'node:fs';
import type { LoadResult, Peak } from './load.js';
import type { BenchRequest, PageScenario } from './scenarios.js';

/** Who asks for a page, of the normal server (`warm`: page cache on) or of one with PAGE_CACHE_MB=0 (`cold`): a visitor or the Retail customer. */
export type PageViewer = 'visitor, warm' | 'visitor, cold' | 'Retail, warm' | 'Retail, cold';

export interface PageRow {
  page: PageScenario['name'];
  /** The page's address, with a placeholder where the row cycles over several. */
  address: string;
  /** How many addresses the row cycles over (products, search words). */
  addresses: number;
  viewer: PageViewer;
  load: LoadResult;
  /** Requests/s at saturation ÷ the REST product detail's (`GET /api/v1/Products/{id}`) in the same run. */
  ratioToRestDetail: number;
}

export interface PageRows {
  /** The detail scenario's REST peak, measured earlier in the same run: what the ratios are to. */
  restDetail: Peak;
  rows: PageRow[];
}

/** A page the server rendered: `#root` holds its markup. An empty `<div id="root"></div>` is the app shell the browser would render. */
const RENDERED = /<div id="root">\s*<(?!\/div>)/;

/**
 * Asks for each of a page's addresses once, as the measurement will ask, and checks every answer: 200,
 * HTML with the page rendered into `#root`, a Content-Length (the latency client reads answers by it) and,
 * for a signed-in viewer, a private page (the server saw the sign-in). So the normal server's page cache
 * holds every address, and each server's catalogue caches are warm, before anything is measured.
 */
export async function askEachOnce(url: string, requests: BenchRequest[], label: string, signedIn: boolean): Promise<void> {
  for (const request of requests) {
    const response = await fetch(url + request.path, { method: request.method, headers: request.headers });
    const html = await response.text();
    const type = response.headers.get('content-type') ?? '';
    const problem =
      response.status !== 200
        ? `answered ${response.status}`
        : !type.startsWith('text/html')
          ? `answered ${type}`
          : !RENDERED.test(html)
            ? 'answered the app shell (an empty <div id="root">): the server did not render the page'
            : !response.headers.has('content-length')
              ? 'answered without a Content-Length'
              : signedIn && !/\bprivate\b/.test(response.headers.get('cache-control') ?? '')
                ? 'answered a public page to a signed-in viewer'
                : null;
    if (problem) throw new Error(`${label}: ${request.path} ${problem}`);
  }
}

/** A line pino writes at warn (40) or above: a render that fell back to the app shell logs one. */
const WARNING = /^\{"level":[4-6]0,/;

/** How many warnings and errors a server has written to its log file (its stdout) so far, read on from where the last call stopped. */
export function warningsIn(file: string): () => number {
  let offset = 0;
  let count = 0;
  let unfinished = '';
  return () => {
    const size = statSync(file).size;
    if (size <= offset) return count;
    const chunk = Buffer.alloc(size - offset);
    const fd = openSync(file, 'r');
    try {
      readSync(fd, chunk, 0, chunk.length, offset);
    } finally {
      closeSync(fd);
    }
    offset = size;
    const lines = (unfinished + chunk.toString('utf8')).split('\n');
    unfinished = lines.pop() ?? '';
    count += lines.filter((line) => WARNING.test(line)).length;
    return count;
  };
}

export function pageTable(products: number, pages: PageRows): string {
  const lines = [
    `| page (${products.toLocaleString('en-US')} products) | viewer | req/s at saturation (conns) | p50 / p95 / p99 ms at 50% | server CPU ms / page at 50% | errors (app shells included) | ratio to REST detail |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const { page, address, addresses, viewer, load, ratioToRestDetail } of pages.rows) {
    const where = addresses > 1 ? `\`${address}\`, ${addresses} addresses` : `\`${address}\``;
    lines.push(
      `| ${page} (${where}) | ${viewer} | ${load.peakRps} (${load.concurrency}) | ${load.p50} / ${load.p95} / ${load.p99} | ${load.cpuMsPerRequest?.toFixed(2) ?? ''} | ${load.errors} | ${ratioToRestDetail} |`,
    );
  }
  const d = pages.restDetail;
  lines.push(`| REST detail (\`GET /api/v1/Products/{id}\`: the detail row above) | visitor | ${d.peakRps} (${d.concurrency}) | | | ${d.errors} | 1 |`);
  return lines.join('\n');
}
