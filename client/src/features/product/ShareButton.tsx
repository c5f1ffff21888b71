import LinkIcon from '@mui/icons-material/Link';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '../../lib/toast';

/**
 * Share: the Web Share API where the browser has one, otherwise a menu with "Copy link" (clipboard API).
 * Cancelling the system share sheet is not a failure.
 */
export function ShareButton({ title }: { title: string }) {
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const t = (id: 'product.detail.linkCopied' | 'product.detail.copyFailed' | 'product.detail.shareFailed') => intl.formatMessage({ id });

  const onClick = async (event: MouseEvent<HTMLElement>) => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError')) toast(t('product.detail.shareFailed'), 'error');
      }
      return;
    }
    setAnchor(event.currentTarget);
  };

  const copyLink = async () => {
    setAnchor(null);
    try {
      if (!('clipboard' in navigator)) throw new Error('Clipboard API not available');
      await navigator.clipboard.writeText(window.location.href);
      toast(t('product.detail.linkCopied'), 'success');
    } catch {
      toast(t('product.detail.copyFailed'), 'error');
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<ShareOutlinedIcon />}
        onClick={(event) => void onClick(event)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        data-testid="share-button"
        sx={{ borderColor: 'divider' }}
      >
        {intl.formatMessage({ id: 'product.detail.share' })}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} data-testid="share-menu">
        <MenuItem onClick={() => void copyLink()} data-testid="share-copy-link">
          <ListItemIcon>
            <LinkIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{intl.formatMessage({ id: 'product.detail.copyLink' })}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
