import Alert from '@mui/material/Alert';
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
import { DataGrid, type GridColDef, type GridFilterModel, type GridPaginationModel, type GridRenderCellParams, type GridRowParams } from '@mui/x-data-grid';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Money } from '../../components/Money';
import { formatPhone } from '../../lib/validation';
import type { AdminOrdersQuery as AdminOrdersData } from '../../gql/graphql';
import { gridLocaleText } from '../kit/gridLocale';
import { inboxSearchParams, inboxVariables, orderPath, PAGE_SIZES, readInboxState, type InboxLinkState, type InboxState } from './inboxState';
import { useMarkOrdersSeen } from '../layout/newOrders';
import { AdminOrdersQuery } from './operations';
import { orderStatusKey } from '../../components/orderStatus';
import { isOrderStatus, ORDER_STATUSES, unitCount } from './orderStatus';
import { OrderStatusChip } from '../../components/OrderStatusChip';
import { GridSearchField } from '../components/GridSearchField';
import { useDateFormat } from '../../lib/useDateFormat';

export type OrderRow = AdminOrdersData['orders']['items'][number];

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/orders: the order inbox, newest first, paged, filtered and searched on the server. */
export default function OrdersPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readInboxState(params), [params]);
  const [searchText, setSearchText] = useState(state.search);
  /** The search this page last wrote to the URL; any other change of it came from outside (back button, a link). */
  const written = useRef(state.search);

  const update = (next: Partial<InboxState>) => setParams((current) => inboxSearchParams({ ...readInboxState(current), ...next }), { replace: true });

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const search = searchText.trim();
      if (search === written.current) return;
      written.current = search;
      setParams((current) => inboxSearchParams({ ...readInboxState(current), search, page: 0 }), { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, setParams]);

  useEffect(() => {
    if (state.search === written.current) return;
    written.current = state.search;
    setSearchText(state.search);
  }, [state.search]);

  const orders = useQuery(AdminOrdersQuery, { variables: inboxVariables(state), fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const page = orders.data?.orders ?? orders.previousData?.orders;
  useMarkOrdersSeen(useMemo(() => (orders.data?.orders.items ?? []).map((order) => order.id), [orders.data]));
  const rows = page?.items ?? [];

  // The grid's own model mirrors the controls above it, so it knows filtering happens on the server.
  const filterModel: GridFilterModel = useMemo(
    () => ({
      items: state.status ? [{ id: 1, field: 'status', operator: 'is', value: state.status }] : [],
      quickFilterValues: state.search ? [state.search] : [],
    }),
    [state.status, state.search],
  );
  const paginationModel: GridPaginationModel = useMemo(() => ({ page: state.page, pageSize: state.pageSize }), [state.page, state.pageSize]);

  const query = params.toString();
  const linkState: InboxLinkState = { inbox: query ? `?${query}` : '' };
  const columns = useOrderColumns(linkState);
  const localeText = useMemo(() => gridLocaleText(intl, 'admin.orders.noRows'), [intl]);

  return (
    <Box data-testid="admin-orders">
      <Typography component="h1" variant="h2" sx={{ mb: 3, fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
        <FormattedMessage id="admin.orders.title" />
      </Typography>
      <Paper sx={{ p: { xs: 1.5, md: 2 } }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 2fr) minmax(0, 1fr)' }, mb: 2 }}>
          <GridSearchField
            value={searchText}
            onChange={setSearchText}
            label={intl.formatMessage({ id: 'admin.orders.search' })}
            placeholder={intl.formatMessage({ id: 'admin.orders.searchPlaceholder' })}
            maxLength={100}
            testId="orders-search"
          />
          <Select
            size="small"
            value={state.status ?? 'all'}
            onChange={(event) => {
              const value = event.target.value;
              update({ status: isOrderStatus(value) ? value : null, page: 0 });
            }}
            inputProps={{ 'aria-label': intl.formatMessage({ id: 'admin.orders.filter.status' }) }}
            SelectDisplayProps={{ 'data-testid': 'orders-status-filter' } as object}
          >
            <MenuItem value="all">
              <FormattedMessage id="admin.orders.filter.all" />
            </MenuItem>
            {ORDER_STATUSES.map((status) => (
              <MenuItem key={status} value={status} data-testid={`orders-status-option-${status.toLowerCase()}`}>
                <FormattedMessage id={orderStatusKey(status)} />
              </MenuItem>
            ))}
          </Select>
        </Box>
        {orders.error && (
          <Alert
            severity="error"
            sx={{ mb: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void orders.refetch().catch(() => undefined)}>
                <FormattedMessage id="admin.orders.retry" />
              </Button>
            }
            data-testid="orders-error"
          >
            <FormattedMessage id="admin.orders.loadFailed" />
          </Alert>
        )}
        {/* minWidth 0 lets the grid scroll sideways inside the card instead of widening the page on phones. */}
        <Box sx={{ width: '100%', minWidth: 0 }} data-testid="orders-grid">
          <DataGrid<OrderRow>
            autoHeight
            rows={rows}
            columns={columns}
            rowCount={page?.totalCount ?? 0}
            loading={orders.loading}
            paginationMode="server"
            filterMode="server"
            paginationModel={paginationModel}
            onPaginationModelChange={(model) => update({ page: model.pageSize === state.pageSize ? model.page : 0, pageSize: model.pageSize })}
            filterModel={filterModel}
            pageSizeOptions={[...PAGE_SIZES]}
            // Newest first is the server's only order; filter and search live above the grid.
            disableColumnFilter
            disableColumnSorting
            disableColumnMenu
            disableRowSelectionOnClick
            onRowClick={(params: GridRowParams<OrderRow>, event) => {
              // The reference is a real link (open in a new tab, copy); a click elsewhere on the row opens the order too.
              if (event.target instanceof Element && event.target.closest('a')) return;
              void navigate(orderPath(params.row.id), { state: linkState });
            }}
            rowHeight={56}
            localeText={localeText}
            slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
            // At most 100 rows a page, so no virtualization: every cell exists, and the grid scrolls sideways as a whole.
            disableVirtualization
            sx={{
              border: 0,
              '& .MuiDataGrid-row': { cursor: 'pointer' },
              '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
              '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
              // The pager wraps on phones instead of running off the card.
              '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: 1 },
              '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
            }}
          />
        </Box>
      </Paper>
    </Box>
  );
}

/** Phones see what an admin acts on first (reference, status, total); the rest scrolls in from the right. */
const NARROW_ORDER = ['reference', 'status', 'totalPrice', 'customerName', 'customerPhone', 'units', 'createdAt'];

function useOrderColumns(linkState: InboxLinkState): GridColDef<OrderRow>[] {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const inbox = linkState.inbox;
  return useMemo(() => {
    const state: InboxLinkState = { inbox };
    const date = (value: string) => formatDate(value, { short: true, time: true });
    const columns: GridColDef<OrderRow>[] = [
      {
        field: 'reference',
        headerName: intl.formatMessage({ id: 'admin.orders.col.reference' }),
        minWidth: 150,
        renderCell: (params: GridRenderCellParams<OrderRow>) => (
          <Link
            component={RouterLink}
            to={orderPath(params.row.id)}
            state={state}
            aria-label={intl.formatMessage({ id: 'admin.orders.open' }, { reference: params.row.reference })}
            data-testid="order-link"
            sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {params.row.reference}
          </Link>
        ),
      },
      { field: 'createdAt', headerName: intl.formatMessage({ id: 'admin.orders.col.date' }), minWidth: 140, valueFormatter: (value: string) => date(value) },
      { field: 'customerName', headerName: intl.formatMessage({ id: 'admin.orders.col.customer' }), flex: 1, minWidth: 140 },
      {
        field: 'customerPhone',
        headerName: intl.formatMessage({ id: 'admin.orders.col.phone' }),
        minWidth: 150,
        valueFormatter: (value: string) => formatPhone(value),
      },
      {
        field: 'units',
        headerName: intl.formatMessage({ id: 'admin.orders.col.items' }),
        type: 'number',
        minWidth: 70,
        valueGetter: (_value: unknown, row: OrderRow) => unitCount(row.items),
      },
      {
        field: 'totalPrice',
        headerName: intl.formatMessage({ id: 'admin.orders.col.total' }),
        align: 'right',
        headerAlign: 'right',
        minWidth: 120,
        renderCell: (params: GridRenderCellParams<OrderRow>) => <Money amount={params.row.totalPrice} sx={{ fontWeight: 600 }} />,
      },
      {
        field: 'status',
        headerName: intl.formatMessage({ id: 'admin.orders.col.status' }),
        // Wide enough for the longest chip, "Əlaqə saxlanılıb".
        minWidth: 165,
        renderCell: (params: GridRenderCellParams<OrderRow>) => <OrderStatusChip status={params.row.status} />,
      },
    ];
    return narrow ? NARROW_ORDER.flatMap((field) => columns.filter((column) => column.field === field)) : columns;
  }, [intl, inbox, narrow, formatDate]);
}
