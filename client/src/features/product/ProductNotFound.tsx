import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { notFoundHead } from '../../components/head/head';
import { PageHead } from '../../components/head/PageHead';
import { ROUTES } from '../../lib/site';

/** Unknown or malformed id: the spec's text, plus the server's message when there was one (not for 401); the server answers 404. */
export function ProductNotFound({ serverMessage }: { serverMessage?: string }) {
  const intl = useIntl();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, lg: 12 }, textAlign: 'center' }} data-testid="product-not-found">
      <PageHead of={notFoundHead} />
      <Box
        sx={{
          width: 88,
          height: 88,
          mx: 'auto',
          mb: 3,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(11,61,145,0.1)',
          color: 'primary.main',
        }}
      >
        <SearchOffIcon sx={{ fontSize: 44 }} aria-hidden="true" />
      </Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', lg: '2.25rem' }, mb: 2 }}>
        {intl.formatMessage({ id: 'product.notFound.title' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: serverMessage ? 1 : 4, maxWidth: 520, mx: 'auto' }}>
        {intl.formatMessage({ id: 'product.notFound.text' })}
      </Typography>
      {serverMessage && (
        <Typography color="text.secondary" data-testid="product-not-found-message" sx={{ mb: 4, fontSize: '0.9rem' }}>
          {serverMessage}
        </Typography>
      )}
      <Button component={RouterLink} to={ROUTES.home} variant="contained" size="large" data-testid="product-not-found-home">
        {intl.formatMessage({ id: 'page.backHome' })}
      </Button>
    </Container>
  );
}
