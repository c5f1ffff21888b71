import type { EntityName } from '@mikro-orm/postgresql';
import { lockRow } from '../../db/transaction.js';
import type { AppError } from '../../errors.js';
import type { RequestContext } from '../../request-context.js';
import { recordAudit, type AuditedEntity } from '../audit/index.js';
import { withStoredFiles } from './uploads.service.js';

/** A row that owns one stored file, as `deleteWithStoredFile` removes it. */
export interface FileOwner<T extends { id: string }> {
  entity: EntityName<T>;
  /** Its name in the audit trail (`banner`, `file`, `productPdf`). */
  auditEntity: AuditedEntity;
  /** The error when no such row is there. */
  missing: () => AppError;
  /** The stored file's URL or key. */
  file: (row: T) => string | null;
  /** The field and value the audit trail names the deleted row by. */
  label: (row: T) => [field: string, value: unknown];
}

/**
 * Deletes a row that owns one stored file (a banner's picture, a Download-page file, a product PDF) in
 * one transaction: the row locked and removed, the deletion audited, the file removed once that has
 * committed (unless another row still refers to it). The caller checks permissions. Answers the id.
 */
export async function deleteWithStoredFile<T extends { id: string }>(ctx: RequestContext, owner: FileOwner<T>, id: string): Promise<string> {
  return withStoredFiles(ctx, async (tx, files) => {
    const row = await lockRow(tx.em, owner.entity, id);
    if (!row) throw owner.missing();
    tx.em.remove(row);
    await tx.em.flush();
    files.removeAfterCommit(owner.file(row));
    const [field, before] = owner.label(row);
    await recordAudit(tx, { entity: owner.auditEntity, entityId: row.id, action: 'delete', changes: { [field]: { before, after: null } } });
    return row.id;
  });
}
