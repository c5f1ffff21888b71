import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { downloadUrl, listFiles, productPdfDownloadUrl } from './files.service.js';
import { deleteManagedFile, managedFile, managedFiles, uploadManagedFile } from './managed-files.service.js';
import { addProductPdf, deleteProductPdf, productDocuments, productPdf, productPdfs } from './product-pdfs.service.js';

export const filesResolvers: Resolvers = {
  Query: {
    files: (_, __, ctx) => listFiles(ctx),
    adminFiles: (_, __, ctx) => managedFiles(ctx),
    adminFile: (_, { id }, ctx) => managedFile(ctx, id),
    productPdfs: (_, { productId }, ctx) => productPdfs(ctx, productId),
    productPdf: (_, { id }, ctx) => productPdf(ctx, id),
  },
  Mutation: {
    uploadFile: (_, { file, input }, ctx) => uploadManagedFile(ctx, input ?? {}, file),
    deleteFile: (_, { id }, ctx) => deleteManagedFile(ctx, id),
    addProductPdf: (_, { productId, file, input }, ctx) => addProductPdf(ctx, productId, input ?? {}, file),
    deleteProductPdf: (_, { id }, ctx) => deleteProductPdf(ctx, id),
  },
  DownloadableFile: {
    downloadUrl: (file) => downloadUrl(file.id),
  },
  ManagedFile: {
    downloadUrl: (file) => downloadUrl(file.id),
  },
  Product: {
    pdfs: (product, _, ctx) => productDocuments(ctx, product.id),
  },
  ProductDocument: {
    downloadUrl: (pdf) => productPdfDownloadUrl(pdf.id),
  },
  ProductPdf: {
    fileName: (pdf) => pdf.customFileName ?? pdf.originalFileName,
    downloadUrl: (pdf) => productPdfDownloadUrl(pdf.id),
  },
};
