import { randomUUID } from 'node:crypto';
import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import sharp, { type OutputInfo } from 'sharp';
import { query } from '../../db/sql.js';
import { inTransaction, type TransactionOptions } from '../../db/transaction.js';
import { badInput, type AppError } from '../../errors.js';
import type { RequestContext } from '../../request-context.js';
import type { MultipartLimits, UploadedFile } from '../../rest/multipart.js';
import { isSafeKey } from './storage.js';
import type { FileStorage, StoredFile } from './uploads.types.js';

/**
 * The one upload service. Files come from REST or GraphQL multipart alike (`UploadedFile`: on disk in
 * the request's temporary folder) and are judged by their bytes only: the name and declared type the
 * client sent are never trusted. Pictures are decoded and re-encoded into WebP at a few widths for
 * `srcset` (metadata stripped, pixel count bounded); documents are kept as sent under a generated name.
 * The client's file name is only ever shown back (Content-Disposition), never used in a path.
 */

const MB = 1024 * 1024;

/** Widths a picture is stored at for `srcset`; none larger than the picture itself. */
export const IMAGE_WIDTHS = [320, 640, 1280, 1920] as const;
/** The widest size stored: a wider picture is made this wide. */
export const LARGEST_IMAGE_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
/** The WebP quality of every stored size. */
export const WEBP_QUALITY = 82;

/**
 * Pictures above this many pixels are refused before they are decoded: a few kilobytes of PNG can
 * claim 50,000 × 50,000 pixels (10 GB once decoded). 50 megapixels covers 8K frames and 48 MP phones.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * And no side longer than this: a 6 KB PNG of 49,000,000 × 1 pixels passes the count but took 5.2 s
 * and 380 MB to decode and resize. Panoramas of phones stay under it; the shop shows at most 1920 px.
 */
export const MAX_IMAGE_SIDE = 20_000;

/** What the shop accepts as a picture (by the bytes): never SVG or HTML, which can carry scripts. */
const IMAGE_MIME_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** sharp's names for the same formats, checked again on what it decodes. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);

/** How an upload is judged, with the spec's messages (back office §5) where it has them. */
export interface UploadRule {
  /** Largest accepted size in bytes. */
  maxBytes: number;
  /** When no file was sent. */
  missing: string;
  /** When the bytes are not of the accepted type. */
  wrongType: string;
  /** When the file is over `maxBytes`. */
  tooLarge: string;
}

export interface DocumentRule extends UploadRule {
  /** `pdf`: a PDF by its bytes; `any`: any file but markup (HTML, SVG, XML), which a browser might run. */
  kind: 'pdf' | 'any';
}

/**
 * The limits of every upload of the back office. Images: back office §9 (product 10 MB on add, 5 MB on
 * edit; banner 10 MB; categories as banners). Documents (the spec names none): product PDFs (data
 * sheets, manuals) up to 20 MB; Download-page files (drivers, programs) up to 100 MB.
 */
export const UPLOAD_RULES = {
  productImageOnAdd: {
    maxBytes: 10 * MB,
    missing: 'Please upload an image first',
    wrongType: 'Please select a valid image file',
    tooLarge: 'Image size should be less than 10MB',
  },
  productImageOnEdit: {
    maxBytes: 5 * MB,
    missing: 'Please upload an image first',
    wrongType: 'Please select a valid image file',
    tooLarge: 'Image size should be less than 5MB',
  },
  categoryImage: {
    maxBytes: 10 * MB,
    missing: 'Please upload an image first',
    wrongType: 'Please select a valid image file',
    tooLarge: 'Image size should be less than 10MB',
  },
  bannerImage: {
    maxBytes: 10 * MB,
    missing: 'Please select an image file',
    wrongType: 'Please select a valid image file',
    tooLarge: 'File size must be less than 10MB',
  },
  productPdf: {
    kind: 'pdf',
    maxBytes: 20 * MB,
    missing: 'Please select a PDF file to upload',
    wrongType: 'Please upload only PDF files',
    tooLarge: 'PDF size must be less than 20MB',
  },
  managedFile: {
    kind: 'any',
    maxBytes: 100 * MB,
    missing: 'Please select a file to upload',
    wrongType: 'This kind of file cannot be uploaded (web pages and SVG are refused)',
    tooLarge: 'File size must be less than 100MB',
  },
} satisfies Record<string, UploadRule | DocumentRule>;

