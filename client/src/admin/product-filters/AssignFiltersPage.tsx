import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import ListIcon from '@mui/icons-material/ListAltOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery } from '@apollo/client/react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { AdminProductSort } from '../../gql/graphql';
import { GridSearchField } from '../components/GridSearchField';
import { bumpFilterProductCount } from '../catalogue/filterCache';
import { readFilters } from '../catalogue/filterRows';
import { AdminFiltersQuery } from '../catalogue/operations';
import { useMutationToast } from '../kit/mutationToast';
import { PageHeader } from '../kit/PageHeader';
import { StatCards, type StatCard } from '../kit/StatCards';
import { useServerGrid, type ServerGridOptions } from '../kit/useServerGrid';
import { assignableFilters } from './assignment';
import { AssignFilterDialog } from './AssignFilterDialog';
import { AssignFilterProductsQuery, AssignFilterStatsQuery, RemoveProductFilterMutation, RemoveProductFiltersMutation, type AssignProduct } from './operations';
import { modifyCachedProductFilters, type FilterValue } from '../catalogue/productFilterCache';
import { LoadFailedAlert } from '../kit/LoadFailedAlert';

const STAT_CARDS: StatCard<'products' | 'filters' | 'options'>[] = [
  { key: 'products', label: 'admin.assign.stat.products', icon: <Inventory2Icon />, color: '#0b3d91' },
  { key: 'filters', label: 'admin.assign.stat.filters', icon: <FilterAltIcon />, color: '#f57c00' },
  { key: 'options', label: 'admin.assign.stat.options', icon: <ListIcon />, color: '#2e7d32' },
];

const GRID_SPEC: ServerGridOptions<AdminProductSort> = {
  sortFields: { name: 'NAME_ASC' },
  defaultSort: { field: 'NAME_ASC', direction: 'ASC' },
  searchField: 'search',
  initialSort: [{ field: 'name', sort: 'asc' }],
  noRows: 'admin.assign.noProducts',
};

