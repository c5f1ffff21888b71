import type { CodegenConfig } from '@graphql-codegen/cli';
import { GRAPHQL_ENUM_NUMBERS } from './server/src/graphql/enums.js';

/**
 * One contract, two generated sides: the server's resolver types (parents mapped to our read models)
 * and the client's typed documents. Generated files are never edited; a test fails when they are stale.
 */
const config: CodegenConfig = {
  // The base file, then each feature's part beside its module (as server/src/graphql/schema.ts loads them).
  schema: ['schema.graphql', 'server/src/modules/**/*.graphql'],
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'server/src/graphql/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        useIndexSignature: false,
        contextType: '../context.js#GraphQLContext',
        mapperTypeSuffix: 'Model',
        // Each from its module's leaf types file (or an entity), so the generated types import no service.
        mappers: {
          Category: '../../modules/catalog/catalog.types.js#CategoryRecord',
          AdminCategory: '../../modules/categories/categories.types.js#AdminCategoryRecord',
          Brand: '../../modules/catalog/catalog.types.js#BrandRecord',
          Product: '../../modules/catalog/catalog.types.js#ProductRecord',
          ProductImage: '../../modules/catalog/catalog.types.js#ProductImageRecord',
          ProductPrice: '../../modules/catalog/catalog.types.js#PriceRecord',
          ProductPage: '../../modules/catalog/catalog.types.js#ProductPageRecord',
          AdminProduct: '../../modules/product-admin/product-admin.types.js#AdminProductRecord',
          AdminProductPage: '../../modules/product-admin/product-admin.types.js#AdminProductPageRecord',
          User: '../../modules/accounts/user.entity.js#User',
          Filter: '../../modules/filters/filters.types.js#FilterRecord',
          FilterOption: '../../modules/filters/filters.types.js#FilterOptionRecord',
          AdminFilter: '../../modules/filters/filters.types.js#AdminFilterRecord',
          ProductFilterValue: '../../modules/filters/filters.types.js#ProductFilterValueRecord',
          SpecificationGroup: '../../modules/specs/specs.types.js#SpecificationGroupRecord',
          ProductSpecifications: '../../modules/specs/specs.types.js#ProductSpecificationsRecord',
          Banner: '../../modules/banners/banners.types.js#BannerRecord',
          DownloadableFile: '../../modules/files/files.types.js#DownloadableFileRecord',
          ProductDocument: '../../modules/files/files.types.js#ProductDocumentRecord',
          ManagedFile: '../../modules/files/files.types.js#ManagedFileRecord',
          ProductPdf: '../../modules/files/files.types.js#ProductPdfRecord',
          AuthPayload: '../../modules/accounts/accounts.types.js#AuthPayloadRecord',
          UserPage: '../../modules/accounts/accounts.types.js#UserPageRecord',
          // Enums carry their numbers (enumValues below); these name the generated number types.
          Role: 'Role',
          FilterType: 'FilterType',
          SpecificationType: 'SpecificationType',
          BannerType: 'BannerType',
        },
        scalars: { Money: 'number', DateTime: 'Date', Upload: '../../rest/multipart.js#UploadedFile' },
        enumsAsTypes: true,
        // Resolvers see the numbers behind the enums (server/src/graphql/enums.ts maps them).
        enumValues: GRAPHQL_ENUM_NUMBERS,
        avoidOptionals: { defaultValue: true },
      },
    },
    'client/src/gql/': {
      preset: 'client',
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Money: 'number', DateTime: 'string', Upload: 'File' },
      },
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
    },
  },
};

export default config;
