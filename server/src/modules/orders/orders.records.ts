/** What checkout records and the inbox reads: amounts in qəpik, statuses as stored. */

export const ORDER_STATUSES = ['new', 'contacted', 'confirmed', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_LANGUAGES = ['en', 'az'] as const;
export type OrderLanguage = (typeof ORDER_LANGUAGES)[number];

export interface OrderLineRecord {
  id: string;
  orderId: string;
  productId: string;
  productName: string;
  productSku: string;
  unitPriceMinor: number;
  originalUnitPriceMinor: number;
  quantity: number;
  totalPriceMinor: number;
}

export interface OrderEventRecord {
  orderId: string;
  status: OrderStatus;
  at: Date;
  byName: string;
  note: string | null;
}

export interface OrderRecord {
  id: string;
  reference: string;
  status: OrderStatus;
  customerId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  language: OrderLanguage;
  currency: string;
  totalAmountMinor: number;
  totalPriceMinor: number;
  createdAt: Date;
  updatedAt: Date;
  items: OrderLineRecord[];
  history: OrderEventRecord[];
}

export interface OrderPageRecord {
  items: OrderRecord[];
  totalCount: number;
  page: number;
  pageSize: number;
}
