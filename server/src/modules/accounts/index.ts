// The accounts module's public face: other modules and the app import only what is listed here.
export { accountsResolvers } from './accounts.resolvers.js';
export { accountsRoutes } from './accounts.routes.js';
export { isCommonPassword, DEMO_ADMIN_PASSWORD, DEMO_CUSTOMER_PASSWORD } from './common-passwords.js';
export { KNOWN_DEVICE_COOKIE, knownDeviceHeader, type KnownDevice } from './known-device.js';
export { recoveryResolvers } from './recovery.resolvers.js';
export { recoveryRoutes } from './recovery.routes.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { Role } from './roles.js';
export { ACCOUNT_FREE_FAILURES, ADDRESS_ATTEMPTS, countAttempt, waitText } from './throttle.js';
export type { Counter } from './throttle.js';
export { TOKEN_LIFETIME_SECONDS, signToken } from './tokens.js';
export { LoginKnownAddress, LoginThrottle, User } from './user.entity.js';
export { updateUser } from './users.service.js';
export { normalizeEmail } from './validation.js';
export { requireAdmin, requireUser } from '../../permissions.js';
export { VISITOR, resolveViewer } from './viewer.js';
export type { Viewer } from './viewer.js';
