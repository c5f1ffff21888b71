import { isUuid, query, toDate } from '../../db/sql.js';
import { notFound } from '../../errors.js';
import { textField } from '../../input.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { recordAudit } from '../audit/index.js';
import { deleteWithStoredFile, requireUpload, UPLOAD_RULES, withStoredFiles, type UploadedFile } from '../uploads/index.js';
import { ManagedFile } from './file.entity.js';
import type { ManagedFileRecord } from './files.types.js';

/** The back office's side of the Download page: upload, list, read and delete its files. */

export interface ManagedFileInput {
  customFileName?: string | null;
  description?: string | null;
  descriptionEn?: string | null;
  category?: string | null;
}

const MAX_DESCRIPTION = 2000;
const MAX_NAME = 255;

const COLUMNS = `id, file_name as "fileName", custom_file_name as "customFileName", original_file_name as "originalFileName",
  description, description_en as "descriptionEn", category, file_size as "fileSize", uploaded_at as "uploadedAt"`;

type Row = Omit<ManagedFileRecord, 'fileSize' | 'uploadedAt'> & { fileSize: string | number; uploadedAt: string };
const toRecord = (row: Row): ManagedFileRecord => ({ ...row, fileSize: Number(row.fileSize), uploadedAt: toDate(row.uploadedAt) });

const fileNotFound = () => notFound('File not found', 'fileNotFound');

/** Admin: every Download-page file, newest first. */
export async function managedFiles(ctx: RequestContext): Promise<ManagedFileRecord[]> {
  requireAdmin(ctx);
  return (await query<Row>(ctx.em, `select ${COLUMNS} from managed_file order by uploaded_at desc, id`)).map(toRecord);
}

/** Admin: one Download-page file, or 404. */
export async function managedFile(ctx: RequestContext, id: string): Promise<ManagedFileRecord> {
  requireAdmin(ctx);
  if (!isUuid(id)) throw fileNotFound();
  const [row] = await query<Row>(ctx.em, `select ${COLUMNS} from managed_file where id = ?`, [id]);
  if (!row) throw fileNotFound();
  return toRecord(row);
}

/**
 * Admin: adds a file to the Download page (back office §5: a file is required; the custom name
 * defaults to the original name, description and category to empty). Any file but a web page or SVG,
 * up to UPLOAD_RULES.managedFile's size.
 */
export async function uploadManagedFile(ctx: RequestContext, input: ManagedFileInput, upload: UploadedFile | null | undefined): Promise<ManagedFileRecord> {
  requireAdmin(ctx);
  const file = requireUpload(upload, 'File', UPLOAD_RULES.managedFile);
  const customFileName = textField(input.customFileName, 'CustomFileName', MAX_NAME, null);
  const description = textField(input.description, 'Description', MAX_DESCRIPTION, '');
  const descriptionEn = textField(input.descriptionEn, 'DescriptionEn', MAX_DESCRIPTION, '');
  const category = textField(input.category, 'Category', MAX_NAME, '');
  const id = await withStoredFiles(ctx, async (tx, files) => {
    const stored = await files.document(file, UPLOAD_RULES.managedFile);
    const record = tx.em.create(ManagedFile, {
      fileName: stored.fileName,
      customFileName: customFileName ?? stored.originalFileName,
      originalFileName: stored.originalFileName,
      description,
      descriptionEn,
      category,
      fileSize: stored.bytes,
      filePath: stored.key,
      mimeType: stored.mimeType,
    });
    await tx.em.flush();
    await recordAudit(tx, {
      entity: 'file',
      entityId: record.id,
      action: 'upload',
      changes: { fileName: { before: null, after: record.customFileName }, fileSize: { before: null, after: stored.bytes } },
    });
    return record.id;
  });
  return managedFile(ctx, id);
}

/** Admin: deletes a Download-page file and, once that has committed, its stored file. Answers its id. */
export async function deleteManagedFile(ctx: RequestContext, id: string): Promise<string> {
  requireAdmin(ctx);
  return deleteWithStoredFile(
    ctx,
    {
      entity: ManagedFile,
      auditEntity: 'file',
      missing: fileNotFound,
      file: (record) => record.filePath,
      label: (record) => ['fileName', record.customFileName ?? record.fileName],
    },
    id,
  );
}
