import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { DateTime, Id } from '../../rest/schema.js';
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

const DownloadableFile = Type.Object({
  id: Type.String(),
  fileName: Type.String({ description: 'The name to show' }),
  originalFileName: Type.String(),
  description: Type.String(),
  category: Type.String(),
  fileSize: Type.Integer({ description: 'Bytes' }),
  uploadedAt: DateTime(),
  downloadUrl: Type.String(),
});

/** A file sent as an attachment under its original name. */
const FileBody = Type.Unsafe<NodeJS.ReadableStream>({ type: 'string', format: 'binary' });

export const filesRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/files',
    summary: 'The files of the Download page, newest first',
    schema: { response: Type.Array(DownloadableFile) },
    handler: async ({ context }) =>
      (await listFiles(context)).map(({ filePath: _path, ...file }) => ({
        ...file,
        uploadedAt: file.uploadedAt.toISOString(),
        downloadUrl: downloadUrl(file.id),
      })),
  }),
  restRoute({
    method: 'GET',
    path: '/Files/download/:id',
    summary: 'Downloads a file of the Download page',
    schema: { params: Type.Object({ id: Id() }), response: FileBody },
    handler: async ({ params, context, reply }) => attachment(reply, await openFile(context, params.id)),
  }),
  restRoute({
    method: 'GET',
    path: '/product-pdfs/download/product/:productId',
    summary: "Downloads a product's PDF (signed-in users)",
    schema: { params: Type.Object({ productId: Id() }), response: FileBody },
    handler: async ({ params, context, reply }) => attachment(reply, await openProductPdf(context, params.productId)),
  }),
];
