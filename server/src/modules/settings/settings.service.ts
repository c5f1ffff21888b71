import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_STORE_WHATSAPP } from '../../config.js';
import { query, toDate } from '../../db/sql.js';
import { inCatalogueTransaction } from '../../db/transaction.js';
import { inLanguage, type Language } from '../../language.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { changesOf, recordAudit } from '../audit/index.js';
import { seedSettings, settingsOf, SOCIAL_NETWORKS, storedSettings, type StoreSettingsData, type StoreSettingsInput } from './settings.values.js';

/**
 * The store's own details (name, phones, WhatsApp, e-mail, offices, social links), edited in the back
 * office and read by every page (footer, contact pages, chat button, structured data, checkout).
 *
 * Each process keeps one copy per database, keyed by the catalogue version's category key: every write
 * of store_settings logs a product-less catalogue_change entry (its trigger), which that key counts. So
 * a change shows in every process as soon as the log's notification has woken it (in the writer's next
 * request at once), and reading the settings costs no statement of its own while nothing changed.
 */

/** The shop as the storefront shows it: texts in the viewer's language, no admin-only data. */
export interface PublicStoreSettingsRecord {
  shopName: string;
  phones: { display: string; href: string }[];
  whatsApp: string;
  whatsAppUrl: string;
  email: string | null;
  offices: { name: string; address: string; hours: string; latitude: number; longitude: number }[];
  socialLinks: { network: string; url: string }[];
  softwareSiteUrl: string | null;
}

/** The settings as the back office edits them: both languages, and who saved them last. */
export interface AdminStoreSettingsRecord extends StoreSettingsData {
  updatedAt: Date;
  updatedByEmail: string | null;
}

interface SettingsRow {
  data: StoreSettingsData;
  updatedAt: string | Date;
  updatedByEmail: string | null;
}

interface CachedSettings {
  version: string;
  data: Promise<StoreSettingsData>;
}

/** One copy per database: keyed by the ORM's driver, which every fork and transaction of it shares. */
const cache = new WeakMap<object, CachedSettings>();

async function readRow(em: EntityManager): Promise<SettingsRow | null> {
  const [row] = await query<SettingsRow>(
    em,
    `select s.data, s.updated_at as "updatedAt", u.email as "updatedByEmail"
     from store_settings s left join app_user u on u.id = s.updated_by_id where s.id = 1`,
  );
  return row ?? null;
}

/**
 * Writes the first settings unless there are some: on every start, so only the first start's
 * configuration (STORE_WHATSAPP) counts; the owner's later edits are never overwritten.
 */
export async function seedStoreSettings(em: EntityManager, whatsApp: string): Promise<void> {
  await query(em, `insert into store_settings (id, data) values (1, ?::jsonb) on conflict (id) do nothing`, [JSON.stringify(seedSettings(whatsApp))]);
}

/** The settings now, from this process's copy while the category version says nothing changed. */
async function currentSettings(ctx: RequestContext): Promise<StoreSettingsData> {
  const version = ctx.catalogueVersion.categories();
  const key = ctx.em.getDriver();
  const cached = cache.get(key);
  if (cached?.version === version) return cached.data;
  // A database without the row (the start seeds it) shows the seed's values.
  const data = readRow(ctx.em).then((row) => (row ? storedSettings(row.data) : seedSettings(DEFAULT_STORE_WHATSAPP)));
  const entry = { version, data };
  cache.set(key, entry);
  // A failed read is not remembered: the next request tries again.
  data.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return data;
}

/** The store's WhatsApp number (digits with the country code): checkout links to it. */
export async function storeWhatsApp(ctx: RequestContext): Promise<string> {
  return (await currentSettings(ctx)).whatsApp;
}

/** The shop's own e-mail address (new orders are announced to it), or null when the owner left it empty. */
export async function storeEmail(ctx: RequestContext): Promise<string | null> {
  return (await currentSettings(ctx)).email.trim() || null;
}

/** `tel:` wants the digits with the leading + (a number shown without one is taken as given). */
const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;

export function publicSettings(data: StoreSettingsData, language: Language): PublicStoreSettingsRecord {
  return {
    shopName: inLanguage(language, data.shopNameAz, data.shopNameEn),
    phones: data.phones.map((display) => ({ display, href: telHref(display) })),
    whatsApp: data.whatsApp,
    whatsAppUrl: `https://wa.me/${data.whatsApp}`,
    email: data.email || null,
    offices: data.offices.map((office) => ({
      name: inLanguage(language, office.nameAz, office.nameEn),
      address: inLanguage(language, office.addressAz, office.addressEn),
      hours: inLanguage(language, office.hoursAz, office.hoursEn),
      latitude: office.latitude,
      longitude: office.longitude,
    })),
    socialLinks: SOCIAL_NETWORKS.filter((network) => data.social[network]).map((network) => ({ network, url: data.social[network] })),
    softwareSiteUrl: data.softwareSiteUrl || null,
  };
}

/** Anyone: the shop's details in the viewer's language (texts fall back to the other language). */
export async function storeSettings(ctx: RequestContext): Promise<PublicStoreSettingsRecord> {
  return publicSettings(await currentSettings(ctx), ctx.language);
}

/** Admin: the settings as stored, both languages, with who saved them last. */
export async function adminStoreSettings(ctx: RequestContext): Promise<AdminStoreSettingsRecord> {
  requireAdmin(ctx);
  return adminRecord(await readRow(ctx.em));
}

function adminRecord(row: SettingsRow | null): AdminStoreSettingsRecord {
  if (!row) return { ...seedSettings(DEFAULT_STORE_WHATSAPP), updatedAt: new Date(0), updatedByEmail: null };
  return { ...storedSettings(row.data), updatedAt: toDate(row.updatedAt), updatedByEmail: row.updatedByEmail };
}

/** What an audit entry about the settings names: each part the form edits. */
const AUDITED_FIELDS = ['shopNameAz', 'shopNameEn', 'phones', 'whatsApp', 'email', 'offices', 'social', 'softwareSiteUrl'] as const;

/**
 * Admin: replaces the settings (every field given, checked first: 400 naming the field), recording the
 * change in the audit log in the same transaction. The row is locked, so two saves at once each record
 * what they replaced.
 */
export async function updateStoreSettings(ctx: RequestContext, input: StoreSettingsInput): Promise<AdminStoreSettingsRecord> {
  const userId = requireAdmin(ctx);
  const asked = settingsOf(input);
  return inCatalogueTransaction(ctx, async (tx) => {
    const [locked] = await query<{ data: StoreSettingsData }>(tx.em, `select data from store_settings where id = 1 for update`);
    const before = locked ? storedSettings(locked.data) : seedSettings(DEFAULT_STORE_WHATSAPP);
    const next: StoreSettingsData = { ...asked, softwareSiteUrl: asked.softwareSiteUrl ?? before.softwareSiteUrl };
    await query(
      tx.em,
      `insert into store_settings (id, data, updated_at, updated_by_id) values (1, ?::jsonb, now(), ?)
       on conflict (id) do update set data = excluded.data, updated_at = excluded.updated_at, updated_by_id = excluded.updated_by_id`,
      [JSON.stringify(next), userId],
    );
    await recordAudit(tx, { entity: 'settings', entityId: 'store', action: 'update', changes: changesOf(before, next, AUDITED_FIELDS) });
    return adminRecord(await readRow(tx.em));
  });
}
