import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderStatus } from '../../gql/graphql';
import type { MessageKey } from '../../i18n';
import { apiErrorInfo } from '../../lib/errors';
import { useLanguage } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { AdminSetOrderStatusMutation } from './operations';
import { orderStatusKey } from '../../components/orderStatus';
import { actionKey, allowedTransitions, needsConfirmation, statusChangeErrorText, type OrderTarget } from './orderStatus';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** A note longer than this helps nobody in a history line. */
const NOTE_MAX = 500;

type Confirmed = 'CONFIRMED' | 'CANCELLED';

const BUTTON_COLORS: Record<OrderTarget, 'primary' | 'success' | 'error'> = {
  CONTACTED: 'primary',
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
        intl.formatMessage({ id: 'admin.orders.changed' }, { reference: order.reference, status: intl.formatMessage({ id: orderStatusKey(target) }) }),
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
            startIcon={running === target && !asking ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
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
  const [note, setNote] = useState('');
  // Keeps the last target while the dialog fades out, so its texts do not vanish mid-animation.
  const [shown, setShown] = useState<Confirmed>('CONFIRMED');
  if (target && target !== shown) setShown(target);

  return (
    <ConfirmDialog
      open={target !== null}
      title={<FormattedMessage id={`admin.orders.confirm.${shown}.title`} values={{ reference }} />}
      text={<FormattedMessage id={`admin.orders.confirm.${shown}.text`} />}
      confirmLabel={<FormattedMessage id={actionKey(shown)} />}
      cancelLabel={<FormattedMessage id="admin.orders.confirm.back" />}
      tone={shown === 'CANCELLED' ? 'error' : 'primary'}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => onConfirm(shown, note)}
      onExited={() => setNote('')}
      testId="order-status-dialog"
    >
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
    </ConfirmDialog>
  );
}
