import { graphql } from '../../gql';

/**
 * The whole detail page in one request: the product (each part of the page spreads its own fragment),
 * its specification groups and the similar products strip.
 */
export const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!, $similarLimit: Int!) {
    product(id: $id) {
      id
      name
      description
      ...ProductBreadcrumb
      ...ProductGallery
      ...ProductSummary
      ...ProductHead
    }
    specifications(productId: $id) {
      productId
      ...ProductSpecifications
    }
    similarProducts(productId: $id, limit: $similarLimit) {
      id
      ...ProductCard
    }
  }
`);
