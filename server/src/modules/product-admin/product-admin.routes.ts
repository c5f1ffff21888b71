import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { DateTime, Id, Nullable, PagingQuery, Text } from '../../rest/schema.js';
import { ProductPdfJson, productPdfJson } from '../files/index.js';
import { discountPercentage, toAzn } from '../pricing/index.js';
import { formFiles, multipartLimits, publicPictureUrl, UPLOAD_RULES } from '../uploads/index.js';
import { adminProductDetail, adminProducts, stockStatusOf, stockSummary } from './product-admin.reads.js';
import { ProductInput } from './product-admin.schemas.js';
import { addProduct, addProductImages, deleteProduct, MAX_IMAGES_PER_UPLOAD, updateProduct } from './product-admin.service.js';
import type { AdminProductRecord } from './product-admin.types.js';

const StockStatus = Type.String({ description: 'in_stock (above 10), low_stock (1 to 10) or out_of_stock (0)' });

/** A product as the back office's grid shows it. */
const AdminProductCard = Type.Object({
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  sku: Type.String(),
  shortDescription: Type.String(),
  stockQuantity: Type.Integer(),
  stockStatus: StockStatus,
  isActive: Type.Boolean(),
  isShown: Type.Boolean({ description: 'Whether the storefront shows it: it and every category above it active' }),
  isHotDeal: Type.Boolean(),
  archived: Type.Boolean({ description: 'Deleted while an order refers to it: inactive and kept' }),
  archivedAt: Nullable(DateTime()),
  categoryId: Type.String(),
  categoryName: Type.String(),
  brandId: Nullable(Type.String()),
  brandName: Nullable(Type.String()),
  colors: Type.Array(Type.String()),
  sizes: Type.Array(Type.String()),
  imageUrl: Nullable(Type.String({ description: 'The primary picture, relative to this server or under its PUBLIC_FILES_URL when set' })),
  primaryImageUrl: Nullable(Type.String()),
  price: Nullable(Type.Number({ description: "AZN, the Normal tier's price before discount" })),
  currentPrice: Nullable(Type.Number({ description: "AZN, the Normal tier's price to pay" })),
  createdAt: DateTime(),
  updatedAt: DateTime(),
});

