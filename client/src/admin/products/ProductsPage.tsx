import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@apollo/client/react';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Money } from '../../components/Money';
import { ProductImage } from '../../components/ProductImage';
import { getFragmentData } from '../../gql';
import type { AdminProductListInput, AdminProductSort } from '../../gql/graphql';
import type { MessageKey } from '../../i18n';
import { GridSearchField } from '../components/GridSearchField';
import { PageHeader } from '../kit/PageHeader';
import { StatCards, type StatCard } from '../kit/StatCards';
import { useServerGrid, type ServerGridOptions } from '../kit/useServerGrid';
import { DeleteProductDialog } from './DeleteProductDialog';
import { AdminProductRowFields, AdminProductsQuery, ProductStockSummaryQuery, type ProductRow } from './operations';
import { ProductDialog } from './ProductDialog';
import { LOW_STOCK_COLOR, ProductFlags, StockChip, VariantChips } from './ProductChips';
import { tierOnePrice } from './productForm';
import { useProductOptions } from './useProductOptions';
import { LoadFailedAlert } from '../kit/LoadFailedAlert';
import { EditDeleteButtons } from '../kit/EditDeleteButtons';
import { useFittedColumns } from '../kit/useFittedColumns';

type SortBase = 'NAME' | 'SKU' | 'PRICE' | 'STOCK';

/** Columns the server sorts by (NAME_ASC, PRICE_DESC …; none: newest first) and the filters set above the grid. */
const GRID_SPEC: ServerGridOptions<SortBase> = {
  sortFields: { name: 'NAME', sku: 'SKU', price: 'PRICE', stockQuantity: 'STOCK' },
  filterFields: { categoryId: 'categoryId', brandId: 'brandId', stockStatus: 'stockStatus', isActive: 'isActive', isHotDeal: 'isHotDeal' },
  searchField: 'search',
  noRows: 'admin.products.noRows',
};

const STAT_CARDS: StatCard<'totalProducts' | 'inStockProducts' | 'lowStockProducts' | 'outOfStockProducts'>[] = [
  { key: 'totalProducts', label: 'admin.products.stats.total', icon: <Inventory2Icon />, color: '#0b3d91' },
  { key: 'inStockProducts', label: 'admin.products.stats.inStock', icon: <CheckCircleIcon />, color: '#2e7d32' },
  { key: 'lowStockProducts', label: 'admin.products.stats.lowStock', icon: <WarningIcon />, color: LOW_STOCK_COLOR },
  { key: 'outOfStockProducts', label: 'admin.products.stats.outOfStock', icon: <HighlightOffIcon />, color: '#c62828' },
];

/** A yes/no filter as the select's value and back ('all' for none). */
const BOOLEAN_FILTER = { yes: true, no: false } as const;
const booleanChoice = (value: unknown) => (value === true ? 'yes' : value === false ? 'no' : 'all');

/** /admin/products: the stock stat cards and the products grid, paged, sorted and filtered on the server. */

