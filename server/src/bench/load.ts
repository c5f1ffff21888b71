import http from 'node:http';
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

async function run(url: string, requests: BenchRequest[], connections: number, seconds: number): Promise<Run> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 10,
        requests: requests.map((r) => ({ method: r.method, path: r.path, headers: r.headers, body: r.body })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.total / seconds, latencies: [], errors };
}

/**
 * Offers `rate` requests per second, evenly spaced, for `seconds`, and records each latency from the
 * moment the request was due (so a stalled server is charged for the requests queued behind it).
 * Autocannon's own rate limit sends each second's quota in one burst, which measures a burst at full
 * speed rather than a server at half its peak.
 */
export async function paced(url: string, requests: BenchRequest[], rate: number, seconds: number): Promise<Run> {
  const { hostname, port } = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  const lateness: number[] = [];
  let errors = 0;
  const total = Math.max(1, Math.round(rate * seconds));
  const started = performance.now();
  const send = (request: BenchRequest, due: number) =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      lateness.push(sent - due);
      const outgoing = http.request({ agent, host: hostname, port, method: request.method, path: request.path, headers: request.headers }, (response) => {
        response.resume();
        response.on('end', () => {
          if ((response.statusCode ?? 500) >= 400) errors++;
          latencies.push(performance.now() - due);
          resolve();
        });
      });
      outgoing.on('error', () => {
        errors++;
        resolve();
      });
      outgoing.end(request.body);
    });
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(requests[i % requests.length]!, due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  (globalThis as { lateness?: number[] }).lateness = lateness;
  return { rps: total / seconds, latencies, errors };
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
  const half = await paced(url, requests, Math.max(1, Math.floor(best.rps / 2)), options.measureSeconds);
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
