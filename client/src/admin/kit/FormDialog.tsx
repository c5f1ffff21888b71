import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type SubmitEventHandler, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useDiscardGuard } from './useDiscardGuard';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** The form's submit handler (react-hook-form's handleSubmit result). */
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** While saving: no closing, buttons disabled, a spinner on Save. */
  busy: boolean;
  submitLabel?: ReactNode;
  /** Shown between the title and the fields (tabs). */
  header?: ReactNode;
  /** Save stays disabled (an upload not ready, nothing changed). */
  submitDisabled?: boolean;
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
  /** Runs once the dialog has faded out (to reset the form). */
  onExited?: () => void;
  /** `data-testid` of the dialog; its buttons get `<testId>-cancel` and `<testId>-save`. */
  testId: string;
  /** Unsaved changes (react-hook-form's isDirty): Escape, a click beside the dialog and Cancel ask before discarding them. */
  dirty?: boolean;
}

/** An add/edit form in a dialog: title, fields, Cancel and Save; full screen below 600 px; asks before discarding unsaved changes (`dirty`). */
export function FormDialog(props: FormDialogProps) {
  const { open, title, onSubmit, onClose, busy, submitLabel, header, submitDisabled, maxWidth = 'sm', children, onExited, testId, dirty = false } = props;
  const titleId = useId();
  const { requestClose, prompt } = useDiscardGuard(dirty, onClose, testId);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : requestClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreen}
      slotProps={onExited ? { transition: { onExited } } : undefined}
      data-testid={testId}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {header}
        <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 1.5 }}>
          <Button onClick={requestClose} disabled={busy} color="inherit" data-testid={`${testId}-cancel`}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <SubmitButton busy={busy} disabled={submitDisabled} data-testid={`${testId}-save`}>
            {submitLabel ?? <FormattedMessage id="common.save" />}
          </SubmitButton>
        </DialogActions>
      </Box>
      {prompt}
    </Dialog>
  );
}
