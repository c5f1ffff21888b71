import DoorFrontOutlinedIcon from '@mui/icons-material/DoorFrontOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import SecurityIcon from '@mui/icons-material/Security';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useStoreSettings } from '../../lib/storeSettings';
import { InfoLayout } from './InfoLayout';
import { ServiceBody } from './ServicePage';

/** Security systems service: what we install, how it goes, and a WhatsApp button to ask for it. */
export default function SecurePage() {
  const whatsAppUrl = useStoreSettings()?.whatsAppUrl;
  return (
    <InfoLayout testId="secure-page" titleKey="info.secure.title" leadKey="info.secure.lead" icon={<SecurityIcon />}>
      <ServiceBody
        featuresTitleKey="info.secure.featuresTitle"
        features={[
          { icon: <VideocamOutlinedIcon />, titleKey: 'info.secure.f1.title', textKey: 'info.secure.f1.text' },
          { icon: <DoorFrontOutlinedIcon />, titleKey: 'info.secure.f2.title', textKey: 'info.secure.f2.text' },
          { icon: <NotificationsActiveOutlinedIcon />, titleKey: 'info.secure.f3.title', textKey: 'info.secure.f3.text' },
        ]}
        stepsTitleKey="info.steps.title"
        steps={['info.secure.step1', 'info.secure.step2', 'info.secure.step3', 'info.secure.step4']}
        ctaTitleKey="info.secure.ctaTitle"
        ctaTextKey="info.secure.ctaText"
        action={
          whatsAppUrl && (
            <Button
              href={whatsAppUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              size="large"
              startIcon={<WhatsAppIcon />}
              data-testid="secure-whatsapp"
              sx={{ bgcolor: '#1a7f37', '&:hover': { bgcolor: '#146c2e' } }}
            >
              <FormattedMessage id="info.secure.whatsapp" />
              <Box component="span" sx={visuallyHidden}>
                <FormattedMessage id="common.newTab" />
              </Box>
            </Button>
          )
        }
      />
    </InfoLayout>
  );
}
