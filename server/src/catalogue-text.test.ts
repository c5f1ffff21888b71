import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../test/accounts.js';
import { IN_AZERBAIJANI, startTestApp, type TestApp } from '../test/app.js';

/**
 * Issue 28, "catalogue text in both languages everywhere it is shown": product names, specification
 * values and units, colours and Download-page descriptions answer in the request's language (the
 * `language` cookie, else Accept-Language, else English), English falling back to Azerbaijani only when
 * the owner left it empty; common words (yes/no, units, colours) read in English through the shop's
 * shared term list, which admins alone read and replace.
 */

const IN_ENGLISH = { cookie: 'language=en', 'accept-language': 'az' };
/** A laptop of the demo: its Azerbaijani name says "Oyun Noutbuku". */
const LAPTOP_SKU = 'LEN-LEG5-16IRX9';
/** A laser printer of the demo: print speed in "səh/dəq", duplex "Bəli". */
const PRINTER_SKU = 'HP-M404DN';

interface SpecItem {
  name: string;
  value: string;
  valueAz: string;
  valueEn: string;
  unit: string | null;
  unitAz: string | null;
  unitEn: string;
}

const PRODUCT = `query($id: ID!) { product(id: $id) { name nameAz nameEn colors specificationGroups { items { name value valueAz valueEn unit unitAz unitEn } } } }`;

