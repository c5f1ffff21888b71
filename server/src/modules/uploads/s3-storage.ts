import { DeleteObjectCommand, GetObjectCommand, paginateListObjectsV2, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { storageUnavailable } from '../../errors.js';
import { contentTypeOf, etagMatches, isSafeKey } from './storage.js';
import type { FileStorage, S3Settings, StoredFile } from './uploads.types.js';

/** Parts of a streamed upload (S3's least is 5 MiB), and how many go at once: at most 16 MiB of a file in memory. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;
/** Deletes sent at once when a picture's sizes go (one request per key: see `remove`). */
const DELETES_AT_ONCE = 4;

/** The HTTP status of an SDK error (`$metadata`), if it came from an answer. */
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Node's codes for a store that cannot be reached or dropped the connection. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * The store is away or overloaded (no answer, or a 5xx after the SDK's retries), as opposed to a
 * refusal it answered (credentials, a missing bucket: the shop's configuration, a 500 that is logged).
 */
function isStoreUnreachable(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined) return status >= 500;
  const { code, name } = error as { code?: string; name?: string };
  if ((code && UNREACHABLE_CODES.has(code)) || name === 'TimeoutError') return true;
  return error instanceof AggregateError && error.errors.some(isStoreUnreachable);
}

/**
 * The object-store storage: each key an object of one bucket, through the official AWS SDK v3, so AWS
 * S3, MinIO, Cloudflare R2 and Ceph RGW alike. A PUT, and the completion of a multipart upload, make an
 * object appear whole or not at all, so readers never see half a file.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: settings.credentials,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where the API requires them: since 3.729 the SDK adds CRC32 headers to every
      // upload by default, which stores other than AWS's (R2, older MinIO and Ceph) refuse.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A store that does not answer fails the request (a 5xx to the caller) rather than holding it for ever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
    // Outermost, so after the SDK's own retries: a store that is away answers callers 503 with Retry-After
    // (uploads, /uploads, downloads), as the database's absence does, not a 500.
    this.client.middlewareStack.add(
      (next) => async (args) => {
        try {
          return await next(args);
        } catch (error) {
          throw isStoreUnreachable(error) ? Object.assign(storageUnavailable(), { cause: error }) : error;
        }
      },
      { step: 'initialize', name: 'storageUnavailable' },
    );
  }

  private writable(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Not a storage key: ${key}`);
    return key;
  }

  async write(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.writable(key), Body: data, ContentLength: data.length, ContentType: contentTypeOf(key) }),
    );
  }

  /** Streamed: one PUT for a file smaller than a part, else a multipart upload (aborted, leaving nothing, if a part fails). */
  async copyIn(key: string, localPath: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.writable(key), Body: createReadStream(localPath), ContentType: contentTypeOf(key) },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
    });
    await upload.done();
  }

  open(key: string): Promise<StoredFile | null>;
  open(key: string, ifNoneMatch: string | undefined): Promise<StoredFile | 'unchanged' | null>;
  async open(key: string, ifNoneMatch?: string): Promise<StoredFile | 'unchanged' | null> {
    if (!isSafeKey(key)) return null;
    // A browser sends back the one tag it was given: the store compares that itself (304, no body sent).
    // A list of tags, or `*`, is compared here once the answer has come (not every store reads lists).
    const oneTag = ifNoneMatch && /^"[\x21\x23-\x7e]*"$/.test(ifNoneMatch.trim()) ? ifNoneMatch.trim() : undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, IfNoneMatch: oneTag }));
      const stream = object.Body as Readable;
      const etag = object.ETag ?? '""';
      // As on disk: an object with no bytes is no stored file (uploads are never empty).
      if (!object.ContentLength || etagMatches(ifNoneMatch, etag)) {
        stream.destroy();
        return object.ContentLength ? 'unchanged' : null;
      }
      return { stream, size: object.ContentLength, etag, lastModified: object.LastModified ?? new Date(0) };
    } catch (error) {
      if (statusOf(error) === 304) return 'unchanged';
      // A missing key; a missing bucket (NoSuchBucket) or refused credentials stay errors.
      if ((error as Error).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  /**
   * The key's object and every object under `key/`, deleted one request each: DeleteObjects would do a
   * thousand at once, but needs a body checksum (Content-MD5) that not every S3-compatible store takes
   * from the SDK, and a picture has at most four sizes.
   */
  async remove(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    const keys = [key];
    for await (const file of this.list(`${key}/`)) keys.push(file.key);
    for (let i = 0; i < keys.length; i += DELETES_AT_ONCE) {
      await Promise.all(keys.slice(i, i + DELETES_AT_ONCE).map((each) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: each }))));
    }
  }

  async *list(prefix: string): AsyncIterable<{ key: string; size: number }> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && object.Size) yield { key: object.Key, size: object.Size };
      }
    }
  }
}
