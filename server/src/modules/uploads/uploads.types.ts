// The uploads module's types other modules and the request context use: a leaf (types only, no services).

/** A stored file opened for reading. */
export interface StoredFile {
  stream: NodeJS.ReadableStream;
  size: number;
  /** HTTP's entity tag of the bytes (quoted, as sent in ETag): changes whenever they do. */
  etag: string;
  lastModified: Date;
}

/**
 * Where stored files live, behind one small interface: local disk under DATA_DIR/uploads, or an
 * S3-compatible object store (FILE_STORAGE). Files are named by keys the upload service generates
 * (`images/<uuid>/640.webp`, `pdfs/<uuid>.pdf`, `files/<uuid>.zip`); nothing outside this module knows
 * a path on disk or a bucket.
 */
export interface FileStorage {
  /** Stores bytes under a key; readers never see a half-written file. */
  write(key: string, data: Buffer): Promise<void>;
  /** Stores a local file (a request's temporary upload) under a key, streamed; readers never see half of it. */
  copyIn(key: string, localPath: string): Promise<void>;
  /** A stored file for reading, or null when there is none (or the key is not one of ours). */
  open(key: string): Promise<StoredFile | null>;
  /**
   * As `open`, for a reader that holds a copy: `'unchanged'`, reading nothing, when the file's ETag is
   * one `ifNoneMatch` (an If-None-Match header) names.
   */
  open(key: string, ifNoneMatch: string | undefined): Promise<StoredFile | 'unchanged' | null>;
  /** Removes a key and everything under it (an image's sizes); nothing there is no error. */
  remove(key: string): Promise<void>;
  /** Every stored file whose key starts with `prefix` ('' for all), with its size, in no set order. */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
}

/** An S3-compatible bucket (FILE_STORAGE=s3 and the S3_* settings). */
export interface S3Settings {
  /** The store's address (S3_ENDPOINT: MinIO, R2, Ceph RGW); unset for AWS S3, which the region locates. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; unset, the SDK's own chain (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: MinIO and Ceph without wildcard DNS need it. */
  forcePathStyle: boolean;
}

/** Where stored files go (FILE_STORAGE): the disk under DATA_DIR/uploads (the default), or a bucket. */
export type FileStorageSettings = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);
