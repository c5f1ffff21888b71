import { CategoryInput as CategoryContract } from '../../../../server/src/modules/categories/categories.schemas';
import { checkContract, type FieldMap } from '../../components/form/contract';
import { z } from '../../lib/zod';
import { key } from '../../components/form/useZodForm';
import type { CategoryInput } from '../../gql/graphql';
import { fileSchema, UPLOAD_RULES } from '../kit/fileChecks';
import type { CategoryNode } from '../catalogue/categoryTree';

/** The top level in the parent picker (a select needs a value for "none"). */
export const TOP_LEVEL = 'top';

/** Where the server's CategoryInput shows its errors on the form. */
export const CATEGORY_FIELDS: FieldMap = {
  name: 'nameAz',
  nameEn: 'nameEn',
  description: 'descriptionAz',
  descriptionEn: 'descriptionEn',
  sortOrder: 'sortOrder',
  isActive: 'isActive',
  parentCategoryId: 'parentId',
};

/**
 * The category dialog's schema: a name in at least one language, a whole sort order, a picture on add
 * (§5); the input it makes checked against the server's CategoryInput (lengths).
 */
export function categorySchema(adding: boolean) {
  return z
    .object({
      image: fileSchema(UPLOAD_RULES.categoryImage, adding ? 'admin.upload.imageFirst' : null),
      parentId: z.string(),
      nameAz: z.string(),
      nameEn: z.string(),
      descriptionAz: z.string(),
      descriptionEn: z.string(),
      sortOrder: z.coerce.number<string | number>().int(key('admin.errors.sortOrderInvalid')),
      isActive: z.boolean(),
    })
    .superRefine((form, ctx) => {
      if (!form.nameAz.trim() && !form.nameEn.trim()) ctx.addIssue({ code: 'custom', path: ['nameAz'], message: key('admin.errors.categoryNameRequired') });
      checkContract(ctx, CategoryContract, categoryInput(form), CATEGORY_FIELDS);
    });
}

export type CategoryFormValues = z.input<ReturnType<typeof categorySchema>>;
type CategoryFormOutput = z.output<ReturnType<typeof categorySchema>>;

/**
 * A new category's form: under the parent picked in the tree (or top level), first, and inactive, so a
 * half-made category is not shown in the shop (at the top of its list) until the admin switches it on.
 */
export function newCategoryValues(parentId: string | null): CategoryFormValues {
  return { image: null, parentId: parentId ?? TOP_LEVEL, nameAz: '', nameEn: '', descriptionAz: '', descriptionEn: '', sortOrder: 0, isActive: false };
}

export function categoryValues(category: CategoryNode): CategoryFormValues {
  return {
    image: null,
    parentId: category.parentCategoryId ?? TOP_LEVEL,
    nameAz: category.nameAz,
    nameEn: category.nameEn,
    descriptionAz: category.descriptionAz,
    descriptionEn: category.descriptionEn,
    sortOrder: category.sortOrder,
    isActive: category.isActive,
  };
}

/** The form as the API's CategoryInput (the picture goes beside it as an upload). */
export function categoryInput(form: CategoryFormOutput): CategoryInput {
  return {
    name: form.nameAz.trim(),
    nameEn: form.nameEn.trim(),
    description: form.descriptionAz.trim(),
    descriptionEn: form.descriptionEn.trim(),
    sortOrder: form.sortOrder,
    isActive: form.isActive,
    parentCategoryId: form.parentId === TOP_LEVEL ? null : form.parentId,
  };
}
