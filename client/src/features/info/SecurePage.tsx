import DoorFrontOutlinedIcon from '@mui/icons-material/DoorFrontOutlined';
import NotificationsActiveOutlinedIcon from '@mui/icons-material/NotificationsActiveOutlined';
import SecurityIcon from '@mui/icons-material/Security';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { useStoreSettings } from '../../lib/storeSettings';
import type { HeadMaker } from '../../components/head/head';
import { InfoLayout } from './InfoLayout';
import { NewTabButton, ServiceBody } from './ServicePage';

/** Security systems service: what we install, how it goes, and a WhatsApp button to ask for it. */
export default function SecurePage({ head }: { head: HeadMaker }) {
  const whatsAppUrl = useStoreSettings()?.whatsAppUrl;
  return (
    <InfoLayout head={head} testId="secure-page" titleKey="info.secure.title" leadKey="info.secure.lead" icon={<SecurityIcon />}>
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
            <NewTabButton
              href={whatsAppUrl}
              labelKey="info.secure.whatsapp"
              startIcon={<WhatsAppIcon />}
              data-testid="secure-whatsapp"
              sx={{ bgcolor: '#1a7f37', '&:hover': { bgcolor: '#146c2e' } }}
            />
          )
        }
      />
    </InfoLayout>
  );
}
