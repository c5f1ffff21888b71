import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { MessageKey } from '../../i18n';
import { ROUTES } from '../../lib/site';
import type { AuthLocationState } from './redirect';

/** What the visitor tried to do; each reads as the {action} of the dialog's text. */
export type SignInAction = 'favorites' | 'cart' | 'product' | 'download' | 'notify';

const ACTION_KEYS: Record<SignInAction, MessageKey> = {
  favorites: 'signInRequired.action.favorites',
  cart: 'signInRequired.action.cart',
  product: 'signInRequired.action.product',
  download: 'signInRequired.action.download',
  notify: 'signInRequired.action.notify',
};

interface SignInRequiredDialogProps {
  open: boolean;
  onClose: () => void;
  action: SignInAction;
}

/**
 * "Sign In Required": opened when a visitor's add-to-cart or favorite answers 401. Sign In goes to
 * /login and back to this page afterwards; Sign Up to /register; Continue browsing closes it.
 */
export function SignInRequiredDialog({ open, onClose, action }: SignInRequiredDialogProps) {
  const intl = useIntl();
  const location = useLocation();
  const titleId = useId();
  const textId = useId();
  const state: AuthLocationState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth data-testid="sign-in-required">
      <Box sx={{ display: 'flex', justifyContent: 'center', pt: 3 }}>
        <Box sx={{ width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(11,61,145,0.08)', color: 'primary.main' }}>
          <LockOutlinedIcon aria-hidden="true" />
        </Box>
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center', pb: 1 }}>
        <FormattedMessage id="signInRequired.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ textAlign: 'center' }}>
          <FormattedMessage id="signInRequired.text" values={{ action: intl.formatMessage({ id: ACTION_KEYS[action] }) }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexDirection: 'column', gap: 1, px: 3, pb: 3, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button component={RouterLink} to={ROUTES.login} state={state} variant="contained" fullWidth onClick={onClose} data-testid="sign-in-required-login">
          <FormattedMessage id="signInRequired.signIn" />
        </Button>
        <Button
          component={RouterLink}
          to={ROUTES.register}
          state={state}
          variant="outlined"
          fullWidth
          onClick={onClose}
          data-testid="sign-in-required-register"
        >
          <FormattedMessage id="signInRequired.signUp" />
        </Button>
        <Button onClick={onClose} fullWidth color="inherit" data-testid="sign-in-required-continue">
          <FormattedMessage id="signInRequired.continue" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
