import { describe, expect, it } from 'vitest';
import { listingInput, type ListingSource } from './useListingResults';
import { EMPTY_STATE, listingTransitions } from './urlState';

const ram = [{ filterId: 'f-ram', filterOptionIds: ['o-16'] }];
const sortedFiltered = { ...listingTransitions.price(listingTransitions.sort(EMPTY_STATE, 'price_asc'), null, 1500), page: 2 };

describe('listingInput', () => {
  it("keeps the route's restriction under a sort, filters and a price range", () => {
    const sources: [ListingSource, object][] = [
      [{ kind: 'search', text: 'noutbuk' }, { search: 'noutbuk' }],
      [{ kind: 'hot-deals' }, { hotDealsOnly: true }],
      [{ kind: 'brand', brandSlug: 'lenovo' }, { brandSlug: 'lenovo' }],
      [{ kind: 'category', slug: 'noutbuklar' }, { categorySlug: 'noutbuklar' }],
    ];
    for (const [source, restriction] of sources) {
      expect(listingInput(source, sortedFiltered, ram)).toEqual({
        ...restriction,
        filterCriteria: ram,
        minPrice: null,
        maxPrice: 1500,
        sort: 'PRICE_ASC',
        page: 2,
        pageSize: 10,
      });
    }
  });

  it('lists everything for the recommended and all routes, and sends no empty criteria', () => {
    expect(listingInput({ kind: 'all' }, EMPTY_STATE, [])).toEqual({ filterCriteria: null, minPrice: null, maxPrice: null, sort: null, page: 1, pageSize: 10 });
  });

  it("narrows to the sidebar's category within the route's", () => {
    const state = listingTransitions.category(EMPTY_STATE, 'oyun-noutbuklari');
    expect(listingInput({ kind: 'category', slug: 'noutbuklar' }, state, [])).toMatchObject({ categorySlug: 'oyun-noutbuklari' });
    expect(listingInput({ kind: 'search', text: 'rtx' }, state, [])).toMatchObject({ search: 'rtx', categorySlug: 'oyun-noutbuklari' });
  });
});
