import type { MessageKey } from '../../i18n';

/** The kinds of record the server logs (server AUDITED_ENTITIES), in the filter's order. */
export const AUDIT_ENTITIES = [
  'user',
  'order',
  'category',
  'product',
  'specification',
  'productPdf',
  'banner',
  'filter',
  'filterOption',
  'productFilter',
  'file',
] as const;

/** The catalogue key naming an entity or an action, or null for one this client does not know yet (shown as it is). */
export function auditKey(kind: 'entity' | 'action', value: string, messages: Readonly<Record<string, unknown>>): MessageKey | null {
  const key = `admin.audit.${kind}.${value}`;
  return key in messages ? (key as MessageKey) : null;
}

/** A JSON value of an entry's before/after as text: strings unquoted, none as a dash. */
export function auditValue(json: string | null | undefined): string {
  if (json === null || json === undefined) return '—';
  try {
    const value: unknown = JSON.parse(json);
    if (value === null || value === '') return '—';
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return json;
  }
}
