import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useInView } from '../../lib/useInView';
import { BannerCarousel } from './BannerCarousel';
import { BrandStrip } from './BrandStrip';
import { HomeCategories } from './HomeCategories';
import { HomeDeals } from './HomeDeals';
import { HydratesApart } from '../../components/HydratesApart';
import type { HeadMaker } from '../../components/head/head';
import { PageHead } from '../../components/head/PageHead';

/**
 * The product rows and the map load as their own chunk once the visitor scrolls near them (product cards,
 * rows and the office list are not needed to paint the first screen), which keeps the first load within
 * its budget (250 KB of gzipped JavaScript, see e2e/tests/budget.spec.ts).
 */
const HomeBelowFold = lazy(() => import('./HomeBelowFold'));

/**
 * Home: categories beside the banner carousel on large screens (the carousel, then category tiles on small
 * ones), the featured brands and the week's deals, then the product rows and the offices' map.
 */
export default function HomePage({ head }: { head: HeadMaker }) {
  const belowFold = useRef<HTMLDivElement>(null);
  const showBelowFold = useInView(belowFold, '100px');
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, lg: 3 }, px: { xs: 2, lg: 3 }, display: 'flex', flexDirection: 'column', gap: { xs: 3, lg: 5 } }}>
      <PageHead of={head} />
      <Typography component="h1" sx={visuallyHidden}>
        <FormattedMessage id="home.heading" />
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, lg: 3 },
          gridTemplateColumns: { xs: '1fr', lg: '280px 1fr' },
          gridTemplateAreas: { xs: '"hero" "categories"', lg: '"categories hero"' },
          alignItems: 'stretch',
        }}
      >
        {/* The carousel first, as a phone shows it: the browser paints a page before it has read it all, and
            what it reads later must not push down what it has painted (the categories moved 38 px when the
            carousel's dots arrived after them: layout shift 0.128 in Lighthouse, one run in five). */}
        <Box sx={{ gridArea: 'hero', minWidth: 0 }}>
          <HydratesApart>
            <BannerCarousel />
          </HydratesApart>
        </Box>
        {/* On large screens the banner alone sets the row's height: the category list lies over the row
            (at least as tall as it), so "See all" lets the longer list hang down over what follows instead
            of stretching the banner, which would crop its picture. */}
        <Box sx={{ gridArea: 'categories', minWidth: 0, position: 'relative' }}>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              height: { xs: '100%', lg: 'auto' },
              position: { lg: 'absolute' },
              top: 0,
              left: 0,
              right: 0,
              minHeight: { lg: '100%' },
              // Above the banner's arrows and the brands below while the list hangs over them.
              zIndex: { lg: 3 },
              '& > *': { flex: 1 },
            }}
          >
            <HydratesApart>
              <HomeCategories />
            </HydratesApart>
          </Box>
        </Box>
      </Box>
      <HydratesApart>
        <BrandStrip />
      </HydratesApart>
      <HydratesApart>
        <HomeDeals />
      </HydratesApart>
      <Box
        ref={belowFold}
        data-testid="home-below-fold"
        data-browser-renders=""
        sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 3, lg: 5 }, minHeight: 400 }}
      >
        {showBelowFold && (
          <Suspense fallback={<BelowFoldSkeleton />}>
            <HomeBelowFold />
          </Suspense>
        )}
      </Box>
    </Container>
  );
}

function BelowFoldSkeleton() {
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 2 }}>
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}
