import DataLoader from 'dataloader';
import { isUuid, pgArray, query, toDate } from '../../db/sql.js';
import { badInput, notFound } from '../../errors.js';
import { textField } from '../../input.js';
import { requireAdmin, requireUser } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { recordAudit } from '../audit/index.js';
import { productById, productExists } from '../catalog/index.js';
import { deleteWithStoredFile, requireUpload, UPLOAD_RULES, withStoredFiles, type UploadedFile } from '../uploads/index.js';
import { ProductPdf } from './file.entity.js';
import { openUpload, PDF_PRODUCT_SHOWN, type Download } from './files.service.js';
import type { ProductDocumentRecord, ProductPdfRecord } from './files.types.js';

/** The back office's product documents (data sheets, manuals): add, list, read, delete, and download by id. */

export interface ProductPdfInput {
  /** The product again, as the spec's REST form sends it (`ProductId`): when given, it must be the one added to. */
  productId?: string | null;
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
  const repeated = input.productId?.trim();
  if (repeated && repeated.toLowerCase() !== productId.toLowerCase())
    throw badInput('ProductId must be the id of the product the PDF is added to (the one in the address)', 'productIdMismatch');
  const file = requireUpload(upload, 'PdfFile', UPLOAD_RULES.productPdf);
  const id = await withStoredFiles(ctx, async (tx, files) => {
    // Locked, so the product cannot be deleted between this check and the insert.
    if (!isUuid(productId) || !(await productExists(tx.em, productId, 'share'))) throw notFound('Product not found', 'productNotFound');
    const product = { id: productId.toLowerCase() };
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
 * One PDF by its id, for signed-in users: an inactive one, or one of a product the shop does not show
 * (inactive, archived, in an inactive category), for admins only; every download is counted, once the
 * file is found in storage.
 */
export async function openProductPdfById(ctx: RequestContext, id: string): Promise<Download> {
  requireUser(ctx);
  const { isAdmin } = ctx.viewer;
  const [row] = isUuid(id)
    ? await query<{ filePath: string; originalFileName: string }>(
        ctx.em,
        `select d.file_path as "filePath", d.original_file_name as "originalFileName" from product_pdf d
         where d.id = ? and (?::boolean or d.is_active) and ${PDF_PRODUCT_SHOWN}`,
        [id, isAdmin, isAdmin],
      )
    : [];
  if (!row) throw pdfNotFound();
  const download = await openUpload(ctx, row.filePath, row.originalFileName, 'application/pdf', 'PDF not found');
  await query(ctx.em, 'update product_pdf set download_count = download_count + 1 where id = ?', [id]);
  return download;
}

/** Active PDFs of the products, oldest first (the order the admin added them), in one statement. */
async function activePdfsOf(ctx: RequestContext, productIds: readonly string[]): Promise<ProductDocumentRecord[][]> {
  const ids = productIds.filter(isUuid);
  const rows = ids.length
    ? await query<Omit<ProductDocumentRecord, 'fileSize'> & { fileSize: string | number }>(
        ctx.em,
        `select id, product_id as "productId", coalesce(nullif(custom_file_name, ''), original_file_name) as "fileName", file_size as "fileSize"
         from product_pdf where product_id = any(?::uuid[]) and is_active order by created_at, id`,
        [pgArray(ids)],
      )
    : [];
  return productIds.map((id) => rows.filter((row) => row.productId === id).map((row) => ({ ...row, fileSize: Number(row.fileSize) })));
}

/** One batch per request (keyed by its loaders), so a listing that asks every card's PDFs reads them once. */
const pdfLoaders = new WeakMap<object, DataLoader<string, ProductDocumentRecord[]>>();

/**
 * The active PDFs of a product the caller already holds as shown (a GraphQL Product): the product page
 * offers "Download PDF" only when there is one.
 */
export function productDocuments(ctx: RequestContext, productId: string): Promise<ProductDocumentRecord[]> {
  let loader = pdfLoaders.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader((ids) => activePdfsOf(ctx, ids));
    pdfLoaders.set(ctx.loaders, loader);
  }
  return loader.load(productId);
}

/** Anyone: the active PDFs of a product the shop shows (404 otherwise), for REST clients. */
export async function shownProductDocuments(ctx: RequestContext, productId: string): Promise<ProductDocumentRecord[]> {
  const product = await productById(ctx, productId);
  return productDocuments(ctx, product.id);
}
