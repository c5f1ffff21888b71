import ConstructionIcon from '@mui/icons-material/ConstructionOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

/** Stands in for pages that later issues build ("soon"), and for unknown addresses ("notFound"). */
export default function PlaceholderPage({ kind = 'soon' }: { kind?: 'soon' | 'notFound' }) {
  const soon = kind === 'soon';
  const Icon = soon ? ConstructionIcon : SearchOffIcon;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, lg: 12 }, textAlign: 'center' }} data-testid={soon ? 'page-coming-soon' : 'page-not-found'}>
      <Box
        sx={{
          width: 88,
          height: 88,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: soon ? 'rgba(245,124,0,0.12)' : 'rgba(11,61,145,0.1)',
          color: soon ? 'secondary.main' : 'primary.main',
        }}
      >
        <Icon sx={{ fontSize: 44 }} aria-hidden="true" />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', lg: '2.25rem' }, mb: 2 }}>
        <FormattedMessage id={soon ? 'page.soon.title' : 'page.notFound.title'} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 520, mx: 'auto' }}>
        <FormattedMessage id={soon ? 'page.soon.text' : 'page.notFound.text'} />
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        <FormattedMessage id="page.backHome" />
      </Button>
    </Container>
  );
}
