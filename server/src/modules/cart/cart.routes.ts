import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { ref } from '../../rest/schema.js';
import { AddItem, Cart, LineParams, QuantityChange } from './cart.schemas.js';
import { addToCart, cartCount, clearCart, getCart, removeCartItem, updateCartItem } from './cart.service.js';
import { cartJson } from './cart.view.js';

const cart = ref(Cart);

/** Storefront §7 Cart, spelled as there (the lowercase `/cart/items` too; paths match whatever their case). */
export const cartRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/cart/items',
    summary: 'Adds units of a product to the cart (to its line when it has one); answers the cart',
    schema: { body: AddItem, response: cart },
    handler: async ({ body, context }) => cartJson(await addToCart(context, body.productId, body.quantity ?? 1), context.publicFilesUrl),
  }),
  restRoute({
    method: 'GET',
    path: '/Cart',
    summary: "The signed-in customer's cart, priced at their tier now",
    schema: { response: cart },
    handler: async ({ context }) => cartJson(await getCart(context), context.publicFilesUrl),
  }),
  restRoute({
    method: 'GET',
    path: '/Cart/count',
    summary: "How many lines the viewer's cart has (0 for a visitor)",
    schema: { response: Type.Object({ count: Type.Integer() }) },
    handler: async ({ context }) => ({ count: await cartCount(context) }),
  }),
  restRoute({
    method: 'PUT',
    path: '/Cart/items/:id',
    summary: "Sets a line's quantity (1 to 999, at most the stock); answers the cart",
    schema: { params: LineParams, body: QuantityChange, response: cart },
    handler: async ({ params, body, context }) => cartJson(await updateCartItem(context, params.id, body.quantity), context.publicFilesUrl),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Cart/items/:id',
    summary: 'Removes a line; answers the cart',
    schema: { params: LineParams, response: cart },
    handler: async ({ params, context }) => cartJson(await removeCartItem(context, params.id), context.publicFilesUrl),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Cart/',
    summary: 'Empties the cart; answers the empty cart',
    schema: { response: cart },
    handler: async ({ context }) => cartJson(await clearCart(context), context.publicFilesUrl),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Cart',
    summary: 'Empties the cart (as DELETE /Cart/); answers the empty cart',
    schema: { response: cart },
    handler: async ({ context }) => cartJson(await clearCart(context), context.publicFilesUrl),
  }),
];
