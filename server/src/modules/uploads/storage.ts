import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where stored files live, behind one small interface: local disk under DATA_DIR/uploads now, an
 * S3-compatible object store later. Files are named by keys the upload service generates
 * (`images/<uuid>/640.webp`, `pdfs/<uuid>.pdf`, `files/<uuid>.zip`); nothing outside this module
 * knows a path on disk.
 */
export interface FileStorage {
  /** Stores bytes under a key; readers never see a half-written file. */
  write(key: string, data: Buffer): Promise<void>;
  /** Stores a local file (a request's temporary upload) under a key, streamed. */
  copyIn(key: string, localPath: string): Promise<void>;
  /** A stored file for reading, or null when there is none. */
  open(key: string): Promise<{ stream: NodeJS.ReadableStream; size: number } | null>;
  /** Removes a key and everything under it (an image's sizes); nothing there is no error. */
  remove(key: string): Promise<void>;
}

/** Keys are ours (see above); anything else, such as `../x` or an absolute path, names nothing. */
const SAFE_KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9_.-]+)*$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.split('/').some((part) => part === '.' || part === '..');
}

/** The disk storage: each key a path below the root. */
export class LocalDiskStorage implements FileStorage {
  constructor(private readonly root: string) {}

  /** The file of a key, or null when the key could leave the root. */
  private pathOf(key: string): string | null {
    if (!isSafeKey(key)) return null;
    const full = path.resolve(this.root, key);
    return full.startsWith(path.resolve(this.root) + path.sep) ? full : null;
  }

  private writable(key: string): string {
    const full = this.pathOf(key);
    if (!full) throw new Error(`Not a storage key: ${key}`);
    return full;
  }

  async write(key: string, data: Buffer): Promise<void> {
    const target = this.writable(key);
    await mkdir(path.dirname(target), { recursive: true });
    const part = `${target}.${randomUUID()}.part`;
    try {
      await writeFile(part, data, { flag: 'wx' });
      await rename(part, target);
    } finally {
      await rm(part, { force: true });
    }
  }

  async copyIn(key: string, localPath: string): Promise<void> {
    const target = this.writable(key);
    await mkdir(path.dirname(target), { recursive: true });
    const part = `${target}.${randomUUID()}.part`;
    try {
      await copyFile(localPath, part);
      await rename(part, target);
    } finally {
      await rm(part, { force: true });
    }
  }

  async open(key: string): Promise<{ stream: NodeJS.ReadableStream; size: number } | null> {
    const full = this.pathOf(key);
    if (!full) return null;
    const info = await stat(full).catch(() => null);
    if (!info?.isFile() || info.size === 0) return null;
    return { stream: createReadStream(full), size: info.size };
  }

  async remove(key: string): Promise<void> {
    const full = this.pathOf(key);
    if (full) await rm(full, { recursive: true, force: true });
  }
}

const storages = new Map<string, FileStorage>();

/** The storage of a context's uploads directory (one per directory, as the app configures it). */
export function storageAt(uploadsDir: string): FileStorage {
  let storage = storages.get(uploadsDir);
  if (!storage) {
    storage = new LocalDiskStorage(uploadsDir);
    storages.set(uploadsDir, storage);
  }
  return storage;
}
