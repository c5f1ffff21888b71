import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badInput, payloadTooLarge } from '../errors.js';

/** What a route that takes multipart accepts besides its fields. */
export interface MultipartLimits {
  maxFiles: number;
  maxFileBytes: number;
}

/** A file of a multipart body, in a temporary folder removed once the request is answered. */
export interface UploadedFile {
  field: string;
  /** As the client named it: never use it in a path. */
  fileName: string;
  mimeType: string;
  path: string;
  bytes: number;
}

export interface MultipartBody {
  /** Field values as text; a repeated field as a list, as the urlencoded parser gives it. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
  remove(): Promise<void>;
}

const MAX_FIELDS = 200;

/**
 * Streams a multipart body: fields held up to `maxFieldBytes` in all, files written to a temporary
 * folder. Stops at the first limit passed (413), before reading the rest of the body.
 */
export async function readMultipart(request: FastifyRequest, limits: MultipartLimits, maxFieldBytes: number): Promise<MultipartBody> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-upload-'));
  const remove = () => rm(folder, { recursive: true, force: true });
  const fields = Object.create(null) as Record<string, string | string[]>;
  const files: UploadedFile[] = [];
  let fieldBytes = 0;
  try {
    const parts = request.parts({
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: MAX_FIELDS, fieldSize: maxFieldBytes, parts: MAX_FIELDS + limits.maxFiles },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const target = path.join(folder, randomUUID());
        part.file.once('limit', () => part.file.destroy(payloadTooLarge(`${part.fieldname} is larger than ${limits.maxFileBytes} bytes`)));
        await pipeline(part.file, createWriteStream(target));
        files.push({ field: part.fieldname, fileName: part.filename, mimeType: part.mimetype, path: target, bytes: part.file.bytesRead });
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      fieldBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(value);
      if (part.valueTruncated || fieldBytes > maxFieldBytes) throw payloadTooLarge(`The form fields are larger than ${maxFieldBytes} bytes`);
      const earlier = fields[part.fieldname];
      fields[part.fieldname] = earlier === undefined ? value : [earlier, value].flat();
    }
  } catch (error) {
    await remove();
    throw callerError(error, limits);
  }
  return { fields, files, remove };
}

/** The parser's errors as the caller should see them; a failure of our own disk stays an internal error. */
function callerError(error: unknown, limits: MultipartLimits): unknown {
  if (error instanceof AppError || (error as { syscall?: string }).syscall) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return payloadTooLarge(limits.maxFiles === 0 ? 'This route takes no files' : `At most ${limits.maxFiles} files may be sent`);
    case 'FST_REQ_FILE_TOO_LARGE':
      return payloadTooLarge(`A file is larger than ${limits.maxFileBytes} bytes`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return payloadTooLarge(`At most ${MAX_FIELDS} form fields may be sent`);
    case 'FST_PROTO_VIOLATION':
      return badInput('A form field is named after a member of Object.prototype (such as __proto__, constructor or toString)', 'fieldNameInvalid');
    default:
      // Malformed parts, a missing boundary, a body cut short.
      return badInput('The multipart body could not be read', 'multipartInvalid');
  }
}
