import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../src/config.js';
import { CATALOG_ENGINES, type CatalogEngineName } from '../src/modules/catalogue-index/index.js';
import { spawnServerProcess, type ServerProcess } from './battery/server-process.js';
import { createTestDatabase, SEEDED_TEMPLATE } from './database.js';

/**
 * Two server processes on one database (issue 30), for each catalogue engine: a change made through
 * the first (the admin API) shows in the second's listing, search and detail within a second (the
 * change log's notification wakes it; no request asks whether anything changed), and in the first's
 * own next answer at once (the writer waits until it has applied its write).
 */

/** How long the other process may take to show a change. */
const DEADLINE_MS = 1000;

const startServer = (databaseUrl: string, engine: CatalogEngineName) => spawnServerProcess(databaseUrl, { CATALOG_ENGINE: engine });

interface Card {
  id: string;
  name: string;
  currentPrice: number;
  stockQuantity: number;
  categoryName: string;
}
const CARD = 'id name currentPrice stockQuantity categoryName';

async function graphql<T>(server: ServerProcess, query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const response = await fetch(`${server.base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** The product as a server's listing (its category's page), search (by a word) and detail page show it; null where absent. */
async function seen(server: ServerProcess, productId: string, categorySlug: string, word: string) {
  const data = await graphql<{
    products: { items: Card[] };
    searchProducts: { items: Card[] };
    product: Card | null;
  }>(
    server,
    `query($slug: String!, $word: String!, $id: ID!) {
      products(input: { categorySlug: $slug, pageSize: 50 }) { items { ${CARD} } }
      searchProducts(text: $word, pageSize: 50) { items { ${CARD} } }
      product(id: $id) { ${CARD} }
    }`,
    { slug: categorySlug, word, id: productId },
  );
  const find = (items: Card[]) => items.find((p) => p.id === productId) ?? null;
  return { listing: find(data.products.items), search: find(data.searchProducts.items), detail: data.product };
}

type Seen = Awaited<ReturnType<typeof seen>>;

/** Asks the server until what it shows passes `holds`, for at most the deadline; answers what it showed last. */
async function within(deadlineMs: number, look: () => Promise<Seen>, holds: (s: Seen) => boolean): Promise<{ seen: Seen; ms: number }> {
  const started = Date.now();
  for (;;) {
    const last = await look();
    const ms = Date.now() - started;
    if (holds(last) || ms > deadlineMs) return { seen: last, ms };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(CATALOG_ENGINES)('two processes of the %s engine on one database', (engine) => {
  let database: { url: string; drop(): Promise<void> };
  let writer: ServerProcess;
  let reader: ServerProcess;
  let token: string;
  let product: { id: string; sku: string; slug: string; categoryId: string };
  let other: { id: string; slug: string; name: string };

  beforeAll(async () => {
    database = await createTestDatabase(inject('adminUrl'), SEEDED_TEMPLATE);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // A product of a small category (its whole listing fits one page), and another small category to move it to.
      const small = `select c.id, c.slug, coalesce(nullif(c.name_en, ''), c.name) as name from category c join product p on p.category_id = c.id and p.is_active
        where c.is_active and not exists (select 1 from category d where d.parent_id = c.id)
        group by c.id having count(*) between 2 and 40 order by count(*), c.slug limit 2`;
      const [first, second] = (await client.query<{ id: string; slug: string; name: string }>(small)).rows;
      other = second!;
      product = (
        await client.query<{ id: string; sku: string; slug: string; categoryId: string }>(
          `select p.id, p.sku, c.slug, c.id as "categoryId" from product p join category c on c.id = p.category_id
           where p.category_id = $1 and p.is_active order by p.sku limit 1`,
          [first!.id],
        )
      ).rows[0]!;
    } finally {
      await client.end();
    }
    // One after the other: each runs the migrations at start.
    writer = await startServer(database.url, engine);
    reader = await startServer(database.url, engine);
    const login = await fetch(`${writer.base}/api/v1/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
    });
    token = ((await login.json()) as { token: string }).token;
  }, 240_000);

  afterAll(async () => {
    await Promise.all([writer?.stop(), reader?.stop()]);
    await database?.drop();
  });

  const update = (input: Record<string, unknown>) =>
    graphql(writer, 'mutation($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }', { id: product.id, input }, token);

  /**
   * Makes a change through the writer; then the writer's very next answer shows it, and the reader's
   * within the deadline (both read the same listing, search and detail before the change, so each holds
   * the old product in whatever it keeps).
   */
  async function expectEverywhere(change: () => Promise<unknown>, holds: (s: Seen) => boolean, slug: () => string, word: string) {
    const look = (server: ServerProcess) => () => seen(server, product.id, slug(), word);
    await Promise.all([look(writer)(), look(reader)()]);
    await change();
    const own = await look(writer)();
    expect(own, `${engine}: the writer's own next read\n${writer.output()}`).toSatisfy(holds);
    const { seen: other, ms } = await within(DEADLINE_MS, look(reader), holds);
    expect(other, `${engine}: the other process after ${ms} ms\n${reader.output()}`).toSatisfy(holds);
  }

  const everywhere = (s: Seen, check: (card: Card) => boolean) => [s.listing, s.search, s.detail].every((card) => card !== null && check(card));

  it('a new price', async () => {
    await expectEverywhere(
      () => update({ prices: [{ userRole: 'NORMAL_USER', price: 4321.5, discountedPrice: null }] }),
      (s) => everywhere(s, (card) => card.currentPrice === 4321.5),
      () => product.slug,
      product.sku,
    );
  });

  it('a new name, found by search under its new word', async () => {
    await expectEverywhere(
      () => update({ name: `Kvazitron ${engine}`, nameEn: `Kvazitron ${engine}` }),
      (s) => everywhere(s, (card) => card.name === `Kvazitron ${engine}`),
      () => product.slug,
      'kvazitron',
    );
  });

  it('a new stock level', async () => {
    await expectEverywhere(
      () => update({ stockQuantity: 777 }),
      (s) => everywhere(s, (card) => card.stockQuantity === 777),
      () => product.slug,
      product.sku,
    );
  });

  it("another category: the new one's listing has it, the old one's not", async () => {
    let slug = product.slug;
    await expectEverywhere(
      async () => {
        await update({ categoryId: other.id });
        slug = other.slug;
      },
      (s) => everywhere(s, (card) => card.categoryName === other.name),
      () => slug,
      product.sku,
    );
    const old = await seen(reader, product.id, product.slug, product.sku);
    expect(old.listing).toBeNull();
  });

  it("a renamed category: the product's category name and the category list", async () => {
    const renamed = `Qovluq ${engine}`;
    await expectEverywhere(
      () =>
        graphql(
          writer,
          'mutation($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }',
          { id: other.id, input: { name: renamed, nameEn: renamed } },
          token,
        ),
      (s) => everywhere(s, (card) => card.categoryName === renamed),
      () => other.slug,
      product.sku,
    );
    type Tree = { id: string; name: string; subCategories?: Tree }[];
    const { categories } = await graphql<{ categories: Tree }>(reader, '{ categories { id name subCategories { id name subCategories { id name } } } }');
    const all = (tree: Tree): Tree => tree.flatMap((c) => [c, ...all(c.subCategories ?? [])]);
    expect(all(categories).find((c) => c.id === other.id)?.name).toBe(renamed);
  });
});
