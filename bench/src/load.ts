import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import autocannon from 'autocannon';
import type { BenchRequest } from './scenarios.js';

/** Saturation throughput alone. */
export interface Peak {
  /** Requests per second at the saturating concurrency. */
  peakRps: number;
  /** The concurrency (connections) that gave the peak. */
  concurrency: number;
  /** Failed requests over all probes and windows: connection errors, timeouts and non-2xx answers. */
  errors: number;
}

export interface LoadResult extends Peak {
  /** Latencies in ms at half the peak rate: the median over the latency windows. */
  p50: number;
  p95: number;
  p99: number;
  /** Each latency window's p95, in the order measured. */
  p95Windows: number[];
  /** The evenly paced rate (requests/s) the latencies were measured at: half the peak. */
  rate: number;
  /** CPU time (ms) the answering process spent per request in the latency windows, where known. */
  cpuMsPerRequest?: number;
  /** The same rate and answer size served by a server that does nothing (bench/floor.ts), when measured. */
  floor?: Latencies;
}

export interface Latencies {
  p50: number;
  p95: number;
  p99: number;
}

export interface Run {
  rps: number;
  latencies: number[];
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Closed-loop load with autocannon: `connections` keep one request each in flight for `seconds`. */
export async function saturate(url: string, requests: BenchRequest[], connections: number, seconds: number): Promise<Run> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        duration: seconds,
        timeout: 10,
        requests: requests.map((r) => ({ method: r.method, path: r.path, headers: r.headers, body: r.body })),
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.total / seconds, latencies: [], errors };
}

/** A request as bytes, written once and sent as often as needed. */
function encode(request: BenchRequest, host: string): Buffer {
  const body = request.body ? Buffer.from(request.body) : null;
  const headers = { host, connection: 'keep-alive', ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) };
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n')}\r\n\r\n`;
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

/** One thing measured side by side with others: an API of a server, or the baseline. */
export interface Target {
  url: string;
  requests: BenchRequest[];
  /** The process answering, for its CPU time per request (Linux /proc; left out elsewhere). */
  pid?: number;
  /** Also measure the floor server at this target's rate, with answers of this many bytes. */
  floorBytes?: number;
  /**
   * Failures the answers' status does not show, as a running total that grows while this target runs
   * (a page that went out as the app shell answers 200; its server logs a warning): counted as errors.
   */
  failuresLogged?: () => number;
}

export interface Timing {
  probeSeconds: number;
  measureSeconds: number;
  concurrencies: number[];
  /** Latency windows per target; each latency reported is the median over them. */
  rounds: number;
}

/** More connections count as the saturating concurrency only when they add 3 % or more (less queueing). */
const MORE_CONNECTIONS_MUST_GAIN = 1.03;

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (ms) a process has used so far, or null where /proc is not there. */
function cpuTimeOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * Waits until a process has finished what a closed-loop run left in flight (autocannon stops without
 * waiting for its last answers): until its CPU time stops growing for 100 ms, for at most 10 s. A page
 * render left behind would otherwise be charged to the next run, on this server or beside it.
 */
async function settle(pid: number | undefined): Promise<void> {
  let last = cpuTimeOf(pid);
  for (let waited = 0; last !== null && waited < 10_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = cpuTimeOf(pid);
    if (now === null || now === last) return;
    last = now;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const hundredths = (n: number) => Math.round(n * 100) / 100;

function medianLatencies(windows: Latencies[]): Latencies {
  return {
    p50: hundredths(median(windows.map((w) => w.p50))),
    p95: hundredths(median(windows.map((w) => w.p95))),
    p99: hundredths(median(windows.map((w) => w.p99))),
  };
}

/**
 * Finds each target's saturating concurrency (the best throughput among a few connection counts), then
 * measures latency at half that rate, where a shop should live: p95 there is the number the targets
 * speak of. The targets take turns (A, B, C, A, B, C ...) in the probes and in the latency windows, so
 * a machine that slows down or speeds up meanwhile (other VMs on the host) moves them all alike; each
 * latency is the median over the windows, so one stall in one window does not decide it. References are
 * only probed for their peak, in the same turns.
 */
export async function measureSideBySide(
  targets: Target[],
  timing: Timing,
  { floorUrl, references = [] }: { floorUrl?: string; references?: Target[] } = {},
): Promise<{ results: LoadResult[]; references: Peak[] }> {
  const probed = [...targets, ...references];
  const best = probed.map(() => ({ rps: 0, connections: 1 }));
  const errors = probed.map(() => 0);
  for (const connections of timing.concurrencies) {
    for (const [i, target] of probed.entries()) {
      const logged = target.failuresLogged?.() ?? 0;
      const probe = await saturate(target.url, target.requests, connections, timing.probeSeconds);
      await settle(target.pid);
      errors[i]! += probe.errors + (target.failuresLogged?.() ?? 0) - logged;
      if (probe.rps > best[i]!.rps * MORE_CONNECTIONS_MUST_GAIN) best[i] = { rps: probe.rps, connections };
    }
  }
  const rates = best.map((b) => Math.max(1, Math.floor(b.rps / 2)));
  const windows = targets.map((): Latencies[] => []);
  const floors = targets.map((): Latencies[] => []);
  const cpu = targets.map(() => ({ ms: 0, requests: 0, known: true }));
  for (let round = 0; round < timing.rounds; round++) {
    for (const [i, target] of targets.entries()) {
      const logged = target.failuresLogged?.() ?? 0;
      const before = cpuTimeOf(target.pid);
      const half = await paced(target.url, target.requests, rates[i]!, timing.measureSeconds);
      const after = cpuTimeOf(target.pid);
      if (before === null || after === null) cpu[i]!.known = false;
      else Object.assign(cpu[i]!, { ms: cpu[i]!.ms + after - before, requests: cpu[i]!.requests + half.latencies.length });
      errors[i]! += half.errors + (target.failuresLogged?.() ?? 0) - logged;
      windows[i]!.push(latenciesOf(half));
      if (floorUrl && target.floorBytes !== undefined) {
        floors[i]!.push(latenciesOf(await paced(floorUrl, [{ method: 'GET', path: `/floor/${target.floorBytes}` }], rates[i]!, timing.measureSeconds)));
      }
    }
  }
  const peakOf = (i: number): Peak => ({ peakRps: Math.round(best[i]!.rps), concurrency: best[i]!.connections, errors: errors[i]! });
  const results = targets.map((_, i): LoadResult => ({
    ...peakOf(i),
    ...medianLatencies(windows[i]!),
    p95Windows: windows[i]!.map((w) => w.p95),
    rate: rates[i]!,
    ...(cpu[i]!.known && cpu[i]!.requests > 0 ? { cpuMsPerRequest: Math.round((cpu[i]!.ms / cpu[i]!.requests) * 1000) / 1000 } : {}),
    ...(floors[i]!.length ? { floor: medianLatencies(floors[i]!) } : {}),
  }));
  return { results, references: references.map((_, r) => peakOf(targets.length + r)) };
}

export function latenciesOf(run: Run): Latencies {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  return { p50: hundredths(percentile(sorted, 50)), p95: hundredths(percentile(sorted, 95)), p99: hundredths(percentile(sorted, 99)) };
}
