import Type from 'typebox';
import { component, DateTime, Id, Nullable } from '../../rest/schema.js';

/** REST schemas of the cart: the spec's field names, plus whether a line can be ordered and the stock. */

const Money = (description: string) => Type.Number({ description: `AZN, ${description}` });

export const CartItem = component(
  'CartItem',
  Type.Object(
    {
      id: Type.String({ description: 'The line id (cartItemId)' }),
      cartId: Type.String(),
      productId: Type.String(),
      productName: Type.String(),
      productSku: Type.String(),
      productDescription: Type.String(),
      productImageUrl: Nullable(Type.String({ description: 'Relative to this server, or under its PUBLIC_FILES_URL when set' })),
      quantity: Type.Integer({ description: '1 to 999' }),
      stockQuantity: Type.Integer({ description: 'Units in stock now' }),
      available: Type.Boolean({ description: 'False when the product went inactive or out of stock or has no price: not counted, not ordered' }),
      unitPrice: Money("the customer's tier price now, discounted when there is a discount"),
      originalUnitPrice: Money('the undiscounted tier price now'),
      totalPrice: Money('unitPrice × quantity'),
      createdAt: DateTime(),
    },
    { description: 'One product in the cart, priced at the customer’s tier now' },
  ),
);

export const Cart = component(
  'Cart',
  Type.Object(
    {
      id: Type.String({ description: 'The cart id (one per customer)' }),
      items: Type.Array(Type.Unsafe(Type.Ref('CartItem')), { description: 'Oldest first' }),
      itemCount: Type.Integer(),
      totalQuantity: Type.Integer({ description: 'Units over the available lines' }),
      totalAmount: Money('Σ undiscounted tier price × quantity over the available lines'),
      totalDiscount: Money('totalAmount − Σ totalPrice'),
      totalPrice: Money('what an order would cost now: totalAmount − totalDiscount'),
    },
    { description: 'The signed-in customer’s cart; totals count available lines only' },
  ),
);

const closed = { additionalProperties: false } as const;

export const AddItem = Type.Object(
  { productId: Id("The product's id"), quantity: Type.Optional(Type.Integer({ description: 'Units to add, 1 to 999 (default 1)' })) },
  closed,
);

export const QuantityChange = Type.Object({ quantity: Type.Integer({ description: 'The new quantity, 1 to 999, at most the stock' }) }, closed);

export const LineParams = Type.Object({ id: Id('The line id (cartItemId)') });
