import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { InlineError } from './InlineError';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ROUTES } from '../../lib/site';

/** What the home category list and tiles show of a top-level category. */
export const HomeCategoryFragment = graphql(`
  fragment HomeCategory on Category {
    id
    name
    slug
    imageUrl
    subCategories {
      id
      name
      slug
    }
  }
`);

export const HomeCategoriesQuery = graphql(`
  query HomeCategories {
    categoryTree {
      id
      ...HomeCategory
    }
  }
`);

/** Large screens show this many categories before "See all". */
export const CATEGORY_LIST_LIMIT = 5;

/** The spec's small-screen category grid, in this order. */
export const SMALL_GRID_SLUGS = [
  'sebeke-avadanliqlari',
  'komputerler',
  'noutbuklar',
  'ofis-avadanliqlari',
  'ticaret-avadanliqlari',
  'musahide-sistemleri',
  'komputer-avadanliqlari',
];

type CategoryRef = FragmentType<typeof HomeCategoryFragment>;

/**
 * Top-level categories: a list with subcategory fly-outs on large screens (first 5, then
 * See all / See less), a grid of tiles on small ones. Each links to /{slug}.
 */
export function HomeCategories() {
  const isLarge = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const { data, loading, error, refetch } = useQuery(HomeCategoriesQuery);
  const titleId = useId();
  const categories = data?.categoryTree ?? [];

  let body;
  if (error && categories.length === 0) {
    body = (
      <InlineError onRetry={() => void refetch()}>
        <FormattedMessage id="home.categories.error" />
      </InlineError>
    );
  } else if (loading && categories.length === 0) {
    body = isLarge ? <CategoryListSkeleton /> : <CategoryGridSkeleton />;
  } else {
    body = isLarge ? <CategoryList categories={categories} /> : <CategoryGrid categories={categories} />;
  }

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="home-categories" sx={{ position: 'relative', display: 'flex', flexDirection: 'column' }}>
      <Paper
        variant="outlined"
        sx={{
          flex: 1,
          overflow: 'visible',
          display: 'flex',
          flexDirection: 'column',
          ...(isLarge ? {} : { border: 0, bgcolor: 'transparent' }),
        }}
      >
        <Typography
          id={titleId}
          component="h2"
          variant="h6"
          sx={
            isLarge
              ? { px: 2, py: 1.5, bgcolor: 'primary.main', color: 'common.white', borderRadius: '8px 8px 0 0' }
              : { mb: 1.5, fontSize: '1.25rem', fontWeight: 700 }
          }
        >
          <FormattedMessage id="home.categories.title" />
        </Typography>
        {body}
      </Paper>
    </Box>
  );
}

function CategoryList({ categories }: { categories: CategoryRef[] }) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? categories : categories.slice(0, CATEGORY_LIST_LIMIT);
  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0.5, flex: 1 }}>
        {visible.map((ref) => (
          <CategoryListItem key={getFragmentData(HomeCategoryFragment, ref).id} category={ref} />
        ))}
      </Box>
      {categories.length > CATEGORY_LIST_LIMIT && (
        <Button
          fullWidth
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          data-testid="categories-toggle"
          sx={{ borderTop: 1, borderColor: 'divider', borderRadius: '0 0 8px 8px', py: 1 }}
        >
          <FormattedMessage id={expanded ? 'home.categories.seeLess' : 'home.categories.seeAll'} />
        </Button>
      )}
    </Box>
  );
}

