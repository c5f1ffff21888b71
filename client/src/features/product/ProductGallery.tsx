import ZoomOutMapIcon from '@mui/icons-material/ZoomOutMap';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ProductImage } from '../../components/ProductImage';
import { wrapIndex, type GalleryImage } from './productHelpers';

/** The full-screen viewer is its own chunk: loaded only when someone opens it. */
const ImageViewer = lazy(() => import('./ImageViewer'));

export const ProductGalleryFragment = graphql(`
  fragment ProductGallery on Product {
    name
    primaryImageUrl
    primaryImageSrcset
    images {
      id
      imageUrl
      imageSrcset
      altText
    }
  }
`);

const MAIN_SIZE = 640;
const THUMB_SIZE = 72;
/** The main picture: the page's width on a phone, about half of a 1200 px page beside the summary. */
const MAIN_IMAGE_SIZES = '(min-width: 900px) 560px, 100vw';

/** The main picture (opens the viewer), and a thumbnail strip when there is more than one. */
export function ProductGallery({ product }: { product: FragmentType<typeof ProductGalleryFragment> }) {
  const p = getFragmentData(ProductGalleryFragment, product);
  const intl = useIntl();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const [viewerLoaded, setViewerLoaded] = useState(false);

  const images: GalleryImage[] =
    p.images.length > 0
      ? p.images.map((image, i) => ({
          id: image.id,
          url: image.imageUrl,
          srcSet: image.imageSrcset,
          alt: intl.formatMessage({ id: 'product.detail.imageAlt' }, { name: p.name, from: i + 1, to: p.images.length }),
        }))
      : [{ id: 'primary', url: p.primaryImageUrl ?? null, srcSet: p.primaryImageSrcset, alt: p.name }];
  const current = wrapIndex(index, images.length);
  const image = images[current]!;
  const hasImage = images.some((i) => i.url);

  const open = () => {
    setViewerLoaded(true);
    setViewerOpen(true);
  };

  return (
    <Box data-testid="product-gallery">
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        {hasImage ? (
          <ButtonBase
            onClick={open}
            aria-label={intl.formatMessage({ id: 'product.detail.gallery.open' })}
            data-testid="gallery-open"
            sx={{
              width: '100%',
              height: '100%',
              p: { xs: 2, lg: 4 },
              cursor: 'zoom-in',
              '&:hover .zoom-hint, &.Mui-focusVisible .zoom-hint': { opacity: 1 },
              '&.Mui-focusVisible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
            }}
          >
            <ProductImage
              src={image.url}
              srcSet={image.srcSet}
              sizes={MAIN_IMAGE_SIZES}
              alt={image.alt}
              size={MAIN_SIZE}
              loading="eager"
              fetchPriority="high"
              data-testid="gallery-main-image"
            />
            <Box
              className="zoom-hint"
              aria-hidden="true"
              sx={{
                position: 'absolute',
                right: 12,
                bottom: 12,
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'rgba(23,32,51,0.72)',
                color: '#fff',
                opacity: { xs: 1, lg: 0.75 },
                transition: 'opacity .2s',
              }}
            >
              <ZoomOutMapIcon fontSize="small" />
            </Box>
          </ButtonBase>
        ) : (
          <ProductImage src={null} alt={p.name} size={MAIN_SIZE} />
        )}
      </Box>

      {images.length > 1 && (
        <Box
          component="ul"
          data-testid="gallery-thumbnails"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {images.map((thumb, i) => (
            <li key={thumb.id}>
              <ButtonBase
                onClick={() => setIndex(i)}
                aria-label={intl.formatMessage({ id: 'product.detail.gallery.show' }, { from: i + 1, to: images.length })}
                aria-pressed={i === current}
                data-testid="gallery-thumbnail"
                sx={{
                  width: THUMB_SIZE,
                  height: THUMB_SIZE,
                  p: 0.75,
                  borderRadius: 1.5,
                  border: 2,
                  borderColor: i === current ? 'primary.main' : 'divider',
                  bgcolor: 'background.paper',
                  transition: 'border-color .15s',
                  '&:hover': { borderColor: i === current ? 'primary.main' : 'primary.light' },
                  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
                }}
              >
                <ProductImage src={thumb.url} srcSet={thumb.srcSet} sizes={`${THUMB_SIZE}px`} alt="" size={THUMB_SIZE} loading="eager" />
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}

      {viewerLoaded && (
        <Suspense fallback={null}>
          <ImageViewer
            open={viewerOpen}
            onClose={() => setViewerOpen(false)}
            images={images}
            index={current}
            onIndexChange={setIndex}
            title={intl.formatMessage({ id: 'product.detail.viewer.title' }, { name: p.name })}
            autoplay={mobile && !reducedMotion}
          />
        </Suspense>
      )}
    </Box>
  );
}
