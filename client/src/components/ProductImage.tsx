import ImageNotSupportedOutlinedIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { withSx } from './sx';

interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size (prevents layout shift; CSS scales it). */
  size: number;
  /** The picture at every stored width (the API's `…Srcset`): the browser takes the one the slot needs. */
  srcSet?: string | null;
  /** How wide the picture shows (the `sizes` attribute), for the browser to pick from srcSet. */
  sizes?: string;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

/** A product picture that shows a placeholder when it is missing or fails to load. */
export function ProductImage({ src, alt, size, srcSet, sizes, loading = 'lazy', fetchPriority, sx, ...rest }: ProductImageProps) {
  const intl = useIntl();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={alt || intl.formatMessage({ id: 'product.noImage' })}
        data-testid="image-placeholder"
        sx={withSx({ width: '100%', height: '100%', display: 'grid', placeItems: 'center', color: 'grey.400', bgcolor: 'grey.50' }, sx)}
      >
        <ImageNotSupportedOutlinedIcon sx={{ fontSize: Math.max(24, Math.round(size / 6)) }} aria-hidden="true" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      onError={() => setFailedSrc(src)}
      sx={withSx({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }, sx)}
      {...rest}
    />
  );
}
