import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A home-page carousel slide, shown while active and inside its date window. */
export const Banner = defineEntity({
  name: 'Banner',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    title: p.string(),
    description: p.text().default(''),
    /** English texts; empty: read the Azerbaijani ones. */
    titleEn: p.string().default(''),
    descriptionEn: p.text().default(''),
    buttonTextEn: p.string().default(''),
    imageUrl: p.string(),
    linkUrl: p.string().nullable(),
    buttonText: p.string().nullable(),
    type: p.smallint().default(0),
    isActive: p.boolean().default(true),
    sortOrder: p.integer().default(0),
    startDate: p.datetime().nullable(),
    endDate: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ name: 'banner_active_index', properties: ['isActive', 'sortOrder'] }],
});
export type Banner = InferEntity<typeof Banner>;
