import { buildSchema, isEnumType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_ENUM_NUMBERS } from '../src/graphql/enums.js';
import { schemaSource } from '../src/graphql/schema.js';
import { ADMIN, signIn } from './accounts.js';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from './app.js';

/** GraphQL names the spec's numbers; REST keeps answering the numbers. */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());
const sql = (text: string, params: unknown[] = []) => t.orm.em.getConnection().execute(text, params);

describe('enums', () => {
  it('map every value of each enum to a number, and no value twice', () => {
    const schema = buildSchema(schemaSource());
    for (const [name, numbers] of Object.entries(GRAPHQL_ENUM_NUMBERS)) {
      const type = schema.getType(name);
      expect(isEnumType(type), name).toBe(true);
      if (!isEnumType(type)) continue;
      expect(
        type
          .getValues()
          .map((v) => v.name)
          .sort(),
        name,
      ).toEqual(Object.keys(numbers).sort());
      expect(new Set(Object.values(numbers)).size, name).toBe(Object.keys(numbers).length);
    }
  });

  it('answer names over GraphQL and the same rows as numbers over REST', async () => {
    await sql("update filter set type = 1 where slug = 'screen'");
    const [laptops] = await sql("select id from category where slug = 'noutbuklar'");
    await sql("update specification_item set type = 1 where name = 'Operativ yaddaş'");
    const { data, errors } = await t.graphql<{
      banners: { type: string }[];
      filters: { slug: string; type: string }[];
      product: { specificationGroups: { items: { name: string; type: string }[] }[] };
    }>(
      `{ banners { type } filters(categoryId: "${laptops!.id}") { slug type } product(id: "${(await sql("select id from product where sku = 'LEN-TPE14-G5'"))[0]!.id}") { specificationGroups { items { name type } } } }`,
      {},
      IN_AZERBAIJANI,
    );
    expect(errors).toBeUndefined();
    expect(data!.banners.length).toBeGreaterThan(0);
    expect(new Set(data!.banners.map((b) => b.type))).toEqual(new Set(['CAROUSEL']));
    expect(data!.filters.find((f) => f.slug === 'screen')?.type).toBe('RANGE');
    expect(data!.filters.find((f) => f.slug === 'ram')?.type).toBe('CHECKBOX');
    const items = data!.product.specificationGroups.flatMap((g) => g.items);
    expect(items.find((i) => i.name === 'Operativ yaddaş')?.type).toBe('NUMBER');

    const rest = async (url: string) => (await t.app.inject({ method: 'GET', url: `/api/v1${url}` })).json();
    const restFilters: { slug: string; type: number }[] = await rest(`/Products/category/${laptops!.id}/filters`);
    expect(restFilters.find((f) => f.slug === 'screen')?.type).toBe(1);
    expect(restFilters.find((f) => f.slug === 'ram')?.type).toBe(0);
  });

  it('read a role as a name and store its number', async () => {
    const admin = await signIn(t, ADMIN.email, ADMIN.password);
    const [user] = await sql('select id from app_user where role = 1 order by email limit 1');
    const { data, errors } = await t.graphql<{ updateUser: { role: string } }>(
      `mutation($id: ID!) { updateUser(id: $id, input: { firstName: "Aysel", lastName: "Quliyeva", phoneNumber: "+994501234599", role: WHOLESALE }) { role } }`,
      { id: user!.id },
      admin,
    );
    expect(errors).toBeUndefined();
    expect(data!.updateUser.role).toBe('WHOLESALE');
    expect((await sql('select role from app_user where id = ?', [user!.id]))[0]!.role).toBe(3);
    const roles = await t.graphql<{ roles: { id: number; name: string; value: string }[] }>('{ roles { id name value } }', {}, admin);
    expect(roles.data!.roles).toContainEqual({ id: 3, name: 'Wholesale', value: 'WHOLESALE' });
    const filtered = await t.graphql<{ users: { items: { role: string }[] } }>('{ users(filter: { role: WHOLESALE }) { items { role } } }', {}, admin);
    expect(filtered.data!.users.items.length).toBeGreaterThan(0);
    expect(filtered.data!.users.items.every((u) => u.role === 'WHOLESALE')).toBe(true);
  });
});
