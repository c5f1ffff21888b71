import http from 'node:http';

/**
 * The machine's floor for a latency measurement: a bare Node HTTP server that answers every request
 * at once with a prepared JSON body of the asked size (`/floor/<bytes>`), no work, no database. Measured
 * at the same paced rate and answer size as a scenario, its p95 is what loopback HTTP alone costs on
 * this machine at that load (the load generator and the server share the cores).
 */
export function startFloor(port: number): Promise<http.Server> {
  const bodies = new Map<number, Buffer>();
  const bodyOf = (bytes: number) => {
    let body = bodies.get(bytes);
    if (!body) bodies.set(bytes, (body = Buffer.from(JSON.stringify({ padding: 'x'.repeat(Math.max(0, bytes - 14)) }))));
    return body;
  };
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const bytes = Math.min(10_000_000, Number(/^\/floor\/(\d+)$/.exec(request.url ?? '')?.[1] ?? 2));
      const body = bodyOf(bytes);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      response.end(body);
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

// Run as its own process by the benchmark: `node bench/dist/floor.js` with PORT.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const server = await startFloor(Number(process.env.PORT));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}
