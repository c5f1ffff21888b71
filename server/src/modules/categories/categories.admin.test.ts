import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn } from '../../../test/accounts.js';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';
import { sqlOf } from '../../../test/buying.js';
import { filesUnder, graphqlUpload, picture, restUpload } from '../../../test/uploads.js';

/**
 * Issue 16: the back office's category tree over REST (back office §7) and GraphQL. Added with a picture
 * (uploaded or already stored), names in both languages, slugs folded from the name and kept on a rename,
 * at most three levels and no cycles, deleted only when empty (409 saying why) with its picture; every
 * write audited. The storefront's category lists, listings, search and details follow at once in every
 * server process: a second one with the memory engine and a third with the postgres engine.
 */

let t: TestApp;
let apps: TestApp[];
let sql: ReturnType<typeof sqlOf>;
let admin: Record<string, string>;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'categories-test-'));
const uploadsDir = path.join(dataDir, 'uploads');

beforeAll(async () => {
  t = await startTestApp({ dataDir, catalogEngine: 'memory' });
  const second = await startTestApp({ sameDatabaseAs: t, dataDir, catalogEngine: 'memory' });
  const third = await startTestApp({ sameDatabaseAs: t, dataDir, catalogEngine: 'postgres' });
  apps = [t, second, third];
  sql = sqlOf(t);
  // The admin works in Azerbaijani: the answers below read the Azerbaijani names.
  admin = { ...(await signIn(t, ADMIN.email, ADMIN.password, '10.16.7.1')), ...IN_AZERBAIJANI };
  // Every process has read the categories before the writes below (so a stale copy would show).
  for (const app of apps) await app.app.inject({ url: '/api/v1/Categories' });
});
afterAll(async () => {
  for (const app of apps.slice(1)) await app.close();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface AdminCategory {
  id: string;
  name: string;
  nameAz: string;
  nameEn: string;
  slug: string;
  imageUrl: string | null;
  isActive: boolean;
  parentCategoryId: string | null;
  level: number;
  productCount: number;
  totalProductCount: number;
  subCategories: AdminCategory[];
}

const withImage = async (categoryData: object, file = true) =>
  restUpload(t, {
    method: 'POST',
    url: '/api/v1/Categories/with-image',
    headers: admin,
    fields: { categoryData: JSON.stringify(categoryData) },
    files: file ? [{ field: 'imageFile', fileName: 'category.jpg', data: await picture('jpeg', 800, 600) }] : [],
  });
const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url: `/api/v1${url}`, headers: admin, payload });

/** The storefront's flat category list (slug → Azerbaijani name) from every process and both APIs: they must agree. */
async function shownCategories(): Promise<Map<string, string>> {
  const answers: Map<string, string>[] = [];
  for (const app of apps) {
    const rest = (await app.app.inject({ url: '/api/v1/Categories', headers: IN_AZERBAIJANI })).json<{ slug: string; name: string }[]>();
    answers.push(new Map(rest.map((c) => [c.slug, c.name])));
    const { data } = await app.graphql<{ categories: { slug: string; name: string }[] }>('{ categories { slug name } }', {}, IN_AZERBAIJANI);
    answers.push(new Map(data!.categories.map((c) => [c.slug, c.name])));
  }
  for (const answer of answers) expect([...answer]).toEqual([...answers[0]!]);
  return answers[0]!;
}

/** SKUs of a category listing in every process (null: the category is not shown), agreeing. */
async function listed(slug: string): Promise<string[] | null> {
  const answers: (string[] | null)[] = [];
  for (const app of apps) {
    const response = await app.app.inject({ url: `/api/v1/Products/category/slug/${slug}?pageSize=100` });
    answers.push(
      response.statusCode === 404
        ? null
        : response
            .json<{ products: { sku: string }[] }>()
            .products.map((p) => p.sku)
            .sort(),
    );
  }
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  return answers[0]!;
}

