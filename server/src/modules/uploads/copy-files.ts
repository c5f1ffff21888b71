import path from 'node:path';
import { uploadsFolderOf } from './open-storage.js';
import { LocalDiskStorage } from './storage.js';
import type { FileStorage } from './uploads.types.js';

/** What a copy did: each file copied, and how many were in the target already. */
export interface CopyReport {
  copied: { key: string; bytes: number }[];
  alreadyThere: number;
}

/** Files copied at once: a few uploads in flight keep the connection to the store busy without crowding two cores. */
const COPIES_AT_ONCE = 4;

/**
 * Copies the disk storage's files (DATA_DIR/uploads) into another storage (the bucket of FILE_STORAGE=s3),
 * under the same keys, so a shop moving to the bucket keeps every picture and document its rows name.
 * Idempotent: a key the target holds at the same size is left alone (a key's bytes never change: every
 * upload gets a new one), so a copy cut short is finished by running it again. Nothing is deleted anywhere.
 */
export async function copyDiskFiles(dataDir: string, target: FileStorage, onCopied: (key: string, bytes: number) => void = () => {}): Promise<CopyReport> {
  const source = new LocalDiskStorage(uploadsFolderOf(dataDir));
  const there = new Map<string, number>();
  for await (const { key, size } of target.list('')) there.set(key, size);
  const report: CopyReport = { copied: [], alreadyThere: 0 };
  const pending: { key: string; size: number }[] = [];
  for await (const file of source.list('')) {
    if (there.get(file.key) === file.size) report.alreadyThere += 1;
    else pending.push(file);
  }
  pending.sort((a, b) => a.key.localeCompare(b.key));
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const { key, size } = pending[next++]!;
      await target.copyIn(key, path.join(uploadsFolderOf(dataDir), ...key.split('/')));
      report.copied.push({ key, bytes: size });
      onCopied(key, size);
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, worker));
  return report;
}
