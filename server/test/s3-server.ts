import S3rver from 's3rver';

/**
 * Runs s3rver (test/s3.ts starts it as a process of its own): `s3-server.ts <folder> <bucket>` serves an
 * S3-compatible API on a free loopback port, keeping objects in the folder, and prints `{"port":N}` once
 * it listens. A process apart, as MinIO would be, and because the shop's tests freeze Object.prototype,
 * which s3rver's web framework (Koa) writes to when it loads.
 */
const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error('usage: s3-server.ts <folder> <bucket>');
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.on('SIGTERM', () => void server.close().then(() => process.exit(0)));