/** The largest file any upload takes: what GraphQL multipart reads at most per file. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

/** A refusal naming the field, e.g. `File size must be less than 10MB (imageFile)`. */
const refusal = (message: string, field: string, reason: string): AppError => badInput(`${message} (${field})`, reason);

/**
 * What a REST route that takes files declares as `multipart`: its file fields (shown in the API
 * reference), at most `maxFiles` files of the rule's size, a larger one refused with the rule's 400 as
 * soon as its limit is passed.
 */
export function multipartLimits(rule: UploadRule, fileFields: string[], maxFiles = fileFields.length): MultipartLimits {
  return { maxFiles, maxFileBytes: rule.maxBytes, fileFields, fileTooLarge: (field) => refusal(rule.tooLarge, field, 'fileTooLarge') };
}

/**
 * The files of a REST form by field: files in fields the route does not take are refused (400), and
 * so is more than `fields[name]` files in one field.
 */
export function formFiles<F extends string>(files: readonly UploadedFile[], fields: Record<F, number>): Record<F, UploadedFile[]> {
  const byField = Object.fromEntries(Object.keys(fields).map((name) => [name, [] as UploadedFile[]])) as Record<F, UploadedFile[]>;
  for (const file of files) {
    if (!Object.hasOwn(fields, file.field))
      throw badInput(`${file.field} is not a file field here; send ${Object.keys(fields).join(' or ')}`, 'unexpectedFile');
    const list = byField[file.field as F];
    list.push(file);
    if (list.length > fields[file.field as F]) throw badInput(`${file.field} takes at most ${fields[file.field as F]} file(s)`, 'tooManyFiles');
  }
  return byField;
}

/** The upload, or the rule's "missing" refusal naming the field. */
export function requireUpload(file: UploadedFile | null | undefined, field: string, rule: UploadRule): UploadedFile {
  if (!file) throw refusal(rule.missing, field, 'fileRequired');
  return file;
}

/**
 * The client's file name, kept only to be shown back: refused when it is not a plain name (a path
 * such as `../../x.png`, control characters, nothing at all), so no one can think it was used as one.
 */
function checkFileName(name: string, field: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badInput(`The file needs a name (${field})`, 'fileNameInvalid');
  if (trimmed.length > 255) throw badInput(`The file name must be at most 255 characters (${field})`, 'fileNameInvalid');
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[/\\\u0000-\u001f\u007f]/.test(trimmed) || trimmed === '.' || trimmed === '..')
    throw badInput(`The file name must be a plain name, not a path (${field})`, 'fileNameInvalid');
  return trimmed;
}

/** Checks every upload gets first: a plain name, some bytes, and no more than the rule allows. */
function checkUpload(file: UploadedFile, field: string, rule: UploadRule): string {
  const name = checkFileName(file.fileName, field);
  if (file.bytes === 0) throw badInput(`The file is empty (${field})`, 'fileEmpty');
  if (file.bytes > rule.maxBytes) throw refusal(rule.tooLarge, field, 'fileTooLarge');
  return name;
}

/** How much of a file the markup check reads: leading white space beyond it is not skipped further. */
const MARKUP_HEAD_BYTES = 64 * 1024;
/** Tags a browser's sniffing (and old ones' anywhere in the first bytes) takes for a web page or a script. */
const MARKUP_TAG = /<(?:!doctype|html|head|body|script|iframe|svg|xml|\?xml|object|embed|a\s|img\s|style|title|meta|link)[\s>/]/i;
const ANYWHERE_BYTES = 1024;

