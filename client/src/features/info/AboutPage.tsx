import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import TerminalOutlinedIcon from '@mui/icons-material/TerminalOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { MessageKey } from '../../i18n';
import type { HeadMaker } from '../../components/head/head';
import { InfoCard, InfoCardGrid, InfoLayout, InfoSectionTitle } from './InfoLayout';

const PARAGRAPHS: MessageKey[] = ['info.about.p1', 'info.about.p2', 'info.about.p3'];

/** About: the company intro (collapsible on phones), three info cards and the two service pages. */
export default function AboutPage({ head }: { head: HeadMaker }) {
  const isSmall = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const servicesId = useId();
  const visible = isSmall && !expanded ? PARAGRAPHS.slice(0, 1) : PARAGRAPHS;

  return (
    <InfoLayout head={head} testId="about-page" titleKey="info.about.title" leadKey="info.about.lead" icon={<InfoOutlinedIcon />}>
      <Box component="section" aria-labelledby={`${textId}-title`}>
        <InfoSectionTitle id={`${textId}-title`} titleKey="info.about.storyTitle" />
        <Box id={textId} data-testid="about-text" sx={{ maxWidth: 820, '& p': { mb: 1.5, lineHeight: 1.75 } }}>
          {visible.map((key) => (
            <Typography key={key} component="p">
              <FormattedMessage id={key} />
            </Typography>
          ))}
        </Box>
        {isSmall && (
          <Button
            onClick={() => setExpanded((value) => !value)}
            aria-expanded={expanded}
            aria-controls={textId}
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            data-testid="about-toggle"
            sx={{ px: 0 }}
          >
            <FormattedMessage id={expanded ? 'info.less' : 'info.more'} />
          </Button>
        )}
      </Box>

      <InfoCardGrid>
        <InfoCard icon={<VerifiedUserOutlinedIcon />} titleKey="info.about.card1.title" textKey="info.about.card1.text" />
        <InfoCard icon={<LocalShippingOutlinedIcon />} titleKey="info.about.card2.title" textKey="info.about.card2.text" />
        <InfoCard icon={<SupportAgentOutlinedIcon />} titleKey="info.about.card3.title" textKey="info.about.card3.text" />
      </InfoCardGrid>

      <Box component="section" aria-labelledby={servicesId}>
        <InfoSectionTitle id={servicesId} titleKey="info.about.services" leadKey="info.about.servicesLead" />
        <Box sx={{ display: 'grid', gap: { xs: 2, lg: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <ServiceLink to="/secure" icon={<VideocamOutlinedIcon />} titleKey="info.secure.title" textKey="info.about.secureText" testId="about-secure-link" />
          <ServiceLink
            to="/software"
            icon={<TerminalOutlinedIcon />}
            titleKey="info.software.title"
            textKey="info.about.softwareText"
            testId="about-software-link"
          />
        </Box>
      </Box>
    </InfoLayout>
  );
}

function ServiceLink({ to, icon, titleKey, textKey, testId }: { to: string; icon: ReactNode; titleKey: MessageKey; textKey: MessageKey; testId: string }) {
  return (
    <Paper
      component={RouterLink}
      to={to}
      variant="outlined"
      data-testid={testId}
      sx={{
        p: { xs: 2.5, lg: 3 },
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        textDecoration: 'none',
        color: 'text.primary',
        '&:hover, &:focus-visible': { borderColor: 'primary.main', '& .arrow': { transform: 'translateX(4px)' } },
      }}
    >
      <Box
        sx={{ width: 56, height: 56, borderRadius: 2, flexShrink: 0, display: 'grid', placeItems: 'center', bgcolor: 'secondary.main', color: 'common.white' }}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography component="h3" variant="h6" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
          <FormattedMessage id={titleKey} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id={textKey} />
        </Typography>
      </Box>
      <ArrowForwardIcon className="arrow" color="primary" aria-hidden="true" sx={{ transition: 'transform 150ms' }} />
    </Paper>
  );
}
