import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '@shop/server/db/sql.js';

/** One HTTP request of a scenario, as autocannon sends it. */
export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A scenario: the same work asked of the GraphQL API, the REST shim and the raw baseline. */
export interface Scenario {
  name: 'listing' | 'search' | 'detail' | 'tier listing' | 'checkout';
  graphql: BenchRequest[];
  rest: BenchRequest[];
  /** The baseline's equivalent of each REST request (same SQL, same JSON); null where there is none (checkout). */
  restBaseline: BenchRequest[] | null;
  /** The baseline's equivalent of each GraphQL request; null where there is none. */
  graphqlBaseline: BenchRequest[] | null;
}

/** Products the checkout scenario adds before it empties the cart again (the cart never grows past this many lines). */
const CART_PRODUCTS = 4;

/** What the scenarios are built from: real ids and words of the benchmark database. */
export interface BenchFacts {
  categoryId: string;
  categorySlug: string;
  filterId: string;
  optionIds: [string, string];
  productIds: string[];
  /** Shown products with the most stock: the checkout scenario's adds never reach a stock limit. */
  stockedProductIds: string[];
  words: string[];
  skus: string[];
}

export async function collectFacts(em: EntityManager): Promise<BenchFacts> {
  const [category] = await query<{ id: string; slug: string }>(em, `select id, slug from category where slug = 'noutbuklar'`);
  const options = await query<{ filterId: string; id: string }>(
    em,
    `select o.filter_id as "filterId", o.id from filter_option o join filter f on f.id = o.filter_id
     where f.slug = 'brend' and o.value in ('hp', 'lenovo') order by o.value`,
  );
  // Spread over the catalogue: every 97th product by id.
  const products = await query<{ id: string; sku: string }>(
    em,
    `select id, sku from (select id, sku, row_number() over (order by id) as n from product where is_active) p where n % 97 = 1 limit 200`,
  );
  const stocked = await query<{ id: string }>(
    em,
    `select p.id from product p join product_listing l on l.product_id = p.id and l.is_active
     where p.stock_quantity >= 100 order by p.stock_quantity desc, p.id limit ${CART_PRODUCTS}`,
  );
  if (!category || options.length < 2 || products.length < 10 || stocked.length < CART_PRODUCTS) {
    throw new Error('The benchmark database lacks the demo catalogue');
  }
  return {
    categoryId: category.id,
    categorySlug: category.slug,
    filterId: options[0]!.filterId,
    optionIds: [options[0]!.id, options[1]!.id],
    productIds: products.map((p) => p.id),
    stockedProductIds: stocked.map((p) => p.id),
    words: ['lenovo', 'noutbuk', 'monitor', 'kamera', 'printer', 'kompüter'],
    skus: products
      .filter((p) => p.sku.startsWith('GEN-'))
      .slice(0, 3)
      .map((p) => p.sku),
  };
}

const json = (body: unknown) => JSON.stringify(body);
const JSON_HEADERS = { 'content-type': 'application/json' };

function graphql(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}): BenchRequest {
  return { method: 'POST', path: '/graphql', headers: { ...JSON_HEADERS, ...headers }, body: json({ query, variables }) };
}

const CARD = 'id name categoryName currentPrice originalPrice discountPercentage isHotDeal primaryImageUrl';
const LISTING_QUERY = `query Listing($input: ProductListInput!) { products(input: $input) { totalCount items { ${CARD} } } }`;
const FACETS = 'facets { filterId options { optionId count } }';
const SEARCH_QUERY = `query Search($text: String!) { products(input: { search: $text, pageSize: 6 }) { totalCount items { ${CARD} } } }`;
const DETAIL_QUERY = `query Detail($id: ID!) {
  product(id: $id) { id name slug sku shortDescription description stockQuantity inStock categoryName categorySlug
    parentCategoryName parentCategorySlug currentPrice originalPrice discountPercentage primaryImageUrl
    images { imageUrl altText } prices { userRole price discountedPrice discountPercentage }
    specificationGroups { groupName items { name value unit } } }
  similarProducts(productId: $id, limit: 6) { ${CARD} }
}`;

/** Growing prefixes of a word, from the 2 characters search starts at. */
export function prefixes(word: string): string[] {
  return Array.from({ length: Math.max(0, word.length - 1) }, (_, i) => word.slice(0, i + 2));
}

