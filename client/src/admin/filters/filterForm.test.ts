import { describe, expect, it } from 'vitest';
import { withFilterValue } from '../catalogue/productFilterCache';
import { canAddOption, filterInput, filterSchema, NEW_FILTER, NEW_OPTION } from './filterForm';

describe('filter form', () => {
  it('adds an option only with a label and a value (back office §5); the colour starts red (§9)', () => {
    expect(NEW_OPTION.color).toBe('red');
    expect(canAddOption({ ...NEW_OPTION, labelEn: '16 GB' })).toBe(false);
    expect(canAddOption({ ...NEW_OPTION, value: '16' })).toBe(false);
    expect(canAddOption({ ...NEW_OPTION, labelAz: '16 GB', value: ' 16 ' })).toBe(true);
  });

  it('wants a name in either language and creates CHECKBOX filters with their options; an empty slug is left out', () => {
    expect(filterSchema.safeParse(NEW_FILTER).error?.issues.map((issue) => issue.message)).toEqual(['admin.errors.filterNameRequired']);
    const values = filterSchema.parse({
      ...NEW_FILTER,
      nameEn: ' RAM ',
      options: [{ labelAz: '16 GB', labelEn: '16 GB', value: '16', color: 'red', isActive: true }],
    });
    expect(filterInput(values, true)).toEqual({
      name: '',
      nameEn: 'RAM',
      isActive: true,
      sortOrder: 0,
      categoryIds: [],
      type: 'CHECKBOX',
      options: [{ displayName: '16 GB', displayNameEn: '16 GB', value: '16', color: 'red', isActive: true }],
    });
    expect(filterInput({ ...values, slug: 'ram' }, false)).toEqual({ name: '', nameEn: 'RAM', isActive: true, sortOrder: 0, categoryIds: [], slug: 'ram' });
  });
});

describe('product filter values in the cache', () => {
  const ram = { filterId: 'f1', filterName: 'RAM', filterOptionId: 'o1', optionName: '16 GB', value: '16' };
  it('replaces the value a product had for the filter, or adds it last', () => {
    const colour = { filterId: 'f2', filterName: 'Colour', filterOptionId: null, optionName: null, value: 'Blue' };
    expect(withFilterValue([ram], colour).map((value) => value.filterId)).toEqual(['f1', 'f2']);
    expect(withFilterValue([ram, colour], { ...ram, value: '32' }).map((value) => value.value)).toEqual(['32', 'Blue']);
  });
});
