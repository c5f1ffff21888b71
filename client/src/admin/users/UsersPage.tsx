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
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { roleMessageKey } from '../../features/accounts/roles';
import { formatPhone } from '../../features/accounts/validation';
import type { AdminUsersQuery as AdminUsersData, Role, UserSortField, UsersFilter } from '../../gql/graphql';
import { DeleteUserDialog } from './DeleteUserDialog';
import {
  AdminActivateUserMutation,
  AdminDeactivateUserMutation,
  AdminRolesQuery,
  AdminSetUserRoleMutation,
  AdminUserStatisticsQuery,
  AdminUsersQuery,
} from './operations';
import { UserEditDialog } from './UserEditDialog';
import { UserStats } from './UserStats';
import { GridSearchField } from '../components/GridSearchField';
import { useMutationToast } from '../kit/mutationToast';
import { useServerGrid, type ServerGridOptions } from '../kit/useServerGrid';
import { updateCachedStats } from './userCache';

export type UserRow = AdminUsersData['users']['items'][number];
export type RoleOption = { value: Role; name: string };

/** Grid columns the server can sort by, and the columns filtered from the controls above the grid. */
const GRID_SPEC: ServerGridOptions<UserSortField> = {
  sortFields: {
    fullName: 'FIRST_NAME',
    email: 'EMAIL',
    role: 'ROLE',
    isActive: 'IS_ACTIVE',
    createdAt: 'CREATED_AT',
    lastLogin: 'LAST_LOGIN',
  },
  defaultSort: { field: 'CREATED_AT', direction: 'DESC' },
  filterFields: { role: 'role', isActive: 'isActive' },
  searchField: 'search',
  initialSort: [{ field: 'createdAt', sort: 'desc' }],
  noRows: 'admin.grid.noRows',
};

const STATUS_VALUES = { active: true, inactive: false } as const;

/** /admin: the users dashboard, paged, sorted and filtered on the server. */
export default function UsersPage() {
  const intl = useIntl();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const grid = useServerGrid(GRID_SPEC);
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const variables = { ...grid.variables, filter: grid.variables.filter as UsersFilter };
  const statusFilter = grid.filterValue('isActive');
  const status = statusFilter === true ? 'active' : statusFilter === false ? 'inactive' : 'all';

  const users = useQuery(AdminUsersQuery, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const stats = useQuery(AdminUserStatisticsQuery, { fetchPolicy: 'cache-and-network' });
  const rolesQuery = useQuery(AdminRolesQuery);
  const roles: RoleOption[] = useMemo(() => (rolesQuery.data?.roles ?? []).map((role) => ({ value: role.value, name: role.name })), [rolesQuery.data]);

  const page = users.data?.users ?? users.previousData?.users;
  const rows = page?.items ?? [];
  const rowCount = page?.totalCount ?? 0;

  const columns = useUserColumns({ roles, onEdit: setEditing, onDelete: setDeleting });
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
            {...grid.search}
            label={intl.formatMessage({ id: 'admin.users.search' })}
            placeholder={intl.formatMessage({ id: 'admin.users.search' })}
            testId="users-search"
          />
          <Select
            size="small"
            value={grid.filterValue('role') as Role | 'all'}
            onChange={(event) => grid.setFilterValue('role', event.target.value)}
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
            value={status}
            onChange={(event) => grid.setFilterValue('isActive', event.target.value === 'all' ? 'all' : STATUS_VALUES[event.target.value])}
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
        {/* The test id sits on the box: DataGrid does not pass it on to its root. */}
        <Box sx={{ width: '100%' }} data-testid="users-grid">
          <DataGrid<UserRow>
            autoHeight
            rows={rows}
            columns={columns}
            rowCount={rowCount}
            loading={users.loading}
            {...grid.gridProps}
            rowHeight={60}
            // Small screens keep the columns an admin acts on; at most 100 rows a page, so no virtualization
            // (every cell exists, and the grid scrolls sideways as a whole).
            initialState={{ columns: { columnVisibilityModel: narrow ? { phoneNumber: false, createdAt: false, lastLogin: false } : {} } }}
            disableVirtualization
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
  const { run } = useMutationToast();
  const [setRole, { loading }] = useMutation(AdminSetUserRoleMutation);
  const label = (value: Role) => intl.formatMessage({ id: roleMessageKey(value) });

  const change = async (role: Role) => {
    if (role === user.role) return;
    const from = user.role;
    await run(() => setRole({ variables: { id: user.id, role }, update: (cache) => updateCachedStats(cache, { from, to: role }) }), {
      success: 'admin.users.role.updated',
      failure: 'admin.users.role.failed',
      values: { role: label(role) },
      serverMessage: true,
    });
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
  const { run } = useMutationToast();
  const [activate, activating] = useMutation(AdminActivateUserMutation);
  const [deactivate, deactivating] = useMutation(AdminDeactivateUserMutation);
  const busy = activating.loading || deactivating.loading;

  const toggle = () =>
    run(() => (user.isActive ? deactivate({ variables: { id: user.id } }) : activate({ variables: { id: user.id } })), {
      success: user.isActive ? 'admin.users.deactivated' : 'admin.users.activated',
      failure: 'admin.users.status.failed',
      values: { name: user.fullName },
      serverMessage: true,
    });

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
