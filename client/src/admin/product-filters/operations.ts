import { graphql } from '../../gql';
import type { AssignFilterProductsQuery as ProductsData } from '../../gql/graphql';

/** Products with their filter values, for the table and the Assign modal's picker (archived ones left out). */
export const AssignFilterProductsQuery = graphql(`
  query AssignFilterProducts($input: AdminProductListInput!) {
    adminProducts(input: $input) {
      items {
        id
        name
        sku
        primaryImageUrl
        filters {
          filterId
          filterName
          filterOptionId
          optionName
          value
        }
      }
      totalCount
    }
  }
`);

export const AssignFilterStatsQuery = graphql(`
  query AssignFilterStats {
    productStockSummary {
      totalProducts
    }
  }
`);

export const AssignProductFilterMutation = graphql(`
  mutation AssignProductFilter($input: ProductFilterAssignmentInput!) {
    assignProductFilter(input: $input) {
      productId
      filters {
        filterId
        filterName
        filterOptionId
        optionName
        value
      }
    }
  }
`);

export const BulkAssignProductFilterMutation = graphql(`
  mutation BulkAssignProductFilter($input: BulkProductFilterAssignmentInput!) {
    bulkAssignProductFilter(input: $input)
  }
`);

export const RemoveProductFilterMutation = graphql(`
  mutation RemoveProductFilter($productId: ID!, $filterId: ID!) {
    removeProductFilter(productId: $productId, filterId: $filterId) {
      productId
      filters {
        filterId
        filterName
        filterOptionId
        optionName
        value
      }
    }
  }
`);

export const RemoveProductFiltersMutation = graphql(`
  mutation RemoveProductFilters($productId: ID!) {
    removeProductFilters(productId: $productId)
  }
`);

/** A product as the table shows it and the Assign modal picks it. */
export type AssignProduct = ProductsData['adminProducts']['items'][number];
