import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Brand } from './brand.entity.js';
import { Category } from './category.entity.js';

export const Product = defineEntity({
  name: 'Product',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string(),
    /** The name in English; empty: the Azerbaijani name is shown. */
    nameEn: p.string().default(''),
    slug: p.string().unique(),
    sku: p.string().unique(),
    shortDescription: p.text().default(''),
    description: p.text().default(''),
    /** English descriptions; empty: read the Azerbaijani ones. */
    shortDescriptionEn: p.text().default(''),
    descriptionEn: p.text().default(''),
    /** Colour and size names the product comes in ("Qara", "15.6\""). */
    colors: p.array().default([]),
    sizes: p.array().default([]),
    stockQuantity: p.integer().default(0),
    isHotDeal: p.boolean().default(false),
    isActive: p.boolean().default(true),
    /** Set when a product an order refers to is deleted: it stays, inactive, for the order's history. */
    archivedAt: p.datetime().nullable(),
    category: () => p.manyToOne(Category).index(),
    brand: () => p.manyToOne(Brand).nullable().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    /** Search document, written by the database's triggers (migration 071400): weighted, folded for Azerbaijani letters. Never loaded. */
    searchVector: p.type('tsvector').columnType('tsvector').nullable().lazy().hidden(),
    /** Folded name, SKU and brand, for typo-tolerant trigram matching. Never loaded. */
    searchName: p.text().default('').lazy().hidden(),
    prices: () => p.oneToMany(ProductPrice).mappedBy('product'),
    images: () => p.oneToMany(ProductImage).mappedBy('product'),
  },
  indexes: [
    {
      name: 'product_category_created_index',
      expression: 'create index "product_category_created_index" on "product" ("category_id", "created_at" desc, "id") where "is_active"',
    },
    {
      name: 'product_brand_created_index',
      expression: 'create index "product_brand_created_index" on "product" ("brand_id", "created_at" desc, "id") where "is_active"',
    },
    {
      name: 'product_hot_deal_index',
      expression: 'create index "product_hot_deal_index" on "product" ("created_at" desc, "id") where "is_active" and "is_hot_deal"',
    },
    {
      name: 'product_search_vector_index',
      expression: 'create index "product_search_vector_index" on "product" using gin ("search_vector")',
    },
    {
      name: 'product_recent_index',
      expression: 'create index "product_recent_index" on "product" ("created_at" desc, "id") where "is_active"',
    },
    {
      name: 'product_archived_index',
      expression: 'create index "product_archived_index" on "product" ("archived_at") where "archived_at" is not null',
    },
  ],
});
export type Product = InferEntity<typeof Product>;

/**
 * One price row per customer tier (1 NormalUser, 2 Retail, 3 Wholesale, 4 VIP).
 * Money is kept in integer qəpik (1/100 AZN) so sums never drift.
 */
export const ProductPrice = defineEntity({
  name: 'ProductPrice',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    product: () => p.manyToOne(Product).deleteRule('cascade'),
    tier: p.smallint(),
    priceMinor: p.integer(),
    discountedPriceMinor: p.integer(),
  },
  uniques: [{ properties: ['product', 'tier'] }],
  indexes: [{ name: 'product_price_tier_price_index', properties: ['tier', 'discountedPriceMinor', 'product'] }],
  checks: [
    { name: 'product_price_tier_check', expression: 'tier >= 1 and tier <= 4' },
    {
      name: 'product_price_amounts_check',
      expression: 'price_minor >= 0 and discounted_price_minor >= 0 and discounted_price_minor <= price_minor',
    },
  ],
});
export type ProductPrice = InferEntity<typeof ProductPrice>;

export const ProductImage = defineEntity({
  name: 'ProductImage',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    product: () => p.manyToOne(Product).deleteRule('cascade').index(),
    url: p.string(),
    altText: p.string().default(''),
    isPrimary: p.boolean().default(false),
    sortOrder: p.integer().default(0),
  },
});
export type ProductImage = InferEntity<typeof ProductImage>;