/** Columns that give way first when the grid is narrow (picture, name, price, stock, status and Actions stay). */
const PRODUCT_HIDE_ORDER = ['variants', 'sku', 'isActive'];
export default function ProductsPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const grid = useServerGrid(GRID_SPEC);
  const { categories, brands } = useProductOptions();
  const [dialog, setDialog] = useState<{ product: ProductRow | null } | null>(null);
  const [deleting, setDeleting] = useState<ProductRow | null>(null);

  const { page, pageSize, sortField, sortDirection, filter } = grid.variables;
  const input: AdminProductListInput = {
    ...(filter as AdminProductListInput),
    page,
    pageSize,
    sort: sortField && sortDirection ? (`${sortField}_${sortDirection}` as AdminProductSort) : null,
  };
  const products = useQuery(AdminProductsQuery, { variables: { input }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const summary = useQuery(ProductStockSummaryQuery, { fetchPolicy: 'cache-and-network' });

  const current = products.data?.adminProducts ?? products.previousData?.adminProducts;
  const rows = useMemo(() => getFragmentData(AdminProductRowFields, current?.items ?? []), [current]);
  const columns = useProductColumns({ narrow, onEdit: (product) => setDialog({ product }), onDelete: setDeleting });
  const fitted = useFittedColumns(columns, PRODUCT_HIDE_ORDER);

  const select = (field: string, label: MessageKey, allLabel: MessageKey, options: { value: string; label: string; depth?: number }[], value?: string) => (
    <Select
      size="small"
      value={value ?? (grid.filterValue(field) as string)}
      onChange={(event) => grid.setFilterValue(field, event.target.value)}
      inputProps={{ 'aria-label': intl.formatMessage({ id: label }) }}
      SelectDisplayProps={{ 'data-testid': `products-filter-${field}` } as object}
      MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
    >
      <MenuItem value="all">
        <FormattedMessage id={allLabel} />
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} sx={{ pl: 2 + (option.depth ?? 0) * 2 }}>
          {option.label}
        </MenuItem>
      ))}
    </Select>
  );
  const booleanSelect = (field: string, label: MessageKey, allLabel: MessageKey, yes: MessageKey, no: MessageKey) => (
    <Select
      size="small"
      value={booleanChoice(grid.filterValue(field))}
      onChange={(event) => grid.setFilterValue(field, event.target.value === 'all' ? 'all' : BOOLEAN_FILTER[event.target.value])}
      inputProps={{ 'aria-label': intl.formatMessage({ id: label }) }}
      SelectDisplayProps={{ 'data-testid': `products-filter-${field}` } as object}
    >
      <MenuItem value="all">
        <FormattedMessage id={allLabel} />
      </MenuItem>
      <MenuItem value="yes">
        <FormattedMessage id={yes} />
      </MenuItem>
      <MenuItem value="no">
        <FormattedMessage id={no} />
      </MenuItem>
    </Select>
  );

  return (
    <Box data-testid="admin-products">
      <PageHeader
        title={<FormattedMessage id="admin.products.title" />}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ product: null })} data-testid="product-add">
            <FormattedMessage id="admin.products.add" />
          </Button>
        }
      />
      <StatCards cards={STAT_CARDS} values={summary.data?.productStockSummary} wideColumns={4} testId="product-stat" />
      {/* The test id sits on the card: DataGrid does not pass it on to its root. */}
      <Paper sx={{ p: { xs: 1.5, md: 2 } }} data-testid="products-grid">
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', xl: '2fr repeat(5, minmax(0, 1fr))' },
            mb: 2,
            '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'span 3', xl: 'auto' } },
          }}
        >
          <GridSearchField
            {...grid.search}
            label={intl.formatMessage({ id: 'admin.products.search' })}
            placeholder={intl.formatMessage({ id: 'admin.products.search' })}
            maxLength={200}
            testId="products-search"
          />
          {select(
            'categoryId',
            'admin.products.filter.category',
            'admin.products.filter.allCategories',
            categories.map((category) => ({ value: category.id, label: category.name, depth: category.depth })),
          )}
          {select(
            'brandId',
            'admin.products.filter.brand',
            'admin.products.filter.allBrands',
            brands.map((brand) => ({ value: brand.id, label: brand.name })),
          )}
          {select(
            'stockStatus',
            'admin.products.filter.stock',
            'admin.products.filter.allStock',
            (['IN_STOCK', 'LOW_STOCK', 'OUT_OF_STOCK'] as const).map((status) => ({
              value: status,
              label: intl.formatMessage({ id: `admin.products.stock.${status}` }),
            })),
          )}
          {booleanSelect('isActive', 'admin.products.filter.status', 'admin.products.filter.allStatuses', 'admin.products.active', 'admin.products.inactive')}
          {booleanSelect(
            'isHotDeal',
            'admin.products.filter.hotDeal',
            'admin.products.filter.allHotDeals',
            'admin.products.filter.hotOnly',
            'admin.products.filter.notHot',
          )}
        </Box>
        {products.error && !current && <LoadFailedAlert message="admin.products.loadFailed" onRetry={() => void products.refetch()} sx={{ mb: 2 }} />}
        <Box ref={fitted.ref}>
          <DataGrid<ProductRow>
            autoHeight
            rows={rows}
            columns={columns}
            rowCount={current?.totalCount ?? 0}
            loading={products.loading}
            {...grid.gridProps}
            {...fitted.gridProps}
            getRowHeight={() => 'auto'}
            // A click on a row opens its detail page (the name is also a link, for the keyboard).
            onRowClick={({ row }: GridRowParams<ProductRow>) => void navigate(`/admin/products/${row.id}`)}
            disableVirtualization
            sx={{
              border: 0,
              '& .MuiDataGrid-row': { cursor: 'pointer' },
              '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', py: 1 },
            }}
          />
        </Box>
      </Paper>
      <ProductDialog open={dialog !== null} product={dialog?.product ?? null} onClose={() => setDialog(null)} />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}

