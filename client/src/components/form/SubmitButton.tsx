import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's submit button: disabled with a spinner while the form submits. */
export function SubmitButton({ busy, children, disabled, ...props }: ButtonProps & { busy: boolean }) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined}
      {...props}
    >
      {children}
    </Button>
  );
}
