import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import IconButton from '@mui/material/IconButton';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { askAgainIfInFlight } from '../../lib/apollo';
import { isUnauthenticated } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { SignInRequired } from '../account/SignInRequired';
import { useSignedIn } from '../../lib/session';
import { applyFavoriteStatus, cachedFavoritesCount } from './favoritesCache';
import { FavoritesCountQuery } from './favoritesCount';
import { AddFavoriteMutation, RemoveFavoriteMutation } from './operations';

interface FavoriteToggleProps {
  /** The product; without one (not loaded) the toggle does nothing. */
  productId: string | undefined;
  /** The product's cached `isFavorite`: the toggle shows it and follows the cache. */
  isFavorite: boolean;
  /** "card": a round button over the card's picture; "detail": the square one beside add to cart. */
  variant?: 'card' | 'detail';
  testId?: string;
}

/**
 * The heart: optimistic (the product's `isFavorite` and the header count change at once, in the cache,
 * so every card of the product follows) and undone by Apollo when the server says no, with a toast.
 * Visitors, and tokens the server refuses, get the Sign In Required dialog.
 */
export function FavoriteToggle({ productId, isFavorite, variant = 'card', testId = 'card-favorite' }: FavoriteToggleProps) {
  const intl = useIntl();
  const client = useApolloClient();
  const signedIn = useSignedIn();
  const [signInOpen, setSignInOpen] = useState(false);
  const busy = useRef(false);
  const [add] = useMutation(AddFavoriteMutation, { update: (cache, { data }) => data && applyFavoriteStatus(cache, data.addFavorite) });
  const [remove] = useMutation(RemoveFavoriteMutation, { update: (cache, { data }) => data && applyFavoriteStatus(cache, data.removeFavorite) });

  const toggle = async () => {
    if (!productId || busy.current) return;
    if (!signedIn) {
      setSignInOpen(true);
      return;
    }
    const next = !isFavorite;
    const status = {
      __typename: 'FavoriteStatus' as const,
      productId,
      isFavorite: next,
      favoritesCount: Math.max(0, cachedFavoritesCount(client.cache) + (next ? 1 : -1)),
      product: { __typename: 'Product' as const, id: productId, isFavorite: next },
    };
    busy.current = true;
    try {
      if (next) await add({ variables: { productId }, optimisticResponse: { addFavorite: status } });
      else await remove({ variables: { productId }, optimisticResponse: { removeFavorite: status } });
      askAgainIfInFlight(client, FavoritesCountQuery);
    } catch (error) {
      if (isUnauthenticated(error)) setSignInOpen(true);
      else toast(intl.formatMessage({ id: 'favorites.updateFailed' }), 'error');
    } finally {
      busy.current = false;
    }
  };

  const label = intl.formatMessage({ id: isFavorite ? 'favorites.remove' : 'favorites.add' });
  const detail = variant === 'detail';
  return (
    <>
      <IconButton
        onClick={() => void toggle()}
        aria-label={label}
        data-testid={testId}
        data-favorite={isFavorite}
        size={detail ? 'medium' : 'small'}
        sx={
          detail
            ? { border: 1, borderColor: 'divider', borderRadius: 2, width: 52, color: 'error.main' }
            : {
                color: isFavorite ? 'error.main' : 'text.secondary',
                bgcolor: 'rgba(255,255,255,0.92)',
                boxShadow: 1,
                '&:hover': { bgcolor: 'background.paper', color: 'error.main' },
              }
        }
      >
        {isFavorite ? <FavoriteIcon fontSize={detail ? 'medium' : 'small'} /> : <FavoriteBorderIcon fontSize={detail ? 'medium' : 'small'} />}
      </IconButton>
      <SignInRequired open={signInOpen} onClose={() => setSignInOpen(false)} action="favorites" />
    </>
  );
}
