import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A node of the category tree (at most three levels: top, sub, leaf). */
export const Category = defineEntity({
  name: 'Category',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string(),
    /** English name; empty: read the Azerbaijani one. */
    nameEn: p.string().default(''),
    slug: p.string().unique(),
    description: p.text().default(''),
    descriptionEn: p.text().default(''),
    imageUrl: p.string().nullable(),
    sortOrder: p.integer().default(0),
    isActive: p.boolean().default(true),
    parent: () => p.manyToOne(Category).nullable().index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type Category = InferEntity<typeof Category>;

/** Deepest level of the category tree the shop supports. */
export const MAX_CATEGORY_DEPTH = 3;
