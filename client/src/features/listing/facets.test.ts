import { describe, expect, it } from 'vitest';
import { facetedFilters } from './facets';
import type { FilterDefinition } from './FilterPanel';

const filter = (id: string, options: string[]): FilterDefinition => ({
  id,
  name: id,
  nameAz: id,
  nameEn: id,
  slug: id,
  options: options.map((option) => ({ id: option, value: option, displayName: option })),
});

describe('facetedFilters', () => {
  const brand = filter('brand', ['hp', 'lenovo', 'dell']);
  const ram = filter('ram', ['8', '16']);
  const colour = filter('colour', ['black']);

  it('offers only options with products, with their counts, in the filters’ own order, and hides empty filters', () => {
    const facets = [
      {
        filterId: 'brand',
        options: [
          { optionId: 'dell', count: 2 },
          { optionId: 'hp', count: 5 },
        ],
      },
      { filterId: 'ram', options: [{ optionId: '16', count: 7 }] },
    ];
    expect(facetedFilters([brand, ram, colour], facets, [])).toEqual([
      {
        ...brand,
        options: [
          { ...brand.options[0], count: 5 },
          { ...brand.options[2], count: 2 },
        ],
      },
      { ...ram, options: [{ ...ram.options[1], count: 7 }] },
    ]);
  });

  it('keeps chosen options so they can be unchosen, counted 0 when no product is left', () => {
    expect(facetedFilters([brand, colour], [], ['lenovo', 'black'])).toEqual([
      { ...brand, options: [{ ...brand.options[1], count: 0 }] },
      { ...colour, options: [{ ...colour.options[0], count: 0 }] },
    ]);
  });
});
