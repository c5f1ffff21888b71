import { describe, expect, it } from 'vitest';
import { bannerInput, bannerSchema, categoryLink, fromLocalInput, NEW_BANNER, toLocalInput } from './bannerForm';

describe('banner form', () => {
  it('links a top-level category as /{slug} and a deeper one as /products/{slug} (back office §9)', () => {
    expect(categoryLink({ slug: 'noutbuklar', parentCategoryId: null })).toBe('/noutbuklar');
    expect(categoryLink({ slug: 'oyun-noutbuklari', parentCategoryId: 'a1' })).toBe('/products/oyun-noutbuklari');
  });

  it('wants a picture on add but not on edit, a title in either language, and dates in order', () => {
    const issues = (adding: boolean, values: object) =>
      (bannerSchema(adding).safeParse({ ...NEW_BANNER, ...values }).error?.issues ?? []).map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    expect(issues(true, {})).toEqual(['image: admin.upload.imageRequired', 'titleAz: admin.errors.titleRequired']);
    expect(issues(false, { titleEn: 'Summer sale' })).toEqual([]);
    expect(issues(false, { titleAz: 'Yay', startDate: '2026-06-02T00:00', endDate: '2026-06-01T00:00' })).toEqual(['endDate: admin.errors.dateRangeInvalid']);
    expect(issues(false, { titleAz: 'Yay', sortOrder: '1.5' })).toEqual(['sortOrder: admin.errors.sortOrderInvalid']);
  });

  it('sends the form as BannerInput: trimmed texts, empty button text and link as null, local dates as ISO', () => {
    const values = bannerSchema(false).parse({ ...NEW_BANNER, titleAz: ' Yay ', titleEn: 'Summer', sortOrder: '2', startDate: '2026-06-01T09:30' });
    expect(bannerInput(values)).toEqual({
      title: 'Yay',
      titleEn: 'Summer',
      description: '',
      descriptionEn: '',
      buttonText: null,
      buttonTextEn: '',
      linkUrl: null,
      type: 'CAROUSEL',
      isActive: true,
      sortOrder: 2,
      startDate: new Date('2026-06-01T09:30').toISOString(),
      endDate: null,
    });
  });

  it('shows a stored time in the browser’s zone for the date inputs, and back', () => {
    const iso = new Date('2026-06-01T09:30').toISOString();
    expect(toLocalInput(iso)).toBe('2026-06-01T09:30');
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});
