import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_PASSWORD, CUSTOMERS, signIn } from '../test/accounts.js';
import { startTestApp, type TestApp } from '../test/app.js';
import { CATALOG_ENGINES } from './modules/catalogue-index/index.js';

/**
 * Issue 16, "both languages in the catalogue's own words": every answer of both APIs gives the
 * catalogue's texts in the viewer's interface language (the `language` cookie, else Accept-Language,
 * else English, the spec's default), falling back to the other language where a value is empty, and
 * search finds a product by a word of either language, with either catalogue engine, in every server
 * process.
 */

/** Ways of asking for Azerbaijani, and of asking for English or for nothing we have (English, the default). */
const AZERBAIJANI: Record<string, Record<string, string>> = {
  'the language cookie, over Accept-Language': { cookie: 'language=az', 'accept-language': 'en' },
  'Accept-Language': { 'accept-language': 'az-AZ,az;q=0.9' },
};
const ENGLISH: Record<string, Record<string, string>> = {
  'the language cookie': { cookie: 'token=x; language=en' },
  'the language cookie, over Accept-Language': { cookie: 'language=en', 'accept-language': 'az' },
  'Accept-Language': { 'accept-language': 'ru-RU,en-GB;q=0.9,az;q=0.5' },
  'nothing said': {},
  'an unknown cookie and language': { cookie: 'language=fr', 'accept-language': 'de' },
};
const NOTHING_SAID = { headers: ENGLISH['nothing said']!, language: 'en' };
const cases = (language: 'en' | 'az') => Object.entries(language === 'en' ? ENGLISH : AZERBAIJANI).map(([how, headers]) => ({ how, headers, language }));
const ALL_CASES = [...cases('en'), ...cases('az')];

/** The demo printer every test reads: a laser printer (under Printers) with a print colour filter value and specifications. */
const PRINTER_SKU = 'HP-M404DN';

interface GraphQLAnswer<T> {
  data?: T;
  errors?: unknown[];
}

