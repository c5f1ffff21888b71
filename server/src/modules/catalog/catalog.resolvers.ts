import { notFound } from '../../errors.js';
import { ownFields } from '../../input.js';
import type { ProductSort as GraphQLProductSort, Resolvers } from '../../graphql/__generated__/resolvers.js';
import { discountPercentage, toAzn } from '../pricing/money.js';
import { searchProducts } from '../search/search.service.js';
import { categoryPlace, checkCategoryId, descendantIds, latestProducts, listBrands, similarProducts, visiblePrices } from './catalog.service.js';
import { listProductsBy, type ProductSort } from './listing.service.js';

const sortOf = (sort: GraphQLProductSort | null | undefined) => (sort ? (sort.toLowerCase() as ProductSort) : null);

export const catalogResolvers: Resolvers = {
  Query: {
    categoryTree: async (_, __, { loaders }) => (await loaders.categories()).filter((c) => c.parentId === null),
    categoryRoots: async (_, __, { loaders }) => (await loaders.categories()).filter((c) => c.parentId === null),
    categories: (_, __, { loaders }) => loaders.categories(),
    subCategories: async (_, { parentId }, { loaders }) => (await loaders.categories()).filter((c) => c.parentId === parentId),
    categoryBySlug: async (_, { slug }, { loaders }) => (await loaders.categories()).find((c) => c.slug === slug) ?? null,
    brands: (_, __, { em }) => listBrands(em),
    products: (_, { page, pageSize, sort }, { em, viewer, catalogue }) => listProductsBy(em, viewer, { page, pageSize, sort: sortOf(sort) }, catalogue),
    productsByBrand: async (_, { brandSlug, page, pageSize, sort }, { em, viewer, catalogue }) => {
      const result = await listProductsBy(em, viewer, { brandSlug, page, pageSize, sort: sortOf(sort) }, catalogue);
      if (result.totalCount === 0 && !(await listBrands(em)).some((b) => b.slug === brandSlug)) throw notFound('Brand not found', 'brandNotFound');
      return result;
    },
    productsByCategorySlug: async (_, { slug, page, pageSize, sort }, { em, viewer, loaders, catalogue }) => {
      const categories = await loaders.categories();
      const category = categories.find((c) => c.slug === slug);
      if (!category) throw notFound('Category not found', 'categoryNotFound');
      return listProductsBy(em, viewer, { categoryIds: descendantIds(categories, category.id), page, pageSize, sort: sortOf(sort) }, catalogue);
    },
    hotDeals: (_, { limit }, { em, viewer }) => latestProducts(em, viewer, { limit, hotDealsOnly: true }),
    recentlyAdded: async (_, { limit, categoryId }, { em, viewer, loaders }) => {
      const categoryIds = categoryId ? descendantIds(await loaders.categories(), checkCategoryId(categoryId)) : undefined;
      return latestProducts(em, viewer, { limit, categoryIds });
    },
    similarProducts: async (_, { productId, categoryId, limit }, { em, viewer, loaders, catalogue }) =>
      similarProducts(em, viewer, await loaders.categories(), { productId, categoryId, limit }, catalogue, (ids) => loaders.productById.loadMany(ids)),
    searchProducts: async (_, { text, page, pageSize }, { em, viewer, catalogue }) => ({ ...(await searchProducts(em, viewer, catalogue, text, page, pageSize)), page, pageSize }),
    filterProducts: async (_, args, { em, viewer, loaders, catalogue }) => {
      // Every field is optional: one left out must read as absent, never as an inherited value.
      const input = ownFields<typeof args.input>(args.input);
      const categories = input.categoryId ? await loaders.categories() : [];
      if (input.categoryId && !categories.some((c) => c.id === input.categoryId)) throw notFound('Category not found', 'categoryNotFound');
      return listProductsBy(em, viewer, {
        categoryIds: input.categoryId ? descendantIds(categories, input.categoryId) : undefined,
        filters: input.filterCriteria ?? [],
        minPrice: input.minPrice,
        maxPrice: input.maxPrice,
        sort: sortOf(input.sort),
        page: input.page ?? 1,
        pageSize: input.pageSize ?? 20,
      }, catalogue);
    },
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
