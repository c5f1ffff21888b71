import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Product } from '../catalog/index.js';

/** A file the Download page offers (drivers, programs, manuals); stored below DATA_DIR/uploads/files. */
export const ManagedFile = defineEntity({
  name: 'ManagedFile',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    fileName: p.string(),
    customFileName: p.string().nullable(),
    originalFileName: p.string(),
    description: p.text().default(''),
    /** The description in English; empty: the Azerbaijani one is shown. */
    descriptionEn: p.text().default(''),
    category: p.string().default(''),
    fileSize: p.bigint('number'),
    /** Relative to the uploads directory, e.g. `files/2f1c….pdf`. */
    filePath: p.string(),
    /** The type its bytes showed on upload (application/octet-stream when they showed none): downloads are sent as it. */
    mimeType: p.string().default('application/octet-stream'),
    uploadedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ManagedFile = InferEntity<typeof ManagedFile>;

/** A product's PDF document (data sheet, manual); signed-in customers download the active one. */
export const ProductPdf = defineEntity({
  name: 'ProductPdf',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    product: () => p.manyToOne(Product).deleteRule('cascade').index(),
    originalFileName: p.string(),
    customFileName: p.string().nullable(),
    description: p.text().default(''),
    fileSize: p.bigint('number'),
    filePath: p.string(),
    downloadCount: p.integer().default(0),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ProductPdf = InferEntity<typeof ProductPdf>;
