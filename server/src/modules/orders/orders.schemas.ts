import Type from 'typebox';
import { Text } from '../../rest/schema.js';

/** The longest name checkout puts on an order (checkout.service.ts checks it again after trimming). */
export const MAX_CUSTOMER_NAME_LENGTH = 100;

/**
 * The body the spec's clients post to checkout. Only the contact fields (and the language) are read;
 * items, totals and the store number are accepted for compatibility and never trusted: the order is
 * built from the server's cart at the customer's prices.
 */
export const WhatsAppOrder = Type.Object(
  {
    phoneNumber: Type.Optional(Text(50, "Ignored: the store's number comes from the server's configuration")),
    customerName: Type.Optional(Text(MAX_CUSTOMER_NAME_LENGTH, "The name to put on the order; default: the account's full name")),
    customerPhone: Type.Optional(Text(32, "A phone to call back (7 to 15 digits); default: the account's phone")),
    items: Type.Optional(Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 1000, description: "Ignored: the server's cart is ordered" })),
    totalAmount: Type.Optional(Type.Union([Type.Number(), Text(50)], { description: 'Ignored: the server computes the total' })),
    currency: Type.Optional(Text(10, 'Ignored: always AZN')),
    language: Type.Optional(Text(10, 'en or az: the language of the message; default: the language cookie, else en')),
  },
  { additionalProperties: false },
);

export const CheckoutAnswer = Type.Object({
  whatsAppUrl: Type.String({ description: 'https://wa.me/<store number>?text=<the order as a message>' }),
  orderId: Type.String(),
  reference: Type.String({ description: 'The human reference, e.g. TX-2026-000123' }),
});
