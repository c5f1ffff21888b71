import { makeExecutableSchema } from '@graphql-tools/schema';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resolvers } from './__generated__/resolvers.js';
import { accountsResolvers, recoveryResolvers } from '../modules/accounts/index.js';
import { auditResolvers } from '../modules/audit/index.js';
import { bannersResolvers } from '../modules/banners/index.js';
import { cartResolvers } from '../modules/cart/index.js';
import { catalogResolvers } from '../modules/catalog/index.js';
import { categoriesAdminResolvers } from '../modules/categories/index.js';
import { favoritesResolvers } from '../modules/favorites/index.js';
import { filesResolvers } from '../modules/files/index.js';
import { filtersAdminResolvers, filtersResolvers } from '../modules/filters/index.js';
import { ordersResolvers } from '../modules/orders/index.js';
import { productAdminResolvers } from '../modules/product-admin/index.js';
import { settingsResolvers } from '../modules/settings/index.js';
import { termsResolvers } from '../modules/terms/index.js';
import { specsResolvers } from '../modules/specs/index.js';
import { stockNoticesResolvers } from '../modules/stock-notices/index.js';
import { uploadsResolvers } from '../modules/uploads/index.js';
import { GRAPHQL_ENUM_NUMBERS } from './enums.js';
import { DateTimeScalar, MoneyScalar, UploadScalar } from './scalars.js';

/** The base of the contract (roots, scalars) at the repository root; codegen.ts reads the same files. */
export const baseSchemaPath = path.resolve(import.meta.dirname, '..', '..', '..', 'schema.graphql');
/** Each feature's part of the contract sits beside its module (the build copies them into dist). */
const modulesDir = path.resolve(import.meta.dirname, '..', 'modules');

/** Every file of the contract: the base first, then the features' files in name order. */
export function schemaFiles(): string[] {
  const features = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => path.join(modulesDir, file));
  return [baseSchemaPath, ...features];
}

/** The whole contract as one SDL text (type extensions included). */
export function schemaSource(): string {
  return schemaFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** Every feature's resolvers; each feature contributes its own object. */
const featureResolvers: Resolvers[] = [
  catalogResolvers,
  categoriesAdminResolvers,
  productAdminResolvers,
  filtersResolvers,
  filtersAdminResolvers,
  specsResolvers,
  bannersResolvers,
  accountsResolvers,
  recoveryResolvers,
  filesResolvers,
  favoritesResolvers,
  stockNoticesResolvers,
  cartResolvers,
  ordersResolvers,
  auditResolvers,
  settingsResolvers,
  termsResolvers,
  uploadsResolvers,
];

export function buildSchema() {
  return makeExecutableSchema({
    typeDefs: schemaSource(),
    resolvers: [{ Money: MoneyScalar, DateTime: DateTimeScalar, Upload: UploadScalar, ...GRAPHQL_ENUM_NUMBERS }, ...featureResolvers] as never,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
