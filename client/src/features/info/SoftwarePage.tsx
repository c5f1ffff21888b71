import AppsOutlinedIcon from '@mui/icons-material/AppsOutlined';
import DesktopWindowsOutlinedIcon from '@mui/icons-material/DesktopWindowsOutlined';
import GppGoodOutlinedIcon from '@mui/icons-material/GppGoodOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import TerminalOutlinedIcon from '@mui/icons-material/TerminalOutlined';
import { useStoreSettings } from '../../lib/storeSettings';
import type { HeadMaker } from '../../components/head/head';
import { InfoLayout } from './InfoLayout';
import { NewTabButton, ServiceBody } from './ServicePage';

/**
 * Software installation service: what we install, how it goes, and a button to the software site the
 * owner set in Settings (none when they left it empty).
 */
export default function SoftwarePage({ head }: { head: HeadMaker }) {
  const softwareSiteUrl = useStoreSettings()?.softwareSiteUrl;
  return (
    <InfoLayout head={head} testId="software-page" titleKey="info.software.title" leadKey="info.software.lead" icon={<TerminalOutlinedIcon />}>
      <ServiceBody
        featuresTitleKey="info.software.featuresTitle"
        features={[
          { icon: <DesktopWindowsOutlinedIcon />, titleKey: 'info.software.f1.title', textKey: 'info.software.f1.text' },
          { icon: <AppsOutlinedIcon />, titleKey: 'info.software.f2.title', textKey: 'info.software.f2.text' },
          { icon: <GppGoodOutlinedIcon />, titleKey: 'info.software.f3.title', textKey: 'info.software.f3.text' },
        ]}
        stepsTitleKey="info.steps.title"
        steps={['info.software.step1', 'info.software.step2', 'info.software.step3']}
        ctaTitleKey="info.software.ctaTitle"
        ctaTextKey="info.software.ctaText"
        action={
          softwareSiteUrl && (
            <NewTabButton
              href={softwareSiteUrl}
              labelKey="info.software.visit"
              color="secondary"
              endIcon={<OpenInNewIcon />}
              data-testid="software-external"
              sx={{ bgcolor: 'secondary.dark', '&:hover': { bgcolor: '#a04200' } }}
            />
          )
        }
      />
    </InfoLayout>
  );
}
