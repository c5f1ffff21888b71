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
  let id: MessageKey;
  if (min != null && max != null) id = 'listing.chip.priceRange';
  else if (min != null) id = 'listing.chip.priceFrom';
  else if (max != null) id = 'listing.chip.priceTo';
  else return null;
  return intl.formatMessage(
    { id },
    { from: min != null ? formatPrice(min) : '', to: max != null ? formatPrice(max) : '' },
  );
}
