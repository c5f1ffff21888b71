import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId, useRef, type PointerEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

/** The spec's featured brands, in display order (slugs as the catalogue spells them). */
export const FEATURED_BRAND_SLUGS = ['hem', 'hp', 'dell', 'lg', 'xprinter', 'lenovo', 'westernDigital', 'acer', 'hikvision', 'unv', 'canon', 'seagate'];

export const HomeBrandFragment = graphql(`
  fragment HomeBrand on Brand {
    id
    name
    slug
  }
`);

export const HomeBrandsQuery = graphql(`
  query HomeBrands {
    brands {
      id
      ...HomeBrand
    }
  }
`);

type BrandRef = FragmentType<typeof HomeBrandFragment>;

/** The featured brands that exist, in the spec's order. */
export function featuredBrands<T extends { slug: string }>(brands: T[]): T[] {
  const bySlug = new Map(brands.map((b) => [b.slug.toLowerCase(), b]));
  return FEATURED_BRAND_SLUGS.flatMap((slug) => bySlug.get(slug.toLowerCase()) ?? []);
}

/** Copies of the list on the track: the first is the real one, the others only fill the loop. */
const COPIES = 3;

/**
 * The featured brands, scrolling endlessly (a CSS animation that pauses on hover and focus and stops for
 * visitors who prefer reduced motion); it can also be dragged sideways. Each links to the brand's listing.
 */
export function BrandStrip() {
  const titleId = useId();
  const { data } = useQuery(HomeBrandsQuery);
  const brands = featuredBrands((data?.brands ?? []).map((ref) => ({ ref, slug: getFragmentData(HomeBrandFragment, ref).slug })));
  const trackRef = useRef<HTMLDivElement>(null);
  const drag = useRef({ pointer: -1, startX: 0, base: 0, offset: 0, moved: false });

  const setOffset = (px: number) => {
    const track = trackRef.current;
    if (!track) return;
    const copyWidth = track.scrollWidth / COPIES;
    // Keeps the drag offset within one copy, so the loop never shows its end.
    const wrapped = copyWidth > 0 ? -(((-px % copyWidth) + copyWidth) % copyWidth) : 0;
    drag.current.offset = wrapped;
    track.style.setProperty('--drag', `${wrapped}px`);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    drag.current = { ...drag.current, pointer: event.pointerId, startX: event.clientX, base: drag.current.offset, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = drag.current;
    if (state.pointer !== event.pointerId) return;
    const dx = event.clientX - state.startX;
    if (!state.moved && Math.abs(dx) > 6) {
      state.moved = true;
      event.currentTarget.setPointerCapture(event.pointerId);
      trackRef.current?.setAttribute('data-dragging', '');
    }
    if (state.moved) setOffset(state.base + dx);
  };
  const endDrag = () => {
    drag.current.pointer = -1;
    trackRef.current?.removeAttribute('data-dragging');
  };

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="brand-strip">
      <Typography id={titleId} component="h2" variant="h2" sx={{ fontSize: { xs: '1.25rem', lg: '1.6rem' }, mb: 2 }}>
        <FormattedMessage id="home.brands.title" />
      </Typography>
      <Box
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={(event) => {
          // A drag that ends over a link is not a click on it.
          if (drag.current.moved) {
            event.preventDefault();
            event.stopPropagation();
            drag.current.moved = false;
          }
        }}
        sx={{
          position: 'relative',
          overflow: 'hidden',
          touchAction: 'pan-y',
          userSelect: 'none',
          cursor: 'grab',
          py: 0.5,
          maskImage: 'linear-gradient(to right, transparent 0, #000 40px, #000 calc(100% - 40px), transparent 100%)',
          '&:hover > div, &:focus-within > div, & > div[data-dragging]': { animationPlayState: 'paused' },
          '@media (prefers-reduced-motion: reduce)': { overflowX: 'auto', cursor: 'auto', maskImage: 'none' },
        }}
      >
        <Box
          ref={trackRef}
          data-testid="brand-track"
          sx={{
            display: 'flex',
            width: 'max-content',
            translate: 'var(--drag, 0px) 0',
            animation: `brand-marquee ${Math.max(brands.length, 1) * 3.5}s linear infinite`,
            '@keyframes brand-marquee': { from: { transform: 'translateX(0)' }, to: { transform: `translateX(-${100 / COPIES}%)` } },
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', translate: 'none', '& > ul[aria-hidden]': { display: 'none' } },
          }}
        >
          {Array.from({ length: COPIES }, (_, copy) => (
            <Box
              component="ul"
              key={copy}
              aria-hidden={copy > 0 || undefined}
              data-testid={copy === 0 ? 'brand-list' : undefined}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex' }}
            >
              {brands.map(({ ref }) => (
                <BrandTile key={getFragmentData(HomeBrandFragment, ref).id} brand={ref} hidden={copy > 0} />
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function BrandTile({ brand, hidden }: { brand: BrandRef; hidden: boolean }) {
  const b = getFragmentData(HomeBrandFragment, brand);
  return (
    <Box component="li" sx={{ pr: { xs: 1.5, lg: 2 } }}>
      <Box
        component={RouterLink}
        to={`/products/brand/${encodeURIComponent(b.slug)}`}
        tabIndex={hidden ? -1 : undefined}
        draggable={false}
        data-testid={hidden ? undefined : 'brand-link'}
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: { xs: 128, lg: 160 },
          height: { xs: 64, lg: 76 },
          px: 2,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.secondary',
          textDecoration: 'none',
          fontWeight: 800,
          fontSize: { xs: '1rem', lg: '1.15rem' },
          letterSpacing: '0.02em',
          textAlign: 'center',
          lineHeight: 1.15,
          transition: 'color 150ms, border-color 150ms, box-shadow 150ms',
          '&:hover, &:focus-visible': { color: 'primary.main', borderColor: 'primary.main', boxShadow: 2 },
        }}
      >
        {b.name}
      </Box>
    </Box>
  );
}