const SORTS = [
  { rest: ['price', 'asc'], graphql: 'PRICE_ASC' },
  { rest: ['price', 'desc'], graphql: 'PRICE_DESC' },
  { rest: ['createdDate', 'desc'], graphql: 'NEWEST' },
  { rest: ['name', 'asc'], graphql: 'NAME_ASC' },
] as const;
/** Mostly the first page, some deeper ones, as shoppers page. */
const PAGES = [1, 1, 1, 1, 1, 1, 2, 1, 3, 5];

function listingRequests(facts: BenchFacts, headers: Record<string, string>) {
  const graphqlRequests: BenchRequest[] = [];
  const rest: BenchRequest[] = [];
  const restBaseline: BenchRequest[] = [];
  PAGES.forEach((page, i) => {
    const sort = SORTS[i % SORTS.length]!;
    const criteria = [{ filterId: facts.filterId, filterOptionIds: facts.optionIds }];
    const input = { categoryId: facts.categoryId, filterCriteria: criteria, minPrice: 500, maxPrice: 3000, sort: sort.graphql, page, pageSize: 20 };
    const restBody = json({
      categoryId: facts.categoryId,
      filterCriteria: criteria,
      minPrice: 500,
      maxPrice: 3000,
      sortBy: sort.rest[0],
      sortOrder: sort.rest[1],
      page,
      pageSize: 20,
    });
    graphqlRequests.push(graphql(LISTING_QUERY, { input }, headers));
    rest.push({ method: 'POST', path: '/api/v1/Products/filter', headers: { ...JSON_HEADERS, ...headers }, body: restBody });
    restBaseline.push({ method: 'POST', path: '/baseline/listing', headers: { ...JSON_HEADERS, ...headers }, body: restBody });
  });
  return { graphql: graphqlRequests, rest, restBaseline, graphqlBaseline: restBaseline };
}

/**
 * The storefront's listing query with and without its facet counts (the filter panel's options and
 * counts come in the same answer): a category with two brands chosen, a price range, shoppers' pages.
 */
export function facetListingRequests(facts: BenchFacts): { without: BenchRequest[]; with: BenchRequest[] } {
  const inputs = PAGES.map((page) => ({
    categoryId: facts.categoryId,
    filterCriteria: [{ filterId: facts.filterId, filterOptionIds: facts.optionIds }],
    minPrice: 500,
    maxPrice: 3000,
    page,
    pageSize: 10,
  }));
  const withFacets = LISTING_QUERY.replace('totalCount items', `totalCount ${FACETS} items`);
  return {
    without: inputs.map((input) => graphql(LISTING_QUERY, { input })),
    with: inputs.map((input) => graphql(withFacets, { input })),
  };
}

/** Prefixes that reach a fifth of the catalogue or nearly all of it ("mo": monitors, mice, models ...), as a shopper's first keystrokes. */
const SHORT_PREFIXES = ['le', 'no', 'mo'];

/**
 * Issue 30's engine rows: a short-prefix search (REST, a page of 20), and a short-prefix search's listing
 * with its facet counts (GraphQL, as the storefront asks a search's filter panel).
 */
export function shortPrefixRequests(): { search: BenchRequest[]; facets: BenchRequest[] } {
  const withFacets = LISTING_QUERY.replace('totalCount items', `totalCount ${FACETS} items`);
  return {
    search: SHORT_PREFIXES.map((q): BenchRequest => ({ method: 'GET', path: `/api/v1/Products/search?q=${q}&pageSize=20` })),
    facets: SHORT_PREFIXES.map((search) => graphql(withFacets, { input: { search, page: 1, pageSize: 20 } })),
  };
}

const CART = `id itemCount totalQuantity totalAmount totalDiscount totalPrice
  items { id productId productName productSku productImageUrl quantity stockQuantity available unitPrice originalUnitPrice totalPrice }`;
const ADD_TO_CART = `mutation AddToCart($productId: ID!) { addToCart(productId: $productId, quantity: 1) { ${CART} } }`;
const CART_QUERY = `query Cart { cart { ${CART} } cartCount }`;
const CLEAR_CART = 'mutation ClearCart { clearCart { itemCount } }';

