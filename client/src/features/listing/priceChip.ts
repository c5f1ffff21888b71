import type { IntlShape } from 'react-intl';
import type { MessageKey } from '../../i18n';

/**
 * The text of the active price-range chip (spec §5), with the shop's currency formatting:
 * "Price: 100.00 ₼ - 900.00 ₼", "Price: 100.00 ₼+", "Price: up to 900.00 ₼"; null without bounds.
 */
export function priceChipText(
  min: number | null,
  max: number | null,
  formatPrice: (amount: number) => string,
  intl: Pick<IntlShape, 'formatMessage'>,
): string | null {
  const id = priceChipMessageId(min, max);
  if (!id) return null;
  return intl.formatMessage({ id }, { from: min != null ? formatPrice(min) : '', to: max != null ? formatPrice(max) : '' });
}

/** Which chip message a price range uses (range, from or up to), or null without bounds. */
export function priceChipMessageId(min: number | null, max: number | null): MessageKey | null {
  if (min != null && max != null) return 'listing.chip.priceRange';
  if (min != null) return 'listing.chip.priceFrom';
  if (max != null) return 'listing.chip.priceTo';
  return null;
}
