import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { discountPercentage, toAzn } from '../pricing/money.js';
import { descendantIds, findProduct, listProducts, recentlyAdded, visiblePrices } from './catalog.service.js';

export const catalogResolvers: Resolvers = {
  Query: {
    categoryTree: async (_, __, { loaders }) => (await loaders.categories()).filter((c) => c.parentId === null),
    categories: (_, __, { loaders }) => loaders.categories(),
    products: (_, { page, pageSize }, { em, viewer }) => listProducts(em, viewer, page, pageSize),
    recentlyAdded: async (_, { limit, categoryId }, { em, viewer, loaders }) => {
      const ids = categoryId ? descendantIds(await loaders.categories(), categoryId) : undefined;
      return recentlyAdded(em, viewer, limit, ids);
    },
    product: (_, { id }, { em, viewer }) => findProduct(em, viewer, id),
  },
  Category: {
    parentCategoryId: (c) => c.parentId,
    subCategories: async (c, _, { loaders }) => (await loaders.categories()).filter((child) => child.parentId === c.id),
  },
  Product: {
    inStock: (p) => p.stockQuantity > 0,
    brand: (p, _, { loaders }) => (p.brandId ? loaders.brandById.load(p.brandId) : null),
    originalPrice: (p) => toAzn(p.priceMinor),
    currentPrice: (p) => toAzn(p.discountedPriceMinor),
    discountPercentage: (p) => discountPercentage(p.priceMinor, p.discountedPriceMinor),
    images: (p, _, { loaders }) => loaders.imagesByProduct.load(p.id),
    prices: (p, _, { viewer, loaders }) => visiblePrices(p, viewer, (id) => loaders.pricesByProduct.load(id)),
  },
  ProductImage: {
    imageUrl: (image) => image.url,
  },
  ProductPrice: {
    userRole: (row) => row.tier,
    price: (row) => toAzn(row.priceMinor),
    discountedPrice: (row) => toAzn(row.discountedPriceMinor),
    discountPercentage: (row) => discountPercentage(row.priceMinor, row.discountedPriceMinor),
  },
};
