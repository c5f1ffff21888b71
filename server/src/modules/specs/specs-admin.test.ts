import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn } from '../../../test/accounts.js';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../../../test/app.js';
import { sqlOf } from '../../../test/buying.js';

/**
 * Issue 16: a product's specifications written by the back office over REST (back office §7: GET,
 * POST {productId, specificationGroups}, PUT {specificationGroups} replacing all, DELETE) and GraphQL,
 * with §5's rule and message; audited; the detail page and search follow at once, in a second app too.
 */

let t: TestApp;
let second: TestApp;
let sql: ReturnType<typeof sqlOf>;
let admin: Record<string, string>;
let productId: string;

beforeAll(async () => {
  t = await startTestApp();
  second = await startTestApp({ sameDatabaseAs: t });
  sql = sqlOf(t);
  // The admin works in Azerbaijani: the answers below read the Azerbaijani names.
  admin = { ...(await signIn(t, ADMIN.email, ADMIN.password, '10.16.8.1')), ...IN_AZERBAIJANI };
  // A shown product without specifications of its own.
  [{ id: productId }] = (await sql<{ id: string }>(
    `select p.id from product p join product_listing l on l.product_id = p.id where l.is_active order by p.sku limit 1`,
  )) as [{ id: string }];
  await sql('delete from specification_group where product_id = ?', [productId]);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const url = () => `/api/v1/Products/${productId}/specifications`;
const GROUPS = [
  {
    groupName: 'Ekran',
    groupNameEn: 'Display',
    items: [
      { name: 'Diaqonal', nameEn: 'Diagonal', value: '15.6', unit: 'düym', type: 1 },
      { name: 'Panel', value: 'IPS' },
    ],
  },
  { groupName: 'Yaddaş', items: [{ name: 'RAM', value: 'Quxsnapdraqon', unit: 'GB' }] },
];

/** The set as the storefront reads it now, from both apps and both APIs; they must agree. */
async function shownSet(language = 'az') {
  const answers: unknown[] = [];
  for (const app of [t, second]) {
    const rest = await app.app.inject({ url: url(), headers: { cookie: `language=${language}` } });
    answers.push(rest.json().specificationGroups);
    const gql = await app.graphql<{ specifications: { specificationGroups: unknown[] } }>(
      'query($id: ID!) { specifications(productId: $id) { specificationGroups { groupName items { name value unit type } } } }',
      { id: productId },
      { cookie: `language=${language}` },
    );
    answers.push(
      (gql.data!.specifications.specificationGroups as { groupName: string; items: { type: string }[] }[]).map((g) => ({
        ...g,
        items: g.items.map((i) => ({ ...i, type: { TEXT: 0, NUMBER: 1, BOOLEAN: 2 }[i.type] })),
      })),
    );
  }
  for (const answer of answers) expect(answer).toEqual(answers[0]);
  return answers[0];
}

/** Whether search finds the product by a word, in both apps. */
async function found(word: string): Promise<boolean> {
  const results: boolean[] = [];
  for (const app of [t, second]) {
    const response = await app.app.inject({ url: `/api/v1/Products/search?q=${encodeURIComponent(word)}&pageSize=100` });
    results.push(response.json().products.some((p: { id: string }) => p.id === productId));
  }
  expect(results[0]).toBe(results[1]);
  return results[0]!;
}

describe('specifications over REST', () => {
  it('POST adds a set (both languages); the detail and search follow at once; a second POST is a 409', async () => {
    const response = await t.app.inject({ method: 'POST', url: url(), headers: admin, payload: { productId, specificationGroups: GROUPS } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      productId,
      specificationGroups: [
        {
          groupName: 'Ekran',
          items: [
            { name: 'Diaqonal', value: '15.6', unit: 'düym', type: 1 },
            { name: 'Panel', value: 'IPS', unit: null, type: 0 },
          ],
        },
        { groupName: 'Yaddaş', items: [{ name: 'RAM', value: 'Quxsnapdraqon', unit: 'GB', type: 0 }] },
      ],
    });
    expect(await shownSet('en')).toEqual([
      {
        groupName: 'Display',
        items: [
          { name: 'Diagonal', value: '15.6', unit: 'inch', type: 1 },
          { name: 'Panel', value: 'IPS', unit: null, type: 0 },
        ],
      },
      { groupName: 'Yaddaş', items: [{ name: 'RAM', value: 'Quxsnapdraqon', unit: 'GB', type: 0 }] },
    ]);
    expect(await found('Quxsnapdraqon')).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: url(), headers: admin, payload: { specificationGroups: GROUPS } });
    expect(again.statusCode).toBe(409);
    expect(again.json().reason).toBe('specificationsExist');
    const [entry] = await sql<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }>(
      `select action, changes from audit_entry where entity = 'specification' and entity_id = ? order by id`,
      [productId],
    );
    expect(entry).toEqual({
      action: 'create',
      changes: { specifications: { before: null, after: ['Ekran: Diaqonal = 15.6 düym', 'Ekran: Panel = IPS', 'Yaddaş: RAM = Quxsnapdraqon GB'] } },
    });
  });

  it('refuses an incomplete set with "Please fill in all required fields", naming the field, changing nothing', async () => {
    const before = await shownSet();
    const cases: [unknown, string][] = [
      [[{ groupName: ' ', items: [{ name: 'a', value: 'b' }] }], 'specificationGroups.0.groupName'],
      [[GROUPS[0], { groupName: 'X', items: [] }], 'specificationGroups.1.items'],
      [
        [
          {
            groupName: 'X',
            items: [
              { name: 'a', value: 'b' },
              { name: '', value: 'b' },
            ],
          },
        ],
        'specificationGroups.0.items.1.name',
      ],
      [[{ groupName: 'X', items: [{ name: 'a', value: ' ', unit: 'GB' }] }], 'specificationGroups.0.items.0.value'],
    ];
    for (const [specificationGroups, field] of cases) {
      const response = await t.app.inject({ method: 'PUT', url: url(), headers: admin, payload: { specificationGroups } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `Please fill in all required fields (${field})`, reason: 'specificationsIncomplete' });
    }
    const mismatch = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: admin,
      payload: { productId: '7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11', specificationGroups: GROUPS },
    });
    expect(mismatch.json().message).toBe("productId must be the path's product");
    expect(await shownSet()).toEqual(before);
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/Products/7b0f3c1e-9a53-4d8e-8f0e-2f1f3f0c9b11/specifications',
      headers: admin,
      payload: { specificationGroups: GROUPS },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('PUT replaces the whole set in one transaction; DELETE removes it; search follows', async () => {
    const replaced = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: admin,
      payload: { specificationGroups: [{ groupNameEn: 'Battery', items: [{ nameEn: 'Capacity', value: 'Zirkonbatareya', unit: 'Wh' }] }] },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await shownSet()).toEqual([{ groupName: 'Battery', items: [{ name: 'Capacity', value: 'Zirkonbatareya', unit: 'Wh', type: 0 }] }]);
    expect(await found('Zirkonbatareya')).toBe(true);
    expect(await found('Quxsnapdraqon')).toBe(false);
    const deleted = await t.app.inject({ method: 'DELETE', url: url(), headers: admin });
    expect(deleted.json()).toEqual({ message: 'Specifications deleted successfully', productId });
    expect(await shownSet()).toEqual([]);
    expect(await found('Zirkonbatareya')).toBe(false);
    const actions = await sql<{ action: string }>(`select action from audit_entry where entity = 'specification' and entity_id = ? order by id`, [productId]);
    expect(actions.map((a) => a.action)).toEqual(['create', 'replace', 'delete']);
  });
});

