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
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useMe } from '../../lib/session';
import { FormattedMessage, useIntl } from 'react-intl';
import { roleMessageKey } from '../../lib/roles';
import { formatPhone } from '../../lib/validation';
import type { Role, UserSortField, UsersFilter } from '../../gql/graphql';
import { DeleteUserDialog } from './DeleteUserDialog';
import {
  AdminActivateUserMutation,
  AdminDeactivateUserMutation,
  AdminRolesQuery,
  AdminSetUserRoleMutation,
  AdminUserStatisticsQuery,
  AdminUsersQuery,
  type RoleOption,
  type UserRow,
} from './operations';
import { UserEditDialog } from './UserEditDialog';
import { UserStats } from './UserStats';
import { GridSearchField } from '../components/GridSearchField';
import { useMutationToast } from '../kit/mutationToast';
import { useFittedColumns } from '../kit/useFittedColumns';
import { useServerGrid, type ServerGridOptions } from '../kit/useServerGrid';
import { useDateFormat } from '../../lib/useDateFormat';
import { updateCachedStats } from './userCache';

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

/** Columns that give way first when the grid is narrow (Actions, name, role and status always stay). */
const HIDE_ORDER = ['lastLogin', 'createdAt', 'phoneNumber', 'email', 'isActive'];
/** On phones the grid scrolls sideways; these stay out of it. */
const PHONE_HIDDEN = ['phoneNumber', 'createdAt', 'lastLogin'];

/** /admin: the users dashboard, paged, sorted and filtered on the server. */
export default function UsersPage() {
  const intl = useIntl();
  // The audit log links a user as /admin?search=<e-mail>.
  const [searchParams] = useSearchParams();
  const grid = useServerGrid(GRID_SPEC, searchParams.get('search') ?? '');
  const myId = useMe().me?.id ?? null;
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

  const columns = useUserColumns({ roles, myId, onEdit: setEditing, onDelete: setDeleting });
  const fitted = useFittedColumns(columns, HIDE_ORDER, PHONE_HIDDEN);
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
            // minmax(0, …): a long status name ("Bütün vəziyyətlər") ellipsizes instead of widening the page.
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))' },
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
        <Box sx={{ width: '100%' }} data-testid="users-grid" ref={fitted.ref}>
          <DataGrid<UserRow>
            autoHeight
            rows={rows}
            columns={columns}
            rowCount={rowCount}
            loading={users.loading}
            {...grid.gridProps}
            rowHeight={60}
            // Narrow screens keep the columns an admin acts on; at most 100 rows a page, so no virtualization
            // (every cell exists, and on a phone the grid scrolls sideways as a whole).
            {...fitted.gridProps}
            disableVirtualization
            sx={{ border: 0, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
          />
        </Box>
      </Paper>
      <UserEditDialog user={editing} roles={roles} self={editing !== null && editing.id === myId} onClose={() => setEditing(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}

function useUserColumns({
  roles,
  myId,
  onEdit,
  onDelete,
}: {
  roles: RoleOption[];
  myId: string | null;
  onEdit: (user: UserRow) => void;
  onDelete: (user: UserRow) => void;
}): GridColDef<UserRow>[] {
  const intl = useIntl();
  const formatDate = useDateFormat();
  return useMemo(() => {
    const date = (value: string | null | undefined) => formatDate(value, { short: true, time: true });
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
        renderCell: (params: GridRenderCellParams<UserRow>) => <RoleCell user={params.row} roles={roles} self={params.row.id === myId} />,
      },
      {
        field: 'isActive',
        headerName: intl.formatMessage({ id: 'admin.users.col.status' }),
        minWidth: 120,
        renderCell: (params: GridRenderCellParams<UserRow>) => <StatusCell user={params.row} self={params.row.id === myId} />,
      },
      { field: 'createdAt', headerName: intl.formatMessage({ id: 'admin.users.col.created' }), minWidth: 160, valueFormatter: (value: string) => date(value) },
      {
        field: 'lastLogin',
        headerName: intl.formatMessage({ id: 'admin.users.col.lastLogin' }),
        minWidth: 160,
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
            {/* No deleting one's own account (the server refuses it too). */}
            {params.row.id !== myId && (
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
            )}
          </Box>
        ),
      },
    ];
  }, [intl, roles, myId, onEdit, onDelete, formatDate]);
}

