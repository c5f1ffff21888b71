import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { srcsetOf } from './uploads.service.js';

/** The srcset beside each stored picture's URL (uploads.graphql): computed from the URL, no query. */
export const uploadsResolvers: Resolvers = {
  Product: { primaryImageSrcset: (p) => (p.primaryImageUrl ? srcsetOf(p.primaryImageUrl) : null) },
  ProductImage: { imageSrcset: (image) => srcsetOf(image.url) },
  Category: { imageSrcset: (c) => (c.imageUrl ? srcsetOf(c.imageUrl) : null) },
  Banner: { imageSrcset: (banner) => srcsetOf(banner.imageUrl) },
};
