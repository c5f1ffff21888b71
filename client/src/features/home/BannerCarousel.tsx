import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { LogoMark } from '../../components/Logo';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

/** The spec's banner auto-advance interval. */
export const BANNER_INTERVAL_MS = 4000;

/** What a slide shows of a banner. */
export const HomeBannerFragment = graphql(`
  fragment HomeBanner on Banner {
    id
    imageUrl
    imageSrcset
    title
    description
    linkUrl
    buttonText
  }
`);

export const HomeBannersQuery = graphql(`
  query HomeBanners {
    banners {
      id
      ...HomeBanner
    }
  }
`);

/** The welcome panel stands in only when there are no banners, so it is not part of the first load. */
const HomeHero = lazy(() => import('./HomeHero').then((module) => ({ default: module.HomeHero })));

/** Banner images are 1600 × 600 (8:3); width/height reserve the space before they load. */
const IMAGE_WIDTH = 1600;
const IMAGE_HEIGHT = 600;
/** The carousel is never wider than the page (the home page's container stops at 1536 px). */
const BANNER_SIZES = '(min-width: 1536px) 1536px, 100vw';

/**
 * The banners as a carousel: advances every 4 s, pauses while hovered or focused (and with the pause
 * button), previous/next arrows on large screens, dots everywhere. No banners (or an error): the welcome hero.
 */
