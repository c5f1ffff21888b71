import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../src/db/embedded-postgres.js';
import { createTestDatabase, SEEDED_TEMPLATE } from '../database.js';

const serverDir = path.resolve(import.meta.dirname, '..', '..');

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** What the server wrote so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The shop as it runs (`src/main.ts` in a process of its own) on a fresh database with the demo catalogue
 * and logins, listening on 127.0.0.1; answers once /health does. `env` adds settings.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const database = await createTestDatabase(inject('adminUrl'), SEEDED_TEMPLATE);
  const server = await spawnServerProcess(database.url, env).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      await database.drop();
    },
  };
}

/**
 * The shop (`src/main.ts`) in a process of its own on the database given, with a data folder of its own,
 * listening on 127.0.0.1; answers once /health does (several may share a database). `env` adds settings.
 */
export async function spawnServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-process-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => server.on('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    server.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  };
  let healthy = false;
  for (let i = 0; i < 240 && !healthy; i++) {
    healthy = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (!healthy) {
    await stop();
    throw new Error(`the server did not start:\n${output}`);
  }
  return { base, output: () => output, stop };
}

/**
 * POSTs JSON on a connection of its own from the given loopback source address (Linux routes all of
 * 127.0.0.0/8 to the loopback interface, so the server sees each as a client address of its own).
 * Answers the status (0 for no answer within `timeoutMs`), the time taken and the body.
 */
export function postFrom(
  base: string,
  localAddress: string,
  urlPath: string,
  json: unknown,
  { timeoutMs = 60_000, headers = {} }: { timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<{ status: number; ms: number; body: string; headers: http.IncomingHttpHeaders }> {
  const body = JSON.stringify(json);
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status: number, text = '', answerHeaders: http.IncomingHttpHeaders = {}) =>
      resolve({ status, ms: performance.now() - started, body: text, headers: answerHeaders });
    const request = http.request(
      `${base}${urlPath}`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        timeout: timeoutMs,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => done(response.statusCode ?? 0, text, response.headers));
        response.on('error', () => done(0));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => done(0));
    request.end(body);
  });
}
