import { Type } from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { DateTime, Id, PagingQuery, ref } from '../../rest/schema.js';
import { productCardJson, ProductCard } from '../catalog/index.js';
import {
  addFavorite,
  clearFavorites,
  favoritesCount,
  favoriteStatuses,
  listFavorites,
  MAX_BULK_STATUS,
  removeFavorite,
  toggleFavorite,
  type FavoriteStatusRecord,
} from './favorites.service.js';

const ProductIdParams = Type.Object({ productId: Id("The product's id") });
const Status = Type.Object({ productId: Type.String(), isFavorite: Type.Boolean() });
const Change = Type.Object({ productId: Type.String(), isFavorite: Type.Boolean(), favoritesCount: Type.Integer() });
const ProductIds = Type.Array(Id(), { maxItems: MAX_BULK_STATUS });
const change = ({ productId, isFavorite, favoritesCount }: FavoriteStatusRecord) => ({ productId, isFavorite, favoritesCount });

/** Storefront spec §7 Favorites, path for path. */
export const favoritesRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Favorites',
    summary: "The signed-in customer's favorites, newest first",
    schema: {
      querystring: Type.Object(PagingQuery),
      response: Type.Object({
        favorites: Type.Array(Type.Object({ id: Type.String(), product: ref(ProductCard), createdAt: DateTime() })),
        totalCount: Type.Integer(),
        page: Type.Integer(),
        pageSize: Type.Integer(),
      }),
    },
    handler: async ({ query, context }) => {
      const page = await listFavorites(context, query.page, query.pageSize);
      return {
        favorites: page.items.map(({ id, product, createdAt }) => ({
          id,
          product: productCardJson(product, context.publicFilesUrl),
          createdAt: createdAt.toISOString(),
        })),
        totalCount: page.totalCount,
        page: page.page,
        pageSize: page.pageSize,
      };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/Favorites/count',
    summary: 'How many favorites the signed-in customer has (0 for a visitor)',
    schema: { response: Type.Object({ count: Type.Integer() }) },
    handler: async ({ context }) => ({ count: await favoritesCount(context) }),
  }),
  restRoute({
    method: 'GET',
    path: '/Favorites/status/:productId',
    summary: 'Whether the signed-in customer keeps a product',
    schema: { params: ProductIdParams, response: Status },
    handler: async ({ params, context }) => (await favoriteStatuses(context, [params.productId]))[0] ?? { productId: params.productId, isFavorite: false },
  }),
  restRoute({
    method: 'POST',
    path: '/Favorites/bulk-status',
    summary: `Favorite status of up to ${MAX_BULK_STATUS} products (body: the ids, or { productIds })`,
    schema: { body: Type.Union([ProductIds, Type.Object({ productIds: ProductIds })]), response: Type.Array(Status) },
    handler: async ({ body, context }) => favoriteStatuses(context, Array.isArray(body) ? body : body.productIds),
  }),
  restRoute({
    method: 'POST',
    path: '/Favorites',
    summary: 'Keeps a product among the favorites',
    schema: { body: Type.Object({ productId: Id("The product's id") }), response: Change },
    handler: async ({ body, context }) => change(await addFavorite(context, body.productId)),
  }),
  restRoute({
    method: 'POST',
    path: '/Favorites/toggle/:productId',
    summary: 'Adds the product when it is not a favorite, removes it when it is',
    schema: { params: ProductIdParams, response: Change },
    handler: async ({ params, context }) => change(await toggleFavorite(context, params.productId)),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Favorites/clear',
    summary: 'Removes every favorite',
    schema: { response: Type.Object({ removed: Type.Integer() }) },
    handler: async ({ context }) => ({ removed: await clearFavorites(context) }),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Favorites/:productId',
    summary: 'Removes a product from the favorites',
    schema: { params: ProductIdParams, response: Change },
    handler: async ({ params, context }) => change(await removeFavorite(context, params.productId)),
  }),
];
