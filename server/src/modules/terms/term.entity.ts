import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** One common catalogue word in both languages (see src/catalogue-terms.ts): "ay" → "months", "Qara" → "Black". */
export const CatalogueTerm = defineEntity({
  name: 'CatalogueTerm',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    az: p.string().unique(),
    en: p.string(),
  },
});
export type CatalogueTerm = InferEntity<typeof CatalogueTerm>;
