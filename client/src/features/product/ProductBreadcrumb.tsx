import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { ROUTES } from '../../lib/site';
import { displayCategoryName } from '../../lib/categoryName';

export const ProductBreadcrumbFragment = graphql(`
  fragment ProductBreadcrumb on Product {
    name
    categoryName
    categorySlug
    parentCategoryName
    parentCategorySlug
  }
`);

/** Home › parent category (/{slug}) › category (/products/{slug}) › product name. */
export function ProductBreadcrumb({ product }: { product: FragmentType<typeof ProductBreadcrumbFragment> }) {
  const p = getFragmentData(ProductBreadcrumbFragment, product);
  const intl = useIntl();
  return (
    <Breadcrumbs
      aria-label={intl.formatMessage({ id: 'product.detail.breadcrumb' })}
      separator={<NavigateNextIcon fontSize="small" />}
      data-testid="product-breadcrumb"
      sx={{
        mb: { xs: 2, lg: 3 },
        fontSize: '0.875rem',
        '& ol': { rowGap: 0.25 },
        // Long names never push the trail off screen: the current page's name is cut with an ellipsis.
        '& li': { minWidth: 0, maxWidth: '100%' },
        '& .MuiBreadcrumbs-separator': { flexShrink: 0 },
      }}
    >
      <Link component={RouterLink} to={ROUTES.home} color="inherit">
        {intl.formatMessage({ id: 'nav.home' })}
      </Link>
      {p.parentCategoryName && p.parentCategorySlug && (
        <Link component={RouterLink} to={ROUTES.topCategory(p.parentCategorySlug)} color="inherit" noWrap sx={{ display: 'block' }}>
          {displayCategoryName(p.parentCategoryName)}
        </Link>
      )}
      <Link
        component={RouterLink}
        to={p.parentCategorySlug ? ROUTES.category(p.categorySlug) : ROUTES.topCategory(p.categorySlug)}
        color="inherit"
        noWrap
        sx={{ display: 'block' }}
      >
        {displayCategoryName(p.categoryName)}
      </Link>
      <Typography color="text.primary" aria-current="page" noWrap sx={{ fontSize: 'inherit', fontWeight: 600 }}>
        {p.name}
      </Typography>
    </Breadcrumbs>
  );
}