/**
 * True when a file holds markup a browser could render: it starts with `<` after white space and
 * byte-order marks, or a tag of a page or a script shows in its first kilobyte. The text is read with its
 * NUL bytes dropped, so UTF-16 markup (with or without a byte-order mark) is read as markup too, and
 * white space is skipped far beyond the first kilobyte.
 */
async function looksLikeMarkup(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(MARKUP_HEAD_BYTES), 0, MARKUP_HEAD_BYTES, 0);
    const text = Buffer.from(buffer.subarray(0, bytesRead).filter((byte) => byte !== 0))
      .toString('utf8')
      // Byte-order marks as UTF-8 reads them: U+FEFF, or U+FFFD for UTF-16's FF FE and FE FF.
      .replace(/^[\uFEFF\uFFFD]+/, '');
    return text.trimStart().startsWith('<') || MARKUP_TAG.test(text.slice(0, ANYWHERE_BYTES));
  } finally {
    await handle.close();
  }
}

/** Public URL of a stored key: `/uploads/<key>` (served by the app for pictures only). */
const publicUrl = (key: string) => `/uploads/${key}`;

/** The storage key of a picture (the folder of its sizes): `images/<id>`, the id UUID-shaped. */
export const imageKeyOf = (id: string) => `images/${id}`;
/** The storage key of one size of the picture stored under `key` (`images/<id>`). */
export const imageSizeKey = (key: string, width: number) => `${key}/${width}.webp`;
/** The public URL of one size of the picture stored under `key`: a record keeps its largest. */
export const imageSizeUrl = (key: string, width: number) => publicUrl(imageSizeKey(key, width));

/** A stored picture's URL: one folder per picture (its key), one WebP per width. */
const IMAGE_URL = /^\/uploads\/(images\/[0-9a-f-]{36})\/(\d+)\.webp$/;

/**
 * Prefixes the app serves under /uploads: pictures, and the SVG drawings under `demo/` that shops seeded
 * before the demo pictures were stored as WebP still show (their rows keep those URLs). Documents go
 * through their download routes.
 */
export const PUBLIC_UPLOAD_PREFIXES = ['images/', 'demo/'] as const;

/** True when `/uploads/<relativePath>` may be served as it is. */
export function isPublicUpload(relativePath: string): boolean {
  const clean = relativePath.replace(/^\/+/, '');
  return PUBLIC_UPLOAD_PREFIXES.some((prefix) => clean.startsWith(prefix));
}

/**
 * The address browsers fetch a stored picture at: `<publicFilesUrl>/<key>` when PUBLIC_FILES_URL is set (a
 * CDN in front of the bucket), else the URL as records keep it (`/uploads/<key>`, streamed by the shop).
 * Records always keep the `/uploads/` form, so the setting can change without touching a row; a URL that
 * is not one of the shop's pictures stays as it is.
 */
export function publicPictureUrl(url: string, publicFilesUrl: string | undefined): string;
export function publicPictureUrl(url: string | null, publicFilesUrl: string | undefined): string | null;
export function publicPictureUrl(url: string | null, publicFilesUrl: string | undefined): string | null {
  if (!url || !publicFilesUrl || !url.startsWith('/uploads/')) return url;
  const key = url.slice('/uploads/'.length);
  return isPublicUpload(key) ? `${publicFilesUrl}/${key}` : url;
}

/** The URL a record keeps for a picture's public address (what `publicPictureUrl` gave out, sent back): `/uploads/<key>`. */
export function storedPictureUrl(url: string, publicFilesUrl: string | undefined): string {
  return publicFilesUrl && url.startsWith(`${publicFilesUrl}/`) ? `/uploads/${url.slice(publicFilesUrl.length + 1)}` : url;
}

export interface StoredImageSize {
  width: number;
  height: number;
  url: string;
}

/** A picture as stored: what a record keeps is `url` (its largest size); the rest is for `srcset`. */
export interface StoredImage {
  /** The storage key of the picture (all its sizes). */
  key: string;
  /** The largest size: `/uploads/images/<id>/<width>.webp`. */
  url: string;
  width: number;
  height: number;
  /** Every size, narrowest first. */
  sizes: StoredImageSize[];
  /** `url 320w, url 640w, …` for an `<img srcset>`. */
  srcset: string;
  /** As the client named it (to show only). */
  originalFileName: string;
}

