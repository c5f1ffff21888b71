import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { addCategory, adminCategoryTree, deleteCategory, updateCategory } from './categories.admin.service.js';

export const categoriesAdminResolvers: Resolvers = {
  Query: {
    adminCategoryTree: (_, __, ctx) => adminCategoryTree(ctx),
  },
  Mutation: {
    addCategory: (_, { input, image }, ctx) => addCategory(ctx, input, image),
    updateCategory: (_, { id, input, image }, ctx) => updateCategory(ctx, id, input, image),
    deleteCategory: (_, { id }, ctx) => deleteCategory(ctx, id),
  },
  AdminCategory: {
    parentCategoryId: (c) => c.parentId,
  },
};
