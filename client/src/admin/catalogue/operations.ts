import { graphql } from '../../gql';

// The catalogue's shapes several back-office areas read: the category tree (categories, filters) and
// the filter list (filters, product filters).

export const AdminCategoryFields = graphql(`
  fragment AdminCategoryFields on AdminCategory {
    id
    name
    nameAz
    nameEn
    slug
    descriptionAz
    descriptionEn
    imageUrl
    sortOrder
    isActive
    parentCategoryId
    level
    productCount
    totalProductCount
  }
`);

/**
 * A category with its subtree to the third level, the shape the tree query reads at every level; the
 * mutations answer it too, so a moved category's subtree is complete in the cache wherever it lands.
 */
export const AdminCategorySubtree = graphql(`
  fragment AdminCategorySubtree on AdminCategory {
    ...AdminCategoryFields
    subCategories {
      ...AdminCategoryFields
      subCategories {
        ...AdminCategoryFields
      }
    }
  }
`);

export const AdminCategoryTreeQuery = graphql(`
  query AdminCategoryTree {
    adminCategoryTree {
      ...AdminCategorySubtree
    }
  }
`);

export const AdminFilterOptionFields = graphql(`
  fragment AdminFilterOptionFields on FilterOption {
    id
    value
    displayName
    displayNameAz
    displayNameEn
    color
    isActive
    sortOrder
  }
`);

export const AdminFilterFields = graphql(`
  fragment AdminFilterFields on AdminFilter {
    id
    name
    nameAz
    nameEn
    slug
    isActive
    sortOrder
    categoryIds
    productCount
    options {
      ...AdminFilterOptionFields
    }
  }
`);

export const AdminFiltersQuery = graphql(`
  query AdminFilters {
    adminFilters {
      ...AdminFilterFields
    }
  }
`);
