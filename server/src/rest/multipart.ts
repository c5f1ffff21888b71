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
  /** The form fields that carry files (the API reference shows them). */
  fileFields?: string[];
  /** All files together at most this many bytes (413 as soon as passed); unbounded beyond maxFiles × maxFileBytes when not given. */
  maxTotalBytes?: number;
  /**
   * The error for a file over `maxFileBytes` (the upload service's 400 naming the field, with the
   * spec's message); 413 when not given.
   */
  fileTooLarge?: (field: string) => AppError;
}

/**
 * A file of a multipart body (REST or GraphQL), in a temporary folder removed once the request is
 * answered. A class, so the GraphQL `Upload` scalar can tell a file the server received from JSON
 * that merely looks like one.
 */
export class UploadedFile {
  constructor(
    /** The form field (REST) or the variable path (GraphQL, e.g. `image` or `input.file`) it came in. */
    readonly field: string,
    /** As the client named it, directory parts included: never use it in a path. */
    readonly fileName: string,
    /** As the client declared it: never trust it. */
    readonly mimeType: string,
    /** Where it is on disk, until the request is answered. */
    readonly path: string,
    readonly bytes: number,
  ) {}
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
  /** The file being read, to name it when the parser reports it too large. */
  let fileField = '';
  let totalBytes = 0;
  try {
    const parts = request.parts({
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: MAX_FIELDS, fieldSize: maxFieldBytes, parts: MAX_FIELDS + limits.maxFiles },
      // The name as sent (`../../x.png`), so the upload service can refuse it rather than see `x.png`.
      preservePath: true,
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        fileField = part.fieldname;
        const target = path.join(folder, randomUUID());
        const tooLarge = limits.fileTooLarge?.(part.fieldname) ?? payloadTooLarge(`${part.fieldname} is larger than ${limits.maxFileBytes} bytes`);
        part.file.once('limit', () => part.file.destroy(tooLarge));
        if (limits.maxTotalBytes !== undefined) {
          const maxTotal = limits.maxTotalBytes;
          part.file.on('data', (chunk: Buffer) => {
            totalBytes += chunk.length;
            if (totalBytes > maxTotal) part.file.destroy(payloadTooLarge(`The files are larger than ${maxTotal} bytes together`));
          });
        }
        await pipeline(part.file, createWriteStream(target));
        files.push(new UploadedFile(part.fieldname, part.filename, part.mimetype, target, part.file.bytesRead));
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
    throw callerError(error, limits, fileField);
  }
  return { fields, files, remove };
}

/** The parser's errors as the caller should see them; a failure of our own disk stays an internal error. */
function callerError(error: unknown, limits: MultipartLimits, fileField: string): unknown {
  if (error instanceof AppError || (error as { syscall?: string }).syscall) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_FILES_LIMIT':
      return payloadTooLarge(limits.maxFiles === 0 ? 'This route takes no files' : `At most ${limits.maxFiles} files may be sent`);
    case 'FST_REQ_FILE_TOO_LARGE':
      return limits.fileTooLarge?.(fileField) ?? payloadTooLarge(`A file is larger than ${limits.maxFileBytes} bytes`);
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
