import { graphql } from '../../gql';

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

export const AdminAddCategoryMutation = graphql(`
  mutation AdminAddCategory($input: CategoryInput!, $image: Upload) {
    addCategory(input: $input, image: $image) {
      ...AdminCategorySubtree
    }
  }
`);

export const AdminUpdateCategoryMutation = graphql(`
  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!, $image: Upload) {
    updateCategory(id: $id, input: $input, image: $image) {
      ...AdminCategorySubtree
    }
  }
`);

export const AdminDeleteCategoryMutation = graphql(`
  mutation AdminDeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`);
