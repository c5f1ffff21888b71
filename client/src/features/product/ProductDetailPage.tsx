import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken, useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { HeadMaker } from '../../components/head/head';
import { PageHead } from '../../components/head/PageHead';
import type { FragmentType } from '../../gql';
import { ProductCard } from '../../shop/catalog/ProductCard';
import { HydratesApart } from '../../components/HydratesApart';
import { ProductRow } from '../../shop/catalog/ProductRow';
import { ProductDetailQuery } from './operations';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { ProductDetailSkeleton } from './ProductDetailSkeleton';
import { ProductGallery } from './ProductGallery';
import { notFoundMessage } from './notFoundMessage';
import { ProductNotFound } from './ProductNotFound';
import { FeatureList, SpecificationsTable } from './ProductSpecifications';
import { ProductSummary } from './ProductSummary';
import type { ProductHeadFragment } from './productHead';
import { SIMILAR_PRODUCTS_LIMIT } from './productHelpers';
import { belowHeader } from '../../lib/headerHeight';

/** /details/{id}: breadcrumb, gallery, summary and actions, description, specifications, similar products. */
export default function ProductDetailPage({ head }: { head: HeadMaker<FragmentType<typeof ProductHeadFragment>> }) {
  const { id = '' } = useParams();
  const intl = useIntl();
  const descriptionId = useId();
  const specsId = useId();
  const similarId = useId();
  const { data, loading, error } = useQuery(
    ProductDetailQuery,
    id ? { variables: { id, similarLimit: SIMILAR_PRODUCTS_LIMIT }, errorPolicy: 'all' } : skipToken,
  );
  const product = data?.product;

  if (!product) {
    if (loading) return <ProductDetailSkeleton />;
    return <ProductNotFound serverMessage={notFoundMessage(error)} />;
  }

  const similar = data.similarProducts;
  const sectionSx = { p: { xs: 2, md: 3 }, borderRadius: 2 } as const;
  const headingSx = { fontSize: { xs: '1.2rem', lg: '1.4rem' }, mb: 2 } as const;

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, lg: 3 } }} data-testid="product-detail">
      <PageHead of={head} data={product} />
      <ProductBreadcrumb product={product} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gap: { xs: 3, lg: 5 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: belowHeader(16) } }}>
          <HydratesApart>
            <ProductGallery product={product} />
          </HydratesApart>
        </Box>
        <ProductSummary product={product} features={<FeatureList specifications={data.specifications} />} />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 3,
          mt: { xs: 4, lg: 6 },
          alignItems: 'start',
        }}
      >
        <Paper component="section" variant="outlined" aria-labelledby={descriptionId} data-testid="product-description" sx={sectionSx}>
          <Typography id={descriptionId} component="h2" variant="h2" sx={headingSx}>
            {intl.formatMessage({ id: 'product.detail.description' })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7, color: 'text.primary' }}>{product.description}</Typography>
        </Paper>
        <Paper component="section" variant="outlined" aria-labelledby={specsId} data-testid="product-specifications" sx={sectionSx}>
          <Typography id={specsId} component="h2" variant="h2" sx={headingSx}>
            {intl.formatMessage({ id: 'product.detail.specifications' })}
          </Typography>
          <HydratesApart>
            <SpecificationsTable specifications={data.specifications} />
          </HydratesApart>
        </Paper>
      </Box>

      {similar.length > 0 && (
        <Box component="section" aria-labelledby={similarId} data-testid="similar-products" sx={{ mt: { xs: 4, lg: 6 } }}>
          <Typography id={similarId} component="h2" variant="h2" sx={{ ...headingSx, fontSize: { xs: '1.25rem', lg: '1.6rem' } }}>
            {intl.formatMessage({ id: 'product.detail.similar' })}
          </Typography>
          <HydratesApart>
            <ProductRow>
              {similar.map((item) => (
                <ProductCard key={item.id} product={item} />
              ))}
            </ProductRow>
          </HydratesApart>
        </Box>
      )}
    </Container>
  );
}
