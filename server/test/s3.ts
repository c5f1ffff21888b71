import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Settings } from '../src/modules/uploads/uploads.types.js';

/**
 * A real S3-compatible server for tests: s3rver (an npm package speaking the S3 REST API over HTTP, objects
 * kept in a folder), in a process of its own (test/s3-server.ts) on a loopback port, its objects in a
 * temporary folder. It checks request signatures against its one key pair, S3RVER / S3RVER, so a test's
 * client really signs as the shop does.
 */
export interface TestS3 {
  /** What FILE_STORAGE=s3 with S3_ENDPOINT, S3_BUCKET, the key pair and path-style gives the shop. */
  settings: S3Settings & { kind: 's3'; credentials: NonNullable<S3Settings['credentials']> };
  /** The same server's bucket through the SDK directly, to check what the shop stored. */
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** An object's bytes, or null when there is none. */
  bytesOf(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'shop-files'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'shop-s3-'));
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 's3-server.ts'), directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(server, 'exit');
  const started = await Promise.race([once(createInterface({ input: server.stdout }), 'line'), exited.then(([code]) => ({ code }))]);
  if (!Array.isArray(started)) throw new Error(`the S3 server stopped (exit ${String(started.code)}) before it listened`);
  const { port } = JSON.parse(started[0] as string) as { port: number };
  const settings = {
    kind: 's3' as const,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
  const client = new S3Client({ ...settings, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  return {
    settings,
    client,
    keys: async () => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    bytesOf: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    close: async () => {
      client.destroy();
      server.kill('SIGTERM');
      await exited;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
