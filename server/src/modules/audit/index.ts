// The audit module's public face: other modules and the app import only what is listed here.
export { auditResolvers } from './audit.resolvers.js';
export { auditRoutes } from './audit.routes.js';
export { AUDITED_ENTITIES, auditTrail, changesOf, recordAudit, recordAuditOfMany, recordAudits } from './audit.service.js';
export type { AuditChange, AuditedEntity, AuditWrite } from './audit.service.js';
