import type { AdminProductSort as GraphQLAdminProductSort, Resolvers, StockStatus as GraphQLStockStatus } from '../../graphql/__generated__/resolvers.js';
import { nullIfNotFound } from '../../errors.js';
import { validInput } from '../../graphql/input-schema.js';
import { productPdfs } from '../files/index.js';
import { adminProductById, adminProducts, stockStatusOf, stockSummary } from './product-admin.reads.js';
import {
  addProduct,
  addProductImages,
  deleteProduct,
  removeProductImage,
  reorderProductImages,
  setPrimaryProductImage,
  setProductImageAltText,
  updateProduct,
} from './product-admin.service.js';
import { ProductInput } from './product-admin.schemas.js';

/** GraphQL's enum names are the services' values in capitals (`LOW_STOCK` ↔ `low_stock`). */
const lower = (value: GraphQLAdminProductSort | GraphQLStockStatus | null | undefined) => value?.toLowerCase() ?? null;

export const productAdminResolvers: Resolvers = {
  Query: {
    adminProduct: (_, { id }, ctx) => nullIfNotFound(adminProductById(ctx, id)),
    adminProducts: (_, { input }, ctx) => adminProducts(ctx, { ...input, sort: lower(input.sort), stockStatus: lower(input.stockStatus) }),
    productStockSummary: (_, __, ctx) => stockSummary(ctx),
  },
  Mutation: {
    addProduct: (_, { input, image }, ctx) => addProduct(ctx, validInput(ProductInput, input), image),
    updateProduct: (_, { id, input, image }, ctx) => updateProduct(ctx, id, validInput(ProductInput, input), image),
    deleteProduct: (_, { id }, ctx) => deleteProduct(ctx, id),
    addProductImages: (_, { productId, images }, ctx) => addProductImages(ctx, productId, images),
    setPrimaryProductImage: (_, { imageId }, ctx) => setPrimaryProductImage(ctx, imageId),
    reorderProductImages: (_, { productId, imageIds }, ctx) => reorderProductImages(ctx, productId, imageIds),
    setProductImageAltText: (_, { imageId, altText }, ctx) => setProductImageAltText(ctx, imageId, altText),
    removeProductImage: (_, { imageId }, ctx) => removeProductImage(ctx, imageId),
  },
  AdminProduct: {
    stockStatus: (p) => stockStatusOf(p.stockQuantity).toUpperCase() as GraphQLStockStatus,
    archived: (p) => p.archivedAt !== null,
    brand: (p, _, { loaders }) => (p.brandId ? loaders.brandById.load(p.brandId) : null),
    prices: (p, _, { loaders }) => loaders.pricesByProduct.load(p.id),
    images: (p, _, { loaders }) => loaders.imagesByProduct.load(p.id),
    specificationGroups: (p, _, { loaders }) => loaders.specificationsByProduct.load(p.id),
    filters: (p, _, { loaders }) => loaders.filterValuesByProduct.load(p.id),
    pdfs: (p, _, ctx) => productPdfs(ctx, p.id),
  },
};
