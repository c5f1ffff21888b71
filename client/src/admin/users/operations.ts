import { graphql } from '../../gql';
import type { AdminUsersQuery as AdminUsersData, Role } from '../../gql/graphql';

export const AdminUsersQuery = graphql(`
  query AdminUsers($page: Int!, $pageSize: Int!, $sortField: UserSortField, $sortDirection: SortDirection, $filter: UsersFilter) {
    users(page: $page, pageSize: $pageSize, sortField: $sortField, sortDirection: $sortDirection, filter: $filter) {
      totalCount
      page
      pageSize
      items {
        id
        firstName
        lastName
        fullName
        email
        phoneNumber
        role
        roleName
        isActive
        createdAt
        lastLogin
      }
    }
  }
`);

export const AdminUserStatisticsQuery = graphql(`
  query AdminUserStatistics {
    userStatistics {
      totalUsers
      adminUsers
      normalUsers
      retailUsers
      wholesaleUsers
      vipUsers
    }
  }
`);

export const AdminRolesQuery = graphql(`
  query AdminRoles {
    roles {
      id
      name
      value
    }
  }
`);

export const AdminUpdateUserMutation = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      firstName
      lastName
      fullName
      phoneNumber
      role
      roleName
      isActive
    }
  }
`);

export const AdminSetUserRoleMutation = graphql(`
  mutation AdminSetUserRole($id: ID!, $role: Role!) {
    setUserRole(id: $id, role: $role) {
      id
      role
      roleName
    }
  }
`);

export const AdminActivateUserMutation = graphql(`
  mutation AdminActivateUser($id: ID!) {
    activateUser(id: $id) {
      id
      isActive
    }
  }
`);

export const AdminDeactivateUserMutation = graphql(`
  mutation AdminDeactivateUser($id: ID!) {
    deactivateUser(id: $id) {
      id
      isActive
    }
  }
`);

export const AdminDeleteUserMutation = graphql(`
  mutation AdminDeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

/** A user as the grid shows it and its dialogs edit it. */
export type UserRow = AdminUsersData['users']['items'][number];
/** A role the role menu and the edit dialog offer. */
export type RoleOption = { value: Role; name: string };
