import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { TestApp } from './app.js';
import type { FileStorage } from '../src/modules/uploads/uploads.types.js';

/**
 * Real files for upload tests (made here with sharp and zlib, so no binary fixture goes stale) and the
 * two ways to send them: a REST multipart form, and a GraphQL multipart request.
 */

export interface FilePart {
  field: string;
  fileName: string;
  data: Buffer;
  /** What the client claims; the server never believes it. */
  contentType?: string;
}

const BOUNDARY = 'upload-test-boundary-7f3a';

/** A multipart/form-data body of text fields and files. */
export function multipartForm(fields: Record<string, string>, files: FilePart[]): { headers: Record<string, string>; payload: Buffer } {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload: Buffer.concat(parts) };
}

/** Sends a REST form with files. */
export function restUpload(
  t: TestApp,
  request: { method: 'POST' | 'PUT'; url: string; headers?: Record<string, string>; fields?: Record<string, string>; files?: FilePart[] },
) {
  const form = multipartForm(request.fields ?? {}, request.files ?? []);
  return t.app.inject({ method: request.method, url: request.url, headers: { ...request.headers, ...form.headers }, payload: form.payload });
}

/**
 * Sends a GraphQL operation as GraphQL multipart: each entry of `files` (a variable path such as
 * `image` or `input.file`) is set to null in the variables and sent as a file, as Apollo Client's
 * upload link does, with the preflight header.
 */
export async function graphqlUpload(
  t: TestApp,
  query: string,
  variables: Record<string, unknown>,
  files: Record<string, Omit<FilePart, 'field'>>,
  headers: Record<string, string> = {},
) {
  const withNulls = structuredClone(variables);
  const map: Record<string, string[]> = {};
  const parts: FilePart[] = [];
  Object.entries(files).forEach(([variablePath, file], i) => {
    const keys = variablePath.split('.');
    let target = withNulls;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys[keys.length - 1]!] = null;
    map[String(i)] = [`variables.${variablePath}`];
    parts.push({ ...file, field: String(i) });
  });
  const form = multipartForm({ operations: JSON.stringify({ query, variables: withNulls }), map: JSON.stringify(map) }, parts);
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { ...headers, ...form.headers, 'apollo-require-preflight': 'true' },
    payload: form.payload,
  });
  return {
    status: response.statusCode,
    ...response.json<{ data?: Record<string, any>; errors?: { message: string; extensions?: Record<string, any> }[] }>(),
  };
}

/** A photo-like picture (a gradient, so it does not compress to nothing) of the given size and format. */
export async function picture(format: 'jpeg' | 'png' | 'webp', width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    pixels[i] = (x * 255) / width;
    pixels[i + 1] = ((i / 3 / width) * 255) / height;
    pixels[i + 2] = 128;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  // A camera's metadata, which the stored copies must not keep.
  const withExif = image.withExif({ IFD0: { Make: 'TestCam', Model: 'GPS-Leaker 3000', Copyright: 'secret-owner' } });
  return format === 'jpeg' ? withExif.jpeg().toBuffer() : format === 'png' ? withExif.png().toBuffer() : withExif.webp().toBuffer();
}

/** A small but valid PDF. */
export function pdf(text = 'Data sheet'): Buffer {
  const body = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
    `<< /Length ${body.length} >>\nstream\n${body}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
export const HTML_PAGE = Buffer.from('<!DOCTYPE html><html><body><script>fetch("/api/v1/Auth/me")</script></body></html>');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])));
  return Buffer.concat([length, Buffer.from(type, 'ascii'), data, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few dozen kilobytes that decodes to 15,000 × 15,000 pixels
 * (225 million; a gigabyte of memory once decoded), or to `width` × `height` (49,000,000 × 1: 6 KB).
 */
export function pixelBomb(width = 15_000, height = width): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8); // a filter byte, then the row's bits
  const pixels = deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every file below a folder (relative paths), none when it does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** Every key a storage holds (under `prefix`), sorted: what `filesUnder` lists of a folder, for the disk and a bucket alike. */
export async function storedKeys(storage: FileStorage, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list(prefix)) keys.push(key);
  return keys.sort();
}
