import { query } from '../../db/sql.js';
import { logChangeOfProductsWithTerms } from '../catalog/index.js';
import { logChangeOfProductsWithSpecifications } from '../specs/index.js';
import { inCatalogueTransaction } from '../../db/transaction.js';
import { badInput } from '../../errors.js';
import { ownFields, textField } from '../../input.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { recordAudit } from '../audit/index.js';

/**
 * The shop's shared list of common catalogue words (see src/catalogue-terms.ts), as the back office's
 * Terms screen reads and saves it: the whole list at once, in one transaction, audited.
 */
export interface CatalogueTermRecord {
  az: string;
  en: string;
}

export interface CatalogueTermInput {
  az?: string | null;
  en?: string | null;
}

/** The list stays small enough to save in one form. */
export const MAX_TERMS = 500;
const MAX_TERM = 100;

/** Admin: every term, in Azerbaijani alphabetical order. */
export async function catalogueTerms(ctx: RequestContext): Promise<CatalogueTermRecord[]> {
  requireAdmin(ctx);
  return termList(ctx);
}

async function termList(ctx: RequestContext): Promise<CatalogueTermRecord[]> {
  return query<CatalogueTermRecord>(ctx.em, `select az, en from catalogue_term order by az collate "C", az`);
}

/** Checks the list: each entry both words (at most MAX_TERM characters), no Azerbaijani word twice (letter case aside); 400 naming the field. */
function checkTerms(value: unknown): CatalogueTermRecord[] {
  if (!Array.isArray(value)) throw badInput('terms must be a list', 'termsInvalid');
  if (value.length > MAX_TERMS) throw badInput(`terms must have at most ${MAX_TERMS} entries`, 'termsTooMany');
  const seen = new Set<string>();
  return value.map((entry: unknown, i) => {
    if (!entry || typeof entry !== 'object') throw badInput(`terms.${i} must be an object`, 'termsInvalid');
    const term = ownFields<CatalogueTermInput>(entry);
    const az = textField(term.az, `terms.${i}.az`, MAX_TERM, '');
    const en = textField(term.en, `terms.${i}.en`, MAX_TERM, '');
    if (!az) throw badInput(`terms.${i}.az is required`, 'termRequired');
    if (!en) throw badInput(`terms.${i}.en is required`, 'termRequired');
    const key = az.toLocaleLowerCase('az');
    if (seen.has(key)) throw badInput(`terms.${i}.az: "${az}" is listed twice`, 'termRepeated');
    seen.add(key);
    return { az, en };
  });
}

const line = (term: CatalogueTermRecord) => `${term.az} → ${term.en}`;

/**
 * Admin: replaces the whole list. Products with colours or sizes, and those whose specification values or
 * units are a changed word, are logged as changed, so the cards and specifications kept per product (which
 * hold their English through the terms) are read again.
 */
export async function setCatalogueTerms(ctx: RequestContext, input: unknown): Promise<CatalogueTermRecord[]> {
  requireAdmin(ctx);
  const terms = checkTerms(input);
  await inCatalogueTransaction(ctx, async (tx) => {
    // One writer at a time: two saves never interleave their delete and insert.
    await query(tx.em, `lock table catalogue_term in share row exclusive mode`);
    const before = await termList(tx);
    await query(tx.em, 'delete from catalogue_term');
    if (terms.length > 0) {
      await query(
        tx.em,
        `insert into catalogue_term (id, az, en) select gen_random_uuid(), t.az, t.en from jsonb_to_recordset(?::jsonb) as t(az text, en text)`,
        [JSON.stringify(terms)],
      );
    }
    const [was, is] = [new Set(before.map(line)), new Set(terms.map(line))];
    const removed = [...was].filter((l) => !is.has(l));
    const added = [...is].filter((l) => !was.has(l));
    if (removed.length === 0 && added.length === 0) return;
    await recordAudit(tx, { entity: 'settings', entityId: 'terms', action: 'update', changes: { terms: { before: removed, after: added } } });
    await logChangeOfProductsWithTerms(tx.em);
    // The Azerbaijani words whose English changed (added, removed or given another English).
    const changedWords = [...before, ...terms].filter((term) => !(was.has(line(term)) && is.has(line(term)))).map((term) => term.az);
    await logChangeOfProductsWithSpecifications(tx.em, changedWords);
  });
  return termList(ctx);
}
