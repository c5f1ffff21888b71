import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Product } from '../catalog/index.js';

export const SpecificationGroup = defineEntity({
  name: 'SpecificationGroup',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    product: () => p.manyToOne(Product).deleteRule('cascade').index(),
    groupName: p.string(),
    /** English name; empty: read the Azerbaijani one. */
    groupNameEn: p.string().default(''),
    sortOrder: p.integer().default(0),
    items: () => p.oneToMany(SpecificationItem).mappedBy('group'),
  },
});
export type SpecificationGroup = InferEntity<typeof SpecificationGroup>;

export const SpecificationItem = defineEntity({
  name: 'SpecificationItem',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    group: () => p.manyToOne(SpecificationGroup).deleteRule('cascade').index(),
    name: p.string(),
    nameEn: p.string().default(''),
    value: p.string(),
    unit: p.string().nullable(),
    /** English value and unit; empty: the shared term list's English for the Azerbaijani one (catalogue_term), else it. */
    valueEn: p.string().default(''),
    unitEn: p.string().default(''),
    type: p.smallint().default(0),
    sortOrder: p.integer().default(0),
  },
});
export type SpecificationItem = InferEntity<typeof SpecificationItem>;