/** The widths stored for a picture whose largest size is `largest` wide. */
export const widthsUpTo = (largest: number): number[] => [...IMAGE_WIDTHS.filter((width) => width < largest), largest];

/** The `srcset` of a stored picture's URL (the one records keep), at its public address; null for a URL that is not one. */
export function srcsetOf(url: string, publicFilesUrl?: string): string | null {
  const match = IMAGE_URL.exec(url);
  if (!match) return null;
  return widthsUpTo(Number(match[2]))
    .map((width) => `${publicPictureUrl(imageSizeUrl(match[1]!, width), publicFilesUrl)} ${width}w`)
    .join(', ');
}

/** One size of a picture, encoded. */
export interface EncodedImageSize {
  width: number;
  height: number;
  webp: Buffer;
}

/**
 * A decoded picture (sharp's raw pixels, at most LARGEST_IMAGE_WIDTH wide) as WebP at every width
 * stored for it, narrowest first: what `storeImage` stores, and the demo catalogue's pictures too.
 */
export async function webpSizesOf(decoded: { data: Buffer; info: OutputInfo }): Promise<EncodedImageSize[]> {
  const sizes: EncodedImageSize[] = [];
  for (const width of widthsUpTo(decoded.info.width)) {
    const { data, info } = await sharp(decoded.data, { raw: decoded.info })
      .resize({ width })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    sizes.push({ width: info.width, height: info.height, webp: data });
  }
  return sizes;
}

export interface ImageOptions extends UploadRule {
  /** The field named in refusals; the one the file came in unless said. */
  field?: string;
}

/**
 * Stores a picture: checks it by its bytes (JPEG, PNG, WebP, GIF or AVIF; never SVG or HTML), refuses
 * more than MAX_IMAGE_PIXELS, or a side over MAX_IMAGE_SIDE, from its header before decoding, and writes WebP copies at IMAGE_WIDTHS (no metadata,
 * turned upright). Refusals are 400s naming the field, and leave nothing stored.
 */
