import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { cancelStockNotice, requestStockNotice, stockNoticeRequested } from './stock-notices.service.js';

export const stockNoticesResolvers: Resolvers = {
  Mutation: {
    requestStockNotice: (_, { productId }, ctx) => requestStockNotice(ctx, productId),
    cancelStockNotice: (_, { productId }, ctx) => cancelStockNotice(ctx, productId),
  },
  Product: {
    stockNoticeRequested: (product, _, ctx) => stockNoticeRequested(ctx, product),
  },
};
