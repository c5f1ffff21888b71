import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage, StoredFile } from './uploads.types.js';

/** Keys are ours (see FileStorage); anything else, such as `../x` or an absolute path, names nothing. */
const SAFE_KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9_.-]+)*$/;
/** Longer keys name nothing either: a file name's limit on disk, a key's in S3 (whose answer to a longer one is an error). */
const MAX_KEY_PART = 255;
const MAX_KEY = 1024;

export function isSafeKey(key: string): boolean {
  return key.length <= MAX_KEY && SAFE_KEY.test(key) && !key.split('/').some((part) => part === '.' || part === '..' || part.length > MAX_KEY_PART);
}

/** What the keys' endings mean: pictures (and the demo drawings of older shops) by the type the upload service stored them as. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

/** The Content-Type of a key by its ending; application/octet-stream for any other. */
export function contentTypeOf(key: string): string {
  const ending = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (ending && CONTENT_TYPES[ending]) ?? 'application/octet-stream';
}

/** True when an If-None-Match header names `etag` (or is `*`); weak and strong tags compare alike, as RFC 9110 asks for it. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
}

/** The disk storage: each key a path below the root, written beside its place and renamed into it. */
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

  open(key: string): Promise<StoredFile | null>;
  open(key: string, ifNoneMatch: string | undefined): Promise<StoredFile | 'unchanged' | null>;
  async open(key: string, ifNoneMatch?: string): Promise<StoredFile | 'unchanged' | null> {
    const full = this.pathOf(key);
    if (!full) return null;
    const info = await stat(full).catch(() => null);
    if (!info?.isFile() || info.size === 0) return null;
    // As @fastify/static made it, so the tags browsers kept from before still match.
    const etag = `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`;
    if (etagMatches(ifNoneMatch, etag)) return 'unchanged';
    return { stream: createReadStream(full), size: info.size, etag, lastModified: info.mtime };
  }

  async remove(key: string): Promise<void> {
    const full = this.pathOf(key);
    if (full) await rm(full, { recursive: true, force: true });
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      // A write under way (`<key>.<uuid>.part`) is not a stored file yet.
      if (!key.startsWith(prefix) || !isSafeKey(key) || key.endsWith('.part')) continue;
      const info = await stat(path.join(entry.parentPath, entry.name)).catch(() => null);
      if (info?.isFile() && info.size > 0) yield { key, size: info.size };
    }
  }
}
