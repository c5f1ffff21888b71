import type { FastifyInstance } from 'fastify';
import net, { type Socket } from 'node:net';

/** A connection as the drain sees it: how many requests it brought and how many are not answered yet. */
interface Connection {
  requests: number;
  unanswered: number;
}

interface Connections {
  open: Map<Socket, Connection>;
  /** Connections accepted so far. */
  accepted: number;
  draining: boolean;
}

const connectionsOf = new WeakMap<FastifyInstance, Connections>();

/**
 * Registered by buildApp: follows every connection and its requests, and while the app drains makes every
 * answer say `Connection: close`, so a keep-alive client neither sends another request on a connection
 * about to go away nor keeps the drain waiting for it.
 */
export function followConnections(app: FastifyInstance): void {
  const state: Connections = { open: new Map(), accepted: 0, draining: false };
  connectionsOf.set(app, state);
  app.server.on('connection', (socket: Socket) => {
    state.accepted++;
    state.open.set(socket, { requests: 0, unanswered: 0 });
    socket.once('close', () => state.open.delete(socket));
  });
  app.server.on('request', (request: { socket: Socket }, response: { once(event: 'close', listener: () => void): void }) => {
    const connection = state.open.get(request.socket);
    if (!connection) return;
    connection.requests++;
    connection.unanswered++;
    response.once('close', () => connection.unanswered--);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (state.draining) reply.header('connection', 'close');
    return payload;
  });
}

export interface DrainOptions {
  /** No new connection for this long: the kernel's queue of accepted connections has been taken. */
  quietMs?: number;
  /** Stop waiting for quiet after this long (a shop under steady traffic never goes quiet). */
  settleMaxMs?: number;
  /** How long an idle connection (none sent yet, or keep-alive) may take to send a request once the listener closed. */
  graceMs?: number;
  /** Connections still open this long after the listener closed are cut (a client trickling a body). */
  deadlineMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the HTTP side answering every request it accepted, then closes the app. Closing the listener at
 * once resets the connections the kernel accepted but the process has not taken yet, and Node's http
 * close() destroys every connection without a request under way, also one whose request is sent but not
 * yet read. So: keep listening until no connection has arrived for `quietMs` (a setImmediate after the
 * timer runs after an event-loop poll, which reads what arrived), answering with `Connection: close`;
 * stop listening; after `graceMs`, end each connection idle after its answers and cut each that never
 * sent a request; answer every request under way (bodies still arriving included); then close the app.
 */
export async function drain(app: FastifyInstance, { quietMs = 100, settleMaxMs = 2_000, graceMs = 1_000, deadlineMs }: DrainOptions): Promise<void> {
  const state = connectionsOf.get(app);
  if (!state) throw new Error('drain() needs followConnections(app) registered by buildApp');
  state.draining = true;
  const settleUntil = Date.now() + settleMaxMs;
  for (;;) {
    const seen = state.accepted;
    await sleep(quietMs);
    await new Promise((resolve) => setImmediate(resolve));
    if (state.accepted === seen || Date.now() >= settleUntil) break;
  }
  // The listener only: http.Server#close would also destroy the connections whose request is not read yet.
  net.Server.prototype.close.call(app.server);
  const closedAt = Date.now();
  while (state.open.size > 0 && Date.now() - closedAt < deadlineMs) {
    // A connection idle since before (keep-alive) may have a request on its way from a busy client: it
    // gets the same grace as one that has sent nothing yet, then is ended (or cut if it never sent one).
    if (Date.now() - closedAt >= graceMs) {
      for (const [socket, connection] of state.open) {
        if (connection.unanswered > 0) continue;
        if (connection.requests === 0) socket.destroy();
        else if (!socket.writableEnded) socket.end();
      }
    }
    await sleep(20);
  }
  app.server.closeAllConnections();
  await app.close();
}
