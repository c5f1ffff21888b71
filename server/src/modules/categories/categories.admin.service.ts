import { asConflict, bilingualNameOf, idOf, isGiven, pictureUrlOf, slugOf, slugTaken, sortOrderOf } from '../../admin-input.js';
import { query } from '../../db/sql.js';
import { lockRow, WRITES_CATALOGUE } from '../../db/transaction.js';
import { badInput, conflict, notFound } from '../../errors.js';
import { trimmedText } from '../../input.js';
import { requireAdmin } from '../../permissions.js';
import type { RequestContext } from '../../request-context.js';
import { changesOf, recordAudit } from '../audit/index.js';
import { requireUpload, UPLOAD_RULES, withStoredFiles, type StoredFiles, type UploadedFile } from '../uploads/index.js';
import { Category, categoryInLanguage, MAX_CATEGORY_DEPTH, type CategoryRow } from '../catalog/index.js';
import type { CategoryInput } from './categories.schemas.js';
import type { AdminCategoryRecord } from './categories.types.js';

/**
 * The back office's category tree: add (with a picture, uploaded or already stored), edit, move, delete,
 * and the whole tree with product counts. Every write takes the tree lock, so two writers never build a
 * fourth level or a cycle between them. The catalogue follows by itself: the category triggers show or
 * hide the products below a category whose active flag or parent changes, rewrite the search documents
 * of a renamed one, and log the change so every server process's category cache reloads.
 */

const NAME_REQUIRED = { message: 'Category name is required (name or nameEn)', reason: 'categoryNameRequired' };

/** Serialises every category write: depth and cycle checks read the tree as it stands under this lock. */
async function lockTree(tx: RequestContext): Promise<void> {
  await query(tx.em, `select pg_advisory_xact_lock(hashtext('shop:category-tree'))`);
}

type AdminCategoryRow = CategoryRow & { productCount: number };

/** Every category with its own product count, nested into the tree (names in the viewer's language). */
async function readTree(ctx: RequestContext): Promise<{ roots: AdminCategoryRecord[]; byId: Map<string, AdminCategoryRecord> }> {
  const rows = await query<AdminCategoryRow>(
    ctx.em,
    `select c.id, c.name as "nameAz", c.name_en as "nameEn", c.slug, c.description as "descriptionAz", c.description_en as "descriptionEn",
       c.image_url as "imageUrl", c.sort_order as "sortOrder", c.is_active as "isActive", c.parent_id as "parentId",
       coalesce(n.product_count, 0) as "productCount"
     from category c left join shop_category_product_counts() n on n.category_id = c.id
     order by c.sort_order, c.name, c.id`,
  );
  const byId = new Map<string, AdminCategoryRecord>(
    rows.map((row) => [
      row.id,
      { ...categoryInLanguage(row, ctx.language), productCount: row.productCount, level: 0, totalProductCount: 0, subCategories: [] },
    ]),
  );
  const roots: AdminCategoryRecord[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.subCategories.push(node);
    else roots.push(node);
  }
  const count = (node: AdminCategoryRecord, level: number): number => {
    node.level = level;
    node.totalProductCount = node.productCount + node.subCategories.reduce((sum, child) => sum + count(child, level + 1), 0);
    return node.totalProductCount;
  };
  for (const root of roots) count(root, 1);
  return { roots, byId };
}

/** Admin: the whole tree, inactive categories too, each with its product counts, in display order. */
export async function adminCategoryTree(ctx: RequestContext): Promise<AdminCategoryRecord[]> {
  requireAdmin(ctx);
  return (await readTree(ctx)).roots;
}

/** A category as the admin tree shows it (with its subtree), after a write. */
async function adminCategory(ctx: RequestContext, id: string): Promise<AdminCategoryRecord> {
  const node = (await readTree(ctx)).byId.get(id);
  if (!node) throw notFound('Category not found', 'categoryNotFound');
  return node;
}

/** The fields an audit entry keeps, as plain values. */
function snapshotOf(category: Category | null) {
  return {
    name: category?.name ?? null,
    nameEn: category?.nameEn ?? null,
    slug: category?.slug ?? null,
    description: category?.description ?? null,
    descriptionEn: category?.descriptionEn ?? null,
    imageUrl: category?.imageUrl ?? null,
    sortOrder: category?.sortOrder ?? null,
    isActive: category?.isActive ?? null,
    parentCategoryId: category?.parent?.id ?? null,
  };
}
const AUDITED = Object.keys(snapshotOf(null)) as (keyof ReturnType<typeof snapshotOf>)[];

