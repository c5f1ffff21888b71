import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import Fab from '@mui/material/Fab';
import { useIntl } from 'react-intl';
import { useStoreSettings } from '../../lib/storeSettings';

/** The floating chat link at the bottom right: opens a WhatsApp conversation with the shop. */
export function ChatLink() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'chat.whatsapp' });
  const settings = useStoreSettings();
  if (!settings) return null;
  return (
    <Fab
      component="a"
      href={settings.whatsAppUrl}
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
