import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { DateTime, Nullable } from '../../rest/schema.js';
import { auditTrail } from './audit.service.js';

const AuditEntry = Type.Object({
  id: Type.String(),
  at: DateTime('When the change was committed'),
  actorId: Nullable(Type.String()),
  actorEmail: Type.String(),
  entity: Type.String(),
  entityId: Type.String(),
  action: Type.String(),
  changes: Type.Array(Type.Object({ field: Type.String(), before: Nullable(Type.String()), after: Nullable(Type.String()) })),
  subject: Nullable(
    Type.Object(
      { kind: Type.String(), id: Nullable(Type.String()), name: Type.String() },
      { description: 'What the entry concerns, named (e-mail, order reference, product name …); id null once the record is gone' },
    ),
  ),
});

const AuditQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  entity: Type.Optional(Type.String({ maxLength: 64 })),
  entityId: Type.Optional(Type.String({ maxLength: 64 })),
  userId: Type.Optional(Type.String({ maxLength: 64 })),
  from: Type.Optional(DateTime('Only entries at or after this moment')),
  to: Type.Optional(DateTime('Only entries before this moment')),
});

export const auditRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Admin/audit',
    summary: 'The audit trail of admin writes, newest first, each naming what it concerns (admins); X-Total-Count has the number of matches',
    schema: { querystring: AuditQuery, response: Type.Array(AuditEntry) },
    handler: async ({ query, context, reply }) => {
      const page = await auditTrail(context, { ...query, page: query.page ?? 1, pageSize: query.pageSize ?? 25 });
      reply.header('X-Total-Count', String(page.totalCount));
      return page.items.map((entry) => ({ ...entry, at: entry.at.toISOString() }));
    },
  }),
];
