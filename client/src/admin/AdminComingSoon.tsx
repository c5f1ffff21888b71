import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { MessageKey } from '../i18n';

/** Back office areas that later issues build. */
export function AdminComingSoon({ titleId, notFound = false }: { titleId: MessageKey; notFound?: boolean }) {
  const Icon = notFound ? SearchOffIcon : ConstructionIcon;
  return (
    <Box data-testid={notFound ? 'admin-not-found' : 'admin-coming-soon'}>
      <Typography component="h1" variant="h2" sx={{ mb: 3, fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
        <FormattedMessage id={titleId} />
      </Typography>
      <Paper sx={{ p: { xs: 4, md: 8 }, textAlign: 'center' }}>
        <Box
          sx={{
            width: 80,
            height: 80,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(245,124,0,0.12)',
            color: 'secondary.main',
          }}
        >
          <Icon sx={{ fontSize: 40 }} aria-hidden="true" />
        </Box>
        <Typography variant="h5" component="p" sx={{ mb: 1 }}>
          <FormattedMessage id={notFound ? 'page.notFound.title' : 'admin.soon.title'} />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id={notFound ? 'page.notFound.text' : 'admin.soon.text'} />
        </Typography>
      </Paper>
    </Box>
  );
}
