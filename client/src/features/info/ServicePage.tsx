import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { MessageKey } from '../../i18n';
import { InfoCard, InfoCardGrid, InfoSectionTitle } from './InfoLayout';

export interface ServiceFeature {
  icon: ReactNode;
  titleKey: MessageKey;
  textKey: MessageKey;
}

/** The body of a service page: what we do (cards), how it works (steps) and a call to action. */
export function ServiceBody({
  featuresTitleKey,
  features,
  stepsTitleKey,
  steps,
  ctaTitleKey,
  ctaTextKey,
  action,
}: {
  featuresTitleKey: MessageKey;
  features: ServiceFeature[];
  stepsTitleKey: MessageKey;
  steps: MessageKey[];
  ctaTitleKey: MessageKey;
  ctaTextKey: MessageKey;
  action: ReactNode;
}) {
  const featuresId = useId();
  const stepsId = useId();
  return (
    <>
      <Box component="section" aria-labelledby={featuresId}>
        <InfoSectionTitle id={featuresId} titleKey={featuresTitleKey} />
        <InfoCardGrid columns={features.length > 3 ? 4 : 3}>
          {features.map((feature) => (
            <InfoCard key={feature.titleKey} {...feature} />
          ))}
        </InfoCardGrid>
      </Box>
      <Box sx={{ display: 'grid', gap: { xs: 3, lg: 4 }, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
        <Box component="section" aria-labelledby={stepsId}>
          <InfoSectionTitle id={stepsId} titleKey={stepsTitleKey} />
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {steps.map((key, i) => (
              <Box component="li" key={key} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    flexShrink: 0,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'common.white',
                    fontWeight: 700,
                  }}
                >
                  {i + 1}
                </Box>
                <Typography sx={{ pt: 0.5 }}>
                  <FormattedMessage id={key} />
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
        <Paper
          component="aside"
          elevation={0}
          sx={{ p: { xs: 3, lg: 4 }, borderRadius: 3, color: 'common.white', background: 'linear-gradient(135deg, #0b3d91 0%, #1565c0 100%)' }}
        >
          <CheckCircleIcon sx={{ color: 'secondary.light', fontSize: 36, mb: 1 }} aria-hidden="true" />
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            <FormattedMessage id={ctaTitleKey} />
          </Typography>
          <Typography sx={{ opacity: 0.88, mb: 3 }}>
            <FormattedMessage id={ctaTextKey} />
          </Typography>
          {action}
        </Paper>
      </Box>
    </>
  );
}

/** A call to action's button: an outside address, opened in a new tab (which screen readers are told). */
export function NewTabButton({
  href,
  labelKey,
  ...button
}: { href: string; labelKey: MessageKey; 'data-testid': string } & Pick<ButtonProps, 'color' | 'startIcon' | 'endIcon' | 'sx'>) {
  return (
    <Button href={href} target="_blank" rel="noopener noreferrer" variant="contained" size="large" {...button}>
      <FormattedMessage id={labelKey} />
      <Box component="span" sx={visuallyHidden}>
        <FormattedMessage id="common.newTab" />
      </Box>
    </Button>
  );
}
