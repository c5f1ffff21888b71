import { notFound } from '../../errors.js';
import { query, toDate } from '../../db/sql.js';
import { inLanguage } from '../../language.js';
import type { RequestContext } from '../../request-context.js';
import { requireUser } from '../accounts/index.js';
import { openStored } from '../uploads/index.js';
import type { DownloadableFileRecord } from './files.types.js';

/** Every file of the Download page, newest first; descriptions in the viewer's language (else the other's). */
export async function listFiles({ em, language }: RequestContext): Promise<DownloadableFileRecord[]> {
  const rows = await query<
    Omit<DownloadableFileRecord, 'uploadedAt' | 'fileSize' | 'description'> & {
      uploadedAt: string;
      fileSize: string;
      descriptionAz: string;
      descriptionEn: string;
    }
  >(
    em,
    `select id, coalesce(custom_file_name, file_name) as "fileName", original_file_name as "originalFileName",
       description as "descriptionAz", description_en as "descriptionEn", category,
       file_size as "fileSize", file_path as "filePath", uploaded_at as "uploadedAt"
     from managed_file order by uploaded_at desc, id`,
  );
  return rows.map(({ id, fileName, originalFileName, descriptionAz, descriptionEn, category, fileSize, filePath, uploadedAt }) => ({
    id,
    fileName,
    originalFileName,
    description: inLanguage(language, descriptionAz, descriptionEn),
    category,
    fileSize: Number(fileSize),
    filePath,
    uploadedAt: toDate(uploadedAt),
  }));
}

export const downloadUrl = (id: string) => `/api/v1/Files/download/${id}`;
export const productPdfUrl = (productId: string) => `/api/v1/product-pdfs/download/product/${productId}`;
/** One product PDF by its id (signed-in users; inactive ones for admins). */
export const productPdfDownloadUrl = (id: string) => `/api/v1/product-pdfs/${id}/download`;

export interface Download {
  fileName: string;
  /** The type its bytes showed when it was uploaded (never one taken from its name). */
  contentType: string;
  stream: NodeJS.ReadableStream;
  size: number;
}

/** Opens a stored upload; a record whose file has gone from storage is as missing as no record. */
export async function openUpload(ctx: RequestContext, key: string, fileName: string, contentType: string, missing: string): Promise<Download> {
  const stored = await openStored(ctx, key);
  if (!stored) throw notFound(missing);
  return { fileName, contentType, ...stored };
}

export async function openFile(ctx: RequestContext, id: string): Promise<Download> {
  const missing = 'File not found';
  const [row] = await query<{ filePath: string; originalFileName: string; mimeType: string }>(
    ctx.em,
    `select file_path as "filePath", original_file_name as "originalFileName", mime_type as "mimeType" from managed_file where id::text = ?`,
    [id],
  );
  if (!row) throw notFound(missing);
  return openUpload(ctx, row.filePath, row.originalFileName, row.mimeType, missing);
}

/**
 * SQL: the PDF `d` follows its product's visibility: its product is one the shop shows (active, in active
 * categories: the catalog's read model, shop_products_seen), or the viewer (parameter: is an admin) sees everything. An archived or inactive product's
 * documents are the back office's, as the product is.
 */
export const PDF_PRODUCT_SHOWN = `(?::boolean or exists (select 1 from shop_products_seen(array[d.product_id], 1) p where p.shown))`;

/**
 * The newest active PDF of a product the viewer may see (signed-in users; admins any product); counts the
 * download once the file is found on disk. Product PDFs are PDFs by their bytes, checked on upload.
 */
export async function openProductPdf(ctx: RequestContext, productId: string): Promise<Download> {
  requireUser(ctx);
  const { em } = ctx;
  const missing = 'No file exists for this product';
  const [row] = await query<{ id: string; filePath: string; originalFileName: string }>(
    em,
    `select d.id, d.file_path as "filePath", d.original_file_name as "originalFileName" from product_pdf d
     where d.product_id::text = ? and d.is_active and ${PDF_PRODUCT_SHOWN} order by d.created_at desc limit 1`,
    [productId, ctx.viewer.isAdmin],
  );
  if (!row) throw notFound(missing, 'NO_PRODUCT_PDF');
  const download = await openUpload(ctx, row.filePath, row.originalFileName, 'application/pdf', missing);
  await query(em, 'update product_pdf set download_count = download_count + 1 where id = ?', [row.id]);
  return download;
}
