import CloseIcon from '@mui/icons-material/Close';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import TuneIcon from '@mui/icons-material/Tune';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { Breadcrumbs, type BreadcrumbItem } from '../../components/Breadcrumbs';
import { Money } from '../../components/Money';
import { visuallyHidden } from '../../components/visuallyHidden';
import { titleFromSlug } from '../../components/breadcrumbPath';
import { getFragmentData } from '../../gql';
import type { FilterCriterionInput } from '../../gql/graphql';
import { usePriceFormatter } from '../../lib/i18n';
import { ROUTES } from '../../lib/site';
import { ProductCard, ProductCardSkeleton } from '../catalog/ProductCard';
import PlaceholderPage from '../placeholder/PlaceholderPage';
import { categoryPath, findCategory, toCategoryNodes, type CategoryNode } from './categoryTree';
import { FilterPanel, type FilterDefinition } from './FilterPanel';
import { ListingPagination } from './ListingPagination';
import { LISTING_PAGE_SIZE, ListingBrandsQuery, ListingCategoryNodeFragment, ListingCategoryTreeQuery, ListingFiltersQuery } from './operations';
import { pageCount } from './pagination';
import { priceChipMessageId, priceChipText } from './priceChip';
import { listingInput, useListingResults, type ListingSource } from './useListingResults';
import { EMPTY_STATE, isFiltering, listingTransitions, parseListingState, serializeListingState, SORTS, type ListingSort, type ListingState } from './urlState';

/** The general Brand filter's slug; on a brand's listing the brand is fixed, so the filter is hidden. */
const BRAND_FILTER_SLUG = 'brend';

function useListingSource(): ListingSource {
  const { slug, brandSlug } = useParams();
  const [params] = useSearchParams();
  if (brandSlug) return { kind: 'brand', brandSlug };
  if (slug === 'hot-deals') return { kind: 'hot-deals' };
  if (slug === 'recommended') return { kind: 'recommended' };
  if (slug) return { kind: 'category', slug };
  const search = params.get('search')?.trim();
  return search ? { kind: 'search', text: search } : { kind: 'all' };
}

function useCategoryTree(): { tree: CategoryNode[]; loaded: boolean } {
  const { data, error } = useQuery(ListingCategoryTreeQuery);
  const tree = useMemo(() => {
    if (!data) return [];
    type Raw = { id: string; name: string; slug: string; subCategories?: readonly Raw[] };
    const unmask = (nodes: readonly { subCategories?: readonly unknown[] }[]): Raw[] =>
      nodes.map((node) => ({
        ...getFragmentData(ListingCategoryNodeFragment, node as never),
        subCategories: node.subCategories ? unmask(node.subCategories as never) : [],
      }));
    return toCategoryNodes(unmask(data.categoryTree));
  }, [data]);
  return { tree, loaded: Boolean(data || error) };
}

function useFilterDefinitions(categoryId: string | null, skip: boolean): readonly FilterDefinition[] | undefined {
  const { data, error } = useQuery(ListingFiltersQuery, { variables: { categoryId }, skip });
  if (error) return [];
  return data?.filters;
}

/** Groups chosen option ids by their filter (options of one filter OR, different filters AND). */
function filterCriteria(options: string[], filters: readonly FilterDefinition[]): FilterCriterionInput[] {
  const byFilter = new Map<string, string[]>();
  for (const filter of filters) {
    const chosen = filter.options.filter((option) => options.includes(option.id)).map((option) => option.id);
    if (chosen.length > 0) byFilter.set(filter.id, chosen);
  }
  return [...byFilter].map(([filterId, filterOptionIds]) => ({ filterId, filterOptionIds }));
}