describe.each(CATALOG_ENGINES)('with the %s catalogue engine', (engine) => {
  let t: TestApp;
  /** A second server process on the same database. */
  let other: TestApp;
  let printerId: string;
  let officeId: string;

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

  async function graphql<T>(app: TestApp, query: string, headers: Record<string, string>, variables?: Record<string, unknown>): Promise<T> {
    const response = await app.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { query, variables },
    });
    const body = response.json<GraphQLAnswer<T>>();
    expect(body.errors).toBeUndefined();
    return body.data!;
  }

  async function rest<T>(app: TestApp, url: string, headers: Record<string, string>, language: string): Promise<T> {
    const response = await app.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-language']).toBe(language);
    return response.json<T>();
  }

  beforeAll(async () => {
    t = await startTestApp({ catalogEngine: engine });
    other = await startTestApp({ catalogEngine: engine, sameDatabaseAs: t });
    [{ id: printerId }] = (await sql<{ id: string }>('select id from product where sku = ?', [PRINTER_SKU])) as [{ id: string }];
    [{ id: officeId }] = (await sql<{ id: string }>(`select id from category where slug = 'ofis-avadanliqlari'`)) as [{ id: string }];
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  describe('reads in Azerbaijani when asked in Azerbaijani, in English otherwise', () => {
    it.each(ALL_CASES)('a category and its subcategories ($language: $how)', async ({ headers, language }) => {
      const en = language === 'en';
      const { categoryBySlug: category } = await graphql<{
        categoryBySlug: { name: string; description: string; nameAz: string; nameEn: string; descriptionEn: string; subCategories: { name: string }[] };
      }>(t, '{ categoryBySlug(slug: "printerler") { name description nameAz nameEn descriptionAz descriptionEn subCategories { name } } }', headers);
      expect(category).toMatchObject({
        name: en ? 'Printers' : 'Printerlər',
        description: en ? 'Laser and inkjet printers.' : 'Lazer və mürəkkəbli printerlər.',
        nameAz: 'Printerlər',
        nameEn: 'Printers',
        descriptionEn: 'Laser and inkjet printers.',
      });
      expect(category.subCategories.map((c) => c.name)).toEqual(en ? ['Laser printers', 'Inkjet printers'] : ['Lazer printerlər', 'Mürəkkəbli printerlər']);

      const byRest = await rest<{ name: string; description: string; subCategories: { name: string }[] }>(t, '/Categories/slug/printerler', headers, language);
      expect(byRest.name).toBe(category.name);
      expect(byRest.description).toBe(category.description);
      expect(byRest.subCategories.map((c) => c.name)).toEqual(category.subCategories.map((c) => c.name));
      const tree = await rest<{ slug: string; name: string }[]>(t, '/Categories/root', headers, language);
      expect(tree.find((c) => c.slug === 'noutbuklar')!.name).toBe(en ? 'Laptops' : 'Noutbuklar');
    });

    it.each(ALL_CASES)('a banner: title, text and button ($language: $how)', async ({ headers, language }) => {
      const en = language === 'en';
      const { banners } = await graphql<{
        banners: { title: string; description: string; buttonText: string; titleAz: string; titleEn: string; buttonTextAz: string; buttonTextEn: string }[];
      }>(t, '{ banners { title description buttonText titleAz titleEn descriptionAz descriptionEn buttonTextAz buttonTextEn } }', headers);
      const gaming = banners.find((b) => b.titleAz === 'Oyun noutbukları')!;
      expect(gaming).toMatchObject({
        title: en ? 'Gaming laptops' : 'Oyun noutbukları',
        description: en ? 'Special prices on RTX 40 series laptops' : 'RTX 40 seriyalı noutbuklarda xüsusi qiymətlər',
        buttonText: en ? 'View' : 'Bax',
        titleEn: 'Gaming laptops',
        buttonTextAz: 'Bax',
        buttonTextEn: 'View',
      });
      const byRest = await rest<{ title: string; description: string; buttonText: string }[]>(t, '/Banners', headers, language);
      expect(byRest.find((b) => b.title === gaming.title)).toEqual(expect.objectContaining({ description: gaming.description, buttonText: gaming.buttonText }));
    });

    it.each(ALL_CASES)('a filter with its options ($language: $how)', async ({ headers, language }) => {
      const en = language === 'en';
      type Filter = {
        slug: string;
        name: string;
        nameAz?: string;
        nameEn?: string;
        options: { value: string; displayName: string; label: string; displayNameEn?: string }[];
      };
      const { filters } = await graphql<{ filters: Filter[] }>(
        t,
        'query ($id: ID) { filters(categoryId: $id) { slug name nameAz nameEn options { value displayName label displayNameAz displayNameEn } } }',
        headers,
        { id: officeId },
      );
      const byRest = await rest<Filter[]>(t, `/Products/category/${officeId}/filters`, headers, language);
      for (const answer of [filters, byRest]) {
        const colour = answer.find((f) => f.slug === 'color')!;
        expect(colour.name).toBe(en ? 'Print colour' : 'Çap rəngi');
        expect(colour.options.map((o) => [o.value, o.displayName, o.label])).toEqual(
          en
            ? [
                ['Monoxrom', 'Monochrome', 'Monochrome'],
                ['Rəngli', 'Colour', 'Colour'],
              ]
            : [
                ['Monoxrom', 'Monoxrom', 'Monoxrom'],
                ['Rəngli', 'Rəngli', 'Rəngli'],
              ],
        );
        expect(answer.find((f) => f.slug === 'brend')!.name).toBe(en ? 'Brand' : 'Brend');
      }
      expect(filters.find((f) => f.slug === 'color')).toMatchObject({ nameAz: 'Çap rəngi', nameEn: 'Print colour' });
      expect(filters.find((f) => f.slug === 'color')!.options[0]!.displayNameEn).toBe('Monochrome');
    });

    it.each(ALL_CASES)("a product's descriptions, category names, specifications and filter values ($language: $how)", async ({ headers, language }) => {
      const en = language === 'en';
      type Product = {
        shortDescription: string;
        description: string;
        categoryName: string;
        subCategoryName: string;
        parentCategoryName: string;
        shortDescriptionAz: string;
        shortDescriptionEn: string;
        descriptionEn: string;
        specificationGroups: {
          groupName: string;
          groupNameAz: string;
          groupNameEn: string;
          items: { name: string; nameAz: string; nameEn: string; value: string }[];
        }[];
        filters: { filterName: string; optionName: string }[];
      };
      const { product, specifications } = await graphql<{
        product: Product;
        specifications: { specificationGroups: { groupName: string; items: { name: string }[] }[] };
      }>(
        t,
        `
          query ($id: ID!) {
            product(id: $id) {
              shortDescription
              description
              categoryName
              subCategoryName
              parentCategoryName
              shortDescriptionAz
              shortDescriptionEn
              descriptionAz
              descriptionEn
              specificationGroups {
                groupName
                groupNameAz
                groupNameEn
                items {
                  name
                  nameAz
                  nameEn
                  value
                }
              }
              filters {
                filterName
                optionName
              }
            }
            specifications(productId: $id) {
              specificationGroups {
                groupName
                items {
                  name
                }
              }
            }
          }
        `,
        headers,
        { id: printerId },
      );
      expect(product).toMatchObject({
        shortDescription: en ? 'Monochrome laser printer with duplex printing' : 'İkitərəfli çaplı monoxrom lazer printer',
        categoryName: en ? 'Laser printers' : 'Lazer printerlər',
        subCategoryName: en ? 'Laser printers' : 'Lazer printerlər',
        parentCategoryName: en ? 'Printers' : 'Printerlər',
        shortDescriptionAz: 'İkitərəfli çaplı monoxrom lazer printer',
        shortDescriptionEn: 'Monochrome laser printer with duplex printing',
      });
      expect(product.description).toMatch(
        en ? /^Monochrome laser printer with duplex printing\. Made by HP, .*Print colour: Monochrome/ : /^İkitərəfli .*HP istehsalı.*Çap rəngi: Monoxrom/,
      );
      expect(product.descriptionEn).toContain('Duplex printing: Yes');
      const [main, general] = product.specificationGroups;
      expect(main).toMatchObject({ groupName: en ? 'Main features' : 'Əsas xüsusiyyətlər', groupNameAz: 'Əsas xüsusiyyətlər', groupNameEn: 'Main features' });
      expect(main!.items.find((i) => i.nameAz === 'Çap rəngi')).toEqual({
        name: en ? 'Print colour' : 'Çap rəngi',
        nameAz: 'Çap rəngi',
        nameEn: 'Print colour',
        value: en ? 'Monochrome' : 'Monoxrom',
      });
      expect(general!.items.map((i) => i.name)).toEqual(en ? ['Brand', 'Model', 'Warranty'] : ['Brend', 'Model', 'Zəmanət']);
      expect(specifications.specificationGroups.map((g) => g.groupName)).toEqual(product.specificationGroups.map((g) => g.groupName));
      expect(product.filters).toContainEqual({ filterName: en ? 'Print colour' : 'Çap rəngi', optionName: en ? 'Monochrome' : 'Monoxrom' });

      const detail = await rest<Record<string, unknown>>(t, `/Products/${printerId}`, headers, language);
      for (const field of ['shortDescription', 'description', 'categoryName', 'subCategoryName', 'parentCategoryName'] as const)
        expect(detail[field]).toBe(product[field]);
      const specs = await rest<{ specificationGroups: { groupName: string; items: { name: string }[] }[] }>(
        t,
        `/Products/${printerId}/specifications`,
        headers,
        language,
      );
      expect(specs.specificationGroups.map((g) => ({ groupName: g.groupName, items: g.items.map((i) => ({ name: i.name })) }))).toEqual(
        specifications.specificationGroups,
      );
    });

    it("keeps each language's cards apart: listing pages asked in turn in English and Azerbaijani, twice, answer each in its own", async () => {
      const query = '{ products(input: { categorySlug: "printerler", pageSize: 50 }) { items { sku shortDescription description categoryName } } }';
      for (const round of [1, 2]) {
        for (const { headers, language } of [...cases('en'), ...cases('az')]) {
          const { products } = await graphql<{ products: { items: { sku: string; shortDescription: string; categoryName: string }[] } }>(t, query, headers);
          const printer = products.items.find((p) => p.sku === PRINTER_SKU)!;
          expect(printer, `round ${round}`).toMatchObject(
            language === 'en'
              ? { shortDescription: 'Monochrome laser printer with duplex printing', categoryName: 'Laser printers' }
              : { shortDescription: 'İkitərəfli çaplı monoxrom lazer printer', categoryName: 'Lazer printerlər' },
          );
          const page = await rest<{ products: { sku: string; shortDescription: string; categoryName: string }[] }>(
            t,
            '/Products/category/slug/printerler?pageSize=50',
            headers,
            language,
          );
          expect(page.products.find((p) => p.sku === PRINTER_SKU)).toMatchObject({
            shortDescription: printer.shortDescription,
            categoryName: printer.categoryName,
          });
        }
      }
    });

    it("answers a customer's cart lines with the product's short description in their language", async () => {
      const customer = await signIn(t, CUSTOMERS.VIP, CUSTOMER_PASSWORD, '10.16.4.1');
      await sql('insert into cart_item (user_id, product_id, quantity) select id, ?, 1 from app_user where email = ?', [printerId, CUSTOMERS.VIP]);
      for (const { headers, language } of ALL_CASES) {
        const cart = await rest<{ items: { productId: string; productDescription: string }[] }>(t, '/Cart', { ...customer, ...headers }, language);
        expect(cart.items.find((i) => i.productId === printerId)!.productDescription).toBe(
          language === 'en' ? 'Monochrome laser printer with duplex printing' : 'İkitərəfli çaplı monoxrom lazer printer',
        );
      }
    });
  });

  describe('search matches both languages', () => {
    /** SKUs found in both APIs, asked in the language `headers` pick (none: English, the default). */
    const searchSkus = async (app: TestApp, text: string, { headers, language }: { headers: Record<string, string>; language: string } = NOTHING_SAID) => {
      const { products } = await graphql<{ products: { items: { sku: string }[] } }>(
        app,
        'query ($text: String) { products(input: { search: $text, pageSize: 100 }) { items { sku } } }',
        headers,
        { text },
      );
      const byRest = await rest<{ products: { sku: string }[] }>(app, `/Products/search?q=${encodeURIComponent(text)}&pageSize=100`, headers, language);
      expect(byRest.products.map((p) => p.sku)).toEqual(products.items.map((p) => p.sku));
      return products.items.map((p) => p.sku);
    };

    it('finds the demo printer by a word only its English texts have and by one only its Azerbaijani texts have, whatever the viewer language', async () => {
      for (const asked of [
        NOTHING_SAID,
        { headers: AZERBAIJANI['Accept-Language']!, language: 'az' },
        { headers: ENGLISH['the language cookie']!, language: 'en' },
      ]) {
        // "duplex" is only in its English description and specification name, "ikitərəfli" only in the Azerbaijani ones.
        expect(await searchSkus(t, 'duplex', asked)).toContain(PRINTER_SKU);
        expect(await searchSkus(t, 'ikitərəfli', asked)).toContain(PRINTER_SKU);
        expect(await searchSkus(t, 'monochrome laser', asked)).toContain(PRINTER_SKU);
        expect(await searchSkus(t, 'monoxrom lazer', asked)).toContain(PRINTER_SKU);
        // English category names: every laptop is found by "laptops".
        expect((await searchSkus(t, 'gaming laptops', asked)).length).toBeGreaterThanOrEqual(4);
      }
    });

    it('finds a product by English and Azerbaijani words written a moment ago, in the very next search of every server process', async () => {
      await sql(
        `update product set short_description_en = 'Whisper-quiet fanless design', description = description || ' Ventilyatorsuz və səssiz.' where sku = ?`,
        [PRINTER_SKU],
      );
      await sql(
        `update specification_item set name_en = 'Throughput' where group_id in (select id from specification_group where product_id = ?) and name = 'Sürət'`,
        [printerId],
      );
      for (const app of [t, other]) {
        expect(await searchSkus(app, 'fanless')).toEqual([PRINTER_SKU]);
        expect(await searchSkus(app, 'ventilyatorsuz')).toEqual([PRINTER_SKU]);
        expect(await searchSkus(app, 'throughput')).toEqual([PRINTER_SKU]);
      }
      // The words that went are no longer found.
      await sql(`update product set short_description_en = 'Laser printer' where sku = ?`, [PRINTER_SKU]);
      for (const app of [t, other]) expect(await searchSkus(app, 'fanless')).toEqual([]);
    });

    it("finds a category's products by its new English name, and their cards show it, in every server process", async () => {
      await sql(`update category set name_en = 'Xerographic printers' where slug = 'lazer-printerler'`);
      for (const app of [t, other]) {
        const found = await searchSkus(app, 'xerographic');
        expect(found).toContain(PRINTER_SKU);
        const { products } = await graphql<{ products: { items: { sku: string; categoryName: string }[] } }>(
          app,
          '{ products(input: { search: "xerographic", pageSize: 100 }) { items { sku categoryName } } }',
          ENGLISH['the language cookie']!,
        );
        expect(new Set(products.items.map((p) => p.categoryName))).toEqual(new Set(['Xerographic printers']));
      }
    });
  });

  describe('falls back to the other language where a value is empty', () => {
    beforeAll(async () => {
      await sql(`update category set name_en = '', description = '' where slug = 'printerler'`);
      await sql(`update product set short_description = '', description_en = '' where sku = ?`, [PRINTER_SKU]);
      await sql(`update banner set button_text = null, title_en = '' where title = 'Oyun noutbukları'`);
      await sql(`update filter_option set display_name_en = '' where value = 'Rəngli'`);
      await sql(`update filter set name = '' where slug = 'color'`);
      await sql(
        `update specification_item set name_en = '' where group_id in (select id from specification_group where product_id = ?) and name = 'Çap rəngi'`,
        [printerId],
      );
      await sql(`update specification_group set group_name = '' where product_id = ? and group_name = 'Ümumi məlumat'`, [printerId]);
      // Plain SQL too reaches every process's category cache at once (the category triggers log it).
    });

    it.each([0, 1])('in both APIs (server process %i)', async (index) => {
      const app = index === 0 ? t : other;
      const en = ENGLISH['the language cookie']!;
      const az = AZERBAIJANI['Accept-Language']!;

      const category = (headers: Record<string, string>) =>
        graphql<{ categoryBySlug: { name: string; description: string } }>(app, '{ categoryBySlug(slug: "printerler") { name description } }', headers);
      expect((await category(en)).categoryBySlug).toEqual({ name: 'Printerlər', description: 'Laser and inkjet printers.' });
      expect((await category(az)).categoryBySlug).toEqual({ name: 'Printerlər', description: 'Laser and inkjet printers.' });
      expect((await rest<{ name: string }>(app, '/Categories/slug/printerler', en, 'en')).name).toBe('Printerlər');

      const product = (headers: Record<string, string>) =>
        graphql<{ product: { shortDescription: string; description: string; specificationGroups: { groupName: string; items: { name: string }[] }[] } }>(
          app,
          'query ($id: ID!) { product(id: $id) { shortDescription description specificationGroups { groupName items { name } } } }',
          headers,
          { id: printerId },
        );
      const inAzerbaijani = (await product(az)).product;
      const inEnglish = (await product(en)).product;
      expect(inAzerbaijani.shortDescription).toBe('Laser printer');
      expect(inEnglish.description).toMatch(/^İkitərəfli çaplı monoxrom lazer printer\./);
      expect(inEnglish.specificationGroups[0]!.items.map((i) => i.name)).toContain('Çap rəngi');
      expect(inAzerbaijani.specificationGroups[1]!.groupName).toBe('General information');
      expect((await rest<{ shortDescription: string }>(app, `/Products/${printerId}`, az, 'az')).shortDescription).toBe('Laser printer');
      const cards = await rest<{ products: { sku: string; shortDescription: string }[] }>(
        app,
        '/Products/category/slug/lazer-printerler?pageSize=50',
        az,
        'az',
      );
      expect(cards.products.find((p) => p.sku === PRINTER_SKU)!.shortDescription).toBe('Laser printer');

      const { banners } = await graphql<{ banners: { titleAz: string; title: string; buttonText: string }[] }>(
        app,
        '{ banners { titleAz title buttonText } }',
        az,
      );
      expect(banners.find((b) => b.titleAz === 'Oyun noutbukları')).toEqual({ titleAz: 'Oyun noutbukları', title: 'Oyun noutbukları', buttonText: 'View' });
      const bannersInEnglish = await rest<{ title: string; buttonText: string }[]>(app, '/Banners', en, 'en');
      expect(bannersInEnglish.find((b) => b.title === 'Oyun noutbukları')!.buttonText).toBe('View');

      const filters = await rest<{ slug: string; name: string; options: { displayName: string }[] }[]>(app, `/Products/category/${officeId}/filters`, en, 'en');
      const colour = filters.find((f) => f.slug === 'color')!;
      expect(colour.options.map((o) => o.displayName)).toEqual(['Monochrome', 'Rəngli']);
      const inAzerbaijaniFilters = await graphql<{ filters: { slug: string; name: string }[] }>(
        app,
        'query ($id: ID) { filters(categoryId: $id) { slug name } }',
        az,
        {
          id: officeId,
        },
      );
      expect(inAzerbaijaniFilters.filters.find((f) => f.slug === 'color')!.name).toBe('Print colour');
    });
  });
});
