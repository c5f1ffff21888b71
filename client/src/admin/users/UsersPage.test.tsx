import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../gql/graphql';
import { mock, renderWithProviders, sentOperations, type MockedResponse } from '../../test/render';
import { AdminDeleteUserMutation, AdminRolesQuery, AdminSetUserRoleMutation, AdminUsersQuery, AdminUserStatisticsQuery } from './operations';
import UsersPage from './UsersPage';

const user = (id: string, firstName: string, role: Role) => ({
  __typename: 'User',
  id,
  firstName,
  lastName: 'Həsənov',
  fullName: `${firstName} Həsənov`,
  email: `${firstName.toLowerCase()}@example.az`,
  phoneNumber: '+994501234567',
  role,
  roleName: role,
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  lastLogin: null,
});

const ROWS = [user('u1', 'Elvin', 'NORMAL_USER'), user('u2', 'Nigar', 'VIP')];
const FIRST_PAGE = { page: 1, pageSize: 10, sortField: 'CREATED_AT' as const, sortDirection: 'DESC' as const, filter: {} };
const page = (items: unknown[], totalCount = items.length) => ({ users: { __typename: 'UserPage', totalCount, page: 1, pageSize: 10, items } });
const STATS = { totalUsers: 2, adminUsers: 0, normalUsers: 1, retailUsers: 0, wholesaleUsers: 0, vipUsers: 1 };
const ROLES = (['ADMIN', 'NORMAL_USER', 'RETAIL', 'WHOLESALE', 'VIP'] as const).map((value, i) => ({
  __typename: 'RoleOption',
  id: String(i),
  name: value,
  value,
}));

/** The page's three queries, each answered once: a second request for any of them finds no answer and fails. */
const pageMocks = (): MockedResponse[] => [
  mock(AdminUsersQuery, FIRST_PAGE, page(ROWS, 12)),
  mock(AdminUserStatisticsQuery, undefined, { userStatistics: { __typename: 'UserStatistics', ...STATS } }),
  mock(AdminRolesQuery, undefined, { roles: ROLES }),
];

async function openPage(mocks: MockedResponse[] = []) {
  const view = renderWithProviders(<UsersPage />, { mocks: [...pageMocks(), ...mocks] });
  const grid = within(screen.getByTestId('users-grid'));
  await grid.findByText('Elvin Həsənov');
  return { ...view, grid };
}

/** The number on a stat card (the card reads "2Total users"). */
const statValue = (key: keyof typeof STATS) => Number(/^\d+/.exec(screen.getByTestId(`user-stat-${key}`).textContent)?.[0]);

describe('deleting a user', () => {
  it('asks first; Cancel sends nothing', async () => {
    const { user: clicker, grid, requests, t } = await openPage();
    await clicker.click(grid.getByRole('button', { name: t('admin.users.deleteUser', { name: 'Elvin Həsənov' }) }));
    const dialog = within(await screen.findByTestId('user-delete-dialog'));
    expect(dialog.getByText(t('admin.users.delete.text', { name: 'Elvin Həsənov', email: 'elvin@example.az' }))).toBeTruthy();

    await clicker.click(dialog.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByTestId('user-delete-dialog')).toBeNull());
    expect(sentOperations(requests)).not.toContain('AdminDeleteUser');
    expect(grid.getByText('Elvin Həsənov')).toBeTruthy();
  });

  it('on Confirm deletes, and the row, the total and the role card follow from the cache without a refetch', async () => {
    const { user: clicker, grid, requests, t } = await openPage([mock(AdminDeleteUserMutation, { id: 'u1' }, { deleteUser: 'u1' })]);
    await waitFor(() => expect(statValue('totalUsers')).toBe(2));
    await clicker.click(grid.getByRole('button', { name: t('admin.users.deleteUser', { name: 'Elvin Həsənov' }) }));
    await clicker.click(within(await screen.findByTestId('user-delete-dialog')).getByRole('button', { name: t('admin.users.delete') }));

    expect(await screen.findByText(t('admin.users.delete.success'))).toBeTruthy();
    await waitFor(() => expect(grid.queryByText('Elvin Həsənov')).toBeNull());
    expect(grid.getByText('Nigar Həsənov')).toBeTruthy();
    expect(statValue('totalUsers')).toBe(1);
    expect(statValue('normalUsers')).toBe(0);
    // 12 users on the server, one gone: the footer counts 11.
    expect(grid.getByText(t('admin.grid.displayedRows', { from: 1, to: 10, count: 11 }))).toBeTruthy();
    expect(sentOperations(requests).sort()).toEqual(['AdminDeleteUser', 'AdminRoles', 'AdminUserStatistics', 'AdminUsers']);
  });
});