/** /admin/product-filters: the three stat cards, products with their filter values, Assign (one or many) and Remove. */
export default function AssignFiltersPage() {
  const intl = useIntl();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const grid = useServerGrid(GRID_SPEC);
  // NAME_ASC or NAME_DESC from the grid's one sortable column.
  const sort: AdminProductSort = grid.variables.sortDirection === 'DESC' ? 'NAME_DESC' : 'NAME_ASC';
  const input = {
    search: (grid.variables.filter.search as string | undefined) ?? null,
    archived: false,
    sort,
    page: grid.variables.page,
    pageSize: grid.variables.pageSize,
  };
  const products = useQuery(AssignFilterProductsQuery, { variables: { input }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const filtersQuery = useQuery(AdminFiltersQuery, { fetchPolicy: 'cache-and-network' });
  const stats = useQuery(AssignFilterStatsQuery, { fetchPolicy: 'cache-and-network' });
  const filters = useMemo(() => assignableFilters(readFilters(filtersQuery.data?.adminFilters ?? [])), [filtersQuery.data]);
  const [assigning, setAssigning] = useState<{ product: AssignProduct | null } | null>(null);
  const [clearing, setClearing] = useState<AssignProduct | null>(null);
  const { run } = useMutationToast();
  const [removeOne] = useMutation(RemoveProductFilterMutation);

  const page = products.data?.adminProducts ?? products.previousData?.adminProducts;
  const rows = page?.items ?? [];

  const removeValue = (product: AssignProduct, value: FilterValue) =>
    void run(
      () =>
        removeOne({
          variables: { productId: product.id, filterId: value.filterId },
          update: (cache, { data }) => {
            if (!data) return;
            modifyCachedProductFilters(cache, product.id, () => [...data.removeProductFilter.filters]);
            bumpFilterProductCount(cache, value.filterId, -1);
          },
        }),
      { success: 'admin.assign.removeOne.success', failure: 'admin.assign.removeOne.failed' },
    );

  const columns = useMemo<GridColDef<AssignProduct>[]>(() => {
    const chips = (row: AssignProduct) =>
      row.filters.length ? (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', py: 0.5 }}>
          {row.filters.map((value) => (
            <Chip
              key={value.filterId}
              size="small"
              color="primary"
              variant="outlined"
              label={`${value.filterName}: ${value.value}`}
              onDelete={() => removeValue(row, value)}
              slotProps={{
                root: { 'aria-label': intl.formatMessage({ id: 'admin.assign.removeChip' }, { filter: value.filterName, value: value.value }) } as object,
              }}
              data-testid="assign-chip"
            />
          ))}
        </Box>
      ) : (
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id="admin.assign.noneAssigned" />
        </Typography>
      );
    const actions = (row: AssignProduct) => (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', py: 1 }}>
        <Button
          size="small"
          variant="contained"
          onClick={() => setAssigning({ product: row })}
          aria-label={intl.formatMessage({ id: 'admin.assign.assignTo' }, { name: row.name })}
          data-testid="assign-row"
        >
          <FormattedMessage id="admin.assign.assign" />
        </Button>
        {row.filters.length > 0 && (
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => setClearing(row)}
            aria-label={intl.formatMessage({ id: 'admin.assign.removeAllFrom' }, { name: row.name })}
            data-testid="assign-remove-all"
          >
            <FormattedMessage id="admin.assign.removeAll" />
          </Button>
        )}
      </Box>
    );
    const list: GridColDef<AssignProduct>[] = [
      {
        field: 'name',
        headerName: intl.formatMessage({ id: 'admin.assign.col.product' }),
        flex: 1,
        minWidth: narrow ? 0 : 240,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', py: 1, minWidth: 0 }}>
            {/* Avatar, not the shop's ProductImage: importing that here split the home page's shared
                chunks further and pushed its first load over the budget (budget.spec.ts). */}
            <Avatar variant="rounded" src={row.primaryImageUrl ?? undefined} alt="" sx={{ width: 48, height: 48, bgcolor: 'grey.100', color: 'grey.400' }}>
              <Inventory2Icon />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid="assign-product-name">
                {row.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" noWrap>
                {row.sku} · #{row.id.slice(0, 8)}
              </Typography>
              {narrow && chips(row)}
              {narrow && actions(row)}
            </Box>
          </Box>
        ),
      },
      {
        field: 'filters',
        headerName: intl.formatMessage({ id: 'admin.assign.col.filters' }),
        flex: 1.2,
        minWidth: 260,
        sortable: false,
        renderCell: ({ row }) => chips(row),
      },
      {
        field: 'actions',
        headerName: intl.formatMessage({ id: 'admin.assign.col.actions' }),
        sortable: false,
        disableColumnMenu: true,
        width: 220,
        renderCell: ({ row }) => actions(row),
      },
    ];
    // On a phone each row is a card: the chips and the buttons sit under the product's name.
    return narrow ? list.filter((column) => column.field === 'name') : list;
    // removeValue only closes over stable hooks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [intl, narrow]);

  // The cards show once both the products' count and the filters are in.
  const statValues =
    stats.data && filtersQuery.data
      ? {
          products: stats.data.productStockSummary.totalProducts,
          filters: filters.length,
          options: filters.reduce((sum, filter) => sum + filter.options.length, 0),
        }
      : undefined;
  return (
    <Box data-testid="admin-product-filters">
      <PageHeader
        title={<FormattedMessage id="admin.assign.title" />}
        subtitle={<FormattedMessage id="admin.assign.subtitle" />}
        action={
          <Button variant="contained" startIcon={<FilterAltIcon />} onClick={() => setAssigning({ product: null })} data-testid="assign-open">
            <FormattedMessage id="admin.assign.dialogTitle" />
          </Button>
        }
      />
      <StatCards cards={STAT_CARDS} values={statValues} wideColumns={3} testId="assign-stat" />
      {products.error && !page && <LoadFailedAlert message="admin.assign.loadFailed" onRetry={() => void products.refetch()} sx={{ mb: 2 }} />}
      <Paper sx={{ p: { xs: 1, md: 2 } }} data-testid="assign-grid">
        <Box sx={{ mb: 1.5, '& .MuiTextField-root': { width: { xs: '100%', sm: 360 } } }}>
          <GridSearchField
            {...grid.search}
            label={intl.formatMessage({ id: 'admin.assign.search' })}
            placeholder={intl.formatMessage({ id: 'admin.assign.searchPlaceholder' })}
            maxLength={100}
            testId="assign-search"
          />
        </Box>
        <DataGrid<AssignProduct>
          {...grid.gridProps}
          autoHeight
          rows={rows}
          rowCount={page?.totalCount ?? 0}
          columns={columns}
          loading={products.loading}
          getRowHeight={() => 'auto'}
          disableVirtualization
          sx={{ border: 0, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
        />
      </Paper>
      <AssignFilterDialog state={assigning} filters={filters} onClose={() => setAssigning(null)} />
      <RemoveAllDialog product={clearing} onClose={() => setClearing(null)} />
    </Box>
  );
}

/** Asks before taking every filter value off a product. */
function RemoveAllDialog({ product, onClose }: { product: AssignProduct | null; onClose: () => void }) {
  const { run } = useMutationToast();
  const [removeAll, { loading }] = useMutation(RemoveProductFiltersMutation);
  const confirm = async () => {
    if (!product) return;
    const done = await run(
      () =>
        removeAll({
          variables: { productId: product.id },
          update: (cache) => {
            modifyCachedProductFilters(cache, product.id, () => []);
            for (const value of product.filters) bumpFilterProductCount(cache, value.filterId, -1);
          },
        }),
      { success: 'admin.assign.removeAll.success', failure: 'admin.assign.removeAll.failed' },
    );
    if (done) onClose();
  };
  return (
    <ConfirmDialog
      open={product !== null}
      title={<FormattedMessage id="admin.assign.removeAll.title" />}
      text={<FormattedMessage id="admin.assign.removeAll.text" values={{ name: product?.name ?? '', count: product?.filters.length ?? 0 }} />}
      confirmLabel={<FormattedMessage id="admin.assign.removeAll" />}
      busy={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      testId="assign-remove-all-dialog"
    />
  );
}