export default function ListingPage() {
  const intl = useIntl();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'));
  const formatPrice = usePriceFormatter();
  const source = useListingSource();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListingState(searchParams), [searchParams]);
  const filtering = isFiltering(state);

  const { tree, loaded: treeLoaded } = useCategoryTree();
  const brands = useQuery(ListingBrandsQuery, { skip: source.kind !== 'brand' });

  const routePath = source.kind === 'category' ? categoryPath(tree, source.slug) : [];
  const routeCategory = routePath.at(-1) ?? null;
  const choices = source.kind === 'category' ? (routeCategory?.children ?? []) : tree;
  const selectedCategory = state.category ? findCategory(tree, state.category) : null;
  const effectiveCategoryId = selectedCategory?.id ?? routeCategory?.id ?? null;
  const filtersReady = treeLoaded;
  const allFilters = useFilterDefinitions(effectiveCategoryId, !filtersReady);
  const shownFilters = source.kind === 'brand' ? allFilters?.filter((f) => f.slug !== BRAND_FILTER_SLUG) : allFilters;

  // The query's input; chosen options are sent grouped by their filter, so those must be known first.
  const criteria = state.options.length === 0 ? [] : allFilters ? filterCriteria(state.options, shownFilters ?? []) : null;
  const input = criteria ? listingInput(source, state, criteria) : null;
  const results = useListingResults(input, filtering);
  const pages = pageCount(results.totalCount, LISTING_PAGE_SIZE);

  const update = (next: ListingState) => {
    setSearchParams(serializeListingState(next, searchParams));
  };
  const hrefFor = (page: number) => {
    const query = serializeListingState(listingTransitions.page(state, page), searchParams).toString();
    return query ? `?${query}` : '?';
  };

  // A new page of results starts at the top of the page.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [state.page]);

  // Title and breadcrumb.
  let title: string;
  let crumbs: BreadcrumbItem[];
  switch (source.kind) {
    case 'category':
      title = routeCategory?.name ?? titleFromSlug(source.slug, intl.locale);
      crumbs = routePath.length
        ? routePath.map((node, i) => ({
            label: node.name,
            to: i === routePath.length - 1 ? undefined : i === 0 ? ROUTES.topCategory(node.slug) : ROUTES.category(node.slug),
          }))
        : [{ label: title }];
      break;
    case 'hot-deals':
      title = intl.formatMessage({ id: 'listing.title.hotDeals' });
      crumbs = [{ label: title }];
      break;
    case 'recommended':
      title = intl.formatMessage({ id: 'listing.title.recommended' });
      crumbs = [{ label: title }];
      break;
    case 'brand': {
      const name = brands.data?.brands.find((b) => b.slug === source.brandSlug)?.name ?? titleFromSlug(source.brandSlug, intl.locale);
      title = intl.formatMessage({ id: 'listing.title.brand' }, { name });
      crumbs = [{ label: intl.formatMessage({ id: 'breadcrumbs.brands' }) }, { label: name }];
      break;
    }
    case 'search':
      title = intl.formatMessage({ id: 'listing.title.search' }, { name: source.text });
      crumbs = [{ label: intl.formatMessage({ id: 'breadcrumbs.search' }) }, { label: source.text }];
      break;
    default:
      title = intl.formatMessage({ id: 'listing.title.all' });
      crumbs = [{ label: intl.formatMessage({ id: 'breadcrumbs.products' }) }];
  }
  const allLabel = routeCategory ? routeCategory.name : intl.formatMessage({ id: 'listing.category.all' });

  // Chips of the active filters.
  const optionLabel = new Map<string, string>();
  for (const filter of allFilters ?? []) for (const option of filter.options) optionLabel.set(option.id, `${filter.name}: ${option.displayName}`);
  const chips: { key: string; label: ReactNode; next: ListingState }[] = [];
  if (state.category) {
    chips.push({
      key: 'category',
      label: selectedCategory?.name ?? titleFromSlug(state.category, intl.locale),
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

  const [view, setView] = useState<'grid' | 'rows'>('rows');
  const shownView = isDesktop ? view : 'grid';
  const [panelOpen, setPanelOpen] = useState(false);
  const sortId = useId();

  const sortSelect = (
    <TextField
      select
      size="small"
      id={sortId}
      label={intl.formatMessage({ id: isDesktop ? 'listing.sort.label' : 'listing.sort.mobile' })}
      value={state.sort ?? ''}
      onChange={(event) => update(listingTransitions.sort(state, (event.target.value || null) as ListingSort | null))}
      sx={{ minWidth: { xs: 0, lg: 220 }, flex: { xs: 1, lg: 'none' } }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'sort-select' } as never } }}
    >
      <MenuItem value="">
        <FormattedMessage id="listing.sort.default" />
      </MenuItem>
      {SORTS.map((sort) => (
        <MenuItem key={sort} value={sort} data-testid={`sort-option-${sort}`}>
          <FormattedMessage id={`listing.sort.${sort}`} />
        </MenuItem>
      ))}
    </TextField>
  );

  const from = results.totalCount === 0 ? 0 : (state.page - 1) * LISTING_PAGE_SIZE + 1;
  const to = Math.min(results.totalCount, state.page * LISTING_PAGE_SIZE);

  // A slug the catalogue does not know is the Not Found page (the server answers such addresses 404).
  const unknownCategory = source.kind === 'category' && tree.length > 0 && routePath.length === 0;
  const unknownBrand = source.kind === 'brand' && brands.data && !brands.data.brands.some((b) => b.slug.toLowerCase() === source.brandSlug.toLowerCase());
  if (unknownCategory || unknownBrand) return <PlaceholderPage kind="notFound" />;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, lg: 3 } }} data-testid="listing-page">
      <Breadcrumbs items={crumbs} />
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 1.5, mb: { xs: 2, lg: 3 } }}>
        <Typography variant="h1" data-testid="listing-title" sx={{ fontSize: { xs: '1.5rem', lg: '2rem' }, fontWeight: 800 }}>
          {title}
        </Typography>
        <Typography component="span" color="text.secondary" data-testid="listing-count" aria-live="polite" sx={{ fontWeight: 600 }}>
          {results.loading ? (
            <Skeleton width={90} sx={{ display: 'inline-block' }} />
          ) : (
            intl.formatMessage({ id: 'listing.count' }, { count: results.totalCount })
          )}
        </Typography>
      </Box>

      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '272px minmax(0, 1fr)' }, gap: { lg: 4 }, alignItems: 'start' }}>
        {isDesktop && (
          <Paper
            component="aside"
            variant="outlined"
            aria-label={intl.formatMessage({ id: 'listing.filters.title' })}
            data-testid="filter-sidebar"
            sx={{ p: 2.5, borderRadius: 3, position: 'sticky', top: 16, maxHeight: 'calc(100vh - 32px)', overflowY: 'auto', scrollbarWidth: 'thin' }}
          >
            <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
              <TuneIcon fontSize="small" color="primary" aria-hidden />
              <FormattedMessage id="listing.filters.title" />
            </Typography>
            <FilterPanel idPrefix="sidebar" state={state} onChange={update} categories={choices} allLabel={allLabel} filters={shownFilters} />
          </Paper>
        )}

        <Box component="section" aria-labelledby="listing-results-heading" sx={{ minWidth: 0 }}>
          <Box component="h2" id="listing-results-heading" sx={visuallyHidden}>
            {title}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, flexWrap: 'wrap' }}>
            {isDesktop ? (
              <>
                <Typography color="text.secondary" variant="body2" sx={{ mr: 'auto' }} data-testid="listing-showing">
                  {!results.loading && results.totalCount > 0 && intl.formatMessage({ id: 'listing.showing' }, { from, to, count: results.totalCount })}
                </Typography>
                {sortSelect}
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={view}
                  onChange={(_, value: 'grid' | 'rows' | null) => value && setView(value)}
                  aria-label={intl.formatMessage({ id: 'listing.view.label' })}
                >
                  <ToggleButton value="grid" aria-label={intl.formatMessage({ id: 'listing.view.grid' })} data-testid="view-grid">
                    <GridViewIcon fontSize="small" />
                  </ToggleButton>
                  <ToggleButton value="rows" aria-label={intl.formatMessage({ id: 'listing.view.rows' })} data-testid="view-rows">
                    <ViewListIcon fontSize="small" />
                  </ToggleButton>
                </ToggleButtonGroup>
              </>
            ) : (
              <>
                <Badge badgeContent={chips.length} color="secondary" sx={{ flex: 1, '& > button': { width: '100%' } }}>
                  <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setPanelOpen(true)} data-testid="open-filters" sx={{ height: 40 }}>
                    <FormattedMessage id="listing.filters.open" />
                  </Button>
                </Badge>
                {sortSelect}
              </>
            )}
          </Box>

          {chips.length > 0 && (
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
                  onDelete={() => update(chip.next)}
                  color="primary"
                  variant="outlined"
                  data-testid="filter-chip"
                  sx={{ fontWeight: 600 }}
                />
              ))}
              <Button size="small" onClick={() => update(EMPTY_STATE)} data-testid="clear-filters">
                <FormattedMessage id="listing.filters.clearAll" />
              </Button>
            </Box>
          )}

          <Results items={results.items} loading={results.loading} view={shownView} />
          {!results.loading && <ListingPagination page={state.page} pages={pages} hrefFor={hrefFor} />}
        </Box>
      </Box>

      {!isDesktop && (
        <MobileFilterDialog
          open={panelOpen}
          onClose={() => setPanelOpen(false)}
          state={state}
          onApply={(next) => {
            update(next);
            setPanelOpen(false);
          }}
          tree={tree}
          choices={choices}
          allLabel={allLabel}
          routeCategoryId={routeCategory?.id ?? null}
          hideBrand={source.kind === 'brand'}
          ready={filtersReady}
        />
      )}
    </Container>
  );
}

