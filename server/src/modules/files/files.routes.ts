import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { DateTime, Id, Nullable, Text } from '../../rest/schema.js';
import { formFiles, multipartLimits, UPLOAD_RULES } from '../uploads/index.js';
import { downloadUrl, listFiles, openFile, openProductPdf, productPdfDownloadUrl, type Download } from './files.service.js';
import { deleteManagedFile, managedFile, managedFiles, uploadManagedFile } from './managed-files.service.js';
import { addProductPdf, deleteProductPdf, openProductPdfById, productPdf, productPdfs, shownProductDocuments } from './product-pdfs.service.js';
import type { ManagedFileRecord, ProductPdfRecord } from './files.types.js';

/** Sends a stored file as an attachment under its original name, typed as its bytes showed on upload (never by its name). */
function attachment(reply: FastifyReply, { fileName, contentType, stream, size }: Download) {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply.header('Content-Type', contentType);
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

/** A Download-page file as the back office sees it (back office §3 "Managed file"). */
const ManagedFileJson = Type.Object({
  id: Type.String(),
  fileName: Type.String({ description: 'The generated name it is stored under' }),
  customFileName: Nullable(Type.String({ description: 'The name the Download page shows' })),
  originalFileName: Type.String({ description: 'As uploaded; downloads are saved under it' }),
  description: Type.String({ description: 'In Azerbaijani' }),
  descriptionEn: Type.String({ description: 'In English; empty: the Azerbaijani one is shown' }),
  category: Type.String(),
  fileSize: Type.Integer({ description: 'Bytes' }),
  filePath: Type.String({ description: 'Where to download it (the same as downloadUrl): links use it as it is' }),
  downloadUrl: Type.String(),
  uploadedAt: DateTime(),
});

const managedFileJson = (file: ManagedFileRecord) => ({
  id: file.id,
  fileName: file.fileName,
  customFileName: file.customFileName,
  originalFileName: file.originalFileName,
  description: file.description,
  descriptionEn: file.descriptionEn,
  category: file.category,
  fileSize: file.fileSize,
  filePath: downloadUrl(file.id),
  downloadUrl: downloadUrl(file.id),
  uploadedAt: file.uploadedAt.toISOString(),
});

/** A product's PDF as the back office sees it (back office §3 "Product PDF"). */
export const ProductPdfJson = Type.Object({
  id: Type.String(),
  productId: Type.String(),
  fileName: Type.String({ description: 'The name to show: the custom name, else the original one' }),
  originalFileName: Type.String({ description: 'As uploaded; downloads are saved under it' }),
  customFileName: Nullable(Type.String()),
  description: Type.String(),
  isActive: Type.Boolean({ description: 'Customers download active PDFs only' }),
  fileSize: Type.Integer({ description: 'Bytes' }),
  downloadCount: Type.Integer(),
  filePath: Type.String({ description: 'Where to download it (the same as downloadUrl): links use it as it is' }),
  downloadUrl: Type.String(),
  createdAt: DateTime(),
});

export const productPdfJson = (pdf: ProductPdfRecord) => ({
  id: pdf.id,
  productId: pdf.productId,
  fileName: pdf.customFileName ?? pdf.originalFileName,
  originalFileName: pdf.originalFileName,
  customFileName: pdf.customFileName,
  description: pdf.description,
  isActive: pdf.isActive,
  fileSize: pdf.fileSize,
  downloadCount: pdf.downloadCount,
  filePath: productPdfDownloadUrl(pdf.id),
  downloadUrl: productPdfDownloadUrl(pdf.id),
  createdAt: pdf.createdAt.toISOString(),
});

const IdParams = Type.Object({ id: Id() });
const Deleted = Type.Object({ message: Type.String(), id: Type.String() });

/** The upload form of the File management page (back office §7). */
const FileUploadForm = Type.Object(
  {
    CustomFileName: Type.Optional(Nullable(Text(255, 'The name to show; the original name when empty'))),
    Description: Type.Optional(Nullable(Text(2000, 'In Azerbaijani'))),
    DescriptionEn: Type.Optional(Nullable(Text(2000, 'In English; empty: the Azerbaijani one is shown'))),
    Category: Type.Optional(Nullable(Text(255, 'A free category such as Windows, Mac or Linux'))),
  },
  { additionalProperties: false },
);

/** The PDF form of the admin product page (back office §7). */
const ProductPdfForm = Type.Object(
  {
    ProductId: Type.Optional(Nullable(Id("The product's id, as in the address (the spec's form repeats it); another id is refused"))),
    CustomFileName: Type.Optional(Nullable(Text(255, 'The name to show instead of the original one'))),
    Description: Type.Optional(Nullable(Text(2000))),
    IsActive: Type.Optional(Nullable(Type.Boolean({ description: 'Customers may download it (default true)' }))),
  },
  { additionalProperties: false },
);

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
  restRoute({
    method: 'GET',
    path: '/Products/:id/pdfs',
    summary: "A shown product's active PDFs by name (anyone; downloading one needs a signed-in user)",
    schema: {
      params: IdParams,
      response: Type.Array(
        Type.Object({ id: Type.String(), fileName: Type.String(), fileSize: Type.Integer(), downloadUrl: Type.String({ description: 'GET it signed in' }) }),
      ),
    },
    handler: async ({ params, context }) =>
      (await shownProductDocuments(context, params.id)).map(({ id, fileName, fileSize }) => ({
        id,
        fileName,
        fileSize,
        downloadUrl: productPdfDownloadUrl(id),
      })),
  }),
  restRoute({
    method: 'GET',
    path: '/product-pdfs/:id/download',
    summary: 'Downloads one product PDF by its id (signed-in users; inactive ones admins only); counted',
    schema: { params: IdParams, response: FileBody },
    handler: async ({ params, context, reply }) => attachment(reply, await openProductPdfById(context, params.id)),
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/files',
    summary: 'Every file of the Download page, newest first (admins)',
    schema: { response: Type.Array(ManagedFileJson) },
    handler: async ({ context }) => (await managedFiles(context)).map(managedFileJson),
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/files/:id',
    summary: 'One file of the Download page (admins)',
    schema: { params: IdParams, response: ManagedFileJson },
    handler: async ({ params, context }) => managedFileJson(await managedFile(context, params.id)),
  }),
  restRoute({
    method: 'POST',
    path: '/Admin/files/upload',
    summary: 'Adds a file to the Download page (admins): form data File, CustomFileName, Description, DescriptionEn, Category',
    status: 201,
    multipart: multipartLimits(UPLOAD_RULES.managedFile, ['File']),
    schema: { body: FileUploadForm, response: ManagedFileJson },
    handler: async ({ body, files, context }) =>
      managedFileJson(
        await uploadManagedFile(
          context,
          { customFileName: body.CustomFileName, description: body.Description, descriptionEn: body.DescriptionEn, category: body.Category },
          formFiles(files, { File: 1 }).File[0],
        ),
      ),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Admin/files/:id',
    summary: 'Deletes a file of the Download page and its stored file (admins)',
    schema: { params: IdParams, response: Deleted },
    handler: async ({ params, context }) => ({ message: 'File deleted successfully', id: await deleteManagedFile(context, params.id) }),
  }),
  restRoute({
    method: 'POST',
    path: '/Admin/products/:productId/pdf',
    summary: 'Adds a PDF to a product (admins): form data ProductId, PdfFile, CustomFileName, Description, IsActive',
    status: 201,
    multipart: multipartLimits(UPLOAD_RULES.productPdf, ['PdfFile']),
    schema: { params: Type.Object({ productId: Id() }), body: ProductPdfForm, response: ProductPdfJson },
    handler: async ({ params, body, files, context }) =>
      productPdfJson(
        await addProductPdf(
          context,
          params.productId,
          { productId: body.ProductId, customFileName: body.CustomFileName, description: body.Description, isActive: body.IsActive },
          formFiles(files, { PdfFile: 1 }).PdfFile[0],
        ),
      ),
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/product-pdfs',
    summary: "Every product PDF, or one product's (?productId=), newest first (admins)",
    schema: { querystring: Type.Object({ productId: Type.Optional(Id("Only this product's PDFs")) }), response: Type.Array(ProductPdfJson) },
    handler: async ({ query, context }) => (await productPdfs(context, query.productId)).map(productPdfJson),
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/product-pdfs/:id',
    summary: 'One product PDF (admins)',
    schema: { params: IdParams, response: ProductPdfJson },
    handler: async ({ params, context }) => productPdfJson(await productPdf(context, params.id)),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Admin/product-pdfs/:id',
    summary: 'Deletes a product PDF and its stored file (admins)',
    schema: { params: IdParams, response: Deleted },
    handler: async ({ params, context }) => ({ message: 'PDF deleted successfully', id: await deleteProductPdf(context, params.id) }),
  }),
];
