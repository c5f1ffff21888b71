import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router-dom';
import { isUnauthenticated } from '../../lib/errors';
import { ROUTES } from '../../lib/site';
import { toast } from '../../lib/toast';
import { ProductCard, ProductCardSkeleton } from '../../shop/catalog/ProductCard';
import { ListingPagination } from '../../shop/catalog/ListingPagination';
import { applyFavoritesCleared } from '../../shop/favorites/favoritesCache';
import { ClearFavoritesMutation, FAVORITES_PAGE_SIZE, FavoritesQuery } from '../../shop/favorites/operations';
import { favoritesPageCount, parsePageParam } from './paging';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { HeadMaker } from '../../components/head/head';
import { PageHead } from '../../components/head/PageHead';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: { xs: 1.5, lg: 2 },
} as const;

const pageHref = (page: number) => (page <= 1 ? ROUTES.favorites : `${ROUTES.favorites}?page=${page}`);

/**
 * /favorites (signed-in customers): the products as cards (their hearts remove them at once), pages of
 * 20 shown only when there are more, and "clear all" behind the spec's confirmation.
 */
export default function FavoritesPage({ head }: { head: HeadMaker }) {
  const titleId = useId();
  const intl = useIntl();
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const { data, loading, error, refetch } = useQuery(FavoritesQuery, { variables: { page, pageSize: FAVORITES_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [confirming, setConfirming] = useState(false);
  const favorites = data?.favorites;
  const pages = favoritesPageCount(favorites?.totalCount ?? 0, FAVORITES_PAGE_SIZE);

  let body;
  if (!favorites && error) {
    body = (
      <Alert
        severity="error"
        data-testid="favorites-error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        {intl.formatMessage({ id: isUnauthenticated(error) ? 'cart.signInFirst' : 'favorites.loadFailed' })}
      </Alert>
    );
  } else if (!favorites) {
    body = (
      <Box component="ul" aria-busy="true" data-testid="favorites-loading" sx={gridSx}>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </Box>
    );
  } else if (favorites.items.length === 0) {
    // A page past the end (the last favorites of a page were removed): back to the last page.
    if (favorites.totalCount > 0 && page > pages) return <Navigate to={pageHref(pages)} replace />;
    body = (
      <Paper variant="outlined" data-testid="favorites-empty" sx={{ py: 8, px: 3, textAlign: 'center', borderRadius: 3, borderStyle: 'dashed' }}>
        <FavoriteBorderIcon sx={{ fontSize: 56, color: 'grey.500', mb: 1 }} aria-hidden="true" />
        <Typography component="p" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
          <FormattedMessage id="favorites.empty" />
        </Typography>
        <Button component={RouterLink} to={ROUTES.home} variant="contained" data-testid="favorites-back-to-shop">
          <FormattedMessage id="cart.backToShop" />
        </Button>
      </Paper>
    );
  } else {
    body = (
      <>
        <Box component="ul" data-testid="favorites-grid" aria-busy={loading || undefined} sx={gridSx}>
          {favorites.items.map((favorite) => (
            <li key={favorite.id}>
              <ProductCard product={favorite.product} />
            </li>
          ))}
        </Box>
        {/* Paging only when the favorites do not fit one page (spec §2). */}
        <ListingPagination page={page} pages={pages} hrefFor={pageHref} />
      </>
    );
  }

  return (
    <Container maxWidth="xl" component="section" aria-labelledby={titleId} sx={{ py: { xs: 3, lg: 5 }, px: { xs: 2, lg: 3 } }} data-testid="favorites-page">
      <PageHead of={head} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Typography id={titleId} component="h1" variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          <FormattedMessage id="favorites.title" />
          {favorites && favorites.totalCount > 0 && (
            <Box component="span" data-testid="favorites-count" sx={{ ml: 1, color: 'text.secondary', fontWeight: 400, fontSize: '0.7em' }}>
              ({favorites.totalCount})
            </Box>
          )}
        </Typography>
        {favorites && favorites.totalCount > 0 && (
          <Button color="error" variant="outlined" startIcon={<DeleteSweepOutlinedIcon />} onClick={() => setConfirming(true)} data-testid="favorites-clear">
            <FormattedMessage id="favorites.clearAll" />
          </Button>
        )}
      </Box>
      {body}
      <ClearFavoritesDialog open={confirming} onClose={() => setConfirming(false)} />
    </Container>
  );
}

/** "Are you sure you want to clear all favorites?" — Cancel or Clear all. */
function ClearFavoritesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const [clear, { loading }] = useMutation(ClearFavoritesMutation, { update: (cache) => applyFavoritesCleared(cache) });

  const confirm = async () => {
    try {
      await clear();
      onClose();
    } catch (error) {
      toast(intl.formatMessage({ id: isUnauthenticated(error) ? 'cart.signInFirst' : 'favorites.clearFailed' }), 'error');
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={<FormattedMessage id="favorites.clearAll" />}
      text={<FormattedMessage id="favorites.clearConfirm" />}
      confirmLabel={<FormattedMessage id="favorites.clearAll" />}
      busy={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      testId="favorites-clear-dialog"
    />
  );
}
