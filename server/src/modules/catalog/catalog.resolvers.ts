import type { ProductSort as GraphQLProductSort, Resolvers } from '../../graphql/__generated__/resolvers.js';
import { discountPercentage, toAzn } from '../pricing/money.js';
import { categoryPlace, checkCategoryId, checkLimit, descendantIds, latestProducts, listBrands, similarProducts, visiblePrices } from './catalog.service.js';
import { listProducts, type ProductSort } from './listing.service.js';

const sortOf = (sort: GraphQLProductSort | null | undefined) => (sort ? (sort.toLowerCase() as ProductSort) : null);

export const catalogResolvers: Resolvers = {
  Query: {
    categoryTree: async (_, __, { loaders }) => (await loaders.categories()).filter((c) => c.parentId === null),
    categoryRoots: async (_, __, { loaders }) => (await loaders.categories()).filter((c) => c.parentId === null),
    categories: (_, __, { loaders }) => loaders.categories(),
    subCategories: async (_, { parentId }, { loaders }) => (await loaders.categories()).filter((c) => c.parentId === parentId),
    categoryBySlug: async (_, { slug }, { loaders }) => (await loaders.categories()).find((c) => c.slug === slug) ?? null,
    brands: (_, __, { em }) => listBrands(em),
    products: (_, { input, page, pageSize, sort }, ctx) =>
      listProducts(ctx, { ...input, page: page ?? input.page, pageSize: pageSize ?? input.pageSize, sort: sortOf(sort ?? input.sort) }),
    productsByBrand: (_, { brandSlug, page, pageSize, sort }, ctx) => listProducts(ctx, { brandSlug, page, pageSize, sort: sortOf(sort) }),
    productsByCategorySlug: (_, { slug, page, pageSize, sort }, ctx) => listProducts(ctx, { categorySlug: slug, page, pageSize, sort: sortOf(sort) }),
    hotDeals: async (_, { limit }, ctx) => {
      checkLimit(limit);
      return (await listProducts(ctx, { hotDealsOnly: true, pageSize: limit })).items;
    },
    recentlyAdded: async (_, { limit, categoryId }, { em, viewer, loaders }) => {
      const categoryIds = categoryId ? descendantIds(await loaders.categories(), checkCategoryId(categoryId)) : undefined;
      return latestProducts(em, viewer, { limit, categoryIds });
    },
    similarProducts: async (_, { productId, categoryId, limit }, { em, viewer, loaders, catalogue }) =>
      similarProducts(em, viewer, await loaders.categories(), { productId, categoryId, limit }, catalogue, (ids) => loaders.productById.loadMany(ids)),
    searchProducts: (_, { text, page, pageSize }, ctx) => listProducts(ctx, { search: text, page, pageSize }),
    filterProducts: (_, { input }, ctx) => listProducts(ctx, { ...input, sort: sortOf(input.sort) }),
    product: (_, { id }, { loaders }) => loaders.productById.load(id),
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
    parentCategoryName: async (p, _, { loaders }) => categoryPlace(await loaders.categories(), p).parent?.name ?? null,
    parentCategorySlug: async (p, _, { loaders }) => categoryPlace(await loaders.categories(), p).parent?.slug ?? null,
    subCategoryName: (p) => p.categoryName,
    specificationGroups: (p, _, { loaders }) => loaders.specificationsByProduct.load(p.id),
    filters: (p, _, { loaders }) => loaders.filterValuesByProduct.load(p.id),
  },
  ProductPage: {
    totalCountIsLowerBound: (page) => page.totalCountIsLowerBound ?? false,
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
