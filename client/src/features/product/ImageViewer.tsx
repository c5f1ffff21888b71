import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useIntl } from 'react-intl';
import { ProductImage } from '../../components/ProductImage';
import { VIEWER_AUTOPLAY_MS, wrapIndex, type GalleryImage } from './productHelpers';

interface ImageViewerProps {
  open: boolean;
  onClose: () => void;
  images: GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  title: string;
  /** Mobile: advance every 3000 ms. */
  autoplay: boolean;
}

const SWIPE_PX = 40;

/**
 * Full-screen image viewer: previous/next wrap around, arrow keys move, Escape closes, swipes on touch
 * screens, and on mobile it advances by itself every 3 seconds (restarting after a manual move).
 */
export default function ImageViewer({ open, onClose, images, index, onIndexChange, title, autoplay }: ImageViewerProps) {
  const intl = useIntl();
  const titleId = useId();
  const count = images.length;
  const current = wrapIndex(index, count);
  const image = images[current];
  const touchX = useRef<number | null>(null);

  const go = (delta: number) => onIndexChange(wrapIndex(current + delta, count));

  useEffect(() => {
    if (!open || !autoplay || count < 2) return;
    const timer = window.setTimeout(() => onIndexChange(wrapIndex(current + 1, count)), VIEWER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, autoplay, count, current, onIndexChange]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    go(end < start ? 1 : -1);
  };

  const navSx = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    color: '#fff',
    bgcolor: 'rgba(255,255,255,0.12)',
    width: { xs: 44, md: 56 },
    height: { xs: 44, md: 56 },
    '&:hover': { bgcolor: 'rgba(255,255,255,0.24)' },
    '&.Mui-focusVisible': { outline: '3px solid #fff' },
  } as const;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      data-testid="image-viewer"
      slotProps={{ paper: { sx: { bgcolor: 'rgba(10,14,24,0.97)', color: '#fff' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: { xs: 2, md: 3 }, py: 1.5 }}>
        <Typography id={titleId} component="h2" noWrap sx={{ flex: 1, fontWeight: 600, fontSize: { xs: '0.95rem', md: '1.05rem' } }}>
          {title}
        </Typography>
        <Typography aria-live="polite" data-testid="viewer-counter" sx={{ fontSize: '0.9rem', color: 'rgba(255,255,255,0.8)', whiteSpace: 'nowrap' }}>
          {intl.formatMessage({ id: 'product.detail.viewer.counter' }, { from: current + 1, to: count })}
        </Typography>
        <IconButton
          onClick={onClose}
          aria-label={intl.formatMessage({ id: 'product.detail.viewer.close' })}
          data-testid="viewer-close"
          sx={{ color: '#fff', '&.Mui-focusVisible': { outline: '3px solid #fff' } }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', px: { xs: 1, md: 10 }, pb: 3 }}
      >
        {image && (
          <Box sx={{ width: '100%', height: '100%', maxWidth: 1100, bgcolor: '#fff', borderRadius: 2, p: { xs: 1, md: 3 } }}>
            <ProductImage key={image.id} src={image.url} alt={image.alt} size={1100} loading="eager" data-testid="viewer-image" />
          </Box>
        )}
        {count > 1 && (
          <>
            <IconButton
              onClick={() => go(-1)}
              aria-label={intl.formatMessage({ id: 'product.detail.viewer.previous' })}
              data-testid="viewer-previous"
              sx={{ ...navSx, left: { xs: 8, md: 16 } }}
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton
              onClick={() => go(1)}
              aria-label={intl.formatMessage({ id: 'product.detail.viewer.next' })}
              data-testid="viewer-next"
              sx={{ ...navSx, right: { xs: 8, md: 16 } }}
            >
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </>
        )}
      </Box>
    </Dialog>
  );
}
