import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { component, Id, Nullable, ref } from '../../rest/schema.js';
import { formFiles, multipartLimits, publicPictureUrl, UPLOAD_RULES } from '../uploads/index.js';
import { addCategory, adminCategoryTree, deleteCategory, updateCategory } from './categories.admin.service.js';
import { CategoryInput } from './categories.schemas.js';
import type { AdminCategoryRecord } from './categories.types.js';

/** A node of the admin tree as REST answers it: every category, active or not, with its product counts. */
interface AdminCategoryJson {
  id: string;
  name: string;
  nameAz: string;
  nameEn: string;
  slug: string;
  description: string;
  descriptionAz: string;
  descriptionEn: string;
  imageUrl: string | null;
  sortOrder: number;
  isActive: boolean;
  parentCategoryId: string | null;
  level: number;
  productCount: number;
  totalProductCount: number;
  subCategories: AdminCategoryJson[];
}

const AdminCategory = component(
  'AdminCategory',
  Type.Object({
    id: Type.String(),
    name: Type.String({ description: "In the viewer's language (else the other's)" }),
    nameAz: Type.String({ description: 'As stored, for edit forms' }),
    nameEn: Type.String({ description: 'As stored, for edit forms' }),
    slug: Type.String(),
    description: Type.String(),
    descriptionAz: Type.String(),
    descriptionEn: Type.String(),
    imageUrl: Nullable(Type.String({ description: 'Relative to this server, or under its PUBLIC_FILES_URL when set' })),
    sortOrder: Type.Integer({ description: 'Lower first among siblings' }),
    isActive: Type.Boolean({ description: 'False: hidden, with every product and category below it' }),
    parentCategoryId: Nullable(Type.String()),
    level: Type.Integer({ description: '1 for a top-level category, at most 3' }),
    productCount: Type.Integer({ description: 'Products (active or not) in this category itself' }),
    totalProductCount: Type.Integer({ description: 'Products in this category and every one below it' }),
    subCategories: Type.Array(Type.Unsafe<AdminCategoryJson>(Type.Ref('AdminCategory'))),
  }),
);

/** A category of the tree, its picture at its public address (PUBLIC_FILES_URL, else the shop's /uploads). */
function adminCategoryJson(c: AdminCategoryRecord, publicFilesUrl: string | undefined): AdminCategoryJson {
  return {
    id: c.id,
    name: c.name,
    nameAz: c.nameAz,
    nameEn: c.nameEn,
    slug: c.slug,
    description: c.description,
    descriptionAz: c.descriptionAz,
    descriptionEn: c.descriptionEn,
    imageUrl: publicPictureUrl(c.imageUrl, publicFilesUrl),
    sortOrder: c.sortOrder,
    isActive: c.isActive,
    parentCategoryId: c.parentId,
    level: c.level,
    productCount: c.productCount,
    totalProductCount: c.totalProductCount,
    subCategories: c.subCategories.map((child) => adminCategoryJson(child, publicFilesUrl)),
  };
}

const IdParams = Type.Object({ id: Id() });

export const categoriesAdminRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Admin/categories/tree',
    summary: 'The whole category tree, inactive categories too, with product counts (admins)',
    schema: { response: Type.Array(ref(AdminCategory)) },
    handler: async ({ context }) => (await adminCategoryTree(context)).map((c) => adminCategoryJson(c, context.publicFilesUrl)),
  }),
  restRoute({
    method: 'POST',
    path: '/Categories',
    summary: 'Adds a category whose picture is already stored (imageUrl) (admins)',
    status: 201,
    schema: { body: CategoryInput, response: ref(AdminCategory) },
    handler: async ({ body, context }) => adminCategoryJson(await addCategory(context, body), context.publicFilesUrl),
  }),
  restRoute({
    method: 'POST',
    path: '/Categories/with-image',
    summary: 'Adds a category with its picture (admins): form data categoryData (JSON) and imageFile (at most 10 MB)',
    status: 201,
    multipart: multipartLimits(UPLOAD_RULES.categoryImage, ['imageFile']),
    nestedFields: true,
    schema: { body: Type.Object({ categoryData: CategoryInput }, { additionalProperties: false }), response: ref(AdminCategory) },
    handler: async ({ body, files, context }) =>
      adminCategoryJson(await addCategory(context, body.categoryData, formFiles(files, { imageFile: 1 }).imageFile[0] ?? null), context.publicFilesUrl),
  }),
  restRoute({
    method: 'PUT',
    path: '/Categories/:id',
    summary: 'Edits or moves a category (admins): fields left out stay; as form data it may also carry a new imageFile',
    multipart: multipartLimits(UPLOAD_RULES.categoryImage, ['imageFile']),
    schema: { params: IdParams, body: CategoryInput, response: ref(AdminCategory) },
    handler: async ({ params, body, files, context }) =>
      adminCategoryJson(await updateCategory(context, params.id, body, formFiles(files, { imageFile: 1 }).imageFile[0]), context.publicFilesUrl),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Categories/:id',
    summary: 'Deletes a category without products or subcategories, and its picture (admins); 409 otherwise',
    schema: { params: IdParams, response: Type.Object({ message: Type.String(), id: Type.String() }) },
    handler: async ({ params, context }) => ({ message: 'Category deleted successfully', id: await deleteCategory(context, params.id) }),
  }),
];
