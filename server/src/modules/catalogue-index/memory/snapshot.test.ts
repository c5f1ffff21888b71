import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CatalogSort, FacetFilter, ListingQuery } from '../catalog-search.js';
import { CatalogueSnapshot } from './snapshot.js';
import type { SourceRow } from './source.js';

/**
 * Kept answers are brought up to date by each change instead of worked out again (snapshot.apply).
 * Property: after any run of changes (prices, names, flags, categories, options, products added and
 * removed), every kept answer equals what a copy freshly built from the same rows answers. The fresh
 * build is the one the contract tests hold to the SQL oracle.
 */

const WORDS = ['monitor', 'mouse', 'model', 'laptop', 'lenovo', 'printer', 'router', 'kamera', 'klaviatura', 'server', 'switch', 'modem'];
/** Words only changes bring, several a typo away from the words above (search must learn them as it goes). */
const NEW_WORDS = ['monitorz', 'lenovox', 'printr', 'kamerra', 'routter', 'swich'];
const CATEGORIES = ['c1', 'c2', 'c3', 'c4'];
const OPTIONS = ['o1', 'o2', 'o3', 'o4', 'o5'];
const SORTS: CatalogSort[] = ['price_asc', 'price_desc', 'name_asc', 'name_desc', 'newest'];
const BRANDS = ['b1', 'b2', 'b3'];
/** Custom values of filter f3 (compared ignoring case) and numbers of filter f4. */
const CUSTOM = ['Qırmızı', 'QIRMIZI', 'yaşıl', 'Göy'];

const price = fc.option(
  fc.integer({ min: 0, max: 500 }).map((n) => n * 100),
  { nil: null, freq: 8 },
);

const row = (id: string, words = WORDS): fc.Arbitrary<SourceRow> =>
  fc
    .record({
      categoryId: fc.constantFrom(...CATEGORIES),
      isActive: fc.integer({ min: 0, max: 9 }).map((n) => n < 7),
      isHotDeal: fc.boolean(),
      createdUs: fc.integer({ min: 1, max: 50 }).map((n) => n * 1_000_000),
      inStock: fc.boolean(),
      orderCount: fc.integer({ min: 0, max: 3 }),
      nameWords: fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 3 }),
      tail: fc.integer({ min: 1, max: 40 }),
      options: fc.subarray(OPTIONS),
      brandId: fc.option(fc.constantFrom(...BRANDS), { nil: null, freq: 4 }),
      custom: fc.option(fc.constantFrom(...CUSTOM), { nil: null }),
      number: fc.option(
        fc.integer({ min: 0, max: 40 }).map((n) => n / 4),
        { nil: null },
      ),
      price1: price,
      price2: price,
      price3: price,
      price4: price,
    })
    .map(({ nameWords, tail, options, custom, number, ...rest }) => {
      const name = `${nameWords.join(' ')} ${tail}`;
      const document = [...new Set(nameWords)]
        .map((word, i) => `'${word}':${i + 1}A`)
        .concat(`'${tail}':9A`, `'${rest.categoryId}':10B`)
        .join(' ');
      const values: SourceRow['values'] = [
        ...options.map((option): NonNullable<SourceRow['values']>[number] => [option < 'o4' ? 'f1' : 'f2', option, option.toUpperCase(), null]),
        ...(custom === null ? [] : [['f3', null, custom, null] as const]),
        ...(number === null ? [] : [['f4', null, null, number] as const]),
      ].map((value) => [...value]);
      return { id, name, document, optionIds: options.join(','), values, ...rest };
    });

