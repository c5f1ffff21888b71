import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { titleFromSlug } from '../../components/breadcrumbPath';
import { Money } from '../../components/Money';
import { usePriceFormatter } from '../../lib/i18n';
import type { FilterDefinition } from './FilterPanel';
import { priceChipMessageId, priceChipText } from './priceChip';
import { EMPTY_STATE, listingTransitions, type ListingState } from './urlState';

export interface FilterChip {
  key: string;
  label: ReactNode;
  /** The state without this filter. */
  next: ListingState;
}

/** A chip for each active filter (the category, each chosen option, the price range), each removing itself. */
export function useFilterChips(
  state: ListingState,
  allFilters: readonly FilterDefinition[] | undefined,
  selectedCategoryName: string | undefined,
): FilterChip[] {
  const intl = useIntl();
  const formatPrice = usePriceFormatter();
  const optionLabel = new Map<string, string>();
  for (const filter of allFilters ?? []) for (const option of filter.options) optionLabel.set(option.id, `${filter.name}: ${option.displayName}`);
  const chips: FilterChip[] = [];
  if (state.category) {
    chips.push({
      key: 'category',
      label: selectedCategoryName ?? titleFromSlug(state.category, intl.locale),
      next: listingTransitions.category(state, null),
    });
  }
  for (const id of state.options) {
    const label = optionLabel.get(id);
    if (label) chips.push({ key: id, label, next: listingTransitions.toggleOption(state, id) });
  }
  const priceMessage = priceChipMessageId(state.min, state.max);
  if (priceMessage) {
    // The same text as priceChipText, with the manat sign drawn by <Money> (not every font has ₼).
    const label = intl.formatMessage(
      { id: priceMessage },
      { from: <Money key="from" amount={state.min ?? 0} />, to: <Money key="to" amount={state.max ?? 0} /> },
    );
    chips.push({
      key: 'price',
      label: <span title={priceChipText(state.min, state.max, formatPrice, intl) ?? undefined}>{label}</span>,
      next: listingTransitions.price(state, null, null),
    });
  }
  return chips;
}

/** The active filters as removable chips, with Clear all; nothing when none is active. */
export function ActiveFilterChips({ chips, onChange }: { chips: FilterChip[]; onChange: (next: ListingState) => void }) {
  const intl = useIntl();
  if (chips.length === 0) return null;
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage({ id: 'listing.filters.active' })}
      data-testid="active-filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}
    >
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          label={chip.label}
          onDelete={() => onChange(chip.next)}
          color="primary"
          variant="outlined"
          data-testid="filter-chip"
          sx={{ fontWeight: 600 }}
        />
      ))}
      <Button size="small" onClick={() => onChange(EMPTY_STATE)} data-testid="clear-filters">
        <FormattedMessage id="listing.filters.clearAll" />
      </Button>
    </Box>
  );
}
