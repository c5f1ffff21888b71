import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { paginationItems } from './pagination';

/** Page links (real links: every page has its own shareable address). */
export function ListingPagination({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const intl = useIntl();
  if (pages <= 1) return null;
  const items = paginationItems(page, pages);
  const squareSx = { minWidth: 40, height: 40, px: 1, borderRadius: 2, fontWeight: 600 } as const;

  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'listing.pagination.label' })}
      data-testid="pagination"
      sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.75 }}>
        <li>
          <Button
            component={RouterLink}
            to={hrefFor(page - 1)}
            variant="outlined"
            color="inherit"
            disabled={page <= 1}
            aria-label={intl.formatMessage({ id: 'listing.pagination.previous' })}
            data-testid="pagination-previous"
            sx={{ ...squareSx, borderColor: 'divider' }}
          >
            <ChevronLeftIcon />
          </Button>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                component={RouterLink}
                to={hrefFor(item)}
                variant={item === page ? 'contained' : 'outlined'}
                color={item === page ? 'primary' : 'inherit'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'listing.pagination.page' }, { count: item })}
                data-testid={`pagination-page-${item}`}
                sx={{ ...squareSx, ...(item !== page && { borderColor: 'divider' }) }}
              >
                {item}
              </Button>
            </li>
          ) : (
            <Box component="li" key={item} aria-hidden sx={{ ...squareSx, display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
              …
            </Box>
          ),
        )}
        <li>
          <Button
            component={RouterLink}
            to={hrefFor(page + 1)}
            variant="outlined"
            color="inherit"
            disabled={page >= pages}
            aria-label={intl.formatMessage({ id: 'listing.pagination.next' })}
            data-testid="pagination-next"
            sx={{ ...squareSx, borderColor: 'divider' }}
          >
            <ChevronRightIcon />
          </Button>
        </li>
      </Box>
    </Box>
  );
}
