import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { notFoundHead, type HeadMaker } from '../../components/head/head';
import { PageHead } from '../../components/head/PageHead';
import { titleFromSlug } from '../../components/breadcrumbPath';
import { graphql, type FragmentType } from '../../gql';
import { ROUTES } from '../../lib/site';
import type { CategoryHeadFragment } from '../../shop/catalog/categoryHead';
import { ProductCard, ProductCardSkeleton } from '../../shop/catalog/ProductCard';

/** Spec §9: the category page shows the 6 most recently added products. */
export const CATEGORY_RECENT_LIMIT = 6;

/** The page's one query: the category and its newest products, asked together (one server render pass). */
export const CategoryPageQuery = graphql(`
  query CategoryPage($slug: String!, $limit: Int!) {
    categoryBySlug(slug: $slug) {
      id
      name
      slug
      description
      imageUrl
      subCategories {
        id
        name
        slug
        description
        imageUrl
      }
      ...CategoryHead
    }
    recentlyAdded(limit: $limit, categorySlug: $slug) {
      id
      ...ProductCard
    }
  }
`);

/** A top-level category: breadcrumb, title, subcategory tiles and the newest products in it. */
export default function CategoryPage({ head }: { head: HeadMaker<FragmentType<typeof CategoryHeadFragment>> }) {
  const { slug = '' } = useParams();
  const intl = useIntl();
  const subId = useId();
  const recentId = useId();
  const { data, loading, error } = useQuery(CategoryPageQuery, { variables: { slug, limit: CATEGORY_RECENT_LIMIT } });
  const category = data?.categoryBySlug;

  if (!loading && (error || !category)) return <CategoryNotFound />;

  const title = category?.name ?? titleFromSlug(slug, intl.locale);
  const products = data?.recentlyAdded ?? [];

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, lg: 3 } }} data-testid="category-page">
      {category && <PageHead of={head} data={category} />}
      <Breadcrumbs items={[{ label: title }]} />
      <Box
        sx={{
          mt: 1.5,
          mb: { xs: 3, lg: 4 },
          p: { xs: 2.5, lg: 4 },
          borderRadius: 4,
          color: 'primary.contrastText',
          background: (theme) => `linear-gradient(120deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
        }}
      >
        <Typography variant="h1" data-testid="category-title" sx={{ fontSize: { xs: '1.6rem', lg: '2.25rem' }, fontWeight: 800 }}>
          {title}
        </Typography>
        {category?.description ? (
          <Typography sx={{ mt: 1, opacity: 0.9, maxWidth: 720 }}>{category.description}</Typography>
        ) : loading ? (
          <Skeleton width="40%" sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />
        ) : null}
        <Button
          component={RouterLink}
          to={ROUTES.category(slug)}
          variant="contained"
          color="secondary"
          endIcon={<ArrowForwardIcon />}
          // The darker orange: white on the theme's orange reads at 2.7:1, on this one above 4.5:1.
          sx={{ mt: 2.5, bgcolor: 'secondary.dark', '&:hover': { bgcolor: '#a04200' } }}
          data-testid="category-view-all"
        >
          <FormattedMessage id="category.viewAll" />
        </Button>
      </Box>

      {(loading || (category && category.subCategories.length > 0)) && (
        <Box component="section" aria-labelledby={subId} sx={{ mb: { xs: 4, lg: 5 } }}>
          <Typography id={subId} component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
            <FormattedMessage id="category.subcategories" />
          </Typography>
          <Box
            component="ul"
            data-testid="category-tiles"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(auto-fill, minmax(220px, 1fr))' },
              gap: { xs: 1.5, lg: 2 },
            }}
          >
            {loading
              ? Array.from({ length: 4 }, (_, i) => (
                  <li key={i} aria-hidden>
                    <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />
                  </li>
                ))
              : category!.subCategories.map((sub) => (
                  <li key={sub.id}>
                    <CategoryTile name={sub.name} slug={sub.slug} imageUrl={sub.imageUrl ?? null} />
                  </li>
                ))}
          </Box>
        </Box>
      )}

      <Box component="section" aria-labelledby={recentId} data-testid="category-recent">
        <Typography id={recentId} component="h2" variant="h5" sx={{ fontWeight: 800, mb: 2 }}>
          {intl.formatMessage({ id: 'category.recent' }, { name: title })}
        </Typography>
        {!loading && products.length === 0 ? (
          <Typography color="text.secondary">
            <FormattedMessage id="category.empty" />
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-busy={loading || undefined}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' },
              gap: { xs: 1.5, lg: 2 },
            }}
          >
            {loading
              ? Array.from({ length: CATEGORY_RECENT_LIMIT }, (_, i) => (
                  <li key={i}>
                    <ProductCardSkeleton />
                  </li>
                ))
              : products.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
          </Box>
        )}
      </Box>
    </Container>
  );
}

function CategoryTile({ name, slug, imageUrl }: { name: string; slug: string; imageUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <Card variant="outlined" data-testid="category-tile" sx={{ height: '100%', borderRadius: 3, transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}>
      <CardActionArea
        component={RouterLink}
        to={ROUTES.category(slug)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.100', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
          {imageUrl && !failed ? (
            <Box
              component="img"
              src={imageUrl}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
              onError={() => setFailed(true)}
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <CategoryOutlinedIcon sx={{ fontSize: 48, color: 'grey.400' }} aria-hidden />
          )}
        </Box>
        <Typography component="span" sx={{ p: 1.5, fontWeight: 700, textAlign: 'center' }}>
          {name}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

function CategoryNotFound() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, lg: 12 }, textAlign: 'center' }} data-testid="category-not-found">
      <PageHead of={notFoundHead} />
      <SearchOffIcon sx={{ fontSize: 64, color: 'primary.main', mb: 2 }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', lg: '2.25rem' }, mb: 2 }}>
        <FormattedMessage id="category.notFound.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        <FormattedMessage id="category.notFound.text" />
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        <FormattedMessage id="page.backHome" />
      </Button>
    </Container>
  );
}
