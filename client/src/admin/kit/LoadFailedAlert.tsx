import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../../i18n';

/** What an admin page shows when its data could not be loaded: the page's own sentence and Retry. */
export function LoadFailedAlert({ message, onRetry, sx }: { message: MessageKey; onRetry: () => void; sx?: SxProps<Theme> }) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          <FormattedMessage id="admin.common.retry" />
        </Button>
      }
    >
      <FormattedMessage id={message} />
    </Alert>
  );
}
