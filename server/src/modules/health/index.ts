// The health module's public face: other modules and the app import only what is listed here.
export { healthRoutes } from './health.routes.js';
