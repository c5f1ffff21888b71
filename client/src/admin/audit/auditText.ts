import type { MessageKey } from '../../i18n';
import { roleName } from '../../lib/auth';
import { formatDate, formatPrice } from '../../lib/format';
import type { Language } from '../../lib/language';

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
  'settings',
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

/** What describeChange needs of the interface: its language and a catalogue lookup (null for a key it lacks). */
export interface AuditWords {
  language: Language;
  text: (key: string, values?: Record<string, string>) => string | null;
}

/** Fields whose values are dates and times. */
const DATE_FIELDS = new Set(['startDate', 'endDate', 'archivedAt']);

/** A before or after value in words: roles and statuses by name, yes/no, manat amounts, dates; none as a dash. */
function valueInWords(field: string, json: string | null | undefined, words: AuditWords): string {
  if (json === null || json === undefined) return '—';
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  if (value === null || value === '') return '—';
  if (field === 'role' && typeof value === 'number') {
    const name = roleName(value);
    return (name && words.text(`role.${name}`)) ?? String(value);
  }
  if (field === 'status' && typeof value === 'string') return words.text(`orders.status.${value.toLowerCase()}`) ?? value;
  if (typeof value === 'boolean') return words.text(value ? 'admin.audit.yes' : 'admin.audit.no') ?? String(value);
  if (/^prices\.\d\.(price|discountedPrice)$/.test(field) && typeof value === 'number') return formatPrice(value, words.language);
  if (DATE_FIELDS.has(field) && typeof value === 'string') return formatDate(value, words.text('date.monthsShort') ?? '', { time: true });
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(', ') || '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A field's name in words ("Role", "Price (VIP)"), or as it came for one the catalogue does not name (a filter's own name). */
function fieldInWords(field: string, words: AuditWords): string {
  const price = /^prices\.(\d)\.(price|discountedPrice)$/.exec(field);
  if (price) {
    const tier = roleName(Number(price[1]));
    const tierName = (tier && words.text(`role.${tier}`)) ?? price[1]!;
    return words.text(`admin.audit.field.${price[2]!}`, { role: tierName }) ?? field;
  }
  return words.text(`admin.audit.field.${field}`) ?? field;
}

/** One change of an entry in the viewer's words: "Role: Normal User → VIP", "Active: no → yes". */
export function describeChange(change: { field: string; before?: string | null; after?: string | null }, words: AuditWords) {
  return {
    field: fieldInWords(change.field, words),
    before: valueInWords(change.field, change.before, words),
    after: valueInWords(change.field, change.after, words),
  };
}

/** Where the back office shows a record the log names (null: nowhere to link, or the record is gone). */
export function subjectLink(subject: { kind: string; id?: string | null; name: string } | null | undefined): string | null {
  if (!subject?.id) return null;
  switch (subject.kind) {
    case 'user':
      return `/admin?search=${encodeURIComponent(subject.name)}`;
    case 'order':
      return `/admin/orders/${subject.id}`;
    case 'product':
      return `/admin/products/${subject.id}`;
    case 'category':
      return '/admin/category';
    case 'banner':
      return '/admin/banners';
    case 'filter':
      return '/admin/filters';
    case 'file':
      return '/admin/file-management';
    default:
      return null;
  }
}
