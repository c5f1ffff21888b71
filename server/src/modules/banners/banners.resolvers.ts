import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { activeBanners } from './banners.service.js';

export const bannersResolvers: Resolvers = {
  Query: {
    banners: (_, __, ctx) => activeBanners(ctx),
  },
};
