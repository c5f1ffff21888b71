import GridViewIcon from '@mui/icons-material/GridView';
import TuneIcon from '@mui/icons-material/Tune';
import ViewListIcon from '@mui/icons-material/ViewList';
import { skipToken, useQuery } from '@apollo/client/react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { HydratesApart } from '../../components/HydratesApart';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { HeadMaker } from '../../components/head/head';
import { PageHead } from '../../components/head/PageHead';
import NotFoundPage from '../../components/NotFoundPage';
import { categoryPath, findCategory, type CategoryNode } from './categoryTree';
import { facetedFilters } from './facets';
import { FilterPanel } from './FilterPanel';
import { ActiveFilterChips, useFilterChips } from './ActiveFilterChips';
import { BRAND_FILTER_SLUG, filterCriteria, useCategoryTree, useFilterDefinitions, useListingSource } from './listingData';
import { ListingPagination } from '../../shop/catalog/ListingPagination';
import { ListingResultsList } from './ListingResultsList';
import type { ListingHeadData } from './listingHead';
import { listingTitle } from './listingTitle';
import { MobileFilterDialog } from './MobileFilterDialog';
import { LISTING_PAGE_SIZE, ListingBrandsQuery, ListingCategoryQuery } from './operations';
import { pageCount } from '../../shop/catalog/pagination';
import { listingInput, useListingResults } from './useListingResults';
import { isFiltering, listingTransitions, parseListingState, serializeListingState, SORTS, type ListingSort, type ListingState } from './urlState';
import { belowHeader, HEADER_HEIGHT } from '../../lib/headerHeight';

/**
 * The category tree is read here and the rest of the page in ListingContent: two components, so that
 * hydrating a listing is two units of work a phone's main thread can serve input between, not one.
 */
export default function ListingPage({ head }: { head: HeadMaker<ListingHeadData> }) {
  const { tree, loaded } = useCategoryTree();
  return <ListingContent tree={tree} treeLoaded={loaded} head={head} />;
}

function ListingContent({ tree, treeLoaded, head }: { tree: CategoryNode[]; treeLoaded: boolean; head: HeadMaker<ListingHeadData> }) {
  const intl = useIntl();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'));
  const source = useListingSource();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListingState(searchParams), [searchParams]);
  const filtering = isFiltering(state);

  const brands = useQuery(ListingBrandsQuery, { skip: source.kind !== 'brand' });
  const category = useQuery(ListingCategoryQuery, source.kind === 'category' ? { variables: { slug: source.slug } } : skipToken);

  const routePath = source.kind === 'category' ? categoryPath(tree, source.slug) : [];
  const routeCategory = routePath.at(-1) ?? null;
  const choices = source.kind === 'category' ? (routeCategory?.children ?? []) : tree;
  const selectedCategory = state.category ? findCategory(tree, state.category) : null;
  const routeCategorySlug = source.kind === 'category' ? source.slug : null;
  // The filter definitions serve the desktop sidebar and name or group chosen options; a phone's panel
  // asks for its own when opened, so a phone's plain listing does without (less to render and hydrate).
  const allFilters = useFilterDefinitions(state.category ?? routeCategorySlug, !isDesktop && state.options.length === 0);
  const shownFilters = source.kind === 'brand' ? allFilters?.filter((f) => f.slug !== BRAND_FILTER_SLUG) : allFilters;

  // The query's input; chosen options are sent grouped by their filter, so those must be known first.
  const criteria = state.options.length === 0 ? [] : allFilters ? filterCriteria(state.options, shownFilters ?? []) : null;
  const input = criteria ? listingInput(source, state, criteria) : null;
  const results = useListingResults(input, filtering);
  const pages = pageCount(results.totalCount, LISTING_PAGE_SIZE);
  // The sidebar offers what the results hold, counted in the same answer as the products.
  const panelFilters = shownFilters && results.facets ? facetedFilters(shownFilters, results.facets, state.options) : undefined;

  const update = (next: ListingState) => {
    setSearchParams(serializeListingState(next, searchParams));
  };
  const hrefFor = (page: number) => {
    const query = serializeListingState(listingTransitions.page(state, page), searchParams).toString();
    return query ? `?${query}` : '?';
  };

  // A new page of results starts at the top of the page; the first one stays where the visitor is (they
  // may have scrolled, or clicked, before the page was hydrated).
  const scrolledForPage = useRef(state.page);
  useEffect(() => {
    if (scrolledForPage.current === state.page) return;
    scrolledForPage.current = state.page;
    window.scrollTo({ top: 0 });
  }, [state.page]);

  const brand = source.kind === 'brand' ? brands.data?.brands.find((b) => b.slug.toLowerCase() === source.brandSlug.toLowerCase()) : undefined;
  const { title, crumbs } = listingTitle(source, routePath, brand?.name, intl);
  const allLabel = routeCategory ? routeCategory.name : intl.formatMessage({ id: 'listing.category.all' });

  const chips = useFilterChips(state, allFilters, selectedCategory?.name);

  const [view, setView] = useState<'grid' | 'rows'>('rows');
  const shownView = isDesktop ? view : 'grid';
  const [panelOpen, setPanelOpen] = useState(false);
  const sortId = useId();

  // Hydrated apart: the select sets state as it mounts, which would otherwise make the page's whole
  // hydration, effects included, one task.
  const sortSelect = (
    <HydratesApart>
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
    </HydratesApart>
  );

  const from = results.totalCount === 0 ? 0 : (state.page - 1) * LISTING_PAGE_SIZE + 1;
  const to = Math.min(results.totalCount, state.page * LISTING_PAGE_SIZE);

  // A slug the catalogue does not know is the Not Found page (the server answers such addresses 404).
  const unknownCategory = source.kind === 'category' && tree.length > 0 && routePath.length === 0;
  const unknownBrand = source.kind === 'brand' && brands.data && !brand;
  if (unknownCategory || unknownBrand) return <NotFoundPage />;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, lg: 3 } }} data-testid="listing-page">
      <PageHead of={head} data={{ source, heading: title, category: category.data?.categoryBySlug ?? null, brand: brand ?? null }} />
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
            sx={{
              p: 2.5,
              borderRadius: 3,
              position: 'sticky',
              top: belowHeader(16),
              maxHeight: `calc(100vh - ${HEADER_HEIGHT} - 32px)`,
              overflowY: 'auto',
              scrollbarWidth: 'thin',
            }}
          >
            <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
              <TuneIcon fontSize="small" color="primary" aria-hidden />
              <FormattedMessage id="listing.filters.title" />
            </Typography>
            <FilterPanel idPrefix="sidebar" state={state} onChange={update} categories={choices} allLabel={allLabel} filters={panelFilters} />
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

          <ActiveFilterChips chips={chips} onChange={update} />

          <HydratesApart>
            <ListingResultsList items={results.items} loading={results.loading} view={shownView} />
          </HydratesApart>
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
          source={source}
          choices={choices}
          allLabel={allLabel}
          routeCategorySlug={routeCategorySlug}
          hideBrand={source.kind === 'brand'}
          ready={treeLoaded}
        />
      )}
    </Container>
  );
}