/** Level of `parentId`'s children (1 for top level), checking the parent exists. */
function placeUnder(tree: Map<string, { parentId: string | null }>, parentId: string | null): number {
  if (parentId === null) return 1;
  if (!tree.has(parentId)) throw notFound('Parent category not found (parentCategoryId)', 'parentCategoryNotFound');
  let level = 2;
  for (let c = tree.get(parentId)!; c.parentId && tree.has(c.parentId) && level <= MAX_CATEGORY_DEPTH + 1; c = tree.get(c.parentId)!) level++;
  return level;
}

/** How many levels a category's subtree spans (1: no subcategories; a cycle made by hand in SQL stops the count). */
function heightOf(tree: Map<string, { parentId: string | null }>, id: string, depth = 1): number {
  if (depth > MAX_CATEGORY_DEPTH + 1) return depth;
  const children = [...tree].filter(([, c]) => c.parentId === id).map(([childId]) => childId);
  return Math.max(depth, ...children.map((child) => heightOf(tree, child, depth + 1)));
}

async function treeShape(tx: RequestContext): Promise<Map<string, { parentId: string | null }>> {
  const rows = await query<{ id: string; parentId: string | null }>(tx.em, `select id, parent_id as "parentId" from category`);
  return new Map(rows.map((row) => [row.id, { parentId: row.parentId }]));
}

const tooDeep = () =>
  badInput(`Categories go at most ${MAX_CATEGORY_DEPTH} levels deep; this would make a level ${MAX_CATEGORY_DEPTH + 1} (parentCategoryId)`, 'categoryTooDeep');

/** The checked parent id of a write that gives one (null: top level). */
function parentIdOf(input: CategoryInput): string | null {
  return input.parentCategoryId === null || input.parentCategoryId === undefined || input.parentCategoryId === ''
    ? null
    : idOf(input.parentCategoryId, 'parentCategoryId');
}

/** The texts, position and flag of a category after applying `input` to `current` (defaults for a new one), checked. */
function fieldsOf(input: CategoryInput, current: Category | null) {
  const names = bilingualNameOf({ az: input.name, en: input.nameEn }, current && { az: current.name, en: current.nameEn }, NAME_REQUIRED);
  const text = (field: 'description' | 'descriptionEn', now: string) => (isGiven(input, field) ? trimmedText(input[field], '') : now);
  return {
    name: names.az,
    nameEn: names.en,
    description: text('description', current?.description ?? ''),
    descriptionEn: text('descriptionEn', current?.descriptionEn ?? ''),
    sortOrder: isGiven(input, 'sortOrder') ? sortOrderOf(input.sortOrder) : (current?.sortOrder ?? 0),
    isActive: input.isActive ?? current?.isActive ?? true,
  };
}

/** The picture of a write: an uploaded file (stored now) or a stored picture's URL; null when neither. */
async function pictureOf(tx: RequestContext, files: StoredFiles, input: CategoryInput, upload: UploadedFile | null | undefined): Promise<string | null> {
  const url = pictureUrlOf(input.imageUrl, 'imageUrl', tx.publicFilesUrl);
  if (upload && url) throw badInput('Send a new picture as imageFile or as imageUrl, not both', 'pictureTwice');
  if (upload) return (await files.image(upload, { field: 'imageFile', ...UPLOAD_RULES.categoryImage })).url;
  return url;
}

const flushCategory = (tx: RequestContext, slug: string) => asConflict(() => tx.em.flush(), { category_slug_unique: () => slugTaken('category', slug) });

/**
 * Admin: adds a category (back office §5: a name, and a picture: "Please upload an image first"),
 * uploaded as `imageFile` or given as a stored picture's `imageUrl`. At most three levels deep; the
 * slug is made from the name unless one is given (409 when taken).
 */
export async function addCategory(ctx: RequestContext, input: CategoryInput, upload?: UploadedFile | null): Promise<AdminCategoryRecord> {
  requireAdmin(ctx);
  const fields = fieldsOf(input, null);
  const parentId = parentIdOf(input);
  if (!upload && !pictureUrlOf(input.imageUrl, 'imageUrl', ctx.publicFilesUrl)) requireUpload(null, 'imageFile or imageUrl', UPLOAD_RULES.categoryImage);
  const id = await withStoredFiles(
    ctx,
    async (tx, files) => {
      await lockTree(tx);
      if (placeUnder(await treeShape(tx), parentId) > MAX_CATEGORY_DEPTH) throw tooDeep();
      const slug = await slugOf(tx.em, 'category', { given: input.slug, name: fields.name || fields.nameEn, current: null, id: null });
      const imageUrl = await pictureOf(tx, files, input, upload);
      const category = tx.em.create(Category, { ...fields, slug, imageUrl, parent: parentId });
      await flushCategory(tx, slug);
      await recordAudit(tx, {
        entity: 'category',
        entityId: category.id,
        action: 'create',
        changes: changesOf(snapshotOf(null), snapshotOf(category), AUDITED),
      });
      return category.id;
    },
    WRITES_CATALOGUE,
  );
  return adminCategory(ctx, id);
}

