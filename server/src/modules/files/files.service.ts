import { notFound } from '../../errors.js';
import { query, toDate } from '../../db/sql.js';
import type { RequestContext } from '../../request-context.js';
import { requireUser } from '../accounts/index.js';
import { openStored } from '../uploads/index.js';

export interface DownloadableFileRecord {
  id: string;
  fileName: string;
  originalFileName: string;
  description: string;
  category: string;
  fileSize: number;
  filePath: string;
  uploadedAt: Date;
}

/** Every file of the Download page, newest first. */
export async function listFiles({ em }: RequestContext): Promise<DownloadableFileRecord[]> {
  const rows = await query<Omit<DownloadableFileRecord, 'uploadedAt' | 'fileSize'> & { uploadedAt: string; fileSize: string }>(
    em,
    `select id, coalesce(custom_file_name, file_name) as "fileName", original_file_name as "originalFileName", description, category,
       file_size as "fileSize", file_path as "filePath", uploaded_at as "uploadedAt"
     from managed_file order by uploaded_at desc, id`,
  );
  return rows.map((row) => ({ ...row, fileSize: Number(row.fileSize), uploadedAt: toDate(row.uploadedAt) }));
}

export const downloadUrl = (id: string) => `/api/v1/Files/download/${id}`;
export const productPdfUrl = (productId: string) => `/api/v1/product-pdfs/download/product/${productId}`;
/** One product PDF by its id (signed-in users; inactive ones for admins). */
export const productPdfDownloadUrl = (id: string) => `/api/v1/product-pdfs/${id}/download`;

export interface Download {
  fileName: string;
  stream: NodeJS.ReadableStream;
  size: number;
}

/** Opens a stored upload; a record whose file has gone from storage is as missing as no record. */
export async function openUpload(ctx: RequestContext, key: string, fileName: string, missing: string): Promise<Download> {
  const stored = await openStored(ctx, key);
  if (!stored) throw notFound(missing);
  return { fileName, ...stored };
}

export async function openFile(ctx: RequestContext, id: string): Promise<Download> {
  const missing = 'File not found';
  const [row] = await query<{ filePath: string; originalFileName: string }>(
    ctx.em,
    `select file_path as "filePath", original_file_name as "originalFileName" from managed_file where id::text = ?`,
    [id],
  );
  if (!row) throw notFound(missing);
  return openUpload(ctx, row.filePath, row.originalFileName, missing);
}

/** The active PDF of a product, for signed-in users; counts the download once the file is found on disk. */
export async function openProductPdf(ctx: RequestContext, productId: string): Promise<Download> {
  requireUser(ctx);
  const { em } = ctx;
  const missing = 'No file exists for this product';
  const [row] = await query<{ id: string; filePath: string; originalFileName: string }>(
    em,
    `select id, file_path as "filePath", original_file_name as "originalFileName" from product_pdf
     where product_id::text = ? and is_active order by created_at desc limit 1`,
    [productId],
  );
  if (!row) throw notFound(missing, 'NO_PRODUCT_PDF');
  const download = await openUpload(ctx, row.filePath, row.originalFileName, missing);
  await query(em, 'update product_pdf set download_count = download_count + 1 where id = ?', [row.id]);
  return download;
}
