import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * A load failure with a retry button, styled like MUI's error Alert but without pulling Alert into the
 * home page's first load.
 */
export function InlineError({ children, onRetry, testId }: { children: ReactNode; onRetry: () => void; testId?: string }) {
  return (
    <Box
      role="alert"
      data-testid={testId}
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, borderRadius: 1, bgcolor: '#fdeded', color: '#5f2120', fontSize: '0.875rem' }}
    >
      <ErrorOutlineIcon fontSize="small" sx={{ color: 'error.main' }} aria-hidden="true" />
      <Box sx={{ flex: 1 }}>{children}</Box>
      <Button color="inherit" size="small" onClick={onRetry}>
        <FormattedMessage id="common.retry" />
      </Button>
    </Box>
  );
}
