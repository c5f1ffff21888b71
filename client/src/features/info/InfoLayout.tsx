import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { HeadMaker } from '../../components/head/head';
import { PageHead } from '../../components/head/PageHead';
import type { MessageKey } from '../../i18n';

/** The common frame of the info pages: their head, a coloured title band with an icon, then the page's content. */
export function InfoLayout({
  head,
  titleKey,
  leadKey,
  icon,
  testId,
  children,
}: {
  head: HeadMaker;
  titleKey: MessageKey;
  leadKey: MessageKey;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box data-testid={testId}>
      <PageHead of={head} />
      <Box sx={{ color: 'common.white', background: 'linear-gradient(120deg, #072a66 0%, #0b3d91 55%, #1565c0 100%)' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 4, lg: 6 }, display: 'flex', alignItems: 'center', gap: { xs: 2, lg: 3 } }}>
          <Box
            sx={{
              width: { xs: 56, lg: 72 },
              height: { xs: 56, lg: 72 },
              borderRadius: 3,
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'rgba(255,255,255,0.12)',
              color: 'secondary.light',
              '& svg': { fontSize: { xs: 30, lg: 38 } },
            }}
          >
            {icon}
          </Box>
          <Box>
            <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.6rem', lg: '2.3rem' }, mb: 0.75 }}>
              <FormattedMessage id={titleKey} />
            </Typography>
            <Typography sx={{ opacity: 0.88, maxWidth: 720, fontSize: { xs: '0.95rem', lg: '1.05rem' } }}>
              <FormattedMessage id={leadKey} />
            </Typography>
          </Box>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, lg: 5 }, display: 'flex', flexDirection: 'column', gap: { xs: 3, lg: 5 } }}>
        {children}
      </Container>
    </Box>
  );
}

/** A card with an icon, a title and a text (features, benefits, steps). */
export function InfoCard({ icon, titleKey, textKey }: { icon: ReactNode; titleKey: MessageKey; textKey: MessageKey }) {
  return (
    <Paper component="li" variant="outlined" data-testid="info-card" sx={{ p: { xs: 2.5, lg: 3 }, height: '100%', listStyle: 'none' }}>
      <Box
        sx={{ width: 48, height: 48, borderRadius: 2, mb: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(11,61,145,0.08)', color: 'primary.main' }}
      >
        {icon}
      </Box>
      <Typography component="h3" variant="h6" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        <FormattedMessage id={titleKey} />
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ lineHeight: 1.6 }}>
        <FormattedMessage id={textKey} />
      </Typography>
    </Paper>
  );
}

/** A list of InfoCards: 1 column on phones, 2 on tablets, `columns` on large screens. */
export function InfoCardGrid({ columns = 3, children }: { columns?: number; children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{ m: 0, p: 0, display: 'grid', gap: { xs: 2, lg: 3 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: `repeat(${columns}, 1fr)` } }}
    >
      {children}
    </Box>
  );
}

/** A section heading (h2) with an optional lead. */
export function InfoSectionTitle({ id, titleKey, leadKey }: { id?: string; titleKey: MessageKey; leadKey?: MessageKey }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography id={id} component="h2" variant="h2" sx={{ fontSize: { xs: '1.3rem', lg: '1.6rem' } }}>
        <FormattedMessage id={titleKey} />
      </Typography>
      {leadKey && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          <FormattedMessage id={leadKey} />
        </Typography>
      )}
    </Box>
  );
}
