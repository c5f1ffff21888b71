import { isUuid, query, toDate } from '../../db/sql.js';
import { badInput, notFound } from '../../errors.js';
import { textField } from '../../input.js';
import { requireAdmin, requireUser } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { recordAudit } from '../audit/index.js';
import { deleteWithStoredFile, requireUpload, UPLOAD_RULES, withStoredFiles, type UploadedFile } from '../uploads/index.js';
import { ProductPdf } from './file.entity.js';
import { openUpload, type Download } from './files.service.js';

/** The back office's product documents (data sheets, manuals): add, list, read, delete, and download by id. */

export interface ProductPdfRecord {
  id: string;
  productId: string;
  /** As uploaded; downloads are saved under it. */
  originalFileName: string;
  /** The name to show instead, or null. */
  customFileName: string | null;
  description: string;
  isActive: boolean;
  fileSize: number;
  downloadCount: number;
  createdAt: Date;
}

export interface ProductPdfInput {
  customFileName?: string | null;
  description?: string | null;
  isActive?: boolean | null;
}

const COLUMNS = `id, product_id as "productId", original_file_name as "originalFileName", custom_file_name as "customFileName", description,
  is_active as "isActive", file_size as "fileSize", download_count as "downloadCount", created_at as "createdAt"`;

type Row = Omit<ProductPdfRecord, 'fileSize' | 'createdAt'> & { fileSize: string | number; createdAt: string };
const toRecord = (row: Row): ProductPdfRecord => ({ ...row, fileSize: Number(row.fileSize), createdAt: toDate(row.createdAt) });

const pdfNotFound = () => notFound('PDF not found', 'pdfNotFound');

/** Admin: every product PDF, or one product's, newest first. */
export async function productPdfs(ctx: RequestContext, productId?: string | null): Promise<ProductPdfRecord[]> {
  requireAdmin(ctx);
  const product = productId?.trim() || null;
  if (product !== null && !isUuid(product)) throw badInput('productId must be a product id', 'productInvalid');
  const rows = await query<Row>(ctx.em, `select ${COLUMNS} from product_pdf where (?::uuid is null or product_id = ?) order by created_at desc, id`, [
    product,
    product,
  ]);
  return rows.map(toRecord);
}

/** Admin: one product PDF, or 404. */
export async function productPdf(ctx: RequestContext, id: string): Promise<ProductPdfRecord> {
  requireAdmin(ctx);
  if (!isUuid(id)) throw pdfNotFound();
  const [row] = await query<Row>(ctx.em, `select ${COLUMNS} from product_pdf where id = ?`, [id]);
  if (!row) throw pdfNotFound();
  return toRecord(row);
}

/**
 * Admin: adds a PDF to a product (back office §5: "Please upload only PDF files"; a PDF by its bytes,
 * up to UPLOAD_RULES.productPdf's size). Active unless said.
 */
export async function addProductPdf(
  ctx: RequestContext,
  productId: string,
  input: ProductPdfInput,
  upload: UploadedFile | null | undefined,
): Promise<ProductPdfRecord> {
  requireAdmin(ctx);
  const customFileName = textField(input.customFileName, 'CustomFileName', 255, null);
  const description = textField(input.description, 'Description', 2000, '');
  const isActive = input.isActive ?? true;
  const file = requireUpload(upload, 'PdfFile', UPLOAD_RULES.productPdf);
  const id = await withStoredFiles(ctx, async (tx, files) => {
    // Locked, so the product cannot be deleted between this check and the insert.
    const [product] = isUuid(productId) ? await query<{ id: string }>(tx.em, 'select id from product where id = ? for share', [productId]) : [];
    if (!product) throw notFound('Product not found', 'productNotFound');
    const stored = await files.document(file, UPLOAD_RULES.productPdf);
    const record = tx.em.create(ProductPdf, {
      product: product.id,
      originalFileName: stored.originalFileName,
      customFileName,
      description,
      isActive,
      fileSize: stored.bytes,
      filePath: stored.key,
    });
    await tx.em.flush();
    await recordAudit(tx, {
      entity: 'productPdf',
      entityId: record.id,
      action: 'create',
      changes: {
        productId: { before: null, after: product.id },
        fileName: { before: null, after: stored.originalFileName },
        isActive: { before: null, after: isActive },
      },
    });
    return record.id;
  });
  return productPdf(ctx, id);
}

/** Admin: deletes a product PDF and, once that has committed, its stored file. Answers its id. */
export async function deleteProductPdf(ctx: RequestContext, id: string): Promise<string> {
  requireAdmin(ctx);
  return deleteWithStoredFile(
    ctx,
    {
      entity: ProductPdf,
      auditEntity: 'productPdf',
      missing: pdfNotFound,
      file: (record) => record.filePath,
      label: (record) => ['fileName', record.originalFileName],
    },
    id,
  );
}

/**
 * One PDF by its id, for signed-in users (an inactive one for admins only); every download is counted,
 * once the file is found in storage.
 */
export async function openProductPdfById(ctx: RequestContext, id: string): Promise<Download> {
  requireUser(ctx);
  const [row] = isUuid(id)
    ? await query<{ filePath: string; originalFileName: string; isActive: boolean }>(
        ctx.em,
        `select file_path as "filePath", original_file_name as "originalFileName", is_active as "isActive" from product_pdf where id = ?`,
        [id],
      )
    : [];
  if (!row || (!row.isActive && !ctx.viewer.isAdmin)) throw pdfNotFound();
  const download = await openUpload(ctx, row.filePath, row.originalFileName, 'PDF not found');
  await query(ctx.em, 'update product_pdf set download_count = download_count + 1 where id = ?', [id]);
  return download;
}
