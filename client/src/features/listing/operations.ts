import { graphql } from '../../gql';

/** Products per listing page (spec §9). */
export const LISTING_PAGE_SIZE = 10;

export const ListingResultsFragment = graphql(`
  fragment ListingResults on ProductPage {
    totalCount
    items {
      id
      ...ProductCard
    }
    facets {
      filterId
      options {
        optionId
        count
      }
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

/** A category listing's category as its head names it (the tree above has no descriptions or pictures). */
export const ListingCategoryQuery = graphql(`
  query ListingCategory($slug: String!) {
    categoryBySlug(slug: $slug) {
      id
      ...CategoryHead
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

/** Every listing (category, brand, hot deals, search, all), filtered, sorted and paged: one query. */
export const ListingProductsQuery = graphql(`
  query ListingProducts($input: ProductListInput!) {
    products(input: $input) {
      ...ListingResults
    }
  }
`);

export const ListingFiltersQuery = graphql(`
  query ListingFilters($categorySlug: String) {
    filters(categorySlug: $categorySlug) {
      id
      name
      nameAz
      nameEn
      slug
      options {
        id
        value
        displayName
      }
    }
  }
`);
