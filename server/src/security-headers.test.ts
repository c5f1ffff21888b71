import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from './app.js';
import { startTestApp, TEST_JWT_SECRET, type TestApp } from '../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(() => t.close());

const INLINE_SCRIPT = "document.documentElement.lang = 'en';";

/** A built client of two pages (the shell with an inline script) and a data folder with one upload. */
function folders(): { clientDist: string; dataDir: string } {
  const clientDist = mkdtempSync(path.join(os.tmpdir(), 'shop-headers-client-'));
  writeFileSync(
    path.join(clientDist, 'index.html'),
    `<!doctype html><html lang="en"><head><title>shell</title><script>${INLINE_SCRIPT}</script></head><body>shop shell</body></html>`,
  );
  writeFileSync(path.join(clientDist, 'graphiql.html'), '<!doctype html><title>explorer</title>');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-headers-data-'));
  // An SVG drawing of the demo catalogue, as shops seeded before its pictures were WebP keep them: /uploads serves pictures only.
  mkdirSync(path.join(dataDir, 'uploads', 'demo'), { recursive: true });
  writeFileSync(path.join(dataDir, 'uploads', 'demo', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { clientDist, dataDir };
}

async function withApp(config: Partial<AppOptions['config']>, use: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const app = await buildApp({ config: { ...folders(), nodeEnv: 'test', jwtSecret: TEST_JWT_SECRET, ...config }, orm: t.orm });
  try {
    await use(app);
  } finally {
    await app.close();
  }
}

describe('security headers', () => {
  it('send a Content-Security-Policy, no framing and a referrer policy on pages, the explorer and API answers', async () => {
    const inlineHash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    await withApp({}, async (app) => {
      const answers = {
        shell: await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } }),
        admin: await app.inject({ method: 'GET', url: '/admin', headers: { accept: 'text/html' } }),
        explorer: await app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html' } }),
        graphql: await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ categories { id } }' } }),
        rest: await app.inject({ method: 'GET', url: '/api/v1/Categories' }),
        missing: await app.inject({ method: 'GET', url: '/api/v1/Nothing' }),
      };
      expect(answers.shell.body).toContain('shop shell');
      expect(answers.admin.body).toContain('shop shell');
      expect(answers.explorer.body).toContain('explorer');
      for (const [name, answer] of Object.entries(answers)) {
        const policy = answer.headers['content-security-policy'];
        expect(policy, name).toContain("default-src 'self'");
        expect(policy, name).toContain(`script-src 'self' ${inlineHash};`);
        expect(policy, name).toContain("object-src 'none'");
        expect(policy, name).toContain("frame-ancestors 'none'");
        expect(policy, name).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org https://*.tile.openstreetmap.fr;");
        expect(policy, name).not.toContain('upgrade-insecure-requests');
        expect(answer.headers['x-frame-options'], name).toBe('DENY');
        expect(answer.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
        expect(answer.headers['x-content-type-options'], name).toBe('nosniff');
      }
    });
  });

  it('keeps the stricter sandbox policy on uploaded files', async () => {
    await withApp({}, async (app) => {
      const upload = await app.inject({ method: 'GET', url: '/uploads/demo/logo.svg' });
      expect(upload.statusCode).toBe(200);
      expect(upload.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    });
  });

  it('lets the map load tiles from the hosts the client was built with', async () => {
    await withApp({ mapTileUrls: ['https://tiles.example.az/{z}/{x}/{y}.png', 'https://{s}.maps.example.com/hot/{z}/{x}/{y}.png'] }, async (app) => {
      const shell = await app.inject({ method: 'GET', url: '/' });
      expect(shell.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tiles.example.az https://*.maps.example.com;");
    });
  });
});

/** Opens a connection, writes `head`, then one byte of `trickle` every `everyMs`; answers what came back and when. */
function trickle(port: number, head: string, trickle: string, everyMs: number): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < trickle.length && socket.writable) socket.write(trickle[sent++]!);
    }, everyMs);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started });
    });
    setTimeout(() => reject(new Error(`still open after 10 s; got ${JSON.stringify(answer)}`)), 10_000).unref();
  });
}

describe('slow clients', () => {
  it('are cut off when a body or headers trickle in slower than the request timeout', async () => {
    await withApp({ requestTimeoutMs: 1_000 }, async (app) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      // 200 bytes at 5 a second would take 40 s.
      const body = JSON.stringify({ email: 'a@b.az', password: 'x'.repeat(200) });
      const slowBody = await trickle(
        port,
        `POST /api/v1/Auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body,
        200,
      );
      expect(slowBody.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(slowBody.ms).toBeGreaterThanOrEqual(1_000);
      expect(slowBody.ms).toBeLessThan(2_500);
      const slowHeaders = await trickle(port, 'GET /health HTTP/1.1\r\n', 'X-Padding: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n', 200);
      expect(slowHeaders.answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(slowHeaders.ms).toBeLessThan(2_500);
      // A prompt client on the same server is answered as usual.
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    });
  });

  it('lose a connection they leave idle', async () => {
    await withApp({ connectionTimeoutMs: 500 }, async (app) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      const idle = await trickle(port, '', '', 1_000);
      expect(idle.ms).toBeGreaterThanOrEqual(500);
      expect(idle.ms).toBeLessThan(2_000);
    });
  });
});
