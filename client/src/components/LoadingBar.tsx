import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress';
import { useIntl } from 'react-intl';

/**
 * The thin bar shown while a page's code or data loads. A progress bar must have a name for screen
 * readers (axe's aria-progressbar-name): "Loading…" in the viewer's language.
 */
export function LoadingBar(props: LinearProgressProps) {
  const intl = useIntl();
  return <LinearProgress color="secondary" sx={{ height: 3 }} aria-label={intl.formatMessage({ id: 'common.loading' })} {...props} />;
}
