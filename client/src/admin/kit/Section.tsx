import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One card of a detail page (a product's, the settings): a heading with its action, then the content. */
export function Section({ title, action, children, testId }: { title: ReactNode; action?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Paper component="section" sx={{ p: { xs: 2, md: 2.5 }, minWidth: 0 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
