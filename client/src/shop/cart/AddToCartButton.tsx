import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../components/visuallyHidden';
import { askAgainIfInFlight } from '../../lib/apollo';
import { isUnauthenticated } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { SignInRequired } from '../account/SignInRequired';
import { useSignedIn } from '../../lib/session';
import { storeCart } from './cartCache';
import { CartCountQuery } from './cartCount';
import { useCartErrorText } from './cartErrors';
import { AddToCartMutation } from './operations';

/** How long "Added to cart" stays before the button is ready again (spec §9). */
export const ADDED_MS = 2000;

export type AddToCartState = 'idle' | 'adding' | 'added';

interface AddToCartButtonProps {
  /** The product; without one (not loaded) the button does nothing. */
  productId: string | undefined;
  inStock: boolean;
  /** Units to add (the detail page's stepper); 1 on cards. */
  quantity?: number;
  /** "card": a compact full-width button; "detail": the large one of the product page. */
  variant?: 'card' | 'detail';
  testId?: string;
}

/**
 * Add to cart: idle → "Adding..." (disabled, spinner) → "Added to cart" (green, 2 s) → idle. A failure
 * goes back to idle with a toast; a visitor (or a token the server refuses) gets the Sign In Required
 * dialog. Out of stock: disabled "Out of Stock". The answer (the whole cart) updates the cache, so the
 * header badge and the cart page follow.
 */
export function AddToCartButton({ productId, inStock, quantity = 1, variant = 'card', testId = 'card-add-to-cart' }: AddToCartButtonProps) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const errorText = useCartErrorText();
  const [state, setState] = useState<AddToCartState>('idle');
  const [signInOpen, setSignInOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const client = useApolloClient();
  const [addToCart] = useMutation(AddToCartMutation, { update: (cache, { data }) => storeCart(cache, data?.addToCart) });

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const add = async () => {
    if (!productId || !inStock || state !== 'idle') return;
    if (!signedIn) {
      setSignInOpen(true);
      return;
    }
    setState('adding');
    try {
      await addToCart({ variables: { productId, quantity } });
      askAgainIfInFlight(client, CartCountQuery);
      setState('added');
      timer.current = window.setTimeout(() => setState('idle'), ADDED_MS);
    } catch (error) {
      setState('idle');
      if (isUnauthenticated(error)) setSignInOpen(true);
      else toast(errorText(error, 'cart.addFailed'), 'error');
    }
  };

  const detail = variant === 'detail';
  const label = !inStock
    ? intl.formatMessage({ id: 'cart.outOfStock' })
    : intl.formatMessage({ id: state === 'adding' ? 'cart.adding' : state === 'added' ? 'cart.added' : 'cart.add' });
  const icon =
    state === 'adding' ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : state === 'added' ? <CheckIcon /> : <AddShoppingCartIcon />;

  return (
    <>
      <Button
        variant="contained"
        color={state === 'added' ? 'success' : detail ? 'secondary' : 'primary'}
        size={detail ? 'large' : 'small'}
        fullWidth={!detail}
        startIcon={inStock ? icon : undefined}
        onClick={() => void add()}
        disabled={!inStock || state === 'adding'}
        aria-busy={state === 'adding' || undefined}
        data-testid={testId}
        data-state={inStock ? state : 'out'}
        sx={[
          { lineHeight: 1.25, '&.Mui-disabled': { bgcolor: 'grey.300', color: 'grey.800' } },
          // The theme's orange is too light for white text (WCAG AA); its dark shade passes.
          detail && state !== 'added' && { bgcolor: 'secondary.dark', '&:hover': { bgcolor: '#9a3f00' } },
          detail && { flex: 1, py: 1.4, fontSize: '1rem' },
          !detail && { py: 0.75, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } },
          // Keep "Adding..." readable while the button is disabled.
          state === 'adding' && { '&.Mui-disabled': { bgcolor: detail ? 'secondary.dark' : 'primary.main', color: 'common.white', opacity: 0.85 } },
          state === 'added' && { bgcolor: 'success.dark', '&:hover': { bgcolor: 'success.dark' } },
        ]}
      >
        {label}
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {state === 'added' ? intl.formatMessage({ id: 'cart.added' }) : ''}
      </Box>
      <SignInRequired open={signInOpen} onClose={() => setSignInOpen(false)} action="cart" />
    </>
  );
}
