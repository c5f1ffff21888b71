import net from 'node:net';
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
  /** The evenly paced rate (requests/s) the latencies were measured at: half the peak. */
  rate: number;
  /** The same rate and answer size served by a server that does nothing (bench/floor.ts), when measured. */
  floor?: Latencies;
}

export interface Latencies {
  p50: number;
  p95: number;
  p99: number;
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

/** A request as bytes, written once and sent as often as needed. */
function encode(request: BenchRequest, host: string): Buffer {
  const body = request.body ? Buffer.from(request.body) : null;
  const headers = { host, connection: 'keep-alive', ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`;
  return body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
}

/** One keep-alive connection that sends a request and reads its response by Content-Length. */
class Connection {
  private readonly socket: net.Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private done: ((status: number) => void) | null = null;

  constructor(port: number, host: string) {
    this.socket = net.connect({ port, host, noDelay: true });
    this.socket.on('data', (chunk) => this.read(chunk));
    this.socket.on('error', () => undefined);
    this.socket.on('close', () => this.done?.(0));
  }

  send(bytes: Buffer): Promise<number> {
    return new Promise((resolve) => {
      this.done = resolve;
      this.socket.write(bytes);
    });
  }

  private read(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const end = this.buffered.indexOf('\r\n\r\n');
    if (end < 0) return;
    const head = this.buffered.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
    if (this.buffered.length < end + 4 + length) return;
    this.buffered = this.buffered.subarray(end + 4 + length);
    const done = this.done;
    this.done = null;
    done?.(Number(head.slice(9, 12)));
  }

  close(): void {
    this.socket.destroy();
  }
}

/**
 * Offers `rate` requests per second, evenly spaced, for `seconds`, over keep-alive connections opened
 * as needed, and records each latency from the moment the request was due (so a stalled server is
 * charged for the requests queued behind it). Autocannon's own rate limit sends each second's quota in
 * one burst, which measures a burst at full speed rather than a server at half its peak; this client
 * writes prepared bytes and reads responses by length, so it costs the shared CPUs little.
 */
export async function paced(url: string, requests: BenchRequest[], rate: number, seconds: number): Promise<Run> {
  const { hostname, port, host } = new URL(url);
  const encoded = requests.map((r) => encode(r, host));
  const idle: Connection[] = [];
  const all: Connection[] = [];
  const latencies: number[] = [];
  let errors = 0;
  const total = Math.max(1, Math.round(rate * seconds));
  const waiting: { bytes: Buffer; due: number }[] = [];
  const start = (connection: Connection, bytes: Buffer, due: number): Promise<void> => {
    // A request sent a little before it was due (timers are coarse) counts from when it was sent.
    const from = Math.min(due, performance.now());
    return connection.send(bytes).then((status) => {
      if (status < 200 || status >= 400) errors++;
      latencies.push(performance.now() - from);
      const next = waiting.shift();
      if (next) return start(connection, next.bytes, next.due);
      idle.push(connection);
    });
  };
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0.5) await new Promise((resolve) => setTimeout(resolve, wait));
    const bytes = encoded[i % encoded.length]!;
    let connection = idle.pop();
    if (!connection && all.length < 64) {
      connection = new Connection(Number(port), hostname);
      all.push(connection);
    }
    if (connection) inFlight.push(start(connection, bytes, due));
    else waiting.push({ bytes, due });
  }
  await Promise.all(inFlight);
  for (const connection of all) connection.close();
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
  const rate = Math.max(1, Math.floor(best.rps / 2));
  const half = await paced(url, requests, rate, options.measureSeconds);
  return { peakRps: Math.round(best.rps), concurrency: best.connections, ...latenciesOf(half), errors: errors + half.errors, rate };
}

export function latenciesOf(run: Run): Latencies {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 100) / 100;
  return { p50: round(percentile(sorted, 50)), p95: round(percentile(sorted, 95)), p99: round(percentile(sorted, 99)) };
}