/** A product of the grid, its picture at its public address (PUBLIC_FILES_URL, else the shop's /uploads). */
const cardJson = (p: AdminProductRecord, publicFilesUrl: string | undefined) => ({
  id: p.id,
  name: p.name,
  slug: p.slug,
  sku: p.sku,
  shortDescription: p.shortDescription,
  stockQuantity: p.stockQuantity,
  stockStatus: stockStatusOf(p.stockQuantity),
  isActive: p.isActive,
  isShown: p.isShown,
  isHotDeal: p.isHotDeal,
  archived: p.archivedAt !== null,
  archivedAt: p.archivedAt?.toISOString() ?? null,
  categoryId: p.categoryId,
  categoryName: p.categoryName,
  brandId: p.brandId,
  brandName: p.brandName,
  colors: p.colors,
  sizes: p.sizes,
  imageUrl: publicPictureUrl(p.primaryImageUrl, publicFilesUrl),
  primaryImageUrl: publicPictureUrl(p.primaryImageUrl, publicFilesUrl),
  price: p.priceMinor === null ? null : toAzn(p.priceMinor),
  currentPrice: p.discountedPriceMinor === null ? null : toAzn(p.discountedPriceMinor),
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** Everything the admin detail page shows (back office §2 "Admin product detail"). */
const AdminProductDetail = Type.Object({
  ...AdminProductCard.properties,
  nameAz: Type.String(),
  nameEn: Type.String(),
  description: Type.String(),
  shortDescriptionAz: Type.String(),
  shortDescriptionEn: Type.String(),
  descriptionAz: Type.String(),
  descriptionEn: Type.String(),
  prices: Type.Array(Type.Object({ userRole: Type.Integer(), price: Type.Number(), discountedPrice: Type.Number(), discountPercentage: Type.Number() }), {
    description: 'All four tiers: 1 Original (NormalUser), 2 Retail, 3 Wholesale, 4 VIP',
  }),
  images: Type.Array(Type.Object({ id: Type.String(), imageUrl: Type.String(), altText: Type.String(), isPrimary: Type.Boolean(), sortOrder: Type.Integer() })),
  specificationGroups: Type.Array(
    Type.Object({
      groupName: Type.String(),
      groupNameAz: Type.String(),
      groupNameEn: Type.String(),
      items: Type.Array(
        Type.Object({
          name: Type.String(),
          nameAz: Type.String(),
          nameEn: Type.String(),
          value: Type.String(),
          valueAz: Type.String(),
          valueEn: Type.String(),
          unit: Nullable(Type.String()),
          unitAz: Nullable(Type.String()),
          unitEn: Type.String(),
          type: Type.Integer(),
        }),
      ),
    }),
  ),
  filters: Type.Array(
    Type.Object({
      filterId: Type.String(),
      filterName: Type.String(),
      filterOptionId: Nullable(Type.String()),
      optionName: Nullable(Type.String()),
      value: Type.String(),
    }),
  ),
  pdfs: Type.Array(ProductPdfJson),
});

const detailJson = (
  { product, images, prices, specificationGroups, filters, pdfs }: Awaited<ReturnType<typeof adminProductDetail>>,
  publicFilesUrl: string | undefined,
) => ({
  ...cardJson(product, publicFilesUrl),
  nameAz: product.nameAz,
  nameEn: product.nameEn,
  description: product.description,
  shortDescriptionAz: product.shortDescriptionAz,
  shortDescriptionEn: product.shortDescriptionEn,
  descriptionAz: product.descriptionAz,
  descriptionEn: product.descriptionEn,
  prices: prices.map((row) => ({
    userRole: row.tier,
    price: toAzn(row.priceMinor),
    discountedPrice: toAzn(row.discountedPriceMinor),
    discountPercentage: discountPercentage(row.priceMinor, row.discountedPriceMinor),
  })),
  images: images.map((i) => ({
    id: i.id,
    imageUrl: publicPictureUrl(i.url, publicFilesUrl),
    altText: i.altText,
    isPrimary: i.isPrimary,
    sortOrder: i.sortOrder,
  })),
  specificationGroups: specificationGroups.map((g) => ({
    groupName: g.groupName,
    groupNameAz: g.groupNameAz,
    groupNameEn: g.groupNameEn,
    items: g.items.map((i) => ({
      name: i.name,
      nameAz: i.nameAz,
      nameEn: i.nameEn,
      value: i.value,
      valueAz: i.valueAz,
      valueEn: i.valueEn,
      unit: i.unit,
      unitAz: i.unitAz,
      unitEn: i.unitEn,
      type: i.type,
    })),
  })),
  filters: filters.map((f) => ({ filterId: f.filterId, filterName: f.filterName, filterOptionId: f.filterOptionId, optionName: f.optionName, value: f.value })),
  pdfs: pdfs.map(productPdfJson),
});

/** A write's answer: the product as the admin detail page shows it, read after the commit. */
const detailOf = async (context: Parameters<typeof adminProductDetail>[0], id: string) =>
  detailJson(await adminProductDetail(context, id), context.publicFilesUrl);

const IdParams = Type.Object({ id: Id("The product's id") });

const GridQuery = Type.Object({
  search: Type.Optional(Text(200, 'Part of the name or the SKU, any letter case')),
  categoryId: Type.Optional(Id('This category and every category below it')),
  brandId: Type.Optional(Id()),
  stockStatus: Type.Optional(Text(20, 'in_stock, low_stock or out_of_stock')),
  isActive: Type.Optional(Type.Boolean()),
  isHotDeal: Type.Optional(Type.Boolean()),
  archived: Type.Optional(Type.Boolean({ description: 'true: archived ones only; false: none of them; left out: both' })),
  sort: Type.Optional(Text(20, 'name_asc, name_desc, sku_asc, sku_desc, price_asc, price_desc, stock_asc, stock_desc, newest (default), oldest or updated')),
  ...PagingQuery,
});

export const productAdminRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Admin/products/stock/summary',
    summary: 'The products page stat cards (admins): products but archived ones, in stock (above 10), low (1 to 10), out (0)',
    schema: {
      response: Type.Object({
        totalProducts: Type.Integer(),
        inStockProducts: Type.Integer(),
        lowStockProducts: Type.Integer(),
        outOfStockProducts: Type.Integer(),
      }),
    },
    handler: async ({ context }) => stockSummary(context),
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/products',
    summary: 'A page of the products grid (admins): inactive and archived products too, searched, filtered, sorted',
    schema: {
      querystring: GridQuery,
      response: Type.Object({ products: Type.Array(AdminProductCard), totalCount: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() }),
    },
    handler: async ({ query, context }) => {
      const result = await adminProducts(context, query);
      return {
        products: result.items.map((p) => cardJson(p, context.publicFilesUrl)),
        totalCount: result.totalCount,
        page: result.page,
        pageSize: result.pageSize,
      };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/products/:productId',
    summary: 'One product with everything the admin detail page shows (admins): inactive and archived ones too',
    schema: { params: Type.Object({ productId: Id("The product's id") }), response: AdminProductDetail },
    handler: async ({ params, context }) => detailOf(context, params.productId),
  }),
  restRoute({
    method: 'POST',
    path: '/Products/with-image',
    summary: 'Adds a product with its main picture (admins): form data productData (JSON) and imageFile (at most 10 MB)',
    status: 201,
    multipart: multipartLimits(UPLOAD_RULES.productImageOnAdd, ['imageFile']),
    nestedFields: true,
    schema: { body: Type.Object({ productData: ProductInput }, { additionalProperties: false }), response: AdminProductDetail },
    handler: async ({ body, files, context }) =>
      detailOf(context, (await addProduct(context, body.productData, formFiles(files, { imageFile: 1 }).imageFile[0])).id),
  }),
  restRoute({
    method: 'PUT',
    path: '/Products/:id',
    summary: 'Edits a product (admins): fields left out stay; prices change for the tiers given',
    schema: { params: IdParams, body: ProductInput, response: AdminProductDetail },
    handler: async ({ params, body, context }) => detailOf(context, (await updateProduct(context, params.id, body)).id),
  }),
  restRoute({
    method: 'PUT',
    path: '/Products/:id/with-image',
    summary: 'Edits a product (admins): productData (JSON) in the query string or the form, and an optional new main imageFile (at most 5 MB)',
    multipart: multipartLimits(UPLOAD_RULES.productImageOnEdit, ['imageFile']),
    nestedFields: true,
    schema: {
      params: IdParams,
      querystring: Type.Object({ productData: Type.Optional(ProductInput) }),
      body: Type.Object({ productData: Type.Optional(ProductInput) }, { additionalProperties: false }),
      response: AdminProductDetail,
    },
    handler: async ({ params, query, body, files, context }) =>
      detailOf(
        context,
        (await updateProduct(context, params.id, body.productData ?? query.productData ?? {}, formFiles(files, { imageFile: 1 }).imageFile[0])).id,
      ),
  }),
  restRoute({
    method: 'POST',
    path: '/Products/:id/upload-images',
    summary: `Adds pictures to a product's gallery (admins): form data imageFiles, up to ${MAX_IMAGES_PER_UPLOAD} files of at most 10 MB`,
    multipart: { ...multipartLimits(UPLOAD_RULES.productImageOnAdd, ['imageFiles'], MAX_IMAGES_PER_UPLOAD), maxTotalBytes: 60 * 1024 * 1024 },
    schema: { params: IdParams, body: Type.Object({}, { additionalProperties: false }), response: AdminProductDetail },
    handler: async ({ params, files, context }) =>
      detailOf(context, (await addProductImages(context, params.id, formFiles(files, { imageFiles: MAX_IMAGES_PER_UPLOAD }).imageFiles)).id),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Products/:id',
    summary: 'Deletes a product and its files (admins); a product an order refers to is archived instead (inactive, kept)',
    schema: { params: IdParams, response: Type.Object({ message: Type.String(), id: Type.String(), archived: Type.Boolean() }) },
    handler: async ({ params, context }) => {
      const { id, archived } = await deleteProduct(context, params.id);
      return { message: archived ? 'Product archived: orders refer to it' : 'Product deleted successfully', id, archived };
    },
  }),
];