describe('changing a role from the grid', () => {
  it('asks first, sends setUserRole and moves the stat cards without a refetch', async () => {
    const {
      user: clicker,
      grid,
      requests,
      t,
    } = await openPage([
      mock(
        AdminSetUserRoleMutation,
        { id: 'u1', role: 'WHOLESALE' },
        { setUserRole: { __typename: 'User', id: 'u1', role: 'WHOLESALE', roleName: 'Wholesale' } },
      ),
    ]);
    await clicker.click(grid.getByRole('combobox', { name: t('admin.users.role.label', { name: 'Elvin Həsənov' }) }));
    await clicker.click(await screen.findByRole('option', { name: t('role.Wholesale') }));
    const dialog = within(await screen.findByTestId('user-role-dialog'));
    expect(sentOperations(requests)).not.toContain('AdminSetUserRole');

    await clicker.click(dialog.getByRole('button', { name: t('admin.users.role.confirm') }));
    expect(await screen.findByText(t('admin.users.role.updated', { role: t('role.Wholesale') }))).toBeTruthy();
    await waitFor(() => expect(statValue('wholesaleUsers')).toBe(1));
    expect(statValue('normalUsers')).toBe(0);
    expect(statValue('totalUsers')).toBe(2);
    expect(sentOperations(requests).sort()).toEqual(['AdminRoles', 'AdminSetUserRole', 'AdminUserStatistics', 'AdminUsers']);
  });
});

describe('the users grid on the server', () => {
  it('asks for the first page newest first, then the filtered, next and sorted pages (a sort starts again at page 1)', async () => {
    const vip = { ...FIRST_PAGE, filter: { role: 'VIP' as const } };
    const byName = { ...vip, sortField: 'FIRST_NAME' as const, sortDirection: 'ASC' as const };
    const {
      user: clicker,
      grid,
      requests,
      t,
    } = await openPage([
      mock(AdminUsersQuery, vip, page([ROWS[1]], 11)),
      mock(AdminUsersQuery, { ...vip, page: 2 }, page([], 11)),
      mock(AdminUsersQuery, byName, page([ROWS[1]], 11)),
    ]);
    const usersRequests = () => requests.filter((request) => request.operationName === 'AdminUsers').map((request) => request.variables);

    await clicker.click(screen.getByRole('combobox', { name: t('admin.users.filter.role') }));
    await clicker.click(await screen.findByRole('option', { name: t('role.VIP') }));
    await waitFor(() => expect(grid.queryByText('Elvin Həsənov')).toBeNull());

    await clicker.click(grid.getByRole('button', { name: t('admin.grid.page.next') }));
    expect(await grid.findByText(t('admin.grid.noRows'))).toBeTruthy();

    // The name column always shows (narrow boxes hide others; this one has no width at all).
    await clicker.click(grid.getByText(t('admin.users.col.name')));
    expect(await grid.findByText('Nigar Həsənov')).toBeTruthy();
    expect(usersRequests()).toEqual([FIRST_PAGE, vip, { ...vip, page: 2 }, byName]);
  });
});