/** SKUs a search finds in every process, agreeing. */
async function searched(text: string): Promise<string[]> {
  const answers: string[][] = [];
  for (const app of apps) {
    const { data } = await app.graphql<{ products: { items: { sku: string }[] } }>(
      'query($text: String!) { products(input: { search: $text, pageSize: 100 }) { items { sku } } }',
      { text },
    );
    answers.push(data!.products.items.map((p) => p.sku).sort());
  }
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  return answers[0]!;
}

/** A product's detail status and Azerbaijani category name in every process, agreeing. */
async function detail(id: string): Promise<{ status: number; categoryName?: string }> {
  const answers: { status: number; categoryName?: string }[] = [];
  for (const app of apps) {
    const response = await app.app.inject({ url: `/api/v1/Products/${id}`, headers: IN_AZERBAIJANI });
    answers.push(
      response.statusCode === 200 ? { status: 200, categoryName: response.json<{ categoryName: string }>().categoryName } : { status: response.statusCode },
    );
  }
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  return answers[0]!;
}

async function tree(): Promise<AdminCategory[]> {
  const response = await t.app.inject({ url: '/api/v1/Admin/categories/tree', headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const flatten = (nodes: AdminCategory[]): AdminCategory[] => nodes.flatMap((n) => [n, ...flatten(n.subCategories)]);
const node = async (id: string) => flatten(await tree()).find((c) => c.id === id)!;

const audits = async (entityId: string) =>
  sql<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>(
    `select action, changes from audit_entry where entity = 'category' and entity_id = ? order by id`,
    [entityId],
  );

/** A demo leaf category with products, its parent and top-level category. */
async function demoBranch() {
  const [row] = await sql<{ leaf: string; leafSlug: string; parent: string; parentSlug: string; top: string; sku: string; productId: string }>(
    `select l.id as leaf, l.slug as "leafSlug", m.id as parent, m.slug as "parentSlug", m.parent_id as top, p.sku, p.id as "productId"
     from category l join category m on m.id = l.parent_id join product p on p.category_id = l.id
     where m.parent_id is not null and l.slug = 'lazer-printerler' limit 1`,
  );
  return row!;
}

describe('adding categories', () => {
  it('POST /Categories/with-image takes categoryData and imageFile: slug folded from the Azerbaijani name, both languages, shown at once everywhere', async () => {
    const response = await withImage({ name: 'Ağıllı ev cihazları', nameEn: 'Smart home devices', description: 'description', sortOrder: 1 });
    expect(response.statusCode, response.body).toBe(201);
    const category = response.json<AdminCategory>();
    expect(category).toMatchObject({
      name: 'Ağıllı ev cihazları',
      nameAz: 'Ağıllı ev cihazları',
      nameEn: 'Smart home devices',
      slug: 'agilli-ev-cihazlari',
      isActive: true,
      parentCategoryId: null,
      level: 1,
      productCount: 0,
      subCategories: [],
    });
    expect(category.imageUrl).toMatch(/^\/uploads\/images\/[0-9a-f-]{36}\/800\.webp$/);
    expect((await shownCategories()).get('agilli-ev-cihazlari')).toBe('Ağıllı ev cihazları');
    const english = await apps[2]!.app.inject({ url: '/api/v1/Categories/slug/agilli-ev-cihazlari', headers: { cookie: 'language=en' } });
    expect(english.json()).toMatchObject({ name: 'Smart home devices' });
    // The demo catalogue has the spec's example already: the same name gets the next free slug.
    const again = await withImage({ name: 'Şəbəkə avadanlıqları' });
    expect(again.json()).toMatchObject({ slug: 'sebeke-avadanliqlari-2' });
    expect((await audits(category.id))[0]).toMatchObject({
      action: 'create',
      changes: { name: { before: null, after: 'Ağıllı ev cihazları' }, slug: { before: null, after: 'agilli-ev-cihazlari' } },
    });
  });

  it('POST /Categories takes JSON with a stored picture (imageUrl) and a parent; the same name gets the next free slug', async () => {
    const [parent] = await sql<{ id: string }>(`select id from category where slug = 'agilli-ev-cihazlari'`);
    const [{ imageUrl }] = (await sql<{ imageUrl: string }>(`select image_url as "imageUrl" from category where slug = 'agilli-ev-cihazlari'`)) as [
      { imageUrl: string },
    ];
    const first = await json('POST', '/Categories', { name: 'Marşrutlaşdırıcılar', imageUrl, parentCategoryId: parent!.id, sortOrder: 2 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ slug: 'marsrutlasdiricilar', level: 2, parentCategoryId: parent!.id, imageUrl });
    const again = await json('POST', '/Categories', { nameEn: 'Routers', name: 'Marşrutlaşdırıcılar', imageUrl, parentCategoryId: parent!.id });
    expect(again.json().slug).toBe('marsrutlasdiricilar-2');
    const shown = await shownCategories();
    expect(shown.has('marsrutlasdiricilar')).toBe(true);
    expect(shown.has('marsrutlasdiricilar-2')).toBe(true);
    const parentNode = await node(parent!.id);
    // In display order: sortOrder 0 before 2.
    expect(parentNode.subCategories.map((c) => c.slug)).toEqual(['marsrutlasdiricilar-2', 'marsrutlasdiricilar']);
  });

  it('refuses what §5 and the tree refuse, with 400/404/409 naming the field, storing nothing', async () => {
    const before = await sql('select id from category order by id');
    const files = filesUnder(uploadsDir);
    const { leaf } = await demoBranch();
    const cases: [Awaited<ReturnType<typeof json>>, number, string][] = [
      [await withImage({ name: 'Şəkilsiz' }, false), 400, 'Please upload an image first (imageFile or imageUrl)'],
      [await json('POST', '/Categories', { name: 'Şəkilsiz' }), 400, 'Please upload an image first (imageFile or imageUrl)'],
      [await withImage({ description: 'Adsız' }), 400, 'Category name is required (name or nameEn)'],
      [await withImage({ name: '   ', nameEn: '' }), 400, 'Category name is required (name or nameEn)'],
      [await json('POST', '/Categories', { name: 'Kənar', imageUrl: 'https://evil.example/x.png' }), 400, 'imageUrl must be a picture stored by this shop'],
      [await json('POST', '/Categories', { name: 'Kənar', imageUrl: '/uploads/../../etc/passwd' }), 400, 'imageUrl'],
      [await withImage({ name: 'Dördüncü', parentCategoryId: leaf }), 400, 'Categories go at most 3 levels deep'],
      [await withImage({ name: 'Yetim', parentCategoryId: '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11' }), 404, 'Parent category not found (parentCategoryId)'],
      [await withImage({ name: 'Yetim', parentCategoryId: 'not-an-id' }), 400, 'parentCategoryId must be an id'],
      [await withImage({ name: 'Sıra', sortOrder: 5_000_000 }), 400, 'sortOrder must be a whole number'],
      [await withImage({ name: 'Təkrar', slug: 'Şəbəkə avadanlıqları' }), 409, 'The slug "sebeke-avadanliqlari" is already used by another category'],
      [await withImage({ name: 'Slug', slug: '---' }), 400, 'slug must contain letters or digits'],
      [await withImage({ name: 'Artıq', colour: 'red' }), 400, 'colour'],
    ];
    for (const [response, status, message] of cases) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toContain(message);
    }
    expect(await sql('select id from category order by id')).toEqual(before);
    expect(filesUnder(uploadsDir)).toEqual(files);
  });
});

describe('editing and moving categories', () => {
  it('a rename keeps the slug unless asked; the new name shows on cards, in search and in every process', async () => {
    const { leaf, leafSlug, sku, productId } = await demoBranch();
    const renamed = await json('PUT', `/Categories/${leaf}`, { name: 'Tonerli printerlər', nameEn: 'Toner printers' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Tonerli printerlər', slug: leafSlug });
    expect((await shownCategories()).get(leafSlug)).toBe('Tonerli printerlər');
    expect((await detail(productId)).categoryName).toBe('Tonerli printerlər');
    expect(await searched('tonerli')).toContain(sku);
    expect(await searched('toner printers')).toContain(sku);

    const regenerated = await json('PUT', `/Categories/${leaf}`, { regenerateSlug: true });
    expect(regenerated.json().slug).toBe('tonerli-printerler');
    expect(await listed('tonerli-printerler')).toContain(sku);
    expect(await listed(leafSlug)).toBeNull();
    const chosen = await json('PUT', `/Categories/${leaf}`, { slug: leafSlug });
    expect(chosen.json().slug).toBe(leafSlug);
    const taken = await json('PUT', `/Categories/${leaf}`, { slug: 'sebeke-avadanliqlari' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ reason: 'slugTaken' });
    expect((await audits(leaf)).map((a) => a.changes.slug?.after ?? null)).toEqual([null, 'tonerli-printerler', leafSlug]);
  });

  it('a move to a fourth level or under itself is refused; a move that fits is seen by the listings', async () => {
    const { leaf, parent, parentSlug, top, sku } = await demoBranch();
    const [network] = await sql<{ id: string }>(`select id from category where slug = 'agilli-ev-cihazlari'`);
    const [router] = await sql<{ id: string }>(`select id from category where slug = 'marsrutlasdiricilar'`);
    // The parent (two levels with its leaves) under a level-2 category would put its leaves on level 4.
    const tooDeep = await json('PUT', `/Categories/${parent}`, { parentCategoryId: router!.id });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toMatchObject({ reason: 'categoryTooDeep' });
    const cycle = await json('PUT', `/Categories/${top}`, { parentCategoryId: leaf });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({ reason: 'categoryCycle' });
    const self = await json('PUT', `/Categories/${parent}`, { parentCategoryId: parent });
    expect(self.json()).toMatchObject({ reason: 'categoryCycle' });

    const moved = await json('PUT', `/Categories/${parent}`, { parentCategoryId: network!.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ parentCategoryId: network!.id, level: 2 });
    expect(await listed('agilli-ev-cihazlari')).toContain(sku);
    expect((await node(network!.id)).totalProductCount).toBeGreaterThan(0);
    // Made top-level (null), then back where it was.
    const topLevel = await json('PUT', `/Categories/${parent}`, { parentCategoryId: null });
    expect(topLevel.json()).toMatchObject({ parentCategoryId: null, level: 1 });
    await json('PUT', `/Categories/${parent}`, { parentCategoryId: top });
    expect(await listed('agilli-ev-cihazlari')).not.toContain(sku);
    expect(await listed(parentSlug)).toContain(sku);
  });

  it('deactivating hides the category and every product below it (listing, search, detail) everywhere; activating shows them again', async () => {
    const { parent, parentSlug, leafSlug, sku, productId } = await demoBranch();
    const hidden = await json('PUT', `/Categories/${parent}`, { isActive: false });
    expect(hidden.json()).toMatchObject({ isActive: false });
    const shown = await shownCategories();
    expect(shown.has(parentSlug)).toBe(false);
    expect(await listed(parentSlug)).toBeNull();
    expect(await searched(sku)).not.toContain(sku);
    expect((await detail(productId)).status).toBe(404);
    expect((await node(parent)).isActive).toBe(false);
    expect((await audits(parent)).at(-1)).toMatchObject({ changes: { isActive: { before: true, after: false } } });

    await json('PUT', `/Categories/${parent}`, { isActive: true });
    expect((await shownCategories()).has(parentSlug)).toBe(true);
    expect(await listed(leafSlug)).toContain(sku);
    expect(await searched(sku)).toContain(sku);
    expect((await detail(productId)).status).toBe(200);
  });

  it('PUT as form data may carry a new picture; the old one is removed once the edit has committed', async () => {
    const [network] = await sql<{ id: string; imageUrl: string }>(`select id, image_url as "imageUrl" from category where slug = 'agilli-ev-cihazlari'`);
    // The routers share the picture: it stays until no row refers to it.
    await sql(`update category set image_url = (select image_url from category where slug = 'komputerler') where slug like 'marsrutlasdiricilar%'`);
    const edited = await restUpload(t, {
      method: 'PUT',
      url: `/api/v1/Categories/${network!.id}`,
      headers: admin,
      fields: { sortOrder: '3' },
      files: [{ field: 'imageFile', fileName: 'new.png', data: await picture('png', 500, 300) }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ sortOrder: 3, imageUrl: expect.stringMatching(/\/500\.webp$/) });
    const oldFile = path.join(uploadsDir, network!.imageUrl.replace('/uploads/', ''));
    expect(existsSync(oldFile)).toBe(false);
    expect((await audits(network!.id)).at(-1)!.changes.imageUrl).toEqual({ before: network!.imageUrl, after: edited.json().imageUrl });
  });
});

describe('deleting categories', () => {
  it('refuses a category with products or subcategories (409 saying what is in it), deletes an empty one with its picture', async () => {
    const { leaf, parent } = await demoBranch();
    const withProducts = await json('DELETE', `/Categories/${leaf}`);
    expect(withProducts.statusCode).toBe(409);
    const [{ n }] = (await sql<{ n: number }>('select count(*)::int as n from product where category_id = ?', [leaf])) as [{ n: number }];
    expect(withProducts.json()).toEqual({
      message: `This category cannot be deleted: it has ${n} products. Move or delete them first.`,
      reason: 'categoryHasProducts',
    });
    const withChildren = await json('DELETE', `/Categories/${parent}`);
    expect(withChildren.statusCode).toBe(409);
    expect(withChildren.json().message).toMatch(/it has .*subcategor/);

    const added = (await withImage({ name: 'Silinəcək kateqoriya' })).json<AdminCategory>();
    expect((await shownCategories()).has('silinecek-kateqoriya')).toBe(true);
    const deleted = await json('DELETE', `/Categories/${added.id}`);
    expect(deleted.json()).toEqual({ message: 'Category deleted successfully', id: added.id });
    expect((await shownCategories()).has('silinecek-kateqoriya')).toBe(false);
    expect(existsSync(path.join(uploadsDir, added.imageUrl!.replace('/uploads/', '')))).toBe(false);
    expect((await audits(added.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    for (const method of ['PUT', 'DELETE'] as const) {
      const again = await json(method, `/Categories/${added.id}`, method === 'PUT' ? {} : undefined);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('Category not found');
    }
  });
});

describe('the admin tree', () => {
  it('lists every category, inactive ones too, with its own and its total product counts', async () => {
    const { leaf, parent } = await demoBranch();
    await json('PUT', `/Categories/${leaf}`, { isActive: false });
    const all = flatten(await tree());
    expect(all.length).toBe(((await sql<{ n: number }>('select count(*)::int as n from category')) as [{ n: number }])[0].n);
    const counts = await sql<{ id: string; n: number }>('select category_id as id, count(*)::int as n from product group by 1');
    for (const c of all) expect(c.productCount, c.slug).toBe(counts.find((row) => row.id === c.id)?.n ?? 0);
    const parentNode = all.find((c) => c.id === parent)!;
    expect(parentNode.totalProductCount).toBe(parentNode.productCount + parentNode.subCategories.reduce((sum, c) => sum + c.totalProductCount, 0));
    expect(parentNode.subCategories.find((c) => c.id === leaf)).toMatchObject({ isActive: false, level: 3 });
    const { data } = await t.graphql<{ adminCategoryTree: { id: string; level: number; subCategories: { productCount: number }[] }[] }>(
      '{ adminCategoryTree { id level productCount totalProductCount subCategories { id productCount } } }',
      {},
      admin,
    );
    expect(data!.adminCategoryTree.map((c) => c.id)).toEqual((await tree()).map((c) => c.id));
    await json('PUT', `/Categories/${leaf}`, { isActive: true });
  });
});

describe('categories over GraphQL', () => {
  it('addCategory (upload or imageUrl), updateCategory, deleteCategory, with the same rules', async () => {
    const fields = 'id name nameEn slug imageUrl level parentCategoryId isActive';
    const added = await graphqlUpload(
      t,
      `mutation($input: CategoryInput!, $image: Upload) { addCategory(input: $input, image: $image) { ${fields} } }`,
      { input: { name: 'Kabellər və adapterlər', nameEn: 'Cables and adapters', sortOrder: 1 } },
      { image: { fileName: 'cables.webp', data: await picture('webp', 640, 480) } },
      admin,
    );
    expect(added.errors).toBeUndefined();
    const category = (added.data as { addCategory: AdminCategory }).addCategory;
    expect(category).toMatchObject({
      slug: 'kabeller-ve-adapterler',
      nameEn: 'Cables and adapters',
      level: 1,
      imageUrl: expect.stringMatching(/\/640\.webp$/),
    });
    expect((await shownCategories()).get('kabeller-ve-adapterler')).toBe('Kabellər və adapterlər');

    const noPicture = await t.graphql('mutation { addCategory(input: { name: "Şəkilsiz" }) { id } }', {}, admin);
    expect(noPicture.errors![0]).toMatchObject({ message: 'Please upload an image first (imageFile or imageUrl)', extensions: { code: 'BAD_USER_INPUT' } });
    const duplicate = await t.graphql(
      'mutation($url: String) { addCategory(input: { name: "x", slug: "kabeller-ve-adapterler", imageUrl: $url }) { id } }',
      { url: category.imageUrl },
      admin,
    );
    expect(duplicate.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', reason: 'slugTaken' });

    const edited = await t.graphql<{ updateCategory: AdminCategory }>(
      `mutation($id: ID!) { updateCategory(id: $id, input: { nameEn: "Cables", isActive: false }) { ${fields} } }`,
      { id: category.id },
      admin,
    );
    expect(edited.data!.updateCategory).toMatchObject({ nameEn: 'Cables', isActive: false, slug: 'kabeller-ve-adapterler' });
    expect((await shownCategories()).has('kabeller-ve-adapterler')).toBe(false);

    const deleted = await t.graphql('mutation($id: ID!) { deleteCategory(id: $id) }', { id: category.id }, admin);
    expect(deleted.data).toEqual({ deleteCategory: category.id });
    const busy = await t.graphql('mutation($id: ID!) { deleteCategory(id: $id) }', { id: (await demoBranch()).leaf }, admin);
    expect(busy.errors![0]!.extensions).toMatchObject({ code: 'CONFLICT', reason: 'categoryHasProducts' });
    expect((await audits(category.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses what the REST route refuses, by the same schema and with the same message, naming the field; changes nothing', async () => {
    const { leaf } = await demoBranch();
    const before = await sql('select * from category order by id');
    const update = 'mutation($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }';
    const cases: [object, string, string][] = [
      [{ name: 'x'.repeat(256) }, 'name must be at most 255 characters', 'textTooLong'],
      [{ descriptionEn: 'x'.repeat(2001) }, 'descriptionEn must be at most 2000 characters', 'textTooLong'],
      [{ name: ' ', nameEn: null }, 'Category name is required (name or nameEn)', 'categoryNameRequired'],
      [{ parentCategoryId: 'not-an-id' }, 'parentCategoryId must be an id', 'idInvalid'],
      [{ sortOrder: 5_000_000 }, 'sortOrder must be a whole number from -1000000 to 1000000', 'sortOrderInvalid'],
    ];
    for (const [input, message, reason] of cases) {
      const graphql = await t.graphql(update, { id: leaf, input }, admin);
      expect(graphql.errors?.[0], JSON.stringify(input)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', reason } });
      const rest = await json('PUT', `/Categories/${leaf}`, input);
      expect([rest.statusCode, rest.json().message], JSON.stringify(input)).toEqual([400, message]);
    }
    expect(await sql('select * from category order by id')).toEqual(before);
  });
});
