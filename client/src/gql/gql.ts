/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ProductCard on Product {\n    id\n    name\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n  }\n": typeof types.ProductCardFragmentDoc,
    "\n  fragment HomeCategory on Category {\n    id\n    name\n    slug\n    imageUrl\n    subCategories {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.HomeCategoryFragmentDoc,
    "\n  query HomeCategories {\n    categoryTree {\n      id\n      ...HomeCategory\n    }\n  }\n": typeof types.HomeCategoriesDocument,
    "\n  query RecentlyAdded($limit: Int!) {\n    recentlyAdded(limit: $limit) {\n      id\n      ...ProductCard\n    }\n  }\n": typeof types.RecentlyAddedDocument,
};
const documents: Documents = {
    "\n  fragment ProductCard on Product {\n    id\n    name\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n  }\n": types.ProductCardFragmentDoc,
    "\n  fragment HomeCategory on Category {\n    id\n    name\n    slug\n    imageUrl\n    subCategories {\n      id\n      name\n      slug\n    }\n  }\n": types.HomeCategoryFragmentDoc,
    "\n  query HomeCategories {\n    categoryTree {\n      id\n      ...HomeCategory\n    }\n  }\n": types.HomeCategoriesDocument,
    "\n  query RecentlyAdded($limit: Int!) {\n    recentlyAdded(limit: $limit) {\n      id\n      ...ProductCard\n    }\n  }\n": types.RecentlyAddedDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard on Product {\n    id\n    name\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n  }\n"): (typeof documents)["\n  fragment ProductCard on Product {\n    id\n    name\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeCategory on Category {\n    id\n    name\n    slug\n    imageUrl\n    subCategories {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  fragment HomeCategory on Category {\n    id\n    name\n    slug\n    imageUrl\n    subCategories {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategories {\n    categoryTree {\n      id\n      ...HomeCategory\n    }\n  }\n"): (typeof documents)["\n  query HomeCategories {\n    categoryTree {\n      id\n      ...HomeCategory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentlyAdded($limit: Int!) {\n    recentlyAdded(limit: $limit) {\n      id\n      ...ProductCard\n    }\n  }\n"): (typeof documents)["\n  query RecentlyAdded($limit: Int!) {\n    recentlyAdded(limit: $limit) {\n      id\n      ...ProductCard\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;