import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';
import { useIntl } from 'react-intl';
import { SITE } from '../../lib/site';

/** The floating chat link at the bottom right: opens a WhatsApp conversation with the shop. */
export function ChatLink() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'chat.whatsapp' });
  return (
    <Fab
      component="a"
      href={SITE.whatsappUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label}
      title={label}
      data-testid="chat-link"
      sx={{
        position: 'fixed',
        right: { xs: 16, lg: 28 },
        bottom: { xs: 16, lg: 28 },
        zIndex: (theme) => theme.zIndex.speedDial,
        bgcolor: '#25d366',
        color: 'common.white',
        '&:hover': { bgcolor: '#1ebe5b' },
      }}
    >
      <WhatsAppIcon fontSize="large" />
    </Fab>
  );
}
