import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CategoryNode } from './categoryTree';
import { facetedFilters } from './facets';
import { FilterPanel } from './FilterPanel';
import { BRAND_FILTER_SLUG, filterCriteria, useFilterDefinitions } from './listingData';
import { listingInput, useListingResults, type ListingSource } from './useListingResults';
import { listingTransitions, type ListingState } from './urlState';

/** Small screens: the filters in a full-screen panel, applied together with Show (the dialog locks page scroll). */
export function MobileFilterDialog({
  open,
  onClose,
  state,
  onApply,
  source,
  choices,
  allLabel,
  routeCategorySlug,
  hideBrand,
  ready,
}: {
  open: boolean;
  onClose: () => void;
  state: ListingState;
  onApply: (next: ListingState) => void;
  source: ListingSource;
  choices: CategoryNode[];
  allLabel: string;
  routeCategorySlug: string | null;
  hideBrand: boolean;
  ready: boolean;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [draft, setDraft] = useState(state);
  useEffect(() => {
    if (open) setDraft(state);
  }, [open, state]);
  const filters = useFilterDefinitions(draft.category ?? routeCategorySlug, !ready || !open);
  const shown = hideBrand ? filters?.filter((f) => f.slug !== BRAND_FILTER_SLUG) : filters;
  // What Show applies. The panel counts the draft's results: the very query Show then makes (answered from the cache).
  const applied = { ...draft, sort: state.sort, page: sameFilters(draft, state) ? state.page : 1 };
  const criteria = draft.options.length === 0 ? [] : shown ? filterCriteria(draft.options, shown) : null;
  const draftResults = useListingResults(open && criteria ? listingInput(source, applied, criteria) : null, true);
  const panelFilters = shown && draftResults.facets ? facetedFilters(shown, draftResults.facets, draft.options) : undefined;

  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId} data-testid="filter-dialog">
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 800, flex: 1 }}>
          <FormattedMessage id="listing.filters.open" />
        </Typography>
        <IconButton onClick={onClose} aria-label={intl.formatMessage({ id: 'listing.filters.close' })} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, overflowY: 'auto', p: 2 }}>
        <FilterPanel idPrefix="panel" livePrice state={draft} onChange={setDraft} categories={choices} allLabel={allLabel} filters={panelFilters} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Button variant="outlined" size="large" sx={{ flex: 1 }} onClick={() => setDraft(listingTransitions.clear())} data-testid="filters-clear">
          <FormattedMessage id="listing.filters.clear" />
        </Button>
        <Button variant="contained" size="large" sx={{ flex: 2 }} onClick={() => onApply(applied)} data-testid="filters-show">
          <FormattedMessage id="listing.filters.show" />
        </Button>
      </Box>
    </Dialog>
  );
}

function sameFilters(a: ListingState, b: ListingState): boolean {
  return a.category === b.category && a.min === b.min && a.max === b.max && a.options.join() === b.options.join();
}