function Results({ items, loading, view }: { items: ReturnType<typeof useListingResults>['items']; loading: boolean; view: 'grid' | 'rows' }) {
  const listSx: SystemStyleObject<Theme> =
    view === 'grid'
      ? {
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
          gap: { xs: 1.5, lg: 2 },
        }
      : { display: 'flex', flexDirection: 'column', gap: 1.5 };
  const ulSx: SxProps<Theme> = { listStyle: 'none', m: 0, p: 0, ...listSx };

  if (loading) {
    return (
      <Box component="ul" aria-busy="true" data-testid="listing-loading" sx={ulSx}>
        {Array.from({ length: view === 'grid' ? 8 : 4 }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton layout={view === 'grid' ? 'grid' : 'row'} />
          </li>
        ))}
      </Box>
    );
  }
  if (items.length === 0) {
    return (
      <Paper variant="outlined" data-testid="listing-empty" sx={{ py: 8, px: 3, textAlign: 'center', borderRadius: 3, borderStyle: 'dashed' }}>
        <SearchOffIcon sx={{ fontSize: 56, color: 'grey.400', mb: 1 }} aria-hidden />
        <Typography component="p" variant="h6" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="listing.empty.title" />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="listing.empty.text" />
        </Typography>
      </Paper>
    );
  }
  return (
    <Box component="ul" data-testid="listing-results" data-view={view} sx={ulSx}>
      {items.map((item, index) => (
        <li key={index}>
          <ProductCard product={item} layout={view === 'grid' ? 'grid' : 'row'} />
        </li>
      ))}
    </Box>
  );
}

