import { graphql } from '../../gql';

/** Products per listing page (spec §9). */
export const LISTING_PAGE_SIZE = 10;
/** The most hot deals the API gives at once; the hot-deals listing pages through them locally. */
export const HOT_DEALS_LIMIT = 50;

export const ListingResultsFragment = graphql(`
  fragment ListingResults on ProductPage {
    totalCount
    items {
      id
      ...ProductCard
    }
  }
`);

export const ListingCategoryNodeFragment = graphql(`
  fragment ListingCategoryNode on Category {
    id
    name
    slug
    parentCategoryId
  }
`);

/** The category tree (three levels), for titles, breadcrumbs and the single-choice category filter. */
export const ListingCategoryTreeQuery = graphql(`
  query ListingCategoryTree {
    categoryTree {
      ...ListingCategoryNode
      subCategories {
        ...ListingCategoryNode
        subCategories {
          ...ListingCategoryNode
        }
      }
    }
  }
`);

export const ListingByCategoryQuery = graphql(`
  query ListingByCategory($slug: String!, $page: Int!, $pageSize: Int!) {
    productsByCategorySlug(slug: $slug, page: $page, pageSize: $pageSize) {
      ...ListingResults
    }
  }
`);

export const ListingByBrandQuery = graphql(`
  query ListingByBrand($brandSlug: String!, $page: Int!, $pageSize: Int!) {
    productsByBrand(brandSlug: $brandSlug, page: $page, pageSize: $pageSize) {
      ...ListingResults
    }
  }
`);

export const ListingBrandsQuery = graphql(`
  query ListingBrands {
    brands {
      id
      name
      slug
    }
  }
`);

export const ListingHotDealsQuery = graphql(`
  query ListingHotDeals($limit: Int!) {
    hotDeals(limit: $limit) {
      id
      ...ProductCard
    }
  }
`);

/** "Recommended": the whole catalogue, newest first. */
export const ListingRecommendedQuery = graphql(`
  query ListingRecommended($page: Int!, $pageSize: Int!) {
    products(page: $page, pageSize: $pageSize, sort: NEWEST) {
      ...ListingResults
    }
  }
`);

export const ListingSearchQuery = graphql(`
  query ListingSearch($text: String!, $page: Int!, $pageSize: Int!) {
    searchProducts(text: $text, page: $page, pageSize: $pageSize) {
      ...ListingResults
    }
  }
`);

export const ListingFilteredQuery = graphql(`
  query ListingFiltered($input: ProductFilterInput!) {
    filterProducts(input: $input) {
      ...ListingResults
    }
  }
`);

export const ListingFiltersQuery = graphql(`
  query ListingFilters($categoryId: ID) {
    filters(categoryId: $categoryId) {
      id
      name
      slug
      options {
        id
        value
        displayName
      }
    }
  }
`);
