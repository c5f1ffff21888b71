import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { addToCart, cartCount, clearCart, getCart, removeCartItem, updateCartItem } from './cart.service.js';
import { cartView } from './cart.view.js';

export const cartResolvers: Resolvers = {
  Query: {
    cart: async (_, __, ctx) => cartView(await getCart(ctx)),
    cartCount: (_, __, ctx) => cartCount(ctx),
  },
  Mutation: {
    addToCart: async (_, { productId, quantity }, ctx) => cartView(await addToCart(ctx, productId, quantity)),
    updateCartItem: async (_, { id, quantity }, ctx) => cartView(await updateCartItem(ctx, id, quantity)),
    removeCartItem: async (_, { id }, ctx) => cartView(await removeCartItem(ctx, id)),
    clearCart: async (_, __, ctx) => cartView(await clearCart(ctx)),
  },
  CartItem: {
    product: (item, _, { loaders }) => loaders.productById.load(item.productId),
  },
};
