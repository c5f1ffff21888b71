import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn } from '../../../test/accounts.js';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';
import { sqlOf } from '../../../test/buying.js';

/**
 * Issue 16: the back office's filters, their options and categories, and filter assignment, over REST
 * (back office §7) and GraphQL: the §5 rules and messages, 404s naming what is missing, 409s for taken
 * slugs and option values, only active filters and options assigned, one value per product and filter,
 * bulk assignment in one statement, deletions taking the products' values with them; every write
 * audited. The storefront's filter lists, filtered listings and product details follow at once in
 * every server process (a second one with the memory engine, a third with the postgres engine).
 */

let t: TestApp;
let apps: TestApp[];
let sql: ReturnType<typeof sqlOf>;
let admin: Record<string, string>;
/** Products the shop shows, all in one category. */
let products: { id: string; sku: string; categoryId: string }[];
let otherCategoryId: string;

beforeAll(async () => {
  t = await startTestApp({ catalogEngine: 'memory' });
  apps = [t, await startTestApp({ sameDatabaseAs: t, catalogEngine: 'memory' }), await startTestApp({ sameDatabaseAs: t, catalogEngine: 'postgres' })];
  sql = sqlOf(t);
  // The admin works in Azerbaijani: the answers and audit rows below read the Azerbaijani names.
  admin = { ...(await signIn(t, ADMIN.email, ADMIN.password, '10.16.8.1')), ...IN_AZERBAIJANI };
  products = await sql(
    `select p.id, p.sku, p.category_id as "categoryId" from product p join product_listing l on l.product_id = p.id
     where l.is_active and p.category_id = (select category_id from product group by 1 order by count(*) desc limit 1) order by p.sku limit 4`,
  );
  [{ id: otherCategoryId }] = (await sql<{ id: string }>(
    `select c.id from category c where c.is_active and c.id <> ? and c.parent_id is not null and exists (select 1 from product p where p.category_id = c.id) limit 1`,
    [products[0]!.categoryId],
  )) as [{ id: string }];
  for (const app of apps) await app.app.inject({ url: `/api/v1/Products/category/${products[0]!.categoryId}/filters` });
});
afterAll(async () => {
  for (const app of apps.slice(1)) await app.close();
  await t.close();
});

interface AdminFilter {
  id: string;
  name: string;
  slug: string;
  type: number;
  typeName: string;
  isActive: boolean;
  categoryIds: string[];
  productCount: number;
  options: { id: string; value: string; displayName: string; displayNameEn: string; color: string | null; isActive: boolean; sortOrder: number }[];
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: admin, ...(payload ? { payload } : {}) });

/** The agreeing answer of every process. */
async function agreed<T>(ask: (app: TestApp) => Promise<T>): Promise<T> {
  const answers: T[] = [];
  for (const app of apps) answers.push(await ask(app));
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  return answers[0]!;
}

/** The filters a category's listing offers (slug → active option values), in every process. */
const offered = (categoryId: string | null) =>
  agreed(async (app) => {
    const url = categoryId ? `/api/v1/Products/category/${categoryId}/filters` : '/api/v1/Products/filters';
    const filters = (await app.app.inject({ url })).json<{ slug: string; options: { value: string }[] }[]>();
    return Object.fromEntries(filters.map((f) => [f.slug, f.options.map((o) => o.value)]));
  });

/** SKUs of the products with any of the options, through REST in every process. */
const listed = (filterId: string, optionIds: string[]) =>
  agreed(async (app) => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/v1/Products/filter',
      payload: { filterCriteria: [{ filterId, filterOptionIds: optionIds }], pageSize: 100 },
    });
    return response
      .json<{ products: { sku: string }[] }>()
      .products.map((p) => p.sku)
      .sort();
  });

/** A product's values for the filter (option name in Azerbaijani, and value), through GraphQL in every process; null: none. */
const valueOf = (productId: string, filterId: string) =>
  agreed(async (app) => {
    const { data } = await app.graphql<{ product: { filters: { filterId: string; optionName: string | null; value: string }[] } }>(
      'query($id: ID!) { product(id: $id) { filters { filterId optionName value } } }',
      { id: productId },
      IN_AZERBAIJANI,
    );
    const value = data!.product.filters.find((f) => f.filterId === filterId);
    return value ? { optionName: value.optionName, value: value.value } : null;
  });