/**
 * The buying path as a signed-in customer (issue 15): add a product (one unit), read the cart, for a few
 * products, then empty the cart, over and over. Emptying it keeps every line far below the stock and the
 * cart a few lines long, however long the run (the benchmark database is kept between runs). There is no
 * baseline: the cart's SQL lives in the cart module, and only its own answers are measured.
 */
function checkoutRequests(facts: BenchFacts, token: string): Pick<Scenario, 'graphql' | 'rest'> {
  const auth = { authorization: `Bearer ${token}` };
  const graphqlRequests: BenchRequest[] = [];
  const rest: BenchRequest[] = [];
  for (const productId of facts.stockedProductIds) {
    graphqlRequests.push(graphql(ADD_TO_CART, { productId }, auth), graphql(CART_QUERY, {}, auth));
    rest.push(
      { method: 'POST', path: '/api/v1/cart/items', headers: { ...JSON_HEADERS, ...auth }, body: json({ productId, quantity: 1 }) },
      { method: 'GET', path: '/api/v1/Cart', headers: auth },
    );
  }
  graphqlRequests.push(graphql(CLEAR_CART, {}, auth));
  // As storefront spec §7 spells it (the trailing slash included); no body, so no content type.
  rest.push({ method: 'DELETE', path: '/api/v1/Cart/', headers: auth });
  return { graphql: graphqlRequests, rest };
}

export function buildScenarios(facts: BenchFacts, retailToken: string): Scenario[] {
  const texts = [...facts.words.flatMap(prefixes), ...facts.skus.flatMap((sku) => prefixes(sku).filter((p) => p.length >= 5))];
  const searchRest = texts.map((q): BenchRequest => ({ method: 'GET', path: `/api/v1/Products/search?q=${encodeURIComponent(q)}&pageSize=6` }));
  const searchBaseline = texts.map((q): BenchRequest => ({ method: 'GET', path: `/baseline/search?q=${encodeURIComponent(q)}&pageSize=6` }));
  const ids = facts.productIds;
  return [
    { name: 'listing', ...listingRequests(facts, {}) },
    {
      name: 'search',
      graphql: texts.map((text) => graphql(SEARCH_QUERY, { text })),
      rest: searchRest,
      restBaseline: searchBaseline,
      graphqlBaseline: searchBaseline,
    },
    {
      name: 'detail',
      graphql: ids.map((id) => graphql(DETAIL_QUERY, { id })),
      rest: ids.map((id): BenchRequest => ({ method: 'GET', path: `/api/v1/Products/${id}` })),
      restBaseline: ids.map((id): BenchRequest => ({ method: 'GET', path: `/baseline/product/${id}` })),
      graphqlBaseline: ids.map((id): BenchRequest => ({ method: 'GET', path: `/baseline/detail-page/${id}` })),
    },
    { name: 'tier listing', ...listingRequests(facts, { authorization: `Bearer ${retailToken}` }) },
    { name: 'checkout', ...checkoutRequests(facts, retailToken), restBaseline: null, graphqlBaseline: null },
  ];
}

/** A storefront page the server renders, asked for as a browser asks (HTML, compressed, in English), at each of its addresses in turn. */
export interface PageScenario {
  name: 'home' | 'listing' | 'product' | 'search results';
  /** The address, with a placeholder where the requests vary. */
  address: string;
  requests: BenchRequest[];
}

const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip', 'accept-language': 'en' };

/** The pages' addresses as the client's router names them (client/src/lib/site.ts `ROUTES`). */
export function pageScenarios(facts: BenchFacts): PageScenario[] {
  const page = (path: string): BenchRequest => ({ method: 'GET', path, headers: PAGE_HEADERS });
  return [
    { name: 'home', address: '/', requests: [page('/')] },
    { name: 'listing', address: `/products/${facts.categorySlug}`, requests: [page(`/products/${facts.categorySlug}`)] },
    { name: 'product', address: '/details/{id}', requests: facts.productIds.map((id) => page(`/details/${id}`)) },
    {
      name: 'search results',
      address: '/products?search={word}',
      requests: facts.words.map((word) => page(`/products?search=${encodeURIComponent(word)}`)),
    },
  ];
}

/** The same requests from a signed-in customer's browser: the storefront keeps the sign-in in the `token` cookie. */
export function signedIn(requests: BenchRequest[], token: string): BenchRequest[] {
  return requests.map((r) => ({ ...r, headers: { ...r.headers, cookie: `token=${token}` } }));
}
