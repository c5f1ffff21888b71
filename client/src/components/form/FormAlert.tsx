import Alert from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { errorMessageText } from './fields';

/** The form's own error (a failed call not about one field), in an alert. */
export function FormAlert({ message, testId }: { message: string | undefined; testId: string }) {
  const intl = useIntl();
  const text = errorMessageText(intl, message);
  if (!text) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid={testId} role="alert">
      {text}
    </Alert>
  );
}
