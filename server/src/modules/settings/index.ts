// The settings module's public face: other modules and the app import only what is listed here.
export { settingsResolvers } from './settings.resolvers.js';
export { settingsRoutes } from './settings.routes.js';
export { seedStoreSettings, storeEmail, storeSettings, storeWhatsApp } from './settings.service.js';
export type { PublicStoreSettingsRecord } from './settings.service.js';
