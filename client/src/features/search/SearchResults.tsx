import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { skipToken, useQuery } from '@apollo/client/react';
import type { KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '../../components/visuallyHidden';
import { graphql } from '../../gql';
import { ROUTES } from '../../lib/site';
import { SearchResultCard, SearchResultSkeleton } from './SearchResultCard';
import { hasMoreResults, resultListView, SEARCH_PAGE_SIZE } from './searchState';
import { focusResult } from './useSearch';

/** First page of matches; both layouts ask for 6 so they share the cache (desktop shows 4). */
const SearchProductsQuery = graphql(`
  query SearchProducts($text: String!, $pageSize: Int!) {
    products(input: { search: $text, page: 1, pageSize: $pageSize }) {
      totalCount
      totalCountIsLowerBound
      items {
        id
        ...SearchResultCard
      }
    }
  }
`);

const SKELETON_COUNT = 4;

export interface SearchResultsProps {
  id: string;
  /** The query to fetch (debounced); null below 2 characters. */
  query: string | null;
  /** The typed text is ahead of `query` (debounce running): show skeletons. */
  pending: boolean;
  /** Cards shown: 4 on desktop, 6 on mobile. */
  limit: number;
  /** Mobile overlay: the "PRODUCTS (N)" heading. */
  showHeading?: boolean;
  /** A card or "View all" was chosen (the panel closes and the text clears). */
  onChoose: () => void;
  /** ArrowUp on the first result (back to the input) and Escape. */
  onLeaveTop: () => void;
  onEscape: () => void;
}

/** The result list: four skeletons while loading, up to `limit` cards, "View all N results", or the empty message. */
export function SearchResults({ id, query, pending, limit, showHeading = false, onChoose, onLeaveTop, onEscape }: SearchResultsProps) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(SearchProductsQuery, query === null ? skipToken : { variables: { text: query, pageSize: SEARCH_PAGE_SIZE } });
  const page = query === null ? undefined : data?.products;
  const view = resultListView({ query, pending, loading, error: error !== undefined, total: page?.totalCount });
  const total = page?.totalCount ?? 0;
  // The server counts every match; a total it marks as a lower bound would read "1,000+".
  const shownTotal = page?.totalCountIsLowerBound ? `${intl.formatNumber(total)}+` : total;

  const keyDown = (event: KeyboardEvent<HTMLElement>) => {
    const panel = event.currentTarget;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusResult(panel, 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (!focusResult(panel, -1)) onLeaveTop();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onEscape();
    }
  };

  if (view === 'nothing') return null;

  return (
    <Box
      id={id}
      role="region"
      aria-label={intl.formatMessage({ id: 'search.results.label' })}
      aria-busy={view === 'loading'}
      onKeyDown={keyDown}
      data-testid="search-results"
      data-state={view}
    >
      <Box role="status" sx={visuallyHidden}>
        {view === 'results' || view === 'empty' ? intl.formatMessage({ id: 'search.status' }, { count: total }) : ''}
      </Box>
      {showHeading && view === 'results' && (
        <Typography
          component="h2"
          data-testid="search-heading"
          sx={{ px: 1, pt: 0.5, pb: 1, fontSize: '0.8rem', fontWeight: 800, letterSpacing: '0.08em', color: 'text.secondary' }}
        >
          <FormattedMessage id="search.products" values={{ count: shownTotal }} />
        </Typography>
      )}
      {view === 'loading' && (
        <Box data-testid="search-loading">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <SearchResultSkeleton key={index} />
          ))}
        </Box>
      )}
      {view === 'results' && page && (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
            {page.items.slice(0, limit).map((item) => (
              <li key={item.id}>
                <SearchResultCard product={item} onChoose={onChoose} />
              </li>
            ))}
          </Box>
          {query !== null && hasMoreResults(total, limit) && (
            <Box sx={{ px: 1, pt: 1, pb: 0.5 }}>
              <Button
                component={RouterLink}
                to={ROUTES.search(query)}
                onClick={onChoose}
                variant="contained"
                fullWidth
                disableElevation
                data-search-option=""
                data-testid="search-view-all"
                sx={{ borderRadius: 999, fontWeight: 700 }}
              >
                <FormattedMessage id="search.viewAll" values={{ count: shownTotal }} />
              </Button>
            </Box>
          )}
        </>
      )}
      {view === 'empty' && (
        <Box data-testid="search-empty" sx={{ py: 4, px: 2, textAlign: 'center' }}>
          <SearchOffIcon sx={{ fontSize: 40, color: 'grey.400', mb: 1 }} aria-hidden="true" />
          <Typography sx={{ fontWeight: 700 }}>
            <FormattedMessage id="search.noResults" />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="search.noResults.hint" />
          </Typography>
        </Box>
      )}
      {view === 'error' && (
        <Typography role="alert" data-testid="search-error" variant="body2" color="error" sx={{ py: 3, px: 2, textAlign: 'center' }}>
          <FormattedMessage id="search.error" />
        </Typography>
      )}
    </Box>
  );
}
