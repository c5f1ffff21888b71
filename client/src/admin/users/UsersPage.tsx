import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { DataGrid, type GridColDef, type GridFilterModel, type GridPaginationModel, type GridRenderCellParams, type GridSortModel } from '@mui/x-data-grid';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { roleMessageKey } from '../../features/accounts/roles';
import { formatPhone } from '../../features/accounts/validation';
import type { AdminUsersQuery as AdminUsersData, Role, SortDirection, UserSortField } from '../../gql/graphql';
import { useApiErrorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { DeleteUserDialog } from './DeleteUserDialog';
import { gridLocaleText } from './gridLocale';
import {
  AdminActivateUserMutation,
  AdminDeactivateUserMutation,
  AdminRolesQuery,
  AdminSetUserRoleMutation,
  AdminUserStatisticsQuery,
  AdminUsersQuery,
  USER_LIST_QUERIES,
} from './operations';
import { UserEditDialog } from './UserEditDialog';
import { UserStats } from './UserStats';
import { GridSearchField } from '../components/GridSearchField';

export type UserRow = AdminUsersData['users']['items'][number];
export type RoleOption = { value: Role; name: string };

/** Grid columns the server can sort by. */
const SORT_FIELDS: Record<string, UserSortField> = {
  fullName: 'FIRST_NAME',
  email: 'EMAIL',
  role: 'ROLE',
  isActive: 'IS_ACTIVE',
  createdAt: 'CREATED_AT',
  lastLogin: 'LAST_LOGIN',
};

const PAGE_SIZES = [10, 25, 50, 100];
const SEARCH_DEBOUNCE_MS = 300;
type StatusFilter = 'all' | 'active' | 'inactive';

/** /admin: the users dashboard, paged, sorted and filtered on the server. */
export default function UsersPage() {
  const intl = useIntl();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'createdAt', sort: 'desc' }]);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [roleFilter, setRoleFilter] = useState<Role | 'all'>('all');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchText.trim());
      setPaginationModel((model) => ({ ...model, page: 0 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText]);

  // The grid's own model mirrors the filters above it, so it knows filtering happens on the server.
  const filterModel: GridFilterModel = useMemo(
    () => ({
      items: [
        ...(roleFilter === 'all' ? [] : [{ id: 1, field: 'role', operator: 'is', value: roleFilter }]),
        ...(statusFilter === 'all' ? [] : [{ id: 2, field: 'isActive', operator: 'is', value: statusFilter === 'active' }]),
      ],
      quickFilterValues: search ? [search] : [],
    }),
    [roleFilter, statusFilter, search],
  );

  const sort = sortModel[0];
  const sortDirection: SortDirection = sort?.sort === 'asc' ? 'ASC' : 'DESC';
  const variables = {
    page: paginationModel.page + 1,
    pageSize: paginationModel.pageSize,
    sortField: sort ? (SORT_FIELDS[sort.field] ?? 'CREATED_AT') : 'CREATED_AT',
    sortDirection,
    filter: {
      ...(search ? { search } : {}),
      ...(roleFilter === 'all' ? {} : { role: roleFilter }),
      ...(statusFilter === 'all' ? {} : { isActive: statusFilter === 'active' }),
    },
  };
  const users = useQuery(AdminUsersQuery, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const stats = useQuery(AdminUserStatisticsQuery, { fetchPolicy: 'cache-and-network' });
  const rolesQuery = useQuery(AdminRolesQuery);
  const roles: RoleOption[] = useMemo(() => (rolesQuery.data?.roles ?? []).map((role) => ({ value: role.value, name: role.name })), [rolesQuery.data]);

  const page = users.data?.users ?? users.previousData?.users;
  const rows = page?.items ?? [];
  const rowCount = page?.totalCount ?? 0;

  const columns = useUserColumns({ roles, onEdit: setEditing, onDelete: setDeleting });
  const localeText = useMemo(() => gridLocaleText(intl), [intl]);
  const roleLabel = (value: Role) => intl.formatMessage({ id: roleMessageKey(value) });

  return (
    <Box data-testid="admin-users">
      <Typography component="h1" variant="h2" sx={{ mb: 3, fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
        <FormattedMessage id="admin.users.title" />
      </Typography>
      <UserStats stats={stats.data?.userStatistics} />
      <Paper sx={{ p: { xs: 1.5, md: 2 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' },
            mb: 2,
            '& > :first-of-type': { gridColumn: { xs: '1 / -1', md: 'auto' } },
          }}
        >
          <GridSearchField
            value={searchText}
            onChange={setSearchText}
            label={intl.formatMessage({ id: 'admin.users.search' })}
            placeholder={intl.formatMessage({ id: 'admin.users.search' })}
            testId="users-search"
          />
          <Select
            size="small"
            value={roleFilter}
            onChange={(event) => {
              setRoleFilter(event.target.value);
              setPaginationModel((model) => ({ ...model, page: 0 }));
            }}
            inputProps={{ 'aria-label': intl.formatMessage({ id: 'admin.users.filter.role' }) }}
            data-testid="users-role-filter"
          >
            <MenuItem value="all">
              <FormattedMessage id="admin.users.filter.allRoles" />
            </MenuItem>
            {roles.map((role) => (
              <MenuItem key={role.value} value={role.value}>
                {roleLabel(role.value)}
              </MenuItem>
            ))}
          </Select>
          <Select
            size="small"
            value={statusFilter}
            onChange={(event) => {
              setStatusFilter(event.target.value);
              setPaginationModel((model) => ({ ...model, page: 0 }));
            }}
            inputProps={{ 'aria-label': intl.formatMessage({ id: 'admin.users.filter.status' }) }}
            data-testid="users-status-filter"
          >
            <MenuItem value="all">
              <FormattedMessage id="admin.users.filter.allStatuses" />
            </MenuItem>
            <MenuItem value="active">
              <FormattedMessage id="admin.users.active" />
            </MenuItem>
            <MenuItem value="inactive">
              <FormattedMessage id="admin.users.inactive" />
            </MenuItem>
          </Select>
        </Box>
        {users.error && !page && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <FormattedMessage id="admin.users.loadFailed" />
          </Alert>
        )}
        <Box sx={{ width: '100%' }}>
          <DataGrid<UserRow>
            autoHeight
            rows={rows}
            columns={columns}
            rowCount={rowCount}
            loading={users.loading}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            paginationModel={paginationModel}
            onPaginationModelChange={setPaginationModel}
            sortModel={sortModel}
            onSortModelChange={(model) => {
              setSortModel(model);
              setPaginationModel((current) => ({ ...current, page: 0 }));
            }}
            filterModel={filterModel}
            disableColumnFilter
            pageSizeOptions={PAGE_SIZES}
            disableRowSelectionOnClick
            rowHeight={60}
            localeText={localeText}
            // Small screens keep the columns an admin acts on; at most 100 rows a page, so no virtualization
            // (every cell exists, and the grid scrolls sideways as a whole).
            initialState={{ columns: { columnVisibilityModel: narrow ? { phoneNumber: false, createdAt: false, lastLogin: false } : {} } }}
            disableVirtualization
            data-testid="users-grid"
            sx={{ border: 0, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
          />
        </Box>
      </Paper>
      <UserEditDialog user={editing} roles={roles} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}

function useUserColumns({
  roles,
  onEdit,
  onDelete,
}: {
  roles: RoleOption[];
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
}): GridColDef<UserRow>[] {
  const intl = useIntl();
  return useMemo(() => {
    const date = (value: string | null | undefined) =>
      value ? intl.formatDate(value, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : '—';
    return [
      { field: 'fullName', headerName: intl.formatMessage({ id: 'admin.users.col.name' }), flex: 1, minWidth: 170 },
      { field: 'email', headerName: intl.formatMessage({ id: 'admin.users.col.email' }), flex: 1.2, minWidth: 210 },
      {
        field: 'phoneNumber',
        headerName: intl.formatMessage({ id: 'admin.users.col.phone' }),
        minWidth: 160,
        sortable: false,
        valueFormatter: (value: string) => formatPhone(value),
      },
      {
        field: 'role',
        headerName: intl.formatMessage({ id: 'admin.users.col.role' }),
        minWidth: 190,
        renderCell: (params: GridRenderCellParams<UserRow>) => <RoleCell user={params.row} roles={roles} />,
      },
      {
        field: 'isActive',
        headerName: intl.formatMessage({ id: 'admin.users.col.status' }),
        minWidth: 120,
        renderCell: (params: GridRenderCellParams<UserRow>) => <StatusCell user={params.row} />,
      },
      { field: 'createdAt', headerName: intl.formatMessage({ id: 'admin.users.col.created' }), minWidth: 170, valueFormatter: (value: string) => date(value) },
      {
        field: 'lastLogin',
        headerName: intl.formatMessage({ id: 'admin.users.col.lastLogin' }),
        minWidth: 170,
        valueFormatter: (value: string | null) => date(value),
      },
      {
        field: 'actions',
        headerName: intl.formatMessage({ id: 'admin.users.col.actions' }),
        sortable: false,
        disableColumnMenu: true,
        minWidth: 110,
        renderCell: (params: GridRenderCellParams<UserRow>) => (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            <Tooltip title={intl.formatMessage({ id: 'admin.users.edit' })}>
              <IconButton
                size="small"
                onClick={() => onEdit(params.row)}
                aria-label={intl.formatMessage({ id: 'admin.users.editUser' }, { name: params.row.fullName })}
                data-testid="user-edit"
              >
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={intl.formatMessage({ id: 'admin.users.delete' })}>
              <IconButton
                size="small"
                color="error"
                onClick={() => onDelete(params.row)}
                aria-label={intl.formatMessage({ id: 'admin.users.deleteUser' }, { name: params.row.fullName })}
                data-testid="user-delete"
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ),
      },
    ];
  }, [intl, roles, onEdit, onDelete]);
}

/** The role dropdown: every role, the current one disabled; choosing one calls setUserRole. */
function RoleCell({ user, roles }: { user: UserRow; roles: RoleOption[] }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const [setRole, { loading }] = useMutation(AdminSetUserRoleMutation, { refetchQueries: USER_LIST_QUERIES });
  const label = (value: Role) => intl.formatMessage({ id: roleMessageKey(value) });

  const change = async (role: Role) => {
    if (role === user.role) return;
    try {
      await setRole({ variables: { id: user.id, role } });
      toast(intl.formatMessage({ id: 'admin.users.role.updated' }, { role: label(role) }), 'success');
    } catch (error) {
      toast(errorText(error, 'admin.users.role.failed'), 'error');
    }
  };

  const options = roles.length > 0 ? roles : [{ value: user.role, name: user.roleName }];
  return (
    <Select
      size="small"
      value={user.role}
      disabled={loading}
      onChange={(event) => void change(event.target.value)}
      onKeyDown={(event) => event.stopPropagation()}
      inputProps={{ 'aria-label': intl.formatMessage({ id: 'admin.users.role.label' }, { name: user.fullName }) }}
      SelectDisplayProps={{ 'data-testid': 'user-role-select' } as object}
      sx={{ width: 170, fontSize: '0.875rem' }}
      renderValue={(value) => label(value)}
    >
      {options.map((role) => (
        <MenuItem key={role.value} value={role.value} disabled={role.value === user.role} data-testid={`role-option-${role.name}`}>
          {label(role.value)}
        </MenuItem>
      ))}
    </Select>
  );
}

/** Active/Inactive chip: a click activates or deactivates the user. */
function StatusCell({ user }: { user: UserRow }) {
  const intl = useIntl();
  const errorText = useApiErrorText();
  const [activate, activating] = useMutation(AdminActivateUserMutation, { refetchQueries: USER_LIST_QUERIES });
  const [deactivate, deactivating] = useMutation(AdminDeactivateUserMutation, { refetchQueries: USER_LIST_QUERIES });
  const busy = activating.loading || deactivating.loading;

  const toggle = async () => {
    try {
      if (user.isActive) await deactivate({ variables: { id: user.id } });
      else await activate({ variables: { id: user.id } });
      toast(intl.formatMessage({ id: user.isActive ? 'admin.users.deactivated' : 'admin.users.activated' }, { name: user.fullName }), 'success');
    } catch (error) {
      toast(errorText(error, 'admin.users.status.failed'), 'error');
    }
  };

  return (
    <Tooltip title={intl.formatMessage({ id: user.isActive ? 'admin.users.deactivate' : 'admin.users.activate' })}>
      <Chip
        size="small"
        label={<FormattedMessage id={user.isActive ? 'admin.users.active' : 'admin.users.inactive'} />}
        color={user.isActive ? 'success' : 'default'}
        variant={user.isActive ? 'filled' : 'outlined'}
        onClick={busy ? undefined : () => void toggle()}
        disabled={busy}
        data-testid="user-status"
      />
    </Tooltip>
  );
}
