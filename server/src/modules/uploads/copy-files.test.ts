import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3 } from '../../../test/s3.js';
import { copyDiskFiles } from './copy-files.js';
import { S3Storage } from './s3-storage.js';

/**
 * Issue 32: moving a shop's files from its disk (DATA_DIR/uploads) to the bucket. The command copies
 * every stored file under its key, reports what it copied, and copies nothing twice when run again.
 */

const run = promisify(execFile);
const serverRoot = path.resolve(import.meta.dirname, '../../..');
let s3: TestS3;
const scratch = mkdtempSync(path.join(os.tmpdir(), 'copy-files-test-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** A data folder whose uploads hold a picture's sizes, a PDF and a Download-page file; answers each key's bytes. */
function dataFolder(): { dataDir: string; files: Map<string, Buffer> } {
  const dataDir = mkdtempSync(path.join(scratch, 'data-'));
  const picture = `images/${randomUUID()}`;
  const files = new Map<string, Buffer>([
    [`${picture}/320.webp`, randomBytes(3_000)],
    [`${picture}/640.webp`, randomBytes(9_000)],
    [`pdfs/${randomUUID()}.pdf`, randomBytes(20_000)],
    [`files/${randomUUID()}.zip`, randomBytes(6 * 1024 * 1024)],
  ]);
  for (const [key, data] of files) {
    mkdirSync(path.dirname(path.join(dataDir, 'uploads', key)), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', key), data);
  }
  // A write that was cut off (the disk storage's `.part` files) is not a stored file.
  writeFileSync(path.join(dataDir, 'uploads', `${picture}/1280.webp.${randomUUID()}.part`), 'half');
  return { dataDir, files };
}

describe('copying the disk files to the bucket', () => {
  it('copies every stored file under its key, then nothing more when run again, then only what is new', async () => {
    const { dataDir, files } = dataFolder();
    const bucket = new S3Storage(s3.settings);
    const before = await s3.keys();
    const first = await copyDiskFiles(dataDir, bucket);
    expect(first.copied.map((file) => file.key).sort()).toEqual([...files.keys()].sort());
    expect(first.copied.find((file) => file.key.startsWith('files/'))!.bytes).toBe(6 * 1024 * 1024);
    expect(first.alreadyThere).toBe(0);
    expect(await s3.keys()).toEqual([...before, ...files.keys()].sort());
    for (const [key, data] of files) expect((await s3.bytesOf(key))!.equals(data), key).toBe(true);

    expect(await copyDiskFiles(dataDir, bucket)).toEqual({ copied: [], alreadyThere: files.size });

    const added = `images/${randomUUID()}/320.webp`;
    mkdirSync(path.dirname(path.join(dataDir, 'uploads', added)), { recursive: true });
    writeFileSync(path.join(dataDir, 'uploads', added), randomBytes(500));
    const third = await copyDiskFiles(dataDir, bucket);
    expect(third).toEqual({ copied: [{ key: added, bytes: 500 }], alreadyThere: files.size });
  });

  it('as `npm run files:copy-to-s3`: reads the shop’s settings, names each file it copies and what it left, and refuses to run without a bucket', async () => {
    const { dataDir, files } = dataFolder();
    const env = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      FILE_STORAGE: 's3',
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    };
    const command = [process.execPath, ['--import', 'tsx', 'src/copy-files-to-s3.ts']] as const;
    const { stdout } = await run(command[0], command[1], { cwd: serverRoot, env });
    for (const key of files.keys()) expect(stdout).toContain(`copied ${key} (${files.get(key)!.length} bytes)`);
    expect(stdout).toMatch(/copied 4 files \(\d+ bytes\); \d+ were in the bucket already/);
    for (const [key, data] of files) expect((await s3.bytesOf(key))!.equals(data), key).toBe(true);

    const refused = await run(command[0], command[1], { cwd: serverRoot, env: { PATH: process.env.PATH, DATA_DIR: dataDir } }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('Configuration error: set FILE_STORAGE=s3') });
  });
});
