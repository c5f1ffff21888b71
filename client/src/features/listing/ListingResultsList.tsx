import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { FormattedMessage } from 'react-intl';
import { ProductCard, ProductCardSkeleton } from '../../shop/catalog/ProductCard';
import type { useListingResults } from './useListingResults';

/** Cards a desktop shows in its first row (a phone shows fewer): their pictures are not lazy-loaded. */
const FIRST_SCREEN_CARDS = 4;

/** One page of products as a grid or as rows: skeletons while loading, a message when nothing matches. */
export function ListingResultsList({
  items,
  loading,
  view,
}: {
  items: ReturnType<typeof useListingResults>['items'];
  loading: boolean;
  view: 'grid' | 'rows';
}) {
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
          <ProductCard
            product={item}
            layout={view === 'grid' ? 'grid' : 'row'}
            imagePriority={index === 0 ? 'lead' : index < FIRST_SCREEN_CARDS ? 'eager' : undefined}
          />
        </li>
      ))}
    </Box>
  );
}