export async function storeImage(ctx: RequestContext, file: UploadedFile, options: ImageOptions): Promise<StoredImage> {
  const field = options.field ?? file.field;
  const originalFileName = checkUpload(file, field, options);
  const type = await fileTypeFromFile(file.path);
  if (!type || !IMAGE_MIME_TYPES.has(type.mime)) throw refusal(options.wrongType, field, 'imageInvalid');

  const decoderOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;
  // The header only (no pixels are decoded), read without the limit so a bomb is named as one.
  const metadata = await sharp(file.path, { ...decoderOptions, limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata || !IMAGE_FORMATS.has(metadata.format)) throw refusal(options.wrongType, field, 'imageInvalid');
  if (metadata.width * metadata.height > MAX_IMAGE_PIXELS)
    throw refusal(`The picture has more than ${MAX_IMAGE_PIXELS / 1_000_000} million pixels`, field, 'imageTooManyPixels');
  if (Math.max(metadata.width, metadata.height) > MAX_IMAGE_SIDE)
    throw refusal(`The picture is more than ${MAX_IMAGE_SIDE.toLocaleString('en-US')} pixels on a side`, field, 'imageTooManyPixels');

  // Decoded once, at the largest width stored; each size is made from that.
  const base = await sharp(file.path, decoderOptions)
    .autoOrient()
    .resize({ width: LARGEST_IMAGE_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => null);
  if (!base) throw refusal(options.wrongType, field, 'imageInvalid');

  const key = imageKeyOf(randomUUID());
  const { storage } = ctx;
  const sizes: StoredImageSize[] = [];
  try {
    for (const { width, height, webp } of await webpSizesOf(base)) {
      await storage.write(imageSizeKey(key, width), webp);
      sizes.push({ width, height, url: imageSizeUrl(key, width) });
    }
  } catch (error) {
    await storage.remove(key);
    throw error;
  }
  const top = sizes[sizes.length - 1]!;
  return {
    key,
    url: top.url,
    width: top.width,
    height: top.height,
    sizes,
    srcset: sizes.map((size) => `${size.url} ${size.width}w`).join(', '),
    originalFileName,
  };
}

/** A document as stored. */
export interface StoredDocument {
  /** The storage key, which records keep as their file path: `pdfs/<id>.pdf`, `files/<id>.zip`. */
  key: string;
  /** The generated name (the key's last part). */
  fileName: string;
  /** As the client named it: shown, and sent in Content-Disposition, only. */
  originalFileName: string;
  bytes: number;
  /** Decided by the bytes; application/octet-stream when they say nothing known. */
  mimeType: string;
}

export interface DocumentOptions extends DocumentRule {
  /** The field named in refusals; the one the file came in unless said. */
  field?: string;
}

/**
 * Stores a document as sent under a generated name: a PDF (`kind: 'pdf'`, checked by its bytes) or any
 * file but markup (`kind: 'any'`). Refusals are 400s naming the field, and leave nothing stored.
 */
export async function storeDocument(ctx: RequestContext, file: UploadedFile, options: DocumentOptions): Promise<StoredDocument> {
  const field = options.field ?? file.field;
  const originalFileName = checkUpload(file, field, options);
  const type = await fileTypeFromFile(file.path);
  if (options.kind === 'pdf' && type?.mime !== 'application/pdf') throw refusal(options.wrongType, field, 'pdfInvalid');
  // Read for markup whatever type was found: UTF-16's byte-order mark FF FE reads as an MPEG audio frame.
  if (options.kind === 'any' && (type?.ext === 'xml' || (await looksLikeMarkup(file.path)))) throw refusal(options.wrongType, field, 'fileTypeRefused');
  const fileName = `${randomUUID()}.${type?.ext ?? 'bin'}`;
  const key = `${options.kind === 'pdf' ? 'pdfs' : 'files'}/${fileName}`;
  await ctx.storage.copyIn(key, file.path);
  return { key, fileName, originalFileName, bytes: file.bytes, mimeType: type?.mime ?? 'application/octet-stream' };
}

/**
 * The storage key of a stored URL or key: a picture's URL (any of its sizes) gives the picture's
 * folder, `/uploads/x` gives `x`, a key stays itself. Null for anything outside the storage.
 */
export function storedKeyOf(urlOrKey: string): string | null {
  const image = IMAGE_URL.exec(urlOrKey);
  if (image) return image[1]!;
  const key = urlOrKey.startsWith('/uploads/') ? urlOrKey.slice('/uploads/'.length) : urlOrKey;
  return isSafeKey(key) ? key : null;
}

/** Keys this service generates (the demo catalogue's pictures too): the only ones it ever removes. */
const GENERATED_KEY = /^(images\/[0-9a-f-]{36}|(pdfs|files)\/[0-9a-f-]{36}\.[a-z0-9]+)$/;

/**
 * Removes a file this service stored (a picture with all its sizes); a URL or key it did not generate
 * (an older shop's demo drawings under `demo/`, anything outside the storage) is left alone.
 */
export async function removeStored(ctx: RequestContext, urlOrKey: string): Promise<void> {
  const key = storedKeyOf(urlOrKey);
  if (key && GENERATED_KEY.test(key)) await ctx.storage.remove(key);
}

/** A stored file for reading (a download route), or null when it is not there. */
export async function openStored(ctx: RequestContext, key: string): Promise<StoredFile | null> {
  return ctx.storage.open(key);
}

/** An If-None-Match header as HTTP spells one (`*`, or quoted tags), else nothing: no store is asked with a malformed one. */
const IF_NONE_MATCH = /^(?:\*|(?:W\/)?"[\x21\x23-\x7e]*"(?:\s*,\s*(?:W\/)?"[\x21\x23-\x7e]*")*)$/;

/**
 * The picture at `/uploads/<key>` for anyone (the app's /uploads route): null when the key is not a
 * public upload (documents go through their download routes) or is not stored; `'unchanged'` when the
 * browser's copy (`ifNoneMatch`) is still the stored one.
 */
export async function openPicture(storage: FileStorage, key: string, ifNoneMatch: string | undefined): Promise<StoredFile | 'unchanged' | null> {
  if (!isSafeKey(key) || !isPublicUpload(key)) return null;
  const condition = ifNoneMatch && ifNoneMatch.length <= 1024 && IF_NONE_MATCH.test(ifNoneMatch.trim()) ? ifNoneMatch : undefined;
  return storage.open(key, condition);
}

/**
 * Columns that keep stored files' URLs or keys: a file is removed only when none of them refers to it
 * (a picture copied to another record, a demo picture shared by products).
 */
const FILE_REFERENCES = [
  ['category', 'image_url'],
  ['banner', 'image_url'],
  ['product_image', 'url'],
  ['filter_option', 'icon_url'],
  ['product_pdf', 'file_path'],
  ['managed_file', 'file_path'],
] as const;

/** True when a row still refers to the stored key (by its key, its URL, or a URL below it). */
async function isReferenced(ctx: RequestContext, key: string): Promise<boolean> {
  const url = publicUrl(key);
  const checks = FILE_REFERENCES.map(
    ([table, column]) => `exists (select 1 from "${table}" where "${column}" in (?, ?) or starts_with("${column}", ?) or starts_with("${column}", ?))`,
  );
  const params = FILE_REFERENCES.flatMap(() => [key, url, `${key}/`, `${url}/`]);
  const [row] = await query<{ referenced: boolean }>(ctx.em, `select (${checks.join(' or ')}) as referenced`, params);
  return row!.referenced;
}

/** What `withStoredFiles` hands its work: stores that are undone if the work fails, removals done once it succeeds. */
export interface StoredFiles {
  /** `storeImage`; removed again if the work throws. */
  image(file: UploadedFile, options: ImageOptions): Promise<StoredImage>;
  /** `storeDocument`; removed again if the work throws. */
  document(file: UploadedFile, options: DocumentOptions): Promise<StoredDocument>;
  /** Removes a stored file once the work has committed, unless a row still refers to it then. */
  removeAfterCommit(urlOrKey: string | null | undefined): void;
}

/**
 * Runs a write that stores or drops files, in one transaction: files stored through `files` are
 * removed again when the work (or its commit) fails, so a refused or failed write leaves no file
 * behind; files given to `removeAfterCommit` are removed only after the commit, and only when no row
 * refers to them any more. Never call it inside another transaction (it could not know the commit).
 */
export async function withStoredFiles<T>(
  ctx: RequestContext,
  work: (tx: RequestContext, files: StoredFiles) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  if (ctx.em.isInTransaction()) throw new Error('withStoredFiles must not run inside a transaction: it removes files after its own commit');
  const stored: string[] = [];
  const dropped: string[] = [];
  const files: StoredFiles = {
    image: async (file, options) => {
      const image = await storeImage(ctx, file, options);
      stored.push(image.key);
      return image;
    },
    document: async (file, options) => {
      const document = await storeDocument(ctx, file, options);
      stored.push(document.key);
      return document;
    },
    removeAfterCommit: (urlOrKey) => {
      const key = urlOrKey ? storedKeyOf(urlOrKey) : null;
      if (key) dropped.push(key);
    },
  };
  let result: T;
  try {
    result = await inTransaction(ctx, (tx) => work(tx, files), options);
  } catch (error) {
    await Promise.all(stored.map((key) => ctx.storage.remove(key)));
    throw error;
  }
  for (const key of dropped) {
    // The write has committed: a file that cannot be removed now is only a stray file, not a failed write.
    if (!(await isReferenced(ctx, key).catch(() => true))) await removeStored(ctx, key).catch(() => undefined);
  }
  return result;
}
