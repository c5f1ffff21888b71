import { badInput } from '../../errors.js';

/** The number a filter value starts with ("16 GB" → 16, "15.6\"" → 15.6), or null; used for min/max criteria. */
export function leadingNumber(value: string): number | null {
  const match = value.trim().match(/^(\d+(?:[.,]\d+)?)/);
  return match ? Number(match[1]!.replace(',', '.')) : null;
}

/**
 * 400 for a hand-made change to the Brand filter: its options are the brands and each product's value
 * is its brand's (database triggers keep them), so the brand is changed in the product form instead.
 */
export function followsBrand(field: string): Error {
  return badInput(`The Brand filter follows the products' brands: change a product's brand in the product form (${field})`, 'filterFollowsBrand');
}
