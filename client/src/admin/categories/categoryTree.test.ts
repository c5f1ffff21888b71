import { describe, expect, it } from 'vitest';
import { categoryInput, categorySchema, newCategoryValues, TOP_LEVEL } from './categoryForm';
import { expandableIds, parentChoices, subtreeHeight, type CategoryNode } from '../catalogue/categoryTree';

const node = (id: string, level: number, parent: string | null, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name: id,
  nameAz: id,
  nameEn: id,
  slug: id,
  descriptionAz: '',
  descriptionEn: '',
  imageUrl: null,
  sortOrder: 0,
  isActive: true,
  parentCategoryId: parent,
  level,
  productCount: 0,
  totalProductCount: 0,
  subCategories: children,
});

// laptops > gaming > ultra; laptops > office; phones
const ultra = node('ultra', 3, 'gaming');
const gaming = node('gaming', 2, 'laptops', [ultra]);
const office = node('office', 2, 'laptops');
const laptops = node('laptops', 1, null, [gaming, office]);
const phones = node('phones', 1, null);
const tree = [laptops, phones];
const ids = (nodes: CategoryNode[]) => nodes.map((n) => n.id);

describe('category tree', () => {
  it('offers parents that keep a new category within three levels', () => {
    expect(ids(parentChoices(tree, null))).toEqual(['laptops', 'gaming', 'office', 'phones']);
  });

  it('never offers the category itself or its subtree, nor a place that would make a fourth level', () => {
    expect(subtreeHeight(gaming)).toBe(2);
    expect(ids(parentChoices(tree, gaming))).toEqual(['laptops', 'phones']);
    expect(ids(parentChoices(tree, laptops))).toEqual([]);
    expect(ids(parentChoices(tree, ultra))).toEqual(['laptops', 'gaming', 'office', 'phones']);
  });

  it('expands the categories that have subcategories', () => {
    expect(expandableIds(tree)).toEqual(['laptops', 'gaming']);
  });
});

describe('category form', () => {
  const issues = (adding: boolean, values: object) =>
    (categorySchema(adding).safeParse({ ...newCategoryValues(null), ...values }).error?.issues ?? []).map(
      (issue) => `${String(issue.path[0])}: ${issue.message}`,
    );

  it('wants a picture on add (Please upload an image first) and a name in either language', () => {
    expect(issues(true, {})).toEqual(['image: admin.upload.imageFirst', 'nameAz: admin.errors.categoryNameRequired']);
    expect(issues(false, { nameEn: 'Laptops' })).toEqual([]);
    expect(issues(false, { nameEn: 'Laptops', sortOrder: '1.5' })).toEqual(['sortOrder: admin.errors.sortOrderInvalid']);
  });

  it('sends trimmed texts and the parent, null at the top level', () => {
    const values = categorySchema(false).parse({ ...newCategoryValues('laptops'), nameAz: ' Oyun ', nameEn: 'Gaming', sortOrder: '2' });
    expect(categoryInput(values)).toEqual({
      name: 'Oyun',
      nameEn: 'Gaming',
      description: '',
      descriptionEn: '',
      sortOrder: 2,
      // A new category starts inactive (issue 28: it is not live at once at the top of the shop's list).
      isActive: false,
      parentCategoryId: 'laptops',
    });
    expect(categoryInput({ ...values, parentId: TOP_LEVEL }).parentCategoryId).toBeNull();
  });
});
