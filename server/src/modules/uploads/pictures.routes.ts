import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contentTypeOf } from './storage.js';
import { openPicture } from './uploads.service.js';
import type { FileStorage, StoredFile } from './uploads.types.js';

/** A day in browsers and shared caches: a stored picture never changes under its key (a new upload is a new key). */
const PICTURE_CACHE = 'public, max-age=86400';

/** Sends a picture (or "not modified"), as what its key says it is, unable to run anything even opened on its own. */
function sendPicture(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply, picture: StoredFile | 'unchanged' | null) {
  if (!picture) {
    // As any path nothing answers: the app's 404 (JSON, never the app shell).
    reply.callNotFound();
    return reply;
  }
  reply.header('Cache-Control', PICTURE_CACHE);
  if (picture === 'unchanged') {
    // The browser's one tag is the stored one (a list of tags, which browsers do not send, gets no ETag back).
    const tag = request.headers['if-none-match']?.trim();
    if (tag && !tag.includes(',') && tag !== '*') reply.header('ETag', tag);
    return reply.code(304).send();
  }
  reply.header('Content-Type', contentTypeOf(request.params['*']));
  reply.header('Content-Length', String(picture.size));
  reply.header('ETag', picture.etag);
  reply.header('Last-Modified', picture.lastModified.toUTCString());
  reply.header('X-Content-Type-Options', 'nosniff');
  // Pictures never run scripts, even an SVG (the demo drawings of older shops) opened on its own.
  reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  return reply.send(picture.stream);
}

/**
 * `/uploads/<key>`: the pictures, streamed from the storage, disk or bucket alike (where PUBLIC_FILES_URL
 * is set, browsers fetch them there instead, and this route still answers links kept from before).
 * Documents are not served here: their download routes check who may have them and count the downloads.
 */
export const pictureRoutes: FastifyPluginAsync<{ storage: FileStorage }> = async (app, { storage }) => {
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) =>
    sendPicture(request, reply, await openPicture(storage, request.params['*'], request.headers['if-none-match'])),
  );
};