function CategoryListItem({ category }: { category: CategoryRef }) {
  const c = getFragmentData(HomeCategoryFragment, category);
  const hasSubs = c.subCategories.length > 0;
  return (
    <Box
      component="li"
      sx={{
        // The fly-out is positioned against the whole section so it opens beside the list.
        '&:hover > .subcategories, &:focus-within > .subcategories': { display: 'block' },
        '&:hover > a, &:focus-within > a': { bgcolor: 'action.hover', color: 'primary.main' },
      }}
    >
      <Box
        component={RouterLink}
        to={ROUTES.topCategory(c.slug)}
        data-testid="home-category-link"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: 1.5,
          py: 1.1,
          borderRadius: 1,
          color: 'text.primary',
          textDecoration: 'none',
          fontWeight: 500,
        }}
      >
        {c.imageUrl ? (
          <Box component="img" src={c.imageUrl} alt="" width={28} height={28} loading="lazy" sx={{ borderRadius: 1, flexShrink: 0 }} />
        ) : (
          <Box sx={{ width: 28, height: 28, borderRadius: 1, bgcolor: 'grey.200', flexShrink: 0 }} />
        )}
        <Box component="span" sx={{ flex: 1 }}>
          {c.name}
        </Box>
        {hasSubs && <ChevronRightIcon fontSize="small" sx={{ color: 'text.secondary' }} aria-hidden="true" />}
      </Box>
      {hasSubs && (
        <Paper
          className="subcategories"
          elevation={6}
          sx={{
            display: 'none',
            position: 'absolute',
            top: 0,
            // Touches the list (no gap), so the pointer can travel into it without closing it.
            left: 'calc(100% - 2px)',
            minWidth: 260,
            minHeight: '100%',
            zIndex: (theme) => theme.zIndex.appBar - 1,
            p: 2,
          }}
        >
          <Typography component="p" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {c.name}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {c.subCategories.map((sub) => (
              <li key={sub.id}>
                <Box
                  component={RouterLink}
                  to={ROUTES.category(sub.slug)}
                  sx={{
                    display: 'block',
                    px: 1,
                    py: 0.75,
                    borderRadius: 1,
                    color: 'text.primary',
                    textDecoration: 'none',
                    '&:hover, &:focus-visible': { bgcolor: 'action.hover', color: 'primary.main' },
                  }}
                >
                  {sub.name}
                </Box>
              </li>
            ))}
          </Box>
        </Paper>
      )}
    </Box>
  );
}

function CategoryGrid({ categories: all }: { categories: CategoryRef[] }) {
  const bySlug = new Map(all.map((ref) => [getFragmentData(HomeCategoryFragment, ref).slug, ref]));
  const categories = SMALL_GRID_SLUGS.flatMap((slug) => bySlug.get(slug) ?? []);
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.25,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {categories.map((ref) => {
        const c = getFragmentData(HomeCategoryFragment, ref);
        return (
          <li key={c.id}>
            <Paper
              component={RouterLink}
              to={ROUTES.topCategory(c.slug)}
              variant="outlined"
              data-testid="home-category-tile"
              sx={{
                display: 'flex',
                // On a phone the picture sits above the name, so the name has the tile's whole width and
                // breaks between words ("Ticarət avadanlıqları" was split mid-word beside the picture at 360 px).
                flexDirection: { xs: 'column', sm: 'row' },
                alignItems: 'center',
                textAlign: { xs: 'center', sm: 'left' },
                gap: { xs: 0.75, sm: 1.25 },
                p: 1.25,
                height: '100%',
                textDecoration: 'none',
                color: 'text.primary',
                fontWeight: 600,
                fontSize: '0.875rem',
                lineHeight: 1.3,
                '&:hover, &:focus-visible': { borderColor: 'primary.main', color: 'primary.main' },
              }}
            >
              {c.imageUrl ? (
                <Box component="img" src={c.imageUrl} alt="" width={44} height={44} loading="lazy" sx={{ borderRadius: 1, flexShrink: 0 }} />
              ) : (
                <Box sx={{ width: 44, height: 44, borderRadius: 1, bgcolor: 'grey.200', flexShrink: 0 }} />
              )}
              <Box component="span" sx={{ minWidth: 0, maxWidth: '100%', overflowWrap: 'break-word' }}>
                {c.name}
              </Box>
            </Paper>
          </li>
        );
      })}
    </Box>
  );
}

function CategoryListSkeleton() {
  return (
    <Box sx={{ p: 1.5 }} aria-hidden="true">
      {Array.from({ length: CATEGORY_LIST_LIMIT }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', py: 1 }}>
          <Skeleton variant="rounded" width={28} height={28} />
          <Skeleton sx={{ flex: 1 }} />
        </Box>
      ))}
    </Box>
  );
}

function CategoryGridSkeleton() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.25,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
      aria-hidden="true"
    >
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={66} />
      ))}
    </Box>
  );
}
