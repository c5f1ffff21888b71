import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { validInput } from '../../graphql/input-schema.js';
import { addCategory, adminCategoryTree, deleteCategory, updateCategory } from './categories.admin.service.js';
import { CategoryInput } from './categories.schemas.js';

export const categoriesAdminResolvers: Resolvers = {
  Query: {
    adminCategoryTree: (_, __, ctx) => adminCategoryTree(ctx),
  },
  Mutation: {
    addCategory: (_, { input, image }, ctx) => addCategory(ctx, validInput(CategoryInput, input), image),
    updateCategory: (_, { id, input, image }, ctx) => updateCategory(ctx, id, validInput(CategoryInput, input), image),
    deleteCategory: (_, { id }, ctx) => deleteCategory(ctx, id),
  },
  AdminCategory: {
    parentCategoryId: (c) => c.parentId,
  },
};
