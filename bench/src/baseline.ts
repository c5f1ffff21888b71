import type { EntityManager } from '@mikro-orm/postgresql';
import Fastify, { type FastifyRequest } from 'fastify';
import pg from 'pg';
import { nullIfNotFound } from '@shop/server/errors.js';
import { numberParam } from '@shop/server/rest/params.js';
import { AccountStates, resolveViewer } from '@shop/server/modules/accounts/index.js';
import { productCardJson, productDetailJson } from '@shop/server/modules/catalog/index.js';
import { stockNoticeRequested } from '@shop/server/modules/stock-notices/index.js';
import { productById, similarProducts } from '@shop/server/modules/catalog/index.js';
import { CategoryCache } from '@shop/server/modules/catalog/index.js';
import { CatalogueVersion, MemoryCatalogEngine } from '@shop/server/modules/catalogue-index/index.js';
import { listProductsBy, parseSort } from '@shop/server/modules/catalog/index.js';
import { searchProducts } from '@shop/server/modules/catalog/index.js';
import { specificationsOfProducts } from '@shop/server/modules/specs/index.js';
import { systemContext } from '@shop/server/create-context.js';

/** A product card as the REST shim answers it (the benchmark's shop has no PUBLIC_FILES_URL: pictures stay under /uploads). */
const card = (p: Parameters<typeof productCardJson>[0]) => productCardJson(p, undefined);

/**
 * The benchmark's floor: a minimal Fastify app that runs the very same SQL (the shop's own statement
 * builders) straight through `pg` and answers the same JSON, without Apollo, the ORM or the shim. Our
 * throughput is reported as a ratio of this one's.
 */

/**
 * Just enough of an EntityManager for the services: `execute` with `?` placeholders, and the native
 * pool for the statements the shop prepares, on a pg pool.
 */
function pgExecutor(pool: pg.Pool): EntityManager {
  const execute = async (sql: string, params: unknown[] = []) => {
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    return (await pool.query<Record<string, unknown>>(text, params)).rows;
  };
  const connection = { getNativeClient: async () => pool, logQuery: () => undefined };
  return { execute, getConnection: () => connection } as unknown as EntityManager;
}

export async function startBaseline({ databaseUrl, jwtSecret, port }: { databaseUrl: string; jwtSecret: string; port: number }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c pg_trgm.word_similarity_threshold=0.45 -c jit=off' });
  const em = pgExecutor(pool);
  const categoryCache = new CategoryCache();
  const catalogEngine = new MemoryCatalogEngine();
  // The same card cache and category key as the shop's (nothing writes while the benchmark runs, so no listener).
  const catalogue = { engine: catalogEngine, version: new CatalogueVersion(catalogEngine) };
  await catalogue.version.start(em);
  const app = Fastify({ logger: false });
  // No listener, so nothing is kept of the accounts: a signed-in request reads its account, as the shop did before it listened.
  const accountStates = new AccountStates();
  /** The shop's services want a request context: the same parts, on the pool. */
  const contextOf = async (request: FastifyRequest) =>
    systemContext(em, { catalogue, categoryCache, viewer: await resolveViewer(em, accountStates, jwtSecret, request.headers.authorization) });

  app.post('/baseline/listing', async (request) => {
    const input = request.body as Record<string, unknown>;
    const criteria = (input.filterCriteria as { filterId: string; filterOptionIds: string[] }[] | undefined) ?? [];
    const result = await listProductsBy(await contextOf(request), {
      categoryId: typeof input.categoryId === 'string' ? input.categoryId : null,
      filters: criteria,
      minPrice: numberParam(input.minPrice, 'minPrice'),
      maxPrice: numberParam(input.maxPrice, 'maxPrice'),
      sort: parseSort(input.sortBy as string, input.sortOrder as string),
      page: Number(input.page ?? 1),
      pageSize: Number(input.pageSize ?? 20),
    });
    return { products: result.items.map(card), totalCount: result.totalCount };
  });

  app.get('/baseline/search', async (request) => {
    const query = request.query as Record<string, string>;
    const result = await searchProducts(await contextOf(request), query.q ?? '', 1, Number(query.pageSize ?? 20));
    return { products: result.items.map(card), totalCount: result.totalCount, totalCountIsLowerBound: result.totalCountIsLowerBound };
  });

  /** What GET /api/v1/Products/{id} answers. */
  app.get('/baseline/product/:id', async (request, reply) => {
    const ctx = await contextOf(request);
    const product = await nullIfNotFound(productById(ctx, (request.params as { id: string }).id));
    if (!product) return reply.code(404).send({ message: 'Product not found' });
    const [images, categories, notifyMeRequested] = await Promise.all([
      ctx.loaders.imagesByProduct.load(product.id),
      ctx.loaders.categories(),
      stockNoticeRequested(ctx, product),
    ]);
    const prices = [{ productId: product.id, tier: product.tier, priceMinor: product.priceMinor, discountedPriceMinor: product.discountedPriceMinor }];
    return { ...productDetailJson(product, images, prices, categories, undefined), notifyMeRequested };
  });

  /** The detail page's data in one answer, as the GraphQL page query reads it: product, images, specifications, similar. */
  app.get('/baseline/detail-page/:id', async (request, reply) => {
    const ctx = await contextOf(request);
    const id = (request.params as { id: string }).id;
    const [product, images, specifications, similar, categories] = await Promise.all([
      nullIfNotFound(productById(ctx, id)),
      ctx.loaders.imagesByProduct.load(id),
      specificationsOfProducts(ctx, [id]),
      similarProducts(ctx, { productId: id, limit: 6 }),
      ctx.loaders.categories(),
    ]);
    if (!product) return reply.code(404).send({ message: 'Product not found' });
    const prices = [{ productId: product.id, tier: product.tier, priceMinor: product.priceMinor, discountedPriceMinor: product.discountedPriceMinor }];
    return { product: productDetailJson(product, images, prices, categories, undefined), specificationGroups: specifications, similar: similar.map(card) };
  });

  app.get('/health', async () => ({ status: 'ok' }));
  await app.listen({ port, host: '127.0.0.1' });
  return {
    close: async () => {
      await app.close();
      await pool.end();
    },
  };
}

// Run as its own process by the benchmark: `node dist/bench/baseline.js` with DATABASE_URL, JWT_SECRET and PORT.
if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const baseline = await startBaseline({
    databaseUrl: process.env.DATABASE_URL!,
    jwtSecret: process.env.JWT_SECRET!,
    port: Number(process.env.PORT),
  });
  process.on('SIGTERM', () => void baseline.close().then(() => process.exit(0)));
}
