import { toAzn } from '../pricing/index.js';
import { publicPictureUrl } from '../uploads/index.js';
import type { CartLineRecord, CartRecord } from './cart.service.js';

/** A cart as both APIs show it: the spec's field names, amounts in AZN. REST writes dates as text. */

export function cartItemView(line: CartLineRecord) {
  return {
    id: line.id,
    cartId: line.cartId,
    productId: line.productId,
    productName: line.productName,
    productSku: line.productSku,
    productDescription: line.productDescription,
    productImageUrl: line.productImageUrl,
    quantity: line.quantity,
    stockQuantity: line.stockQuantity,
    available: line.available,
    unitPrice: toAzn(line.unitPriceMinor),
    originalUnitPrice: toAzn(line.originalUnitPriceMinor),
    totalPrice: toAzn(line.totalPriceMinor),
    createdAt: line.createdAt,
  };
}

export function cartView(cart: CartRecord) {
  return {
    id: cart.id,
    items: cart.items.map(cartItemView),
    itemCount: cart.itemCount,
    totalQuantity: cart.totalQuantity,
    totalAmount: toAzn(cart.totalAmountMinor),
    totalDiscount: toAzn(cart.totalDiscountMinor),
    totalPrice: toAzn(cart.totalPriceMinor),
  };
}

/** The REST form: dates as text, pictures at their public address (GraphQL's CartItem resolver does the same). */
export function cartJson(cart: CartRecord, publicFilesUrl: string | undefined) {
  const view = cartView(cart);
  return {
    ...view,
    items: view.items.map((item) => ({
      ...item,
      productImageUrl: publicPictureUrl(item.productImageUrl, publicFilesUrl),
      createdAt: item.createdAt.toISOString(),
    })),
  };
}
