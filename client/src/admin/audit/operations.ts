import { graphql } from '../../gql';

export const AuditTrailQuery = graphql(`
  query AuditTrail($page: Int!, $pageSize: Int!, $entity: String, $userId: ID, $from: DateTime, $to: DateTime) {
    auditTrail(page: $page, pageSize: $pageSize, entity: $entity, userId: $userId, from: $from, to: $to) {
      totalCount
      items {
        id
        at
        actorEmail
        entity
        entityId
        action
        changes {
          field
          before
          after
        }
        subject {
          kind
          id
          name
        }
      }
    }
  }
`);

/** The admins the log can be filtered by (the back office has a handful). */
export const AuditAdminsQuery = graphql(`
  query AuditAdmins {
    users(page: 1, pageSize: 100, filter: { role: ADMIN }) {
      items {
        id
        fullName
        email
      }
    }
  }
`);