export function BannerCarousel() {
  const { data, loading } = useQuery(HomeBannersQuery);
  const banners = data?.banners ?? [];
  if (loading && banners.length === 0) {
    return (
      <Skeleton
        variant="rounded"
        data-testid="banner-skeleton"
        sx={{ width: '100%', height: 'auto', aspectRatio: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`, minHeight: { lg: 340 }, borderRadius: 2 }}
      />
    );
  }
  if (banners.length === 0) {
    return (
      <Suspense fallback={null}>
        <HomeHero />
      </Suspense>
    );
  }
  return <Carousel banners={banners} />;
}

function Carousel({ banners }: { banners: FragmentType<typeof HomeBannerFragment>[] }) {
  const intl = useIntl();
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;
  const current = Math.min(index, count - 1);
  const next = (current + 1) % count;
  // The page comes with the first slide's picture only: the others are hidden until the carousel, which
  // runs in the browser, shows them, and a phone would fetch and decode them all while the page loads.
  // Once it runs, the showing slide's and the next one's, so each is there before its turn.
  const [withPicture, setWithPicture] = useState<ReadonlySet<number>>(() => new Set([0]));
  useEffect(() => {
    setWithPicture((seen) => (seen.has(current) && seen.has(next) ? seen : new Set([...seen, current, next])));
  }, [current, next]);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [paused, count, current]);

  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  const arrowSx = {
    display: { xs: 'none', lg: 'inline-flex' },
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 2,
    bgcolor: 'rgba(255,255,255,0.9)',
    color: 'primary.dark',
    boxShadow: 2,
    '&:hover': { bgcolor: 'common.white', color: 'primary.main' },
  } as const;

  return (
    <Box
      component="section"
      aria-roledescription={intl.formatMessage({ id: 'home.banners.roledescription' })}
      aria-label={intl.formatMessage({ id: 'home.banners.label' })}
      data-testid="banner-carousel"
      data-paused={paused || undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'primary.dark', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative', flex: 1, minHeight: { xs: 0, lg: 340 } }}>
        {banners.map((ref, i) => (
          <Slide
            key={getFragmentData(HomeBannerFragment, ref).id}
            banner={ref}
            active={i === current}
            withPicture={withPicture.has(i)}
            position={i + 1}
            count={count}
          />
        ))}
      </Box>
      {count > 1 && (
        <>
          <IconButton
            aria-label={intl.formatMessage({ id: 'home.banners.previous' })}
            onClick={() => go(-1)}
            sx={{ ...arrowSx, left: 16 }}
            data-testid="banner-prev"
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label={intl.formatMessage({ id: 'home.banners.next' })}
            onClick={() => go(1)}
            sx={{ ...arrowSx, right: 16 }}
            data-testid="banner-next"
          >
            <ChevronRightIcon />
          </IconButton>
          <Box
            sx={{
              position: { xs: 'static', md: 'absolute' },
              right: { md: 16 },
              bottom: { md: 12 },
              zIndex: 2,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 0.25,
              py: { xs: 0.5, md: 0 },
              px: { md: 0.5 },
              borderRadius: 999,
              bgcolor: { xs: 'primary.dark', md: 'rgba(7,42,102,0.55)' },
            }}
          >
            {banners.map((ref, i) => {
              const b = getFragmentData(HomeBannerFragment, ref);
              const active = i === current;
              return (
                <IconButton
                  key={b.id}
                  size="small"
                  onClick={() => setIndex(i)}
                  aria-label={intl.formatMessage({ id: 'home.banners.show' }, { from: i + 1, to: count, name: b.title })}
                  aria-current={active || undefined}
                  data-testid="banner-dot"
                  // 24 × 24 px at least: a tap target a thumb can hit (WCAG 2.5.8).
                  sx={{ p: 1 }}
                >
                  <Box
                    component="span"
                    sx={{
                      display: 'block',
                      height: 8,
                      width: active ? 22 : 8,
                      borderRadius: 4,
                      bgcolor: active ? 'secondary.main' : 'rgba(255,255,255,0.7)',
                      transition: 'width 200ms',
                    }}
                  />
                </IconButton>
              );
            })}
            <IconButton
              size="small"
              onClick={() => setStopped((value) => !value)}
              aria-label={intl.formatMessage({ id: stopped ? 'home.banners.play' : 'home.banners.pause' })}
              data-testid="banner-pause"
              sx={{ color: 'common.white', ml: 0.5 }}
            >
              {stopped ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
            </IconButton>
          </Box>
        </>
      )}
    </Box>
  );
}

interface SlideProps {
  banner: FragmentType<typeof HomeBannerFragment>;
  active: boolean;
  /** Whether its picture is in the page yet (the space is kept either way). */
  withPicture: boolean;
  position: number;
  count: number;
}

function Slide({ banner, active, withPicture, position, count }: SlideProps) {
  const b = getFragmentData(HomeBannerFragment, banner);
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const link = b.linkUrl?.trim() || null;
  const internal = link?.startsWith('/') ?? false;

  return (
    <Box
      role="group"
      aria-roledescription={intl.formatMessage({ id: 'home.banners.slide' })}
      aria-label={intl.formatMessage({ id: 'home.banners.position' }, { from: position, to: count })}
      aria-hidden={!active || undefined}
      inert={!active || undefined}
      data-testid="banner-slide"
      data-active={active || undefined}
      sx={{
        position: active ? 'relative' : 'absolute',
        inset: 0,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        opacity: active ? 1 : 0,
        visibility: active ? 'visible' : 'hidden',
        transition: 'opacity 500ms ease, visibility 500ms',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box sx={{ position: 'relative', flex: 1, minHeight: 0, aspectRatio: { xs: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`, lg: 'auto' } }}>
        {failed ? (
          <Box
            data-testid="banner-image-fallback"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'flex-end',
              pr: '8%',
              background: 'linear-gradient(120deg, #072a66 0%, #0b3d91 55%, #1565c0 100%)',
              '& svg': { opacity: 0.9 },
            }}
          >
            <LogoMark size={72} />
          </Box>
        ) : (
          withPicture && (
            <Box
              component="img"
              src={b.imageUrl}
              srcSet={b.imageSrcset ?? undefined}
              sizes={b.imageSrcset ? BANNER_SIZES : undefined}
              // The title is the slide's text: the picture itself says nothing more.
              alt=""
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading={position === 1 ? 'eager' : 'lazy'}
              fetchPriority={position === 1 ? 'high' : 'auto'}
              decoding="async"
              onError={() => setFailed(true)}
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'left center' }}
            />
          )
        )}
      </Box>
      {/* Banner pictures carry no words: the title and description are text over them, in the viewer's language; a scrim keeps them readable on any picture. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          inset: 0,
          pointerEvents: 'none',
          background: 'linear-gradient(90deg, rgba(4,24,60,0.78) 0%, rgba(4,24,60,0.5) 45%, rgba(4,24,60,0) 78%)',
        }}
      />
      <Box
        data-testid="banner-text"
        sx={{
          position: 'absolute',
          zIndex: 1,
          left: { xs: 16, md: '7.5%' },
          right: { xs: '28%', md: '40%' },
          top: { xs: 10, sm: 18, md: '14%' },
          color: 'common.white',
          textShadow: '0 1px 2px rgba(0,0,0,0.45)',
        }}
      >
        <Typography
          component="p"
          sx={{ fontWeight: 800, fontSize: { xs: '1.05rem', sm: '1.45rem', lg: '2.4rem' }, lineHeight: 1.15, ...clampLines(2) }}
          data-testid="banner-title"
        >
          {b.title}
        </Typography>
        {b.description && (
          <Typography
            component="p"
            sx={{
              mt: { xs: 0.25, md: 1 },
              opacity: 0.92,
              fontSize: { xs: '0.8rem', sm: '0.95rem', lg: '1.15rem' },
              lineHeight: 1.3,
              ...clampLines({ xs: 1, md: 2 }),
            }}
            data-testid="banner-description"
          >
            {b.description}
          </Typography>
        )}
      </Box>
      {link && (
        <Box sx={{ position: 'absolute', zIndex: 1, left: { xs: 16, md: '7.5%' }, bottom: { xs: 12, md: '11%' } }}>
          <Button
            {...(internal ? { component: RouterLink, to: link } : { href: link, target: '_blank', rel: 'noopener noreferrer' })}
            variant="contained"
            color="secondary"
            size="medium"
            data-testid="banner-link"
            endIcon={<ArrowForwardIcon />}
            sx={{
              px: { xs: 1.5, lg: 3 },
              py: { xs: 0.25, lg: 1 },
              fontSize: { xs: '0.8rem', lg: '1rem' },
              boxShadow: 4,
              bgcolor: 'secondary.dark',
              '&:hover': { bgcolor: '#a04200' },
            }}
          >
            {b.buttonText?.trim() || <FormattedMessage id="home.banners.cta" />}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** At most `lines` lines of a text (per breakpoint), the rest cut with an ellipsis. */
function clampLines(lines: number | { xs: number; md: number }) {
  return { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines, overflow: 'hidden', overflowWrap: 'anywhere' } as const;
}
