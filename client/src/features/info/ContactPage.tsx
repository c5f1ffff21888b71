import AccessTimeIcon from '@mui/icons-material/AccessTime';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { MessageKey } from '../../i18n';
import { useStoreSettings } from '../../lib/storeSettings';
import { OfficeLocations } from '../../shop/map/OfficeLocations';
import type { HeadMaker } from '../../components/head/head';
import { InfoLayout } from './InfoLayout';

/** Contact: phones (and e-mail), WhatsApp and each office's hours, then the offices with the (lazy) map: the store settings. */
export default function ContactPage({ head }: { head: HeadMaker }) {
  const settings = useStoreSettings();
  return (
    <InfoLayout head={head} testId="contact-page" titleKey="info.contact.title" leadKey="info.contact.lead" icon={<MailOutlineIcon />}>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: { xs: 2, lg: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        <ContactCard icon={<PhoneInTalkOutlinedIcon />} titleKey="info.contact.phone">
          {settings?.phones.map((phone, i) => (
            <Link key={i} href={phone.href} data-testid="contact-phone" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
              {phone.display}
            </Link>
          ))}
          {settings?.email && (
            <Link href={`mailto:${settings.email}`} data-testid="contact-email" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {settings.email}
            </Link>
          )}
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="info.contact.phoneText" />
          </Typography>
        </ContactCard>
        <ContactCard icon={<WhatsAppIcon />} titleKey="info.contact.whatsapp">
          <Link href={settings?.whatsAppUrl} target="_blank" rel="noopener noreferrer" data-testid="contact-whatsapp" sx={{ fontWeight: 700 }}>
            <FormattedMessage id="info.contact.whatsappLink" />
            <Box component="span" sx={visuallyHidden}>
              <FormattedMessage id="common.newTab" />
            </Box>
          </Link>
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage id="info.contact.whatsappText" />
          </Typography>
        </ContactCard>
        <ContactCard icon={<AccessTimeIcon />} titleKey="info.contact.hours">
          <Box component="dl" data-testid="contact-hours" sx={{ m: 0, display: 'grid', rowGap: 0.25, '& dd': { m: 0, mb: 1, fontWeight: 600 } }}>
            {settings?.offices
              .filter((office) => office.hours)
              .map((office, i) => (
                <Fragment key={i}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {office.name}
                  </Typography>
                  <Typography component="dd" variant="body2">
                    {office.hours}
                  </Typography>
                </Fragment>
              ))}
          </Box>
        </ContactCard>
      </Box>
      <OfficeLocations />
    </InfoLayout>
  );
}

function ContactCard({ icon, titleKey, children }: { icon: ReactNode; titleKey: MessageKey; children: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" sx={{ listStyle: 'none', p: { xs: 2.5, lg: 3 }, display: 'flex', gap: 2 }}>
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: 2,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(11,61,145,0.08)',
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          <FormattedMessage id={titleKey} />
        </Typography>
        {children}
      </Box>
    </Paper>
  );
}