/** Small screens: the filters in a full-screen panel, applied together with Show (the dialog locks page scroll). */
function MobileFilterDialog({
  open,
  onClose,
  state,
  onApply,
  tree,
  choices,
  allLabel,
  routeCategoryId,
  hideBrand,
  ready,
}: {
  open: boolean;
  onClose: () => void;
  state: ListingState;
  onApply: (next: ListingState) => void;
  tree: CategoryNode[];
  choices: CategoryNode[];
  allLabel: string;
  routeCategoryId: string | null;
  hideBrand: boolean;
  ready: boolean;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [draft, setDraft] = useState(state);
  useEffect(() => {
    if (open) setDraft(state);
  }, [open, state]);
  const draftCategoryId = (draft.category ? findCategory(tree, draft.category)?.id : null) ?? routeCategoryId;
  const filters = useFilterDefinitions(draftCategoryId, !ready || !open);
  const shown = hideBrand ? filters?.filter((f) => f.slug !== BRAND_FILTER_SLUG) : filters;

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
        <FilterPanel idPrefix="panel" livePrice state={draft} onChange={setDraft} categories={choices} allLabel={allLabel} filters={shown} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Button variant="outlined" size="large" sx={{ flex: 1 }} onClick={() => setDraft(listingTransitions.clear())} data-testid="filters-clear">
          <FormattedMessage id="listing.filters.clear" />
        </Button>
        <Button
          variant="contained"
          size="large"
          sx={{ flex: 2 }}
          onClick={() => onApply({ ...draft, sort: state.sort, page: sameFilters(draft, state) ? state.page : 1 })}
          data-testid="filters-show"
        >
          <FormattedMessage id="listing.filters.show" />
        </Button>
      </Box>
    </Dialog>
  );
}

function sameFilters(a: ListingState, b: ListingState): boolean {
  return a.category === b.category && a.min === b.min && a.max === b.max && a.options.join() === b.options.join();
}
