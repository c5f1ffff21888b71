import { Role } from '../modules/accounts/index.js';

/**
 * The one place GraphQL enum values meet the numbers the database, REST answers, tokens and the spec
 * use: resolvers and services keep working with the numbers; GraphQL reads and writes the names.
 * codegen.ts gives the same map to the generated resolver types.
 */
export const GRAPHQL_ENUM_NUMBERS = {
  Role: { ADMIN: Role.Admin, NORMAL_USER: Role.NormalUser, RETAIL: Role.Retail, WHOLESALE: Role.Wholesale, VIP: Role.VIP },
  FilterType: { CHECKBOX: 0, RANGE: 1, TEXT: 2 },
  SpecificationType: { TEXT: 0, NUMBER: 1, BOOLEAN: 2 },
  BannerType: { CAROUSEL: 0 },
} as const;
