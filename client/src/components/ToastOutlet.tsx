import CloseIcon from '@mui/icons-material/Close';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { drainToasts, subscribeToasts, TOAST_DURATION_MS } from '../lib/toast';

function Pump() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    const show = () => {
      for (const { message, variant } of drainToasts()) enqueueSnackbar(message, { variant });
    };
    show();
    return subscribeToasts(show);
  }, [enqueueSnackbar]);
  return null;
}

/** Closes a toast before its five seconds are up: read it, or move it out of the way of what it covers. */
function DismissButton({ toastKey }: { toastKey: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  const intl = useIntl();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={intl.formatMessage({ id: 'common.dismissToast' })}
      data-testid="toast-dismiss"
      onClick={() => closeSnackbar(toastKey)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

/**
 * Top-right as the spec says, but below the header bar, so a toast never covers the header's own buttons
 * (menu, profile, Sign Out) for its five seconds.
 */
const containerStyles = {
  '.shop-toasts.notistack-SnackbarContainer': { top: 72 },
  '@media (min-width: 1024px)': { '.shop-toasts.notistack-SnackbarContainer': { top: 84 } },
};

/** notistack, top-right, 5000 ms; loaded by ToastHost on the first toast. */
export default function ToastOutlet() {
  return (
    <>
      <GlobalStyles styles={containerStyles} />
      <ToastProvider />
    </>
  );
}

function ToastProvider() {
  return (
    <SnackbarProvider
      classes={{ containerAnchorOriginTopRight: 'shop-toasts' }}
      maxSnack={4}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      SnackbarProps={{ 'data-testid': 'toast' } as object}
      action={(key) => <DismissButton toastKey={key} />}
    >
      <Pump />
    </SnackbarProvider>
  );
}
