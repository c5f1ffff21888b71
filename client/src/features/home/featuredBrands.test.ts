import { describe, expect, it } from 'vitest';
import { FEATURED_BRAND_SLUGS, featuredBrands } from './BrandStrip';

describe('featured brands', () => {
  it('keeps the spec order, matches slugs case-insensitively and skips brands that do not exist', () => {
    const brands = [...FEATURED_BRAND_SLUGS].reverse().map((slug) => ({ slug: slug === 'westernDigital' ? 'westerndigital' : slug }));
    brands.push({ slug: 'tp-link' });
    const picked = featuredBrands(brands).map((b) => b.slug);
    expect(picked).toHaveLength(12);
    expect(picked[0]).toBe('hem');
    expect(picked[6]).toBe('westerndigital');
    expect(picked).not.toContain('tp-link');
    expect(featuredBrands([{ slug: 'hp' }, { slug: 'unknown' }])).toEqual([{ slug: 'hp' }]);
  });
});
