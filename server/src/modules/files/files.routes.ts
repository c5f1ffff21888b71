import type { FastifyReply } from 'fastify';
import type { RestRoute } from '../../rest/route.js';
import { downloadUrl, listFiles, openFile, openProductPdf, type Download } from './files.service.js';

/** Sends a stored file as an attachment under its original name. */
function attachment(reply: FastifyReply, { fileName, stream, size }: Download) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply.header('Content-Type', fileName.toLowerCase().endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream');
  reply.header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
  reply.header('Content-Length', String(size));
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Cache-Control', 'private, max-age=60');
  return stream;
}

export const filesRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/files',
    handler: async ({ context }) =>
      (await listFiles(context)).map(({ filePath: _path, ...file }) => ({ ...file, downloadUrl: downloadUrl(file.id) })),
  },
  {
    method: 'GET',
    path: '/Files/download/:id',
    handler: async ({ params, context, reply }) => attachment(reply, await openFile(context, params.id!)),
  },
  {
    method: 'GET',
    path: '/product-pdfs/download/product/:productId',
    handler: async ({ params, context, reply }) => attachment(reply, await openProductPdf(context, params.productId!)),
  },
];
