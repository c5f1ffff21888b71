import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { publicPictureUrl, srcsetOf } from './uploads.service.js';

/**
 * Every stored picture's URL the API gives out, at its public address (PUBLIC_FILES_URL when set, else
 * the shop's /uploads), and the srcset beside it (uploads.graphql): computed from the URL a record
 * keeps, no query.
 */
export const uploadsResolvers: Resolvers = {
  Product: {
    primaryImageUrl: (p, _, ctx) => publicPictureUrl(p.primaryImageUrl, ctx.publicFilesUrl),
    primaryImageSrcset: (p, _, ctx) => (p.primaryImageUrl ? srcsetOf(p.primaryImageUrl, ctx.publicFilesUrl) : null),
  },
  ProductImage: {
    imageUrl: (image, _, ctx) => publicPictureUrl(image.url, ctx.publicFilesUrl),
    imageSrcset: (image, _, ctx) => srcsetOf(image.url, ctx.publicFilesUrl),
  },
  Category: {
    imageUrl: (c, _, ctx) => publicPictureUrl(c.imageUrl, ctx.publicFilesUrl),
    imageSrcset: (c, _, ctx) => (c.imageUrl ? srcsetOf(c.imageUrl, ctx.publicFilesUrl) : null),
  },
  Banner: {
    imageUrl: (banner, _, ctx) => publicPictureUrl(banner.imageUrl, ctx.publicFilesUrl),
    imageSrcset: (banner, _, ctx) => srcsetOf(banner.imageUrl, ctx.publicFilesUrl),
  },
  AdminCategory: { imageUrl: (c, _, ctx) => publicPictureUrl(c.imageUrl, ctx.publicFilesUrl) },
  AdminProduct: { primaryImageUrl: (p, _, ctx) => publicPictureUrl(p.primaryImageUrl, ctx.publicFilesUrl) },
  FilterOption: { iconUrl: (option, _, ctx) => publicPictureUrl(option.iconUrl, ctx.publicFilesUrl) },
  CartItem: { productImageUrl: (item, _, ctx) => publicPictureUrl(item.productImageUrl ?? null, ctx.publicFilesUrl) },
};
