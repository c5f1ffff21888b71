import path from 'node:path';
import { S3Storage } from './s3-storage.js';
import { LocalDiskStorage } from './storage.js';
import type { FileStorage, FileStorageSettings } from './uploads.types.js';

/** The disk storage's folder: DATA_DIR/uploads (also where `files:copy-to-s3` copies from). */
export const uploadsFolderOf = (dataDir: string) => path.join(dataDir, 'uploads');

/** The storage the configuration names (FILE_STORAGE), made once at start-up and handed to every request's context and the seed. */
export function openFileStorage(config: { dataDir: string; fileStorage?: FileStorageSettings }): FileStorage {
  const settings = config.fileStorage ?? { kind: 'disk' };
  return settings.kind === 's3' ? new S3Storage(settings) : new LocalDiskStorage(uploadsFolderOf(config.dataDir));
}
