import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Brand, Category, Product } from '../catalog/index.js';

/**
 * A filter shoppers narrow listings by (brand, RAM, screen size ...). A filter linked to no category is
 * general: it is offered everywhere; a linked one only in its categories and their descendants.
 */
export const Filter = defineEntity({
  name: 'Filter',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string(),
    /** English name; empty: read the Azerbaijani one. */
    nameEn: p.string().default(''),
    slug: p.string().unique(),
    type: p.smallint().default(0),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    /** The Brand filter: its options are the brands and each product's value is its brand's (database triggers keep them). */
    followsBrand: p.boolean().default(false),
    options: () => p.oneToMany(FilterOption).mappedBy('filter'),
  },
  indexes: [
    {
      name: 'filter_follows_brand_unique',
      expression: 'create unique index "filter_follows_brand_unique" on "filter" ("follows_brand") where "follows_brand"',
    },
  ],
});
export type Filter = InferEntity<typeof Filter>;

export const FilterOption = defineEntity({
  name: 'FilterOption',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    filter: () => p.manyToOne(Filter).deleteRule('cascade').index(),
    value: p.string(),
    displayName: p.string(),
    displayNameEn: p.string().default(''),
    color: p.string().nullable(),
    iconUrl: p.string().nullable(),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    /** The brand an option of the Brand filter stands for (made and renamed with the brand). */
    brand: () => p.manyToOne(Brand).nullable().deleteRule('cascade'),
  },
  /** An option's value is unique within its filter; a brand has one option. */
  uniques: [
    { name: 'filter_option_filter_id_value_unique', properties: ['filter', 'value'] },
    { name: 'filter_option_brand_id_unique', properties: ['brand'] },
  ],
});
export type FilterOption = InferEntity<typeof FilterOption>;

export const CategoryFilter = defineEntity({
  name: 'CategoryFilter',
  properties: {
    category: () => p.manyToOne(Category).primary().deleteRule('cascade'),
    filter: () => p.manyToOne(Filter).primary().deleteRule('cascade').index(),
  },
});
export type CategoryFilter = InferEntity<typeof CategoryFilter>;

/** A product's value for a filter: one of its options, or a custom value (or both: the custom value is shown). At most one per product and filter. */
export const ProductFilter = defineEntity({
  name: 'ProductFilter',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    filter: () => p.manyToOne(Filter).deleteRule('cascade'),
    filterOption: () => p.manyToOne(FilterOption).nullable().deleteRule('cascade'),
    customValue: p.string().nullable(),
    /** The leading number of the value ("16 GB" → 16), for min/max criteria. */
    numericValue: p.decimal('number').precision(14).scale(3).nullable(),
  },
  uniques: [{ name: 'product_filter_product_id_filter_id_unique', properties: ['product', 'filter'] }],
  indexes: [
    { name: 'product_filter_option_index', properties: ['filter', 'filterOption', 'product'] },
    { name: 'product_filter_numeric_index', properties: ['filter', 'numericValue'] },
  ],
});
export type ProductFilter = InferEntity<typeof ProductFilter>;
