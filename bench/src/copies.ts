import { saturate } from './load.js';
import type { BenchRequest } from './scenarios.js';

/** One scenario's throughput on one shop copy and on two copies of one database at once. */
export interface CopiesRow {
  scenario: string;
  /** Requests per second, the best over the connection counts: one copy given every connection. */
  oneCopyRps: number;
  /** The same connections split between two copies, their answers added up. */
  twoCopiesRps: number;
  concurrency: number;
  errors: number;
}

export interface CopiesResult {
  rows: CopiesRow[];
  /** Milliseconds from the writer's acknowledgement of a price change to the other copy answering the new price. */
  freshnessMs: number[];
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/**
 * Two copies of the shop on one PostgreSQL, as behind a balancer (docs/scaling-out.md): for each
 * scenario, the peak of one copy given all the connections, then of both given half each, taking turns
 * at each connection count; then how soon a price changed through the first copy shows on the second.
 * On this two-core machine the load generator, PostgreSQL and both copies share the same cores, so the
 * second copy's gain here is a floor, not what a second machine would add.
 */
export async function measureCopies(
  [first, second]: [string, string],
  scenarios: { name: string; requests: BenchRequest[] }[],
  { concurrencies, seconds, rounds }: { concurrencies: number[]; seconds: number; rounds: number },
  change: { adminToken: string; productId: string; samples: number },
): Promise<CopiesResult> {
  const rows: CopiesRow[] = [];
  for (const { name, requests } of scenarios) {
    const row: CopiesRow = { scenario: name, oneCopyRps: 0, twoCopiesRps: 0, concurrency: 0, errors: 0 };
    for (let round = 0; round < rounds; round++) {
      for (const connections of concurrencies) {
        const one = await saturate(first, requests, connections, seconds);
        const half = Math.max(1, connections >> 1);
        const both = await Promise.all([saturate(first, requests, half, seconds), saturate(second, requests, half, seconds)]);
        const twoRps = both[0].rps + both[1].rps;
        row.errors += one.errors + both[0].errors + both[1].errors;
        if (one.rps > row.oneCopyRps) row.oneCopyRps = Math.round(one.rps);
        if (twoRps > row.twoCopiesRps) Object.assign(row, { twoCopiesRps: Math.round(twoRps), concurrency: connections });
      }
    }
    rows.push(row);
  }
  return { rows, freshnessMs: await measureFreshness(first, second, change) };
}

async function graphql<T>(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<T> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  if (!response.ok || body.errors || !body.data) throw new Error(`${url}/graphql answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data;
}

interface PriceRow {
  userRole: string;
  price: number;
  discountedPrice: number;
}

const PRICES = 'query($id: ID!) { adminProduct(id: $id) { prices { userRole price discountedPrice } } }';
const SET_PRICE = 'mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }';
const SHOWN_PRICE = 'query($id: ID!) { product(id: $id) { originalPrice } }';

/**
 * Raises the Normal tier's price by a qəpik through the first copy, waits for the second copy's visitor
 * answer to show it (asked every 5 ms), then puts the price back the same way: each change is a sample.
 * The product ends as it began, discount included.
 */
async function measureFreshness(first: string, second: string, { adminToken, productId, samples }: { adminToken: string; productId: string; samples: number }) {
  const { adminProduct } = await graphql<{ adminProduct: { prices: PriceRow[] } }>(first, PRICES, { id: productId }, adminToken);
  const original = adminProduct.prices.find((row) => row.userRole === 'NORMAL_USER')!;
  const aQepikMore = (manat: number) => (Math.round(manat * 100) + 1) / 100;
  const raised = { ...original, price: aQepikMore(original.price), discountedPrice: aQepikMore(original.discountedPrice) };
  const elapsed: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      for (const row of [raised, original]) {
        await graphql(first, SET_PRICE, { id: productId, input: { prices: [row] } }, adminToken);
        const acknowledged = performance.now();
        for (;;) {
          const { product } = await graphql<{ product: { originalPrice: number } }>(second, SHOWN_PRICE, { id: productId });
          if (product.originalPrice === row.price) break;
          if (performance.now() - acknowledged > 10_000)
            throw new Error(`${second} still shows ${product.originalPrice} 10 s after the change to ${row.price}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        elapsed.push(Math.round(performance.now() - acknowledged));
      }
    }
  } finally {
    await graphql(first, SET_PRICE, { id: productId, input: { prices: [original] } }, adminToken);
  }
  return elapsed;
}

export function copiesTable(products: number, { rows, freshnessMs }: CopiesResult): string {
  const sorted = [...freshnessMs].sort((a, b) => a - b);
  const lines = [
    `| scenario (${products.toLocaleString('en-US')} products, REST) | one copy, req/s | two copies, req/s | two / one | connections | errors |`,
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.oneCopyRps} | ${r.twoCopiesRps} | ${(r.twoCopiesRps / Math.max(1, r.oneCopyRps)).toFixed(2)} | ${r.concurrency} | ${r.errors} |`,
    ),
    '',
    `A price changed through one copy showed on the other after ${sorted[sorted.length >> 1]} ms (median), ${sorted[sorted.length - 1]} ms at most, over ${sorted.length} changes.`,
  ];
  return lines.join('\n');
}
