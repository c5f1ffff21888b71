import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  text: ReactNode;
  /** The confirming button's label. */
  confirmLabel: ReactNode;
  /** The going-back button's label; "Cancel" when not given. */
  cancelLabel?: ReactNode;
  /** Red for what cannot be undone (the default), the primary colour for a step forward. */
  tone?: 'error' | 'primary';
  /** While the action runs: both buttons disabled, a spinner on the confirming one, no closing. */
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Fields between the text and the buttons (a note, say). */
  children?: ReactNode;
  /** Runs once the dialog has faded out, to reset what `children` hold. */
  onExited?: () => void;
  /** `data-testid` of the dialog; its buttons get `<testId>-cancel` and `<testId>-confirm`. */
  testId: string;
}

/** "Are you sure?": a title, what will happen, Cancel and the action. Every confirmation in the shop is this one dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, confirmLabel, cancelLabel, tone = 'error', busy, onCancel, onConfirm, children, onExited, testId } = props;
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={onExited ? { transition: { onExited } } : undefined}
      data-testid={testId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {/* Focusable: on a phone a long text scrolls, and a scrolling region must be reachable by keyboard (axe). */}
      <DialogContent tabIndex={0}>
        <DialogContentText id={textId} sx={children ? { mb: 2 } : undefined}>
          {text}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit" data-testid={`${testId}-cancel`}>
          {cancelLabel ?? <FormattedMessage id="common.cancel" />}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          variant="contained"
          color={tone}
          data-testid={`${testId}-confirm`}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
