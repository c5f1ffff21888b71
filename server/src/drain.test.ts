import Fastify from 'fastify';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drain, followConnections } from './drain.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A real Fastify server on a free port, with the drain's bookkeeping as buildApp registers it. */
async function startServer() {
  const app = Fastify({ return503OnClosing: false, keepAliveTimeout: 60_000 });
  followConnections(app);
  app.get('/fast', async () => ({ ok: true }));
  app.post('/slow', async (request) => {
    await sleep(200);
    return { got: request.body };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port };
}

/** A connection of its own, written by hand; `answer` resolves when it closes: the status (0 = none) and headers. */
function connection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const answer = new Promise<{ status: number; text: string }>((resolve) =>
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text })),
  );
  return { socket, answer, received: () => text };
}

const get = (path: string, keepAlive = false) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: ${keepAlive ? 'keep-alive' : 'close'}\r\n\r\n`;

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('drain', () => {
  it('answers requests sent before it whose connections the process had not even accepted yet', async () => {
    const { app, port } = await startServer();
    stop = () => app.close();
    // Written as soon as connected: the kernel holds the connections; the server takes them on its next poll.
    const requests = Array.from({ length: 30 }, () => {
      const c = connection(port);
      c.socket.write(get('/fast'));
      return c;
    });
    const drained = drain(app, { deadlineMs: 5_000 });
    const answers = await Promise.all(requests.map((r) => r.answer));
    await drained;
    expect(answers.map((a) => a.status)).toEqual(requests.map(() => 200));
    // The listener is closed afterwards.
    const late = connection(port);
    expect((await late.answer).status).toBe(0);
  });

  it('answers a request whose body is still arriving, closes idle keep-alive connections, and says Connection: close meanwhile', async () => {
    const { app, port } = await startServer();
    stop = () => app.close();
    const idle = connection(port);
    idle.socket.write(get('/fast', true));
    while (!idle.received().includes('{"ok":true}')) await sleep(10);

    const body = JSON.stringify({ order: 'TX-1' });
    const slow = connection(port);
    slow.socket.write(`POST /slow HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
    await sleep(100);
    const drained = drain(app, { deadlineMs: 5_000 });
    await sleep(400);
    slow.socket.write(body.slice(5));

    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer.text).toContain('{"got":{"order":"TX-1"}}');
    // The keep-alive connection idle since before the drain is closed by the server, not left to its timeout.
    expect((await idle.answer).status).toBe(200);
    await drained;
  });
});