/** The role dropdown: every role, the current one disabled; a choice is confirmed first, then setUserRole. Not on one's own row. */
function RoleCell({ user, roles, self }: { user: UserRow; roles: RoleOption[]; self: boolean }) {
  const intl = useIntl();
  const { run } = useMutationToast();
  const [setRole, { loading }] = useMutation(AdminSetUserRoleMutation);
  const [asked, setAsked] = useState<Role | null>(null);
  const label = (value: Role) => intl.formatMessage({ id: roleMessageKey(value) });

  const change = async (role: Role) => {
    const from = user.role;
    await run(() => setRole({ variables: { id: user.id, role }, update: (cache) => updateCachedStats(cache, { from, to: role }) }), {
      success: 'admin.users.role.updated',
      failure: 'admin.users.role.failed',
      values: { role: label(role) },
      serverMessage: true,
    });
    setAsked(null);
  };

  const options = roles.length > 0 ? roles : [{ value: user.role, name: user.roleName }];
  return (
    <>
      <Select
        size="small"
        value={user.role}
        disabled={loading || self}
        onChange={(event) => {
          if (event.target.value !== user.role) setAsked(event.target.value);
        }}
        onKeyDown={(event) => event.stopPropagation()}
        inputProps={{ 'aria-label': intl.formatMessage({ id: 'admin.users.role.label' }, { name: user.fullName }) }}
        SelectDisplayProps={{ 'data-testid': 'user-role-select', title: self ? intl.formatMessage({ id: 'admin.users.self' }) : undefined } as object}
        sx={{ width: 170, fontSize: '0.875rem' }}
        renderValue={(value) => label(value)}
      >
        {options.map((role) => (
          <MenuItem key={role.value} value={role.value} disabled={role.value === user.role} data-testid={`role-option-${role.name}`}>
            {label(role.value)}
          </MenuItem>
        ))}
      </Select>
      <ConfirmDialog
        open={asked !== null}
        title={<FormattedMessage id="admin.users.role.confirmTitle" />}
        text={
          <>
            <FormattedMessage id="admin.users.role.confirmText" values={{ name: user.fullName, role: asked ? label(asked) : '', status: label(user.role) }} />
            {asked === 'ADMIN' && (
              <>
                {' '}
                <FormattedMessage id="admin.users.role.confirmAdmin" />
              </>
            )}
          </>
        }
        confirmLabel={<FormattedMessage id="admin.users.role.confirm" />}
        tone={asked === 'ADMIN' ? 'error' : 'primary'}
        busy={loading}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && void change(asked)}
        testId="user-role-dialog"
      />
    </>
  );
}

/** Active/Inactive chip: a click activates the user, or (confirmed first) deactivates them. Not on one's own row. */
function StatusCell({ user, self }: { user: UserRow; self: boolean }) {
  const intl = useIntl();
  const { run } = useMutationToast();
  const [activate, activating] = useMutation(AdminActivateUserMutation);
  const [deactivate, deactivating] = useMutation(AdminDeactivateUserMutation);
  const [asking, setAsking] = useState(false);
  const busy = activating.loading || deactivating.loading;

  const toggle = async () => {
    await run(() => (user.isActive ? deactivate({ variables: { id: user.id } }) : activate({ variables: { id: user.id } })), {
      success: user.isActive ? 'admin.users.deactivated' : 'admin.users.activated',
      failure: 'admin.users.status.failed',
      values: { name: user.fullName },
      serverMessage: true,
    });
    setAsking(false);
  };

  const chip = (
    <Chip
      size="small"
      label={<FormattedMessage id={user.isActive ? 'admin.users.active' : 'admin.users.inactive'} />}
      color={user.isActive ? 'success' : 'default'}
      variant={user.isActive ? 'filled' : 'outlined'}
      onClick={busy || self ? undefined : () => (user.isActive ? setAsking(true) : void toggle())}
      disabled={busy}
      data-testid="user-status"
    />
  );
  return (
    <>
      {self ? chip : <Tooltip title={intl.formatMessage({ id: user.isActive ? 'admin.users.deactivate' : 'admin.users.activate' })}>{chip}</Tooltip>}
      <ConfirmDialog
        open={asking}
        title={<FormattedMessage id="admin.users.deactivate.confirmTitle" />}
        text={<FormattedMessage id="admin.users.deactivate.confirmText" values={{ name: user.fullName }} />}
        confirmLabel={<FormattedMessage id="admin.users.deactivate.confirm" />}
        busy={busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => void toggle()}
        testId="user-deactivate-dialog"
      />
    </>
  );
}
