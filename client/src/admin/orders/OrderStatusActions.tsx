import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useCallback, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderStatus } from '../../gql/graphql';
import type { MessageKey } from '../../i18n';
import { apiErrorInfo } from '../../lib/errors';
import { useLanguage } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { AdminSetOrderStatusMutation } from './operations';
import { actionKey, allowedTransitions, needsConfirmation, statusChangeErrorText, statusKey, type OrderTarget } from './orderStatus';

/** A note longer than this helps nobody in a history line. */
const NOTE_MAX = 500;

type Confirmed = 'CONFIRMED' | 'CANCELLED';

const BUTTON_COLORS: Record<OrderTarget, 'primary' | 'secondary' | 'success' | 'error'> = {
  CONTACTED: 'secondary',
  CONFIRMED: 'primary',
  COMPLETED: 'success',
  CANCELLED: 'error',
};

/**
 * The status changes allowed from the order's current status. Confirming and cancelling ask first (with an
 * optional note); the others act at once. The mutation answers the order, so every view of it updates from
 * the normalized cache; each outcome is a toast.
 */
export function OrderStatusActions({ order }: { order: { id: string; reference: string; status: OrderStatus } }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [setStatus] = useMutation(AdminSetOrderStatusMutation);
  const [running, setRunning] = useState<OrderTarget | null>(null);
  const [asking, setAsking] = useState<Confirmed | null>(null);
  const targets = allowedTransitions(order.status);

  const text = useCallback((key: MessageKey) => (key in intl.messages ? intl.formatMessage({ id: key }) : undefined), [intl]);

  const change = async (target: OrderTarget, note?: string) => {
    setRunning(target);
    try {
      await setStatus({ variables: { id: order.id, status: target, note: note?.trim() || null } });
      toast(
        intl.formatMessage({ id: 'admin.orders.changed' }, { reference: order.reference, status: intl.formatMessage({ id: statusKey(target) }) }),
        'success',
      );
      setAsking(null);
    } catch (error) {
      toast(statusChangeErrorText(apiErrorInfo(error), language, text, 'admin.orders.changeFailed'), 'error');
    } finally {
      setRunning(null);
    }
  };

  if (targets.length === 0) {
    return (
      <Typography color="text.secondary" data-testid="order-closed">
        <FormattedMessage id="admin.orders.detail.closed" />
      </Typography>
    );
  }

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {targets.map((target) => (
          <Button
            key={target}
            variant={target === 'CANCELLED' ? 'outlined' : 'contained'}
            color={BUTTON_COLORS[target]}
            disabled={running !== null}
            onClick={() => (needsConfirmation(target) ? setAsking(target) : void change(target))}
            startIcon={running === target && !asking ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid={`order-action-${target.toLowerCase()}`}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            <FormattedMessage id={actionKey(target)} />
          </Button>
        ))}
      </Box>
      <ConfirmStatusDialog
        target={asking}
        reference={order.reference}
        busy={running !== null}
        onCancel={() => setAsking(null)}
        onConfirm={(target, note) => void change(target, note)}
      />
    </>
  );
}

interface ConfirmStatusDialogProps {
  target: Confirmed | null;
  reference: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (target: Confirmed, note: string) => void;
}

/** "Confirm order TX-…?" / "Cancel order TX-…?" with what it does to stock and an optional note. */
function ConfirmStatusDialog({ target, reference, busy, onCancel, onConfirm }: ConfirmStatusDialogProps) {
  const intl = useIntl();
  const titleId = useId();
  const [note, setNote] = useState('');
  // Keeps the last target while the dialog fades out, so its texts do not vanish mid-animation.
  const [shown, setShown] = useState<Confirmed>('CONFIRMED');
  if (target && target !== shown) setShown(target);

  return (
    <Dialog
      open={target !== null}
      onClose={busy ? undefined : onCancel}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setNote('') } }}
      aria-labelledby={titleId}
      data-testid="order-status-dialog"
    >
      <DialogTitle id={titleId}>
        <FormattedMessage id={`admin.orders.confirm.${shown}.title`} values={{ reference }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          <FormattedMessage id={`admin.orders.confirm.${shown}.text`} />
        </DialogContentText>
        <TextField
          label={intl.formatMessage({ id: 'admin.orders.confirm.note' })}
          value={note}
          onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX))}
          multiline
          minRows={2}
          fullWidth
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX, 'data-testid': 'order-status-note' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit" data-testid="order-status-dialog-back">
          <FormattedMessage id="admin.orders.confirm.back" />
        </Button>
        <Button
          variant="contained"
          color={shown === 'CANCELLED' ? 'error' : 'primary'}
          onClick={() => onConfirm(shown, note)}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="order-status-dialog-confirm"
        >
          <FormattedMessage id={actionKey(shown)} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
