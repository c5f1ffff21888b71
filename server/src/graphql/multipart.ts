import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badInput } from '../errors.js';
import { checkFieldName } from '../input.js';
import type { MayUpload } from '../rest/register.js';
import { readMultipart, UploadedFile, type MultipartBody, type MultipartLimits } from '../rest/multipart.js';

/**
 * GraphQL multipart requests (https://github.com/jaydenseric/graphql-multipart-request-spec): the
 * `operations` and `map` fields and the files, read by the same streaming reader as the REST shim's
 * forms (files to a temporary folder, removed once the answer is sent; the same limits, the client's
 * file name as sent). Each file is put where `map` says, as an `UploadedFile` the `Upload` scalar
 * accepts. graphql-upload-minimal's processRequest was the other way: its busboy drops a name's
 * directory part (`../../x.png` arrives as `x.png`), and its files are streams each resolver must drain.
 */

/** Headers that prove the request was not a plain cross-site form post (Apollo's CSRF prevention). */
const PREFLIGHT_HEADERS = ['apollo-require-preflight', 'x-apollo-operation-name'];

const bodies = new WeakMap<FastifyRequest, MultipartBody>();

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** One text field of the form, parsed as JSON. */
function jsonField(fields: Record<string, string | string[]>, name: string): unknown {
  const text = fields[name];
  if (typeof text !== 'string') throw badInput(`The multipart field ${name} must be sent once`, 'multipartInvalid');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badInput(`The multipart field ${name} is not JSON`, 'multipartInvalid');
  }
}

/** Puts a file at `variables.a.0.b`: only into the operation's own variables, only where the client left a null. */
function placeFile(operation: Record<string, unknown>, path: string, file: UploadedFile): void {
  const parts = path.split('.');
  if (parts[0] !== 'variables' || parts.length < 2) throw badInput(`map path ${path} must point into variables`, 'multipartInvalid');
  for (const part of parts) checkFieldName(part);
  let target: unknown = operation;
  for (const part of parts.slice(0, -1)) {
    target = isRecord(target) || Array.isArray(target) ? (Object.hasOwn(target, part) ? (target as Record<string, unknown>)[part] : undefined) : undefined;
  }
  const last = parts[parts.length - 1]!;
  if (!(isRecord(target) || Array.isArray(target)) || !Object.hasOwn(target, last) || (target as Record<string, unknown>)[last] !== null)
    throw badInput(`map path ${path} does not name a null in the variables`, 'multipartInvalid');
  (target as Record<string, unknown>)[last] = new UploadedFile(parts.slice(1).join('.'), file.fileName, file.mimeType, file.path, file.bytes);
}

/** The operation of a GraphQL multipart body, with its files in place. */
function operationOf({ fields, files }: MultipartBody): Record<string, unknown> {
  const operation = jsonField(fields, 'operations');
  if (!isRecord(operation)) throw badInput('operations must be one operation object (batches are not accepted)', 'multipartInvalid');
  const map = jsonField(fields, 'map');
  if (!isRecord(map)) throw badInput('map must be an object of file field names to variable paths', 'multipartInvalid');
  const unmapped = files.find((file) => !Object.hasOwn(map, file.field));
  if (unmapped) throw badInput(`The file field ${unmapped.field} is not in map`, 'multipartInvalid');
  for (const [field, paths] of Object.entries(map)) {
    const sent = files.filter((file) => file.field === field);
    if (sent.length !== 1) throw badInput(`map names the file field ${field}, which must be sent once`, 'multipartInvalid');
    if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === 'string'))
      throw badInput(`map.${field} must be a list of variable paths`, 'multipartInvalid');
    for (const path of paths) placeFile(operation, path, sent[0]!);
  }
  return operation;
}

/**
 * Lets the scope's routes (the /graphql route) take GraphQL multipart within `limits`; other bodies pass
 * untouched. Only with a preflight header (a browser cannot add one to a cross-site form post) and from a
 * caller `mayUpload` lets through, both checked before the body is read. Refusals answer as GraphQL errors with the HTTP status of the refusal.
 */
export async function acceptGraphQLUploads(scope: FastifyInstance, limits: MultipartLimits, maxFieldBytes: number, mayUpload: MayUpload): Promise<void> {
  // Its content-type parser only marks the request: the body is read by readMultipart below.
  await scope.register(multipart);
  scope.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || !request.isMultipart()) return;
    try {
      if (!PREFLIGHT_HEADERS.some((name) => request.headers[name]))
        throw badInput('A multipart GraphQL request needs the Apollo-Require-Preflight header (CSRF protection)', 'preflightRequired');
      await mayUpload(request);
      const body = await readMultipart(request, limits, maxFieldBytes);
      bodies.set(request, body);
      request.body = operationOf(body);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // The rest of a refused body is not read: close the connection after answering.
      if (!request.raw.readableEnded) reply.header('connection', 'close');
      return reply.code(error.status).send({ errors: [{ message: error.message, extensions: { code: error.code, reason: error.reason } }] });
    }
  });
  scope.addHook('onSend', async (request, _reply, payload) => {
    await bodies.get(request)?.remove();
    return payload;
  });
}
