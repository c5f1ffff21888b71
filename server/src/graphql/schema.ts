import { makeExecutableSchema } from '@graphql-tools/schema';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Resolvers } from './__generated__/resolvers.js';
import { accountsResolvers } from '../modules/accounts/accounts.resolvers.js';
import { bannersResolvers } from '../modules/banners/banners.resolvers.js';
import { catalogResolvers } from '../modules/catalog/catalog.resolvers.js';
import { filesResolvers } from '../modules/files/files.resolvers.js';
import { filtersResolvers } from '../modules/filters/filters.resolvers.js';
import { specsResolvers } from '../modules/specs/specs.resolvers.js';
import { DateTimeScalar, MoneyScalar } from './scalars.js';

export const schemaPath = path.resolve(import.meta.dirname, '..', '..', '..', 'schema.graphql');

/** Every feature's resolvers; each feature contributes its own object. */
const featureResolvers: Resolvers[] = [catalogResolvers, filtersResolvers, specsResolvers, bannersResolvers, accountsResolvers, filesResolvers];

export function buildSchema() {
  return makeExecutableSchema({
    typeDefs: readFileSync(schemaPath, 'utf8'),
    resolvers: [{ Money: MoneyScalar, DateTime: DateTimeScalar }, ...featureResolvers] as never,
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
