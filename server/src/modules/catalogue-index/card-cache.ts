import type { ProductRow } from '../catalog/catalog.types.js';
import { PRICE_TIERS } from '../pricing/index.js';
import { KeptByProduct } from './kept-by-product.js';

/** Product cards (page rows, one per product and tier) kept in all, the least recently shown dropped first. */
const CARD_CAPACITY = 20_000;

/**
 * Page rows recently shown, by tier and id, so a page read asks the database only for the others. A row
 * holds its texts in both languages (each request picks its viewer's), so viewers of either language
 * share it.
 */
export class CardCache extends KeptByProduct<ProductRow> {
  constructor() {
    super(CARD_CAPACITY, (productId) => PRICE_TIERS.map((tier) => `${tier}:${productId}`));
  }

  /** The cached rows of these products in this tier, and a token to remember the missing ones with. */
  cachedCards(tier: number, ids: readonly string[]): { found: Map<string, ProductRow>; generation: number } {
    const { found, generation } = this.lookUp(ids.map((id) => `${tier}:${id}`));
    return { found: new Map([...found.values()].map((row) => [row.id, row])), generation };
  }

  /** Keeps rows read for a page, unless the catalogue changed since `generation` was handed out. */
  rememberCards(tier: number, rows: readonly ProductRow[], generation: number): void {
    this.remember(
      rows.map((row) => [`${tier}:${row.id}`, row] as const),
      generation,
    );
  }
}
