import { graphql } from '../../gql';

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
