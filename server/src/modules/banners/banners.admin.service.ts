import { sortOrderOf } from '../../admin-input.js';
import { query } from '../../db/sql.js';
import { lockRow } from '../../db/transaction.js';
import { badInput, notFound } from '../../errors.js';
import { trimmedText } from '../../input.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { changesOf, recordAudit } from '../audit/index.js';
import { deleteWithStoredFile, requireUpload, UPLOAD_RULES, withStoredFiles, type UploadedFile } from '../uploads/index.js';
import { Banner } from './banner.entity.js';
import type { BannerInput } from './banners.schemas.js';
import { BANNER_COLUMNS, bannerById, toBanner, type BannerRow } from './banners.service.js';
import type { BannerRecord } from './banners.types.js';

/** The back office's banners: every banner with its dates and flags; add with a picture, edit, delete. */

/** The banner kinds there are (BannerType): the home-page carousel only. */
const BANNER_TYPES = [0];

/** Admin: every banner, shown or not, with its dates and flags, by sortOrder. */
export async function adminBanners(ctx: RequestContext): Promise<BannerRecord[]> {
  requireAdmin(ctx);
  return (await query<BannerRow>(ctx.em, `select ${BANNER_COLUMNS} from banner order by sort_order, created_at, id`)).map((row) => toBanner(row, ctx.language));
}

/** Where a banner's button leads: a path of this shop (`/noutbuklar`) or an http(s) address; never `javascript:`. */
function linkUrlOf(value: string | null | undefined): string | null {
  const url = trimmedText(value, null);
  if (url === null) return null;
  if ((url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) || /^https?:\/\/[^\s/]+/i.test(url)) return url;
  throw badInput('linkUrl must be a path of this shop (starting with /) or an http(s) address', 'linkUrlInvalid');
}

/** A date and time as the schema lets it through (ISO 8601 text, not yet read as a date); empty or null: none. */
function dateOf(value: string | null | undefined, field: string): Date | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badInput(`${field} must be a date and time (ISO 8601)`, 'dateInvalid');
  return date;
}

const has = (input: BannerInput, field: keyof BannerInput) => Object.hasOwn(input, field) && input[field] !== undefined;

/** The banner's fields after applying `input` to `current` (back office §9 defaults for a new one), checked. */
function bannerFields(input: BannerInput, current: Banner | null) {
  const keep = <K extends keyof BannerInput, V>(field: K, read: (value: BannerInput[K]) => V, now: V): V => (has(input, field) ? read(input[field]) : now);
  const title = keep('title', (v) => trimmedText(v, ''), current?.title ?? '');
  const titleEn = keep('titleEn', (v) => trimmedText(v, ''), current?.titleEn ?? '');
  if (!title && !titleEn) throw badInput('Title is required (title or titleEn)', 'titleRequired');
  const type = keep('type', (v) => v ?? 0, current?.type ?? 0);
  if (!BANNER_TYPES.includes(type)) throw badInput(`type must be one of ${BANNER_TYPES.join(', ')} (0: the home-page carousel)`, 'bannerTypeInvalid');
  const sortOrder = keep('sortOrder', (v) => sortOrderOf(v), current?.sortOrder ?? 0);
  const startDate = keep('startDate', (v) => dateOf(v, 'startDate'), current?.startDate ?? null);
  const endDate = keep('endDate', (v) => dateOf(v, 'endDate'), current?.endDate ?? null);
  if (startDate && endDate && startDate > endDate) throw badInput('endDate cannot be before startDate', 'dateRangeInvalid');
  return {
    title,
    titleEn,
    description: keep('description', (v) => trimmedText(v, ''), current?.description ?? ''),
    descriptionEn: keep('descriptionEn', (v) => trimmedText(v, ''), current?.descriptionEn ?? ''),
    linkUrl: keep('linkUrl', linkUrlOf, current?.linkUrl ?? null),
    buttonText: keep('buttonText', (v) => trimmedText(v, null), current?.buttonText ?? null),
    buttonTextEn: keep('buttonTextEn', (v) => trimmedText(v, ''), current?.buttonTextEn ?? ''),
    type,
    isActive: keep('isActive', (v) => v ?? true, current?.isActive ?? true),
    sortOrder,
    startDate,
    endDate,
  };
}

/** What an entry about a banner keeps: every field the back office edits. */
const AUDITED_BANNER_FIELDS = [
  'title',
  'titleEn',
  'description',
  'descriptionEn',
  'linkUrl',
  'buttonText',
  'buttonTextEn',
  'type',
  'isActive',
  'sortOrder',
  'startDate',
  'endDate',
  'imageUrl',
] as const;

const EMPTY_BANNER = Object.fromEntries(AUDITED_BANNER_FIELDS.map((field) => [field, null])) as unknown as Banner;

/**
 * Admin: adds a banner with its picture (back office §5: a title; "Please select an image file", at
 * most 10 MB, "Please select a valid image file"; §9 defaults: type 0, sortOrder 0, active; no dates:
 * shown from now on, until taken down).
 */
export async function addBanner(ctx: RequestContext, input: BannerInput, upload: UploadedFile | null | undefined): Promise<BannerRecord> {
  requireAdmin(ctx);
  const fields = bannerFields(input, null);
  const file = requireUpload(upload, 'imageFile', UPLOAD_RULES.bannerImage);
  const id = await withStoredFiles(ctx, async (tx, files) => {
    const image = await files.image(file, UPLOAD_RULES.bannerImage);
    const banner = tx.em.create(Banner, { ...fields, imageUrl: image.url });
    await tx.em.flush();
    await recordAudit(tx, { entity: 'banner', entityId: banner.id, action: 'create', changes: changesOf(EMPTY_BANNER, banner, AUDITED_BANNER_FIELDS) });
    return banner.id;
  });
  return bannerById(ctx, id);
}

/** Admin: edits a banner; a new picture replaces the old one, which is removed once the edit has committed. */
export async function updateBanner(ctx: RequestContext, id: string, input: BannerInput, upload?: UploadedFile | null): Promise<BannerRecord> {
  requireAdmin(ctx);
  await withStoredFiles(ctx, async (tx, files) => {
    const banner = await lockRow(tx.em, Banner, id);
    if (!banner) throw notFound('Banner not found', 'bannerNotFound');
    const before = { ...banner };
    const fields = bannerFields(input, banner);
    Object.assign(banner, fields);
    if (upload) {
      banner.imageUrl = (await files.image(upload, UPLOAD_RULES.bannerImage)).url;
      files.removeAfterCommit(before.imageUrl);
    }
    await tx.em.flush();
    await recordAudit(tx, { entity: 'banner', entityId: banner.id, action: 'update', changes: changesOf(before, banner, AUDITED_BANNER_FIELDS) });
  });
  return bannerById(ctx, id);
}

/** Admin: deletes a banner and, once that has committed, its picture (unless another row shows it). Answers its id. */
export async function deleteBanner(ctx: RequestContext, id: string): Promise<string> {
  requireAdmin(ctx);
  return deleteWithStoredFile(
    ctx,
    {
      entity: Banner,
      auditEntity: 'banner',
      missing: () => notFound('Banner not found', 'bannerNotFound'),
      file: (banner) => banner.imageUrl,
      label: (banner) => ['title', banner.title || banner.titleEn],
    },
    id,
  );
}
