// The accounts module's public face: other modules and the app import only what is listed here.
export { accountsResolvers } from './accounts.resolvers.js';
export { accountsRoutes } from './accounts.routes.js';
export { isCommonPassword } from './common-passwords.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { Role } from './roles.js';
export { ADDRESS_ATTEMPTS } from './throttle.js';
export { TOKEN_LIFETIME_SECONDS, signToken } from './tokens.js';
export { LoginKnownAddress, LoginThrottle, User } from './user.entity.js';
export { updateUser } from './users.service.js';
export { normalizeEmail } from './validation.js';
export { requireAdmin, requireUser } from '../../permissions.js';
export { VISITOR, resolveViewer } from './viewer.js';
export type { Viewer } from './viewer.js';