const stored = () => sql('select product_id, filter_id, filter_option_id, custom_value from product_filter order by id');
const audits = (entity: string, entityId: string) =>
  sql<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>(
    'select action, changes from audit_entry where entity = ? and entity_id = ? order by id',
    [entity, entityId],
  );

let colour: AdminFilter;
const option = (value: string) => colour.options.find((o) => o.value === value)!;

describe('filters', () => {
  it('POST /Admin/filters adds a filter with options (red by default) and categories; its categories offer it at once everywhere', async () => {
    const response = await call('POST', '/Admin/filters', {
      name: 'Korpus rəngi',
      nameEn: 'Case colour',
      type: 0,
      isActive: true,
      sortOrder: 0,
      options: [
        { value: 'qara', displayName: 'Qara', displayNameEn: 'Black' },
        { value: 'ag', displayName: 'Ağ', displayNameEn: 'White', color: '#ffffff' },
      ],
      categoryIds: [products[0]!.categoryId],
    });
    expect(response.statusCode, response.body).toBe(201);
    colour = response.json();
    expect(colour).toMatchObject({ name: 'Korpus rəngi', slug: 'korpus-rengi', type: 0, typeName: 'Checkbox', isActive: true, productCount: 0 });
    expect(colour.categoryIds).toEqual([products[0]!.categoryId]);
    expect(colour.options.map((o) => [o.value, o.color, o.sortOrder, o.isActive])).toEqual([
      ['qara', '#ff0000', 0, true],
      ['ag', '#ffffff', 1, true],
    ]);
    expect((await offered(products[0]!.categoryId))['korpus-rengi']).toEqual(['qara', 'ag']);
    expect((await offered(otherCategoryId))['korpus-rengi']).toBeUndefined();
    expect((await offered(null))['korpus-rengi']).toBeUndefined();
    const listedAll = (await call('GET', '/Admin/filters')).json<AdminFilter[]>();
    expect(listedAll.find((f) => f.id === colour.id)).toEqual(colour);
    expect((await audits('filter', colour.id))[0]).toMatchObject({ action: 'create', changes: { options: { before: null, after: ['qara', 'ag'] } } });
  });

  it('refuses a missing name, an option without a label or value (§5), taken slugs and values, unknown categories; nothing changes', async () => {
    const before = await sql('select * from filter_option order by id');
    const cases: [object, number, string][] = [
      [{ nameEn: '', options: [] }, 400, 'Filter name is required (name or nameEn)'],
      [
        { name: 'X', options: [{ value: 'a', displayName: 'A' }, { value: 'b' }] },
        400,
        'An option needs both a label (displayName or displayNameEn) and a value (options.1)',
      ],
      [{ name: 'X', options: [{ displayName: 'A' }] }, 400, 'An option needs both a label'],
      [
        {
          name: 'X',
          options: [
            { value: 'a', displayName: 'A' },
            { value: 'a', displayName: 'B' },
          ],
        },
        409,
        'Two options have the value "a"',
      ],
      [{ name: 'X', slug: 'Korpus rəngi' }, 409, 'The slug "korpus-rengi" is already used by another filter'],
      [{ name: 'X', type: 7 }, 400, 'type must be 0'],
      [{ name: 'X', options: [{ value: 'a', displayName: 'A', color: 'url(javascript:x)' }] }, 400, 'options.0.color must be a CSS colour'],
      [{ name: 'X', categoryIds: ['7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11'] }, 404, 'Category not found: 7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11 (categoryIds)'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call('POST', '/Admin/filters', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message, JSON.stringify(payload)).toContain(message);
    }
    const withOptions = await call('PUT', `/Admin/filters/${colour.id}`, { options: [] });
    expect(withOptions.statusCode).toBe(400);
    expect(await sql('select * from filter_option order by id')).toEqual(before);
    expect(await sql(`select count(*)::int as n from filter where name = 'X'`)).toEqual([{ n: 0 }]);
  });

  it('PUT /Admin/filters/{id} edits it: hidden when inactive, offered everywhere when linked to no category', async () => {
    const hidden = await call('PUT', `/Admin/filters/${colour.id}`, { isActive: false });
    expect(hidden.json()).toMatchObject({ isActive: false, name: 'Korpus rəngi' });
    expect((await offered(products[0]!.categoryId))['korpus-rengi']).toBeUndefined();
    const everywhere = await call('PUT', `/Admin/filters/${colour.id}`, { isActive: true, categoryIds: [], sortOrder: 50 });
    expect(everywhere.json()).toMatchObject({ isActive: true, categoryIds: [], sortOrder: 50 });
    expect((await offered(otherCategoryId))['korpus-rengi']).toEqual(['qara', 'ag']);
    expect((await offered(null))['korpus-rengi']).toEqual(['qara', 'ag']);
    const back = await call('PUT', `/Admin/filters/${colour.id}`, { categoryIds: [products[0]!.categoryId] });
    expect(back.json().categoryIds).toEqual([products[0]!.categoryId]);
    expect((await audits('filter', colour.id)).at(-1)!.changes.categoryIds).toEqual({ before: [], after: [products[0]!.categoryId] });
    const missing = await call('PUT', '/Admin/filters/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11', { isActive: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Filter not found');
  });

  it('options: added after the last (label and value needed, 409 for a taken value), edited, deactivated', async () => {
    const added = await call('POST', `/Admin/filters/${colour.id}/options`, { value: 'qirmizi', displayName: 'Qırmızı' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ value: 'qirmizi', displayName: 'Qırmızı', label: 'Qırmızı', color: '#ff0000', sortOrder: 2, isActive: true });
    for (const [payload, status, message] of [
      [{ value: 'x' }, 400, 'An option needs both a label (displayName or displayNameEn) and a value (option)'],
      [{ displayName: 'X' }, 400, 'An option needs both a label'],
      [{ value: 'qara', displayName: 'Başqa qara' }, 409, 'This filter already has an option with the value "qara"'],
    ] as const) {
      const response = await call('POST', `/Admin/filters/${colour.id}/options`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    const edited = await call('PUT', `/Admin/filters/${colour.id}/options/${added.json().id}`, { displayNameEn: 'Red', isActive: false });
    expect(edited.json()).toMatchObject({ displayNameEn: 'Red', isActive: false, value: 'qirmizi' });
    expect((await offered(products[0]!.categoryId))['korpus-rengi']).toEqual(['qara', 'ag']);
    const wrongFilter = await call('PUT', `/Admin/filters/${products[0]!.id}/options/${added.json().id}`, { isActive: true });
    expect(wrongFilter.statusCode).toBe(404);
    colour = (await call('GET', '/Admin/filters')).json<AdminFilter[]>().find((f) => f.id === colour.id)!;
    expect(colour.options.map((o) => [o.value, o.isActive])).toEqual([
      ['qara', true],
      ['ag', true],
      ['qirmizi', false],
    ]);
  });
});

describe('filter assignment', () => {
  it('assign: the product shows its value in the detail and filtered listings of every process; assigning again replaces it', async () => {
    const [p] = products;
    const assigned = await call('POST', '/Admin/products/filters/assign', { productId: p!.id, filterId: colour.id, filterOptionId: option('qara').id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ message: 'Filter assigned successfully!', productId: p!.id });
    expect(assigned.json().filters).toContainEqual({
      filterId: colour.id,
      filterName: 'Korpus rəngi',
      filterOptionId: option('qara').id,
      optionName: 'Qara',
      value: 'qara',
    });
    expect(await valueOf(p!.id, colour.id)).toEqual({ optionName: 'Qara', value: 'qara' });
    expect(await listed(colour.id, [option('qara').id])).toEqual([p!.sku]);

    await call('POST', '/Admin/products/filters/assign', { productId: p!.id, filterId: colour.id, filterOptionId: option('ag').id });
    expect(await valueOf(p!.id, colour.id)).toEqual({ optionName: 'Ağ', value: 'ag' });
    expect(await listed(colour.id, [option('qara').id])).toEqual([]);
    expect(await listed(colour.id, [option('ag').id])).toEqual([p!.sku]);
    expect(await sql('select count(*)::int as n from product_filter where product_id = ? and filter_id = ?', [p!.id, colour.id])).toEqual([{ n: 1 }]);

    // A custom value is shown instead of the option.
    await call('POST', '/Admin/products/filters/assign', { productId: p!.id, filterId: colour.id, filterOptionId: option('ag').id, customValue: 'Süd rəngli' });
    expect(await valueOf(p!.id, colour.id)).toEqual({ optionName: 'Ağ', value: 'Süd rəngli' });
    const trail = await audits('productFilter', p!.id);
    expect(trail.map((a) => a.action)).toEqual(['assign', 'assign', 'assign']);
    // Read by an admin as names: the filter's, and the value shown (the custom value wins over the option).
    expect(trail.map((a) => a.changes)).toEqual([
      { 'Korpus rəngi': { before: null, after: 'Qara' } },
      { 'Korpus rəngi': { before: 'Qara', after: 'Ağ' } },
      { 'Korpus rəngi': { before: 'Ağ', after: 'Süd rəngli' } },
    ]);
  });

  it('refuses with the §5 messages, 404s naming the unknown, and inactive filters or options; nothing changes', async () => {
    const before = await stored();
    const [p] = products;
    const none = '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11';
    const [other] = await sql<{ id: string }>('select id from filter_option where filter_id <> ? limit 1', [colour.id]);
    const cases: [string, object, number, string][] = [
      ['assign', { filterId: colour.id, filterOptionId: option('qara').id }, 400, 'Please select at least one product and a filter'],
      ['assign', { productId: p!.id, customValue: 'x' }, 400, 'Please select at least one product and a filter'],
      ['assign', { productId: p!.id, filterId: colour.id }, 400, 'Please select a filter option or provide a custom value'],
      ['assign', { productId: p!.id, filterId: colour.id, customValue: '   ' }, 400, 'Please select a filter option or provide a custom value'],
      ['bulk-assign', { productIds: [], filterId: colour.id, customValue: 'x' }, 400, 'Please select at least one product and a filter'],
      ['bulk-assign', { productIds: [p!.id], filterId: colour.id }, 400, 'Please select a filter option or provide a custom value'],
      [
        'assign',
        { productId: p!.id, filterId: colour.id, filterOptionId: option('qirmizi').id },
        400,
        'Only active filter options can be assigned (filterOptionId)',
      ],
      ['assign', { productId: none, filterId: colour.id, customValue: 'x' }, 404, `Product not found: ${none} (productId)`],
      ['assign', { productId: p!.id, filterId: none, customValue: 'x' }, 404, 'Filter not found (filterId)'],
      ['assign', { productId: p!.id, filterId: colour.id, filterOptionId: other!.id }, 404, 'Filter option not found in this filter (filterOptionId)'],
      ['assign', { productId: 'abc', filterId: colour.id, customValue: 'x' }, 400, 'productId must be an id'],
      ['bulk-assign', { productIds: [products[1]!.id, none], filterId: colour.id, customValue: 'x' }, 404, `Product not found: ${none} (productIds)`],
    ];
    for (const [path, payload, status, message] of cases) {
      const response = await call('POST', `/Admin/products/filters/${path}`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
    }
    await call('PUT', `/Admin/filters/${colour.id}`, { isActive: false });
    const inactive = await call('POST', '/Admin/products/filters/assign', { productId: p!.id, filterId: colour.id, customValue: 'x' });
    expect(inactive.json()).toEqual({ message: 'Only active filters can be assigned (filterId)', reason: 'filterInactive' });
    await call('PUT', `/Admin/filters/${colour.id}`, { isActive: true });
    expect(await stored()).toEqual(before);
  });

  it('bulk-assign gives many products the value in one statement; every process lists them', async () => {
    const many = await sql<{ id: string }>('select product_id as id from product_listing where is_active order by product_id limit 40');
    t.statements.length = 0;
    const response = await call('POST', '/Admin/products/filters/bulk-assign', {
      productIds: [...many.map((p) => p.id), many[0]!.id],
      filterId: colour.id,
      filterOptionId: option('qara').id,
    });
    expect(response.json()).toEqual({ message: 'Filter assigned to 40 products successfully!', count: 40 });
    expect(t.statements.filter((s) => /insert into product_filter/.test(s))).toHaveLength(1);
    const listedSkus = await listed(colour.id, [option('qara').id]);
    expect(listedSkus).toHaveLength(40);
    expect(await sql(`select count(*)::int as n from audit_entry where entity = 'productFilter' and action = 'bulkAssign'`)).toEqual([{ n: 40 }]);
    expect((await audits('productFilter', many[1]!.id)).at(-1)).toEqual({ action: 'bulkAssign', changes: { 'Korpus rəngi': { before: null, after: 'Qara' } } });
  });

  it('removes one value (404 when there is none) and all values of a product, seen everywhere', async () => {
    const [p] = products;
    const had = await valueOf(p!.id, colour.id);
    const removed = await call('DELETE', `/Admin/products/${p!.id}/filters/${colour.id}`);
    expect(removed.statusCode).toBe(200);
    // The value as shown: the custom value, else the option's name.
    const { action: removal, changes: removedValue } = (await audits('productFilter', p!.id)).at(-1)!;
    expect(removal).toBe('remove');
    expect(Object.keys(removedValue)).toEqual(['Korpus rəngi']);
    expect(removedValue['Korpus rəngi']!.after).toBeNull();
    expect([had!.optionName, had!.value]).toContain(removedValue['Korpus rəngi']!.before);
    expect(removed.json()).toMatchObject({ message: 'Filter removed successfully!', productId: p!.id });
    expect(await valueOf(p!.id, colour.id)).toBeNull();
    const again = await call('DELETE', `/Admin/products/${p!.id}/filters/${colour.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('This product has no value for this filter');

    // The Brand value stays: it is the product's brand's (issue 28).
    const [{ n }] = (await sql<{ n: number }>(
      'select count(*)::int as n from product_filter where product_id = ? and filter_id not in (select id from filter where follows_brand)',
      [p!.id],
    )) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    const all = await call('DELETE', `/Admin/products/${p!.id}/filters`);
    expect(all.json()).toEqual({ message: 'All filters removed successfully!', count: n });
    // Each value that went, by its filter's name.
    const { action, changes } = (await audits('productFilter', p!.id)).at(-1)!;
    expect(action).toBe('removeAll');
    expect(Object.keys(changes)).toHaveLength(n);
    for (const change of Object.values(changes)) expect(change).toEqual({ before: expect.any(String), after: null });
    expect(
      await agreed(
        async (app) =>
          (await app.graphql<{ product: { filters: { filterName: string }[] } }>(`{ product(id: "${p!.id}") { filters { filterName } } }`)).data!.product
            .filters,
      ),
    ).toEqual([{ filterName: 'Brand' }]);
    expect((await call('DELETE', '/Admin/products/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11/filters')).statusCode).toBe(404);
  });

  it("deleting an option or a filter removes the products' values in the same transaction", async () => {
    const holders = (await sql<{ n: number }>('select count(*)::int as n from product_filter where filter_option_id = ?', [option('qara').id]))[0]!.n;
    expect(holders).toBeGreaterThan(0);
    const deleted = await call('DELETE', `/Admin/filters/${colour.id}/options/${option('qara').id}`);
    expect(deleted.json()).toEqual({ message: 'Option deleted successfully', id: option('qara').id });
    expect(await sql('select count(*)::int as n from product_filter where filter_option_id = ?', [option('qara').id])).toEqual([{ n: 0 }]);
    expect(await listed(colour.id, [option('qara').id])).toEqual([]);
    expect((await audits('filterOption', option('qara').id)).at(-1)).toMatchObject({
      action: 'delete',
      changes: { productValues: { before: holders, after: 0 } },
    });

    const [q] = products.slice(1);
    await call('POST', '/Admin/products/filters/assign', { productId: q!.id, filterId: colour.id, filterOptionId: option('ag').id });
    expect(await listed(colour.id, [option('ag').id])).toEqual([q!.sku]);
    const gone = await call('DELETE', `/Admin/filters/${colour.id}`);
    expect(gone.json()).toEqual({ message: 'Filter deleted successfully', id: colour.id });
    expect(await sql('select count(*)::int as n from product_filter where filter_id = ?', [colour.id])).toEqual([{ n: 0 }]);
    expect(await valueOf(q!.id, colour.id)).toBeNull();
    expect((await offered(products[0]!.categoryId))['korpus-rengi']).toBeUndefined();
    expect((await call('DELETE', `/Admin/filters/${colour.id}`)).statusCode).toBe(404);
  });
});

describe('filters and assignment over GraphQL', () => {
  it('adminFilters, addFilter, updateFilter, options, assign, bulk-assign, remove, delete', async () => {
    const gql = async <T>(query: string, variables: Record<string, unknown> = {}) => {
      const answer = await t.graphql<T>(query, variables, admin);
      expect(answer.errors, query).toBeUndefined();
      return answer.data!;
    };
    const { addFilter } = await gql<{ addFilter: { id: string; slug: string; type: string; options: { id: string; value: string; color: string }[] } }>(
      `mutation { addFilter(input: { name: "Ekran növü", nameEn: "Panel type", type: CHECKBOX, options: [{ value: "IPS", displayName: "IPS" }] }) {
         id slug type options { id value color } } }`,
    );
    expect(addFilter).toMatchObject({ slug: 'ekran-novu', type: 'CHECKBOX', options: [{ value: 'IPS', color: '#ff0000' }] });
    const { addFilterOption } = await gql<{ addFilterOption: { id: string } }>(
      'mutation($id: ID!) { addFilterOption(filterId: $id, input: { value: "OLED", displayName: "OLED" }) { id } }',
      { id: addFilter.id },
    );
    await gql('mutation($f: ID!, $o: ID!) { updateFilterOption(filterId: $f, optionId: $o, input: { displayNameEn: "OLED panel" }) { id } }', {
      f: addFilter.id,
      o: addFilterOption.id,
    });
    await gql('mutation($id: ID!) { updateFilter(id: $id, input: { sortOrder: 3 }) { id } }', { id: addFilter.id });
    const { adminFilters } = await gql<{ adminFilters: { id: string; sortOrder: number; options: { displayNameEn: string }[] }[] }>(
      '{ adminFilters { id sortOrder options { displayNameEn } } }',
    );
    expect(adminFilters.find((f) => f.id === addFilter.id)).toEqual({
      id: addFilter.id,
      sortOrder: 3,
      options: [{ displayNameEn: '' }, { displayNameEn: 'OLED panel' }],
    });

    const [p, q] = products.slice(2);
    const { assignProductFilter } = await gql<{ assignProductFilter: { productId: string; filters: { filterId: string; value: string }[] } }>(
      'mutation($input: ProductFilterAssignmentInput!) { assignProductFilter(input: $input) { productId filters { filterId value } } }',
      { input: { productId: p!.id, filterId: addFilter.id, filterOptionId: addFilter.options[0]!.id } },
    );
    expect(assignProductFilter.filters).toContainEqual({ filterId: addFilter.id, value: 'IPS' });
    const refused = await t.graphql(
      'mutation($input: ProductFilterAssignmentInput!) { assignProductFilter(input: $input) { productId } }',
      { input: { productId: p!.id, filterId: addFilter.id } },
      admin,
    );
    expect(refused.errors![0]).toMatchObject({ message: 'Please select a filter option or provide a custom value', extensions: { code: 'BAD_USER_INPUT' } });
    expect(
      await gql('mutation($input: BulkProductFilterAssignmentInput!) { bulkAssignProductFilter(input: $input) }', {
        input: { productIds: [p!.id, q!.id], filterId: addFilter.id, filterOptionId: addFilterOption.id },
      }),
    ).toEqual({ bulkAssignProductFilter: 2 });
    expect(await listed(addFilter.id, [addFilterOption.id])).toEqual([p!.sku, q!.sku].sort());
    const { removeProductFilter } = await gql<{ removeProductFilter: { filters: { filterId: string }[] } }>(
      'mutation($p: ID!, $f: ID!) { removeProductFilter(productId: $p, filterId: $f) { filters { filterId } } }',
      { p: p!.id, f: addFilter.id },
    );
    expect(removeProductFilter.filters.map((f) => f.filterId)).not.toContain(addFilter.id);
    const { removeProductFilters } = await gql<{ removeProductFilters: number }>('mutation($p: ID!) { removeProductFilters(productId: $p) }', { p: q!.id });
    expect(removeProductFilters).toBeGreaterThan(0);
    expect(await gql('mutation($f: ID!, $o: ID!) { deleteFilterOption(filterId: $f, optionId: $o) }', { f: addFilter.id, o: addFilterOption.id })).toEqual({
      deleteFilterOption: addFilterOption.id,
    });
    expect(await gql('mutation($id: ID!) { deleteFilter(id: $id) }', { id: addFilter.id })).toEqual({ deleteFilter: addFilter.id });
    expect((await audits('filter', addFilter.id)).map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses what the REST routes refuse, by the same schemas and with the same messages, naming the field; stores nothing', async () => {
    const tables = async () => [
      await sql('select * from filter order by id'),
      await sql('select * from filter_option order by id'),
      await sql('select * from product_filter order by id'),
    ];
    const before = await tables();
    const option = { value: 'a', displayName: 'A' };
    const add = 'mutation($input: FilterInput!) { addFilter(input: $input) { id } }';
    const cases: [object, string, string | undefined][] = [
      [{ name: 'x'.repeat(256) }, 'name must be at most 255 characters', 'textTooLong'],
      [{ name: 'X', options: [option, { ...option, value: 'x'.repeat(256) }] }, 'options.1.value must be at most 255 characters', 'textTooLong'],
      [{ name: 'X', options: [{ ...option, color: '#'.repeat(31) }] }, 'options.0.color must be at most 30 characters', 'textTooLong'],
      [{ name: 'X', options: [{ ...option, color: 'url(x)' }] }, 'options.0.color must be a CSS colour: #rgb, #rrggbb or a name such as red', 'colorInvalid'],
      [
        { name: 'X', options: [{ value: 'b' }] },
        'An option needs both a label (displayName or displayNameEn) and a value (options.0)',
        'optionLabelAndValueRequired',
      ],
      [{ name: 'X', categoryIds: Array.from({ length: 501 }, () => products[0]!.categoryId) }, 'categoryIds must have at most 500 entries', undefined],
      [{ name: 'X', categoryIds: ['not-an-id'] }, 'categoryIds.0 must be an id', 'idInvalid'],
    ];
    for (const [input, message, reason] of cases) {
      const graphql = await t.graphql(add, { input }, admin);
      expect(graphql.errors?.[0], JSON.stringify(input).slice(0, 200)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', ...(reason ? { reason } : {}) },
      });
      expect(graphql.errors?.[0]?.extensions?.reason).toBe(reason);
      const rest = await call('POST', '/Admin/filters', input);
      expect([rest.statusCode, rest.json().message], JSON.stringify(input).slice(0, 200)).toEqual([400, message]);
    }
    const [filter] = await sql<{ id: string; optionId: string }>(
      'select f.id, o.id as "optionId" from filter f join filter_option o on o.filter_id = f.id where not f.follows_brand limit 1',
    );
    const editOption = 'mutation($f: ID!, $o: ID!, $input: FilterOptionInput!) { updateFilterOption(filterId: $f, optionId: $o, input: $input) { id } }';
    const graphql = await t.graphql(editOption, { f: filter!.id, o: filter!.optionId, input: { displayNameEn: 'x'.repeat(256) } }, admin);
    expect(graphql.errors?.[0]).toMatchObject({
      message: 'displayNameEn must be at most 255 characters',
      extensions: { code: 'BAD_USER_INPUT', reason: 'textTooLong' },
    });
    const assignment = { productId: products[0]!.id, filterId: filter!.id, customValue: 'x'.repeat(256) };
    const assigned = await t.graphql(
      'mutation($input: ProductFilterAssignmentInput!) { assignProductFilter(input: $input) { productId } }',
      { input: assignment },
      admin,
    );
    expect(assigned.errors?.[0]).toMatchObject({
      message: 'customValue must be at most 255 characters',
      extensions: { code: 'BAD_USER_INPUT', reason: 'textTooLong' },
    });
    const assignedRest = await call('POST', '/Admin/products/filters/assign', assignment);
    expect([assignedRest.statusCode, assignedRest.json().message]).toEqual([400, 'customValue must be at most 255 characters']);
    expect(await tables()).toEqual(before);
  });
});