describe('catalogue text in both languages', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let laptopId: string;
  let printerId: string;
  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

  async function product(id: string, headers: Record<string, string>) {
    const answer = await t.graphql<{
      product: { name: string; nameAz: string; nameEn: string; colors: string[]; specificationGroups: { items: SpecItem[] }[] };
    }>(PRODUCT, { id }, headers);
    expect(answer.errors).toBeUndefined();
    const p = answer.data!.product;
    return { ...p, items: p.specificationGroups.flatMap((g) => g.items) };
  }

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t, ADMIN.email, ADMIN.password);
    customer = await signIn(t, CUSTOMERS.NormalUser, CUSTOMER_PASSWORD);
    const ids = await sql<{ id: string; sku: string }>('select id, sku from product where sku in (?, ?)', [LAPTOP_SKU, PRINTER_SKU]);
    laptopId = ids.find((r) => r.sku === LAPTOP_SKU)!.id;
    printerId = ids.find((r) => r.sku === PRINTER_SKU)!.id;
  });
  afterAll(() => t.close());

  it('a product name reads in English, in Azerbaijani when asked, and in Azerbaijani when English is empty', async () => {
    const en = await product(laptopId, IN_ENGLISH);
    expect(en.name).toBe('Lenovo Legion 5 16IRX9 Gaming Laptop');
    expect(en.nameAz).toBe('Lenovo Legion 5 16IRX9 Oyun Noutbuku');
    expect(en.nameEn).toBe('Lenovo Legion 5 16IRX9 Gaming Laptop');
    expect((await product(laptopId, IN_AZERBAIJANI)).name).toBe('Lenovo Legion 5 16IRX9 Oyun Noutbuku');
    // Nothing said: English, the default.
    expect((await product(laptopId, {})).name).toBe('Lenovo Legion 5 16IRX9 Gaming Laptop');

    const rest = await t.app.inject({ method: 'GET', url: `/api/v1/Products/${laptopId}`, headers: IN_ENGLISH });
    expect(rest.json<{ name: string }>().name).toBe('Lenovo Legion 5 16IRX9 Gaming Laptop');
    const restAz = await t.app.inject({ method: 'GET', url: `/api/v1/Products/${laptopId}`, headers: IN_AZERBAIJANI });
    expect(restAz.json<{ name: string }>().name).toBe('Lenovo Legion 5 16IRX9 Oyun Noutbuku');

    await sql(`update product set name_en = '' where id = ?`, [laptopId]);
    expect((await product(laptopId, IN_ENGLISH)).name).toBe('Lenovo Legion 5 16IRX9 Oyun Noutbuku');
    await sql(`update product set name_en = 'Lenovo Legion 5 16IRX9 Gaming Laptop' where id = ?`, [laptopId]);
  });

  it('listings, search (either language) and the cart show the name in the viewer language', async () => {
    const search = async (text: string, headers: Record<string, string>) => {
      const answer = await t.graphql<{ products: { items: { id: string; name: string }[] } }>(
        'query($text: String!) { products(input: { search: $text, pageSize: 50 }) { items { id name } } }',
        { text },
        headers,
      );
      expect(answer.errors).toBeUndefined();
      return answer.data!.products.items;
    };
    expect((await search('gaming laptop legion', IN_ENGLISH)).find((p) => p.id === laptopId)?.name).toBe('Lenovo Legion 5 16IRX9 Gaming Laptop');
    expect((await search('oyun noutbuku legion', IN_AZERBAIJANI)).find((p) => p.id === laptopId)?.name).toBe('Lenovo Legion 5 16IRX9 Oyun Noutbuku');

    await sql('update product set stock_quantity = 5 where id = ?', [laptopId]);
    const added = await t.app.inject({ method: 'POST', url: '/api/v1/cart/items', headers: customer, payload: { productId: laptopId, quantity: 1 } });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const cart = await t.app.inject({ method: 'GET', url: '/api/v1/Cart', headers: { ...customer, ...IN_ENGLISH } });
    const lines = cart.json<{ items: { productId: string; productName: string }[] }>().items;
    expect(lines.find((l) => l.productId === laptopId)?.productName).toBe('Lenovo Legion 5 16IRX9 Gaming Laptop');
    await t.app.inject({ method: 'DELETE', url: '/api/v1/Cart', headers: customer });
  });

  it('specification values and units read in English through the term list, an English value of their own winning', async () => {
    const warranty = (items: SpecItem[]) => items.find((i) => i.valueAz === '12' && i.unitAz === 'ay')!;
    const en = await product(printerId, IN_ENGLISH);
    expect(warranty(en.items)).toMatchObject({ name: 'Warranty', value: '12', unit: 'months', unitEn: '' });
    expect(en.items.find((i) => i.unitAz === 'səh/dəq')?.unit).toBe('ppm');
    expect(en.items.find((i) => i.valueAz === 'Bəli')?.value).toBe('Yes');
    const az = await product(printerId, IN_AZERBAIJANI);
    expect(warranty(az.items)).toMatchObject({ name: 'Zəmanət', value: '12', unit: 'ay' });
    expect(az.items.find((i) => i.valueAz === 'Bəli')?.value).toBe('Bəli');

    // The owner's own English for one item wins over the list.
    await sql(
      `update specification_item set value_en = 'Yes, automatic' where value = 'Bəli' and group_id in (select id from specification_group where product_id = ?)`,
      [printerId],
    );
    expect((await product(printerId, IN_ENGLISH)).items.find((i) => i.valueAz === 'Bəli')).toMatchObject({
      value: 'Yes, automatic',
      valueEn: 'Yes, automatic',
    });

    const rest = await t.app.inject({ method: 'GET', url: `/api/v1/Products/${printerId}/specifications`, headers: IN_ENGLISH });
    const restItems = rest
      .json<{ specificationGroups: { items: { name: string; value: string; unit: string | null }[] }[] }>()
      .specificationGroups.flatMap((g) => g.items);
    expect(restItems.find((i) => i.name === 'Warranty')).toMatchObject({ value: '12', unit: 'months' });
  });

  it('the admin writes English values and units with the set, and reads both languages back', async () => {
    const set = await t.graphql<{ setProductSpecifications: { specificationGroups: { items: SpecItem[] }[] } }>(
      `mutation($id: ID!) { setProductSpecifications(productId: $id, specificationGroups: [{ groupName: "Ümumi", groupNameEn: "General",
         items: [{ name: "Çəki", nameEn: "Weight", value: "1,2", valueEn: "1.2", unit: "kq" }, { name: "Rəng", value: "Qara" }] }]) {
         specificationGroups { items { name value valueAz valueEn unit unitAz unitEn } } } }`,
      { id: laptopId },
      { ...admin, ...IN_ENGLISH },
    );
    expect(set.errors).toBeUndefined();
    const items = set.data!.setProductSpecifications.specificationGroups[0]!.items;
    expect(items[0]).toMatchObject({ name: 'Weight', value: '1.2', valueAz: '1,2', valueEn: '1.2', unit: 'kg', unitAz: 'kq', unitEn: '' });
    expect(items[1]).toMatchObject({ value: 'Black', valueAz: 'Qara', valueEn: '' });
  });

  it('colours read in English through the term list', async () => {
    await sql(`update product set colors = '{Qara,Gümüşü,Tünd göy}' where id = ?`, [laptopId]);
    expect((await product(laptopId, IN_ENGLISH)).colors).toEqual(['Black', 'Silver', 'Tünd göy']);
    expect((await product(laptopId, IN_AZERBAIJANI)).colors).toEqual(['Qara', 'Gümüşü', 'Tünd göy']);
  });

  it('admins alone read and replace the term list; a change shows at once, in cached cards too', async () => {
    const read = '{ catalogueTerms { az en } }';
    expect((await t.graphql(read, {}, customer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.graphql(read, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const terms = (await t.graphql<{ catalogueTerms: { az: string; en: string }[] }>(read, {}, admin)).data!.catalogueTerms;
    expect(terms).toContainEqual({ az: 'ay', en: 'months' });

    // A listing caches the card (with its colours) first.
    const card = async () =>
      (
        await t.graphql<{ products: { items: { id: string; colors: string[] }[] } }>(
          '{ products(input: { search: "legion", pageSize: 5 }) { items { id colors } } }',
          {},
          IN_ENGLISH,
        )
      ).data!.products.items.find((p) => p.id === laptopId)!;
    expect((await card()).colors).toEqual(['Black', 'Silver', 'Tünd göy']);

    // …and a product page keeps the printer's specifications (an English unit through the terms).
    expect((await product(printerId, IN_ENGLISH)).items.find((i) => i.unitAz === 'ay')?.unit).toBe('months');

    const next = [...terms.filter((term) => term.az !== 'ay'), { az: 'ay', en: 'mo.' }, { az: 'Tünd göy', en: 'Navy' }];
    const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/Admin/catalogue-terms', headers: admin, payload: { terms: next } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ az: string; en: string }[]>()).toContainEqual({ az: 'Tünd göy', en: 'Navy' });
    expect((await card()).colors).toEqual(['Black', 'Silver', 'Navy']);
    const warranty = (await product(printerId, IN_ENGLISH)).items.find((i) => i.unitAz === 'ay');
    expect(warranty?.unit).toBe('mo.');
    const [audit] = await sql<{ changes: { terms: { before: string[]; after: string[] } } }>(
      `select changes from audit_entry where entity = 'settings' and entity_id = 'terms' order by at desc limit 1`,
    );
    expect(audit!.changes.terms).toEqual({ before: ['ay → months'], after: ['ay → mo.', 'Tünd göy → Navy'] });

    // Refused whole, naming the entry: a word twice (letter case aside), a missing English.
    for (const [terms, field] of [
      [
        [
          { az: 'Qara', en: 'Black' },
          { az: 'QARA', en: 'Dark' },
        ],
        'terms.1.az',
      ],
      [[{ az: 'Qara', en: ' ' }], 'terms.0.en'],
    ] as const) {
      const refused = await t.app.inject({ method: 'PUT', url: '/api/v1/Admin/catalogue-terms', headers: admin, payload: { terms } });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain(field);
    }
    const forbidden = await t.app.inject({ method: 'PUT', url: '/api/v1/Admin/catalogue-terms', headers: customer, payload: { terms: [] } });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.graphql<{ catalogueTerms: unknown[] }>(read, {}, admin)).data!.catalogueTerms).toHaveLength(next.length);
  });

  it('Download-page descriptions read in the viewer language, the admin writing and reading both', async () => {
    const files = async (headers: Record<string, string>) =>
      (await t.graphql<{ files: { fileName: string; description: string }[] }>('{ files { fileName description } }', {}, headers)).data!.files;
    expect((await files(IN_ENGLISH)).map((f) => f.description)).toContain('Short set-up guide for Xprinter receipt printers');
    expect((await files(IN_AZERBAIJANI)).map((f) => f.description)).toContain('Xprinter çek printerlərinin quraşdırılması üçün qısa təlimat');
    const rest = await t.app.inject({ method: 'GET', url: '/api/v1/Files', headers: IN_ENGLISH });
    expect(rest.json<{ description: string }[]>().map((f) => f.description)).toContain('First set-up of Hikvision recorders');

    const admins = await t.graphql<{ adminFiles: { description: string; descriptionEn: string }[] }>('{ adminFiles { description descriptionEn } }', {}, admin);
    expect(admins.data!.adminFiles).toContainEqual({
      description: 'Hikvision qeydiyyatçılarının ilk sazlanması',
      descriptionEn: 'First set-up of Hikvision recorders',
    });

    await sql(`update managed_file set description_en = '' where description_en = 'First set-up of Hikvision recorders'`);
    expect((await files(IN_ENGLISH)).map((f) => f.description)).toContain('Hikvision qeydiyyatçılarının ilk sazlanması');
  });
});