/** The grid's columns; on a phone three: the picture, the product with its price, stock and flags stacked, and the actions. */
function useProductColumns({
  narrow,
  onEdit,
  onDelete,
}: {
  narrow: boolean;
  onEdit: (product: ProductRow) => void;
  onDelete: (product: ProductRow) => void;
}): GridColDef<ProductRow>[] {
  const intl = useIntl();
  return useMemo(() => {
    const price = (row: ProductRow) => {
      const tier = tierOnePrice(row.prices);
      if (!tier) return '—';
      return (
        <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }} data-testid="product-price">
          <Money amount={tier.discountedPrice} sx={{ fontWeight: 600 }} />
          {tier.discountPercentage > 0 && <Money amount={tier.price} component="s" sx={{ color: 'text.secondary', fontSize: '0.75rem' }} />}
        </Box>
      );
    };
    const stock = (row: ProductRow) => (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}>
        <StockChip status={row.stockStatus} />
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id="admin.products.units" values={{ count: row.stockQuantity }} />
        </Typography>
      </Box>
    );
    const columns: GridColDef<ProductRow>[] = [
      {
        field: 'primaryImageUrl',
        headerName: intl.formatMessage({ id: 'admin.products.col.image' }),
        sortable: false,
        width: narrow ? 72 : 84,
        renderCell: ({ row }) => (
          <Box sx={{ width: 56, height: 56, borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.50', border: 1, borderColor: 'divider', flexShrink: 0 }}>
            <ProductImage src={row.primaryImageUrl} alt="" size={56} />
          </Box>
        ),
      },
      {
        field: 'name',
        headerName: intl.formatMessage({ id: 'admin.products.col.name' }),
        flex: 1,
        minWidth: narrow ? 0 : 220,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <Link
              component={RouterLink}
              to={`/admin/products/${row.id}`}
              onClick={(event) => event.stopPropagation()}
              underline="hover"
              sx={{ fontWeight: 600, fontSize: '0.875rem', overflowWrap: 'anywhere' }}
              data-testid="product-name"
            >
              {row.name}
            </Link>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {narrow ? row.sku : `${row.categoryName}${row.brand ? ` · ${row.brand.name}` : ''}`}
            </Typography>
            {narrow && (
              <>
                {price(row)}
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                  <StockChip status={row.stockStatus} />
                  <ProductFlags product={row} />
                </Box>
              </>
            )}
          </Box>
        ),
      },
      { field: 'sku', headerName: intl.formatMessage({ id: 'admin.products.col.sku' }), minWidth: 130 },
      {
        field: 'price',
        headerName: intl.formatMessage({ id: 'admin.products.tier.NORMAL_USER' }),
        description: intl.formatMessage({ id: 'admin.products.col.price' }),
        minWidth: 120,
        renderCell: ({ row }) => price(row),
      },
      { field: 'stockQuantity', headerName: intl.formatMessage({ id: 'admin.products.col.stock' }), minWidth: 120, renderCell: ({ row }) => stock(row) },
      {
        field: 'isActive',
        headerName: intl.formatMessage({ id: 'admin.products.col.status' }),
        sortable: false,
        minWidth: 130,
        renderCell: ({ row }) => <ProductFlags product={row} />,
      },
      {
        field: 'variants',
        headerName: intl.formatMessage({ id: 'admin.products.col.variants' }),
        sortable: false,
        minWidth: 220,
        flex: 0.8,
        renderCell: ({ row }) => <VariantChips colors={row.colors} sizes={row.sizes} />,
      },
      {
        field: 'actions',
        headerName: intl.formatMessage({ id: 'admin.products.col.actions' }),
        sortable: false,
        disableColumnMenu: true,
        width: narrow ? 84 : 100,
        renderCell: ({ row }) => (
          <Box onClick={(event) => event.stopPropagation()}>
            <EditDeleteButtons
              editLabel={intl.formatMessage({ id: 'admin.products.editOne' }, { name: row.name })}
              deleteLabel={intl.formatMessage({ id: 'admin.products.deleteOne' }, { name: row.name })}
              onEdit={() => onEdit(row)}
              onDelete={() => onDelete(row)}
              testId="product"
            />
          </Box>
        ),
      },
    ];
    return narrow ? columns.filter((column) => ['primaryImageUrl', 'name', 'actions'].includes(column.field)) : columns;
  }, [intl, narrow, onEdit, onDelete]);
}
