import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { Money } from '../../components/Money';
import { getFragmentData } from '../../gql';
import { ROUTES } from '../../lib/site';
import { DeleteProductDialog } from './DeleteProductDialog';
import { AdminProductImageFields, AdminProductPdfFields, AdminProductQuery, AdminProductRowFields } from './operations';
import { ProductDialog } from './ProductDialog';
import { ProductDocuments } from './ProductDocuments';
import { ProductFlags, StockChip, VariantChips } from './ProductChips';
import { PRICE_TIERS, TIER_LABEL } from './productForm';
import { ProductImages } from './ProductImages';
import { Section } from '../kit/Section';
import { SpecificationsEditor } from './SpecificationsEditor';
import { LoadFailedAlert } from '../kit/LoadFailedAlert';

/** /admin/products/{id}: everything about one product, with its pictures, documents and specifications editable. */
export default function ProductDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminProductQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const back = (
    <Button component={RouterLink} to="/admin/products" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }} data-testid="product-back">
      <FormattedMessage id="admin.product.back" />
    </Button>
  );

  if (!data) {
    return (
      <Box data-testid="admin-product">
        {back}
        {error ? <LoadFailedAlert message="admin.product.loadFailed" onRetry={() => void refetch()} /> : loading && <DetailSkeleton />}
      </Box>
    );
  }
  if (!data.adminProduct) {
    return (
      <Box data-testid="admin-product">
        {back}
        <Paper sx={{ p: { xs: 4, md: 8 }, textAlign: 'center' }} data-testid="product-not-found">
          <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden="true" />
          <Typography component="h1" variant="h5">
            <FormattedMessage id="admin.product.notFound" />
          </Typography>
        </Paper>
      </Box>
    );
  }

  const detail = data.adminProduct;
  const product = getFragmentData(AdminProductRowFields, detail);
  const { images } = getFragmentData(AdminProductImageFields, detail);
  const pdfs = getFragmentData(AdminProductPdfFields, detail.pdfs);

  return (
    <Box data-testid="admin-product">
      {back}
      <Box sx={{ display: 'flex', gap: 2, alignItems: { xs: 'stretch', md: 'flex-start' }, flexDirection: { xs: 'column', md: 'row' }, mb: 3 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, overflowWrap: 'anywhere' }} data-testid="product-title">
            {product.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            <FormattedMessage id="admin.product.id" />:{' '}
            <Box component="code" data-testid="product-id">
              {product.id}
            </Box>
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
            <ProductFlags product={product} />
            {product.isActive && !product.isShown && (
              <Typography variant="caption" color="warning.dark">
                <FormattedMessage id="admin.products.hidden" />
              </Typography>
            )}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {product.isShown && (
            <Button component={RouterLink} to={ROUTES.product(product.id)} target="_blank" startIcon={<OpenInNewIcon />} data-testid="product-view-in-shop">
              <FormattedMessage id="admin.product.viewInShop" />
            </Button>
          )}
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)} data-testid="product-detail-edit">
            <FormattedMessage id="admin.common.edit" />
          </Button>
          <Button variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)} data-testid="product-detail-delete">
            <FormattedMessage id="admin.common.delete" />
          </Button>
        </Box>
      </Box>

      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 4fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
          <ProductImages productId={product.id} productName={product.name} images={images} />
          <Section title={<FormattedMessage id="admin.product.details" />} testId="product-details">
            <Facts>
              <Fact label={<FormattedMessage id="admin.products.field.name" />}>{product.name}</Fact>
              <Fact label={<FormattedMessage id="admin.product.slug" />}>
                <Box component="code" sx={{ overflowWrap: 'anywhere' }} data-testid="product-slug">
                  {product.slug}
                </Box>
              </Fact>
              <Fact label={<FormattedMessage id="admin.products.field.sku" />}>{product.sku}</Fact>
              <Fact label={<FormattedMessage id="admin.products.field.category" />}>
                <span data-testid="product-category">{product.categoryName || <FormattedMessage id="admin.product.uncategorized" />}</span>
              </Fact>
              <Fact label={<FormattedMessage id="admin.products.field.brand" />}>{product.brand?.name ?? <FormattedMessage id="admin.product.noBrand" />}</Fact>
              {(product.colors.length > 0 || product.sizes.length > 0) && (
                <Fact label={<FormattedMessage id="admin.products.col.variants" />}>
                  <VariantChips colors={product.colors} sizes={product.sizes} />
                </Fact>
              )}
            </Facts>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, mt: 2 }}>
              {(['az', 'en'] as const).map((language) => (
                <Box key={language} sx={{ minWidth: 0 }} data-testid={`product-texts-${language}`}>
                  <Typography variant="overline" color="text.secondary" component="p">
                    <FormattedMessage id={language === 'az' ? 'admin.common.lang.az' : 'admin.common.lang.en'} />
                  </Typography>
                  <Typography variant="subtitle2">
                    <FormattedMessage id="admin.products.field.shortDescription" />
                  </Typography>
                  {/* The stored texts are in the column's language; the headings in the interface's. */}
                  <Typography variant="body2" lang={language} sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                    {(language === 'az' ? product.shortDescriptionAz : product.shortDescriptionEn) || <FormattedMessage id="admin.product.none" />}
                  </Typography>
                  <Typography variant="subtitle2">
                    <FormattedMessage id="admin.products.field.description" />
                  </Typography>
                  <Typography variant="body2" lang={language} sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                    {(language === 'az' ? product.descriptionAz : product.descriptionEn) || <FormattedMessage id="admin.product.none" />}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Section>
          <SpecificationsEditor productId={product.id} groups={detail.specificationGroups} />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
          <Section title={<FormattedMessage id="admin.product.pricing" />} testId="product-pricing">
            {/* Compact cells fit the four columns in the side column; on a phone the discount goes under the discounted price. */}
            <Box sx={{ overflowX: 'auto' }}>
              <Table
                size="small"
                sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 0 }, '& th:last-of-type, & td:last-of-type': { pr: 0 } }}
              >
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <FormattedMessage id="admin.product.col.tier" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="admin.products.field.price" />
                    </TableCell>
                    <TableCell align="right">
                      <FormattedMessage id="admin.products.field.discountedPrice" />
                    </TableCell>
                    <TableCell align="right" sx={PHONE_HIDDEN}>
                      <FormattedMessage id="admin.products.field.discount" />
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {PRICE_TIERS.map((tier) => {
                    const row = product.prices.find((price) => price.userRole === tier);
                    return (
                      <TableRow key={tier} data-testid={`product-tier-${tier}`}>
                        <TableCell sx={{ fontWeight: 600 }}>
                          <FormattedMessage id={TIER_LABEL[tier]} />
                        </TableCell>
                        <TableCell align="right">{row ? <Money amount={row.price} /> : '—'}</TableCell>
                        <TableCell align="right" data-testid="tier-discounted">
                          {row ? <Money amount={row.discountedPrice} /> : '—'}
                          {row && (
                            <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                              <FormattedNumber value={-row.discountPercentage / 100} style="percent" signDisplay="exceptZero" />
                            </Typography>
                          )}
                        </TableCell>
                        <TableCell align="right" sx={PHONE_HIDDEN}>
                          {row ? <FormattedNumber value={row.discountPercentage / 100} style="percent" /> : '—'}
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </Box>
          </Section>
          <Section title={<FormattedMessage id="admin.product.inventory" />} testId="product-inventory">
            <Facts>
              <Fact label={<FormattedMessage id="admin.product.stockQuantity" />}>
                <span data-testid="product-stock-quantity">
                  <FormattedNumber value={product.stockQuantity} />
                </span>
              </Fact>
              <Fact label={<FormattedMessage id="admin.product.stockStatus" />}>
                <StockChip status={product.stockStatus} />
              </Fact>
            </Facts>
          </Section>
          <ProductDocuments productId={product.id} pdfs={pdfs} />
        </Box>
      </Box>
      <ProductDialog open={editing} product={product} onClose={() => setEditing(false)} />
      <DeleteProductDialog
        product={deleting ? product : null}
        onClose={() => setDeleting(false)}
        onDeleted={(archived) => {
          if (!archived) void navigate('/admin/products', { replace: true });
        }}
      />
      {/* The link back for keyboard users who reached the end of the page. */}
      <Link component={RouterLink} to="/admin/products" sx={{ display: 'inline-block', mt: 3 }}>
        <FormattedMessage id="admin.product.back" />
      </Link>
    </Box>
  );
}

/** The pricing table's discount column, shown from the small breakpoint up. */
const PHONE_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;

function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(110px, max-content) minmax(0, 1fr)', rowGap: 1, columnGap: 2, alignItems: 'center' }}
    >
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function DetailSkeleton() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} aria-busy="true">
      <Skeleton variant="text" width="50%" height={48} />
      <Skeleton variant="rounded" height={220} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}