describe('specifications over GraphQL', () => {
  it('addProductSpecifications, setProductSpecifications and deleteProductSpecifications', async () => {
    const groups = [{ groupName: 'Ümumi', groupNameEn: 'General', items: [{ name: 'Çəki', nameEn: 'Weight', value: '1.2', unit: 'kq', type: 'NUMBER' }] }];
    const added = await t.graphql<{ addProductSpecifications: { specificationGroups: { groupNameAz: string; items: { nameEn: string; type: string }[] }[] } }>(
      'mutation($id: ID!, $groups: [SpecificationGroupInput!]!) { addProductSpecifications(productId: $id, specificationGroups: $groups) { productId specificationGroups { groupNameAz groupNameEn items { nameEn value unit type } } } }',
      { id: productId, groups },
      admin,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addProductSpecifications.specificationGroups).toEqual([
      { groupNameAz: 'Ümumi', groupNameEn: 'General', items: [{ nameEn: 'Weight', value: '1.2', unit: 'kq', type: 'NUMBER' }] },
    ]);
    const incomplete = await t.graphql(
      'mutation($id: ID!, $groups: [SpecificationGroupInput!]!) { setProductSpecifications(productId: $id, specificationGroups: $groups) { productId } }',
      { id: productId, groups: [{ groupName: 'X', items: [{ name: 'a' }] }] },
      admin,
    );
    expect(incomplete.errors?.[0]).toMatchObject({
      message: 'Please fill in all required fields (specificationGroups.0.items.0.value)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const set = await t.graphql<{ setProductSpecifications: { specificationGroups: unknown[] } }>(
      'mutation($id: ID!, $groups: [SpecificationGroupInput!]!) { setProductSpecifications(productId: $id, specificationGroups: $groups) { specificationGroups { groupName } } }',
      { id: productId, groups: [...groups, { groupName: 'Digər', items: [{ name: 'Rəng', value: 'Qara' }] }] },
      admin,
    );
    expect(set.data!.setProductSpecifications.specificationGroups).toEqual([{ groupName: 'Ümumi' }, { groupName: 'Digər' }]);
    expect(await shownSet()).toHaveLength(2);
    const deleted = await t.graphql('mutation($id: ID!) { deleteProductSpecifications(productId: $id) }', { id: productId }, admin);
    expect(deleted.data).toEqual({ deleteProductSpecifications: productId });
    expect(await shownSet()).toEqual([]);
  });
});