/**
 * Admin: edits a category; fields left out stay. A new parent is refused when it would make a fourth
 * level or a cycle. A new picture (file or URL) replaces the old one, removed once the edit has
 * committed. The slug stays unless a new one is given or `regenerateSlug` asks for one from the name.
 */
export async function updateCategory(ctx: RequestContext, id: string, input: CategoryInput, upload?: UploadedFile | null): Promise<AdminCategoryRecord> {
  requireAdmin(ctx);
  const parentId = isGiven(input, 'parentCategoryId') ? parentIdOf(input) : undefined;
  const regenerate = input.regenerateSlug ?? false;
  await withStoredFiles(
    ctx,
    async (tx, files) => {
      await lockTree(tx);
      const category = await lockRow(tx.em, Category, id);
      if (!category) throw notFound('Category not found', 'categoryNotFound');
      const before = snapshotOf(category);
      const fields = fieldsOf(input, category);
      if (parentId !== undefined && parentId !== before.parentCategoryId) {
        const tree = await treeShape(tx);
        if (parentId !== null && (parentId === id || ancestorsOf(tree, parentId).includes(id)))
          throw badInput('A category cannot be placed under itself or one of its subcategories (parentCategoryId)', 'categoryCycle');
        if (placeUnder(tree, parentId) - 1 + heightOf(tree, id) > MAX_CATEGORY_DEPTH) throw tooDeep();
        category.parent = parentId === null ? null : tx.em.getReference(Category, parentId);
      }
      const slug = await slugOf(tx.em, 'category', { given: input.slug, regenerate, name: fields.name || fields.nameEn, current: category.slug, id });
      const imageUrl = await pictureOf(tx, files, input, upload);
      Object.assign(category, fields, { slug });
      if (imageUrl && imageUrl !== before.imageUrl) {
        category.imageUrl = imageUrl;
        files.removeAfterCommit(before.imageUrl);
      }
      await flushCategory(tx, slug);
      await recordAudit(tx, { entity: 'category', entityId: id, action: 'update', changes: changesOf(before, snapshotOf(category), AUDITED) });
    },
    WRITES_CATALOGUE,
  );
  return adminCategory(ctx, id);
}

/** The categories above one, nearest first. */
function ancestorsOf(tree: Map<string, { parentId: string | null }>, id: string): string[] {
  const ids: string[] = [];
  for (let c = tree.get(id); c?.parentId && !ids.includes(c.parentId); c = tree.get(c.parentId)) ids.push(c.parentId);
  return ids;
}

/** "3 products", "1 subcategory". */
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Admin: deletes a category and, once that has committed, its picture. A category that still has
 * products (active or not) or subcategories is kept: 409 saying what is in it. Answers its id.
 */
export async function deleteCategory(ctx: RequestContext, id: string): Promise<string> {
  requireAdmin(ctx);
  return withStoredFiles(
    ctx,
    async (tx, files) => {
      await lockTree(tx);
      // Locked: a product being added to it waits for this delete, then finds the category gone.
      const category = await lockRow(tx.em, Category, id);
      if (!category) throw notFound('Category not found', 'categoryNotFound');
      const [inside] = await query<{ products: number; subcategories: number }>(
        tx.em,
        `select coalesce((select product_count from shop_category_product_counts() where category_id = ?), 0) as products,
         (select count(*) from category where parent_id = ?)::int as subcategories`,
        [id, id],
      );
      const what = [
        inside!.products ? counted(inside!.products, 'product', 'products') : '',
        inside!.subcategories ? counted(inside!.subcategories, 'subcategory', 'subcategories') : '',
      ].filter(Boolean);
      if (what.length)
        throw conflict(
          `This category cannot be deleted: it has ${what.join(' and ')}. Move or delete them first.`,
          inside!.products ? 'categoryHasProducts' : 'categoryHasSubcategories',
        );
      const before = snapshotOf(category);
      tx.em.remove(category);
      await tx.em.flush();
      files.removeAfterCommit(before.imageUrl);
      await recordAudit(tx, {
        entity: 'category',
        entityId: id,
        action: 'delete',
        changes: changesOf(before, snapshotOf(null), ['name', 'nameEn', 'slug', 'imageUrl']),
      });
      return id;
    },
    WRITES_CATALOGUE,
  );
}