type Change = { kind: 'put'; row: SourceRow } | { kind: 'remove'; id: string };

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${String(i).padStart(4, '0')}`);

/** Listings and searches broad enough to be kept (they reach a fifth of the catalogue or more). */
const LISTINGS: ListingQuery[] = SORTS.flatMap((sort, s) => [
  { tier: 1 + (s % 4), sort, offset: 0, limit: 12 },
  { tier: 1, sort, offset: 12, limit: 12, hotDealsOnly: s % 2 === 0 },
  { tier: 2, sort, offset: 0, limit: 20, categoryIds: ['c1', 'c2', 'c3'], minPrice: 5_000, maxPrice: 40_000 },
  {
    tier: 3,
    sort,
    offset: 0,
    limit: 10,
    filters: [
      { filterId: 'f1', optionIds: ['o1', 'o2'] },
      { filterId: 'f2', optionIds: ['o3', 'o4', 'o5'] },
    ],
  },
  { tier: 4, sort, offset: 0, limit: 10, brandId: BRANDS[s % 3]! },
  { tier: 1, sort, offset: 0, limit: 10, filters: [{ filterId: 'f3', customValue: 'qırmızı' }] },
  { tier: 2, sort, offset: 5, limit: 10, filters: [{ filterId: 'f4', minValue: 2.5, maxValue: 7 }] },
  { tier: 1, sort, offset: 0, limit: 10, text: 'mo', filters: [{ filterId: 'f1', optionIds: ['o1', 'o2', 'o3'] }] },
]);
const SEARCHES: ListingQuery[] = ['m', 'mo', 'l', 'monitr', 'lenov', 'se', 'k', 'mod 1', 'c', 'ro', 'kamra', 'rooter', 'switc', 'printer'].flatMap(
  (text, i) => [
    { text, tier: 1 + (i % 4), offset: 0, limit: 10 },
    { text, tier: 1, offset: 10, limit: 10 },
    { text, tier: 2, offset: 0, limit: 10, brandId: BRANDS[i % 3]!, filters: [{ filterId: 'f4', minValue: 1 }] },
    { text, tier: 3, offset: 0, limit: 10, sort: SORTS[i % 5]!, categoryIds: ['c1', 'c2'] },
  ],
);

/** Facet counts (two made-up filters over the options), kept for broad listings until a change. */
const COUNTED: FacetFilter[] = [
  { filterId: 'f1', optionIds: ['o1', 'o2', 'o3'] },
  { filterId: 'f2', optionIds: ['o4', 'o5'] },
];
const FACETS: ListingQuery[] = [
  { tier: 1 },
  { tier: 2, filters: [{ filterId: 'f1', optionIds: ['o1'] }] },
  { tier: 3, categoryIds: ['c1', 'c2'], filters: [{ filterId: 'f2', optionIds: ['o4', 'o5'] }] },
  {
    tier: 1,
    text: 'mo',
    filters: [
      { filterId: 'f1', optionIds: ['o2'] },
      { filterId: 'f3', customValue: 'QIRMIZI' },
    ],
  },
].map((query) => ({ ...query, offset: 0, limit: 0, facets: COUNTED }));

async function build(rows: Iterable<SourceRow>): Promise<CatalogueSnapshot> {
  const list = [...rows];
  return CatalogueSnapshot.build(
    (async function* () {
      yield list;
    })(),
  );
}

describe('kept answers through changes', () => {
  it('equal a fresh copy’s answers after any run of changes', async () => {
    const base = ids(300);
    const catalogue = fc.tuple(...base.map((id) => row(id)));
    const changes = fc.array(
      fc.oneof(
        {
          weight: 6,
          arbitrary: fc.constantFrom(...base, 'p9001', 'p9002').chain((id) => row(id, [...WORDS, ...NEW_WORDS]).map((r): Change => ({ kind: 'put', row: r }))),
        },
        { weight: 1, arbitrary: fc.constantFrom(...base).map((id): Change => ({ kind: 'remove', id })) },
      ),
      { minLength: 1, maxLength: 12 },
    );
    await fc.assert(
      fc.asyncProperty(catalogue, fc.array(changes, { minLength: 1, maxLength: 4 }), async (rows, batches) => {
        const current = new Map(rows.map((r) => [r.id, r]));
        const snapshot = await build(current.values());
        const ask = (copy: CatalogueSnapshot) => [
          ...LISTINGS.map((q) => copy.query(q)),
          ...SEARCHES.map((q) => copy.query(q)),
          ...FACETS.map((q) => copy.query(q)),
        ];
        ask(snapshot);
        for (const batch of batches) {
          for (const change of batch) {
            if (change.kind === 'put') current.set(change.row.id, change.row);
            else current.delete(change.id);
          }
          const changedIds = [...new Set(batch.map((c) => (c.kind === 'put' ? c.row.id : c.id)))];
          snapshot.apply(
            changedIds,
            changedIds.flatMap((id) => current.get(id) ?? []),
          );
          expect(ask(snapshot)).toEqual(ask(await build(current.values())));
        }
      }),
      { numRuns: 60, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
    );
  });

  it('keeps a broad answer through a change that does not touch it, and updates one that does', async () => {
    const rows = fc.sample(fc.tuple(...ids(300).map((id) => row(id))), { numRuns: 1, seed: 7 })[0]!;
    const snapshot = await build(rows);
    const query = { text: 'mo', tier: 1, offset: 0, limit: 10 };
    const first = snapshot.query(query);
    expect(first.total).toBeGreaterThan(60);
    const untouched = rows.find((r) => !r.document!.includes("'mo"))!;
    snapshot.apply([untouched.id], [{ ...untouched, price1: 123_00 }]);
    // Not touched: the very same answer object.
    expect(snapshot.query(query)).toBe(first);
    const leader = rows.find((r) => r.id === first.ids[0])!;
    snapshot.apply([leader.id], []);
    const after = snapshot.query(query);
    expect(after.total).toBe(first.total - 1);
    expect(after.ids).toEqual([...first.ids.slice(1), after.ids.at(-1)]);
  });
});
