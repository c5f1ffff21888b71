import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { validInput } from '../../graphql/input-schema.js';
import { addBanner, adminBanners, deleteBanner, updateBanner } from './banners.admin.service.js';
import { BannerInput } from './banners.schemas.js';
import { activeBanners } from './banners.service.js';

export const bannersResolvers: Resolvers = {
  Query: {
    banners: (_, __, ctx) => activeBanners(ctx),
    adminBanners: (_, __, ctx) => adminBanners(ctx),
  },
  Mutation: {
    addBanner: (_, { input, image }, ctx) => addBanner(ctx, validInput(BannerInput, input), image),
    updateBanner: (_, { id, input, image }, ctx) => updateBanner(ctx, id, validInput(BannerInput, input), image),
    deleteBanner: (_, { id }, ctx) => deleteBanner(ctx, id),
  },
};
