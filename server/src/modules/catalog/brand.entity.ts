import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

export const Brand = defineEntity({
  name: 'Brand',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string(),
    slug: p.string().unique(),
  },
});
export type Brand = InferEntity<typeof Brand>;
