import { nullIfNotFound } from '../../errors.js';
import type { ProductSort as GraphQLProductSort, Resolvers } from '../../graphql/__generated__/resolvers.js';
import { discountPercentage, toAzn } from '../pricing/index.js';
import {
  categoryBySlug,
  categoryPlace,
  categoryTrail,
  latestProducts,
  listBrands,
  productById,
  productsById,
  rootCategories,
  similarProducts,
  subCategories,
  visiblePrices,
} from './catalog.service.js';
import { listProducts, type ProductSort } from './listing.service.js';

const sortOf = (sort: GraphQLProductSort | null | undefined) => (sort ? (sort.toLowerCase() as ProductSort) : null);

export const catalogResolvers: Resolvers = {
  Query: {
    categoryTree: (_, __, ctx) => rootCategories(ctx),
    categoryRoots: (_, __, ctx) => rootCategories(ctx),
    categories: (_, __, { loaders }) => loaders.categories(),
    subCategories: (_, { parentId }, ctx) => subCategories(ctx, parentId),
    categoryBySlug: (_, { slug }, ctx) => nullIfNotFound(categoryBySlug(ctx, slug)),
    brands: (_, __, ctx) => listBrands(ctx),
    products: (_, { input, page, pageSize, sort }, ctx) =>
      listProducts(ctx, { ...input, page: page ?? input.page, pageSize: pageSize ?? input.pageSize, sort: sortOf(sort ?? input.sort) }),
    productsByBrand: (_, { brandSlug, page, pageSize, sort }, ctx) => listProducts(ctx, { brandSlug, page, pageSize, sort: sortOf(sort) }),
    productsByCategorySlug: (_, { slug, page, pageSize, sort }, ctx) => listProducts(ctx, { categorySlug: slug, page, pageSize, sort: sortOf(sort) }),
    hotDeals: (_, { limit }, ctx) => latestProducts(ctx, { limit, hotDealsOnly: true }),
    recentlyAdded: (_, { limit, categoryId, categorySlug }, ctx) => latestProducts(ctx, { limit, categoryId, categorySlug }),
    similarProducts: (_, { productId, categoryId, limit }, ctx) => similarProducts(ctx, { productId, categoryId, limit }),
    searchProducts: (_, { text, page, pageSize }, ctx) => listProducts(ctx, { search: text, page, pageSize }),
    filterProducts: (_, { input }, ctx) => listProducts(ctx, { ...input, sort: sortOf(input.sort) }),
    product: (_, { id }, ctx) => nullIfNotFound(productById(ctx, id)),
    productsById: (_, { ids }, ctx) => productsById(ctx, ids),
  },
  Category: {
    parentCategoryId: (c) => c.parentId,
    subCategories: async (c, _, { loaders }) => (await loaders.categories()).filter((child) => child.parentId === c.id),
    trail: async (c, _, { loaders }) => categoryTrail(await loaders.categories(), c.id),
  },
  Product: {
    inStock: (p) => p.stockQuantity > 0,
    brand: (p, _, { loaders }) => (p.brandId ? loaders.brandById.load(p.brandId) : null),
    originalPrice: (p) => toAzn(p.priceMinor),
    currentPrice: (p) => toAzn(p.discountedPriceMinor),
    discountPercentage: (p) => discountPercentage(p.priceMinor, p.discountedPriceMinor),
    images: (p, _, { loaders }) => loaders.imagesByProduct.load(p.id),
    prices: (p, _, ctx) => visiblePrices(ctx, p),
    parentCategoryName: async (p, _, { loaders }) => categoryPlace(await loaders.categories(), p).parent?.name ?? null,
    parentCategorySlug: async (p, _, { loaders }) => categoryPlace(await loaders.categories(), p).parent?.slug ?? null,
    subCategoryName: (p) => p.categoryName,
    categoryTrail: async (p, _, { loaders }) => categoryTrail(await loaders.categories(), p.categoryId),
    specificationGroups: (p, _, { loaders }) => loaders.specificationsByProduct.load(p.id),
    filters: (p, _, { loaders }) => loaders.filterValuesByProduct.load(p.id),
  },
  ProductPage: {
    totalCountIsLowerBound: (page) => page.totalCountIsLowerBound ?? false,
  },
  ProductPrice: {
    userRole: (row) => row.tier,
    price: (row) => toAzn(row.priceMinor),
    discountedPrice: (row) => toAzn(row.discountedPriceMinor),
    discountPercentage: (row) => discountPercentage(row.priceMinor, row.discountedPriceMinor),
  },
};
