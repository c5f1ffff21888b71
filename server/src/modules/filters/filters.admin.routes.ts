import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { component, Id, Nullable, ref } from '../../rest/schema.js';
import { publicPictureUrl } from '../uploads/index.js';
import { addFilter, addFilterOption, adminFilters, deleteFilter, deleteFilterOption, updateFilter, updateFilterOption } from './filters.admin.service.js';
import { BulkProductFilterAssignmentInput, FilterInput, FilterOptionInput, ProductFilterAssignmentInput } from './filters.schemas.js';
import {
  assignProductFilter,
  bulkAssignProductFilter,
  removeProductFilter,
  removeProductFilters,
  type ProductFiltersRecord,
} from './product-filters.admin.service.js';
import type { AdminFilterRecord, FilterOptionRecord, ProductFilterValueRecord } from './filters.types.js';

/** Back office §3 "Filter" typeName: the FilterType's name. */
const TYPE_NAMES: Record<number, string> = { 0: 'Checkbox', 1: 'Range', 2: 'Text' };

const AdminFilterOption = component(
  'AdminFilterOption',
  Type.Object({
    id: Type.String(),
    value: Type.String(),
    displayName: Type.String({ description: "The label in the viewer's language (else the other's)" }),
    displayNameAz: Type.String({ description: 'As stored, for edit forms' }),
    displayNameEn: Type.String({ description: 'As stored, for edit forms' }),
    label: Type.String({ description: 'The same as displayName' }),
    color: Nullable(Type.String({ description: 'A CSS colour' })),
    iconUrl: Nullable(Type.String()),
    isActive: Type.Boolean(),
    sortOrder: Type.Integer(),
  }),
);

/** An option, its icon at its public address (PUBLIC_FILES_URL, else the shop's /uploads). */
const optionJson = (o: FilterOptionRecord, publicFilesUrl: string | undefined) => ({
  id: o.id,
  value: o.value,
  displayName: o.displayName,
  displayNameAz: o.displayNameAz,
  displayNameEn: o.displayNameEn,
  label: o.displayName,
  color: o.color,
  iconUrl: publicPictureUrl(o.iconUrl, publicFilesUrl),
  isActive: o.isActive,
  sortOrder: o.sortOrder,
});

const AdminFilter = component(
  'AdminFilter',
  Type.Object({
    id: Type.String(),
    name: Type.String({ description: "In the viewer's language (else the other's)" }),
    nameAz: Type.String({ description: 'As stored, for edit forms' }),
    nameEn: Type.String({ description: 'As stored, for edit forms' }),
    slug: Type.String(),
    type: Type.Integer({ description: '0 checkboxes, 1 a numeric range, 2 a free value' }),
    typeName: Type.String({ description: 'Checkbox, Range or Text' }),
    isActive: Type.Boolean(),
    sortOrder: Type.Integer(),
    categoryIds: Type.Array(Type.String(), { description: 'The categories it is offered in (with those below them); empty: everywhere' }),
    productCount: Type.Integer({ description: 'Products with a value for it' }),
    options: Type.Array(ref(AdminFilterOption), { description: 'Every option, inactive ones too' }),
  }),
);

const filterJson = (f: AdminFilterRecord, publicFilesUrl: string | undefined) => ({
  id: f.id,
  name: f.name,
  nameAz: f.nameAz,
  nameEn: f.nameEn,
  slug: f.slug,
  type: f.type,
  typeName: TYPE_NAMES[f.type] ?? String(f.type),
  isActive: f.isActive,
  sortOrder: f.sortOrder,
  categoryIds: f.categoryIds,
  productCount: f.productCount,
  options: f.options.map((o) => optionJson(o, publicFilesUrl)),
});

const FilterValue = Type.Object({
  filterId: Type.String(),
  filterName: Type.String(),
  filterOptionId: Nullable(Type.String()),
  optionName: Nullable(Type.String()),
  value: Type.String({ description: 'The custom value, else the option value' }),
});
const valueJson = (v: ProductFilterValueRecord) => ({
  filterId: v.filterId,
  filterName: v.filterName,
  filterOptionId: v.filterOptionId,
  optionName: v.optionName,
  value: v.value,
});
const productFiltersJson = (message: string, { productId, filters }: ProductFiltersRecord) => ({ message, productId, filters: filters.map(valueJson) });
const ProductFilters = Type.Object({ message: Type.String(), productId: Type.String(), filters: Type.Array(FilterValue) });
const Counted = Type.Object({ message: Type.String(), count: Type.Integer() });
const Deleted = Type.Object({ message: Type.String(), id: Type.String() });

const IdParams = Type.Object({ id: Id() });
const OptionParams = Type.Object({ filterId: Id(), optionId: Id() });

export const filtersAdminRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Admin/filters',
    summary: 'Every filter, active or not, with all its options, its categories and its product count (admins)',
    schema: { response: Type.Array(ref(AdminFilter)) },
    handler: async ({ context }) => (await adminFilters(context)).map((f) => filterJson(f, context.publicFilesUrl)),
  }),
  restRoute({
    method: 'POST',
    path: '/Admin/filters',
    summary: 'Adds a filter with its options and categories (admins)',
    status: 201,
    schema: { body: FilterInput, response: ref(AdminFilter) },
    handler: async ({ body, context }) => filterJson(await addFilter(context, body), context.publicFilesUrl),
  }),
  restRoute({
    method: 'PUT',
    path: '/Admin/filters/:id',
    summary: 'Edits a filter: name, type, active flag, position, slug, categories; fields left out stay (admins)',
    schema: { params: IdParams, body: FilterInput, response: ref(AdminFilter) },
    handler: async ({ params, body, context }) => filterJson(await updateFilter(context, params.id, body), context.publicFilesUrl),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Admin/filters/:id',
    summary: "Deletes a filter with its options and every product's value for it (admins)",
    schema: { params: IdParams, response: Deleted },
    handler: async ({ params, context }) => ({ message: 'Filter deleted successfully', id: await deleteFilter(context, params.id) }),
  }),
  restRoute({
    method: 'POST',
    path: '/Admin/filters/:filterId/options',
    summary: 'Adds an option to a filter: a label and a value (admins)',
    status: 201,
    schema: { params: Type.Object({ filterId: Id() }), body: FilterOptionInput, response: ref(AdminFilterOption) },
    handler: async ({ params, body, context }) => optionJson(await addFilterOption(context, params.filterId, body), context.publicFilesUrl),
  }),
  restRoute({
    method: 'PUT',
    path: '/Admin/filters/:filterId/options/:optionId',
    summary: "Edits a filter's option; fields left out stay (admins)",
    schema: { params: OptionParams, body: FilterOptionInput, response: ref(AdminFilterOption) },
    handler: async ({ params, body, context }) => optionJson(await updateFilterOption(context, params.filterId, params.optionId, body), context.publicFilesUrl),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Admin/filters/:filterId/options/:optionId',
    summary: "Deletes a filter's option and every product's value that is this option (admins)",
    schema: { params: OptionParams, response: Deleted },
    handler: async ({ params, context }) => ({
      message: 'Option deleted successfully',
      id: await deleteFilterOption(context, params.filterId, params.optionId),
    }),
  }),
  restRoute({
    method: 'POST',
    path: '/Admin/products/filters/assign',
    summary: "Sets a product's value for a filter: an active option or a custom value; replaces the one it had (admins)",
    schema: { body: ProductFilterAssignmentInput, response: ProductFilters },
    handler: async ({ body, context }) => productFiltersJson('Filter assigned successfully!', await assignProductFilter(context, body)),
  }),
  restRoute({
    method: 'POST',
    path: '/Admin/products/filters/bulk-assign',
    summary: 'Sets the same value for a filter on many products, in one statement (admins)',
    schema: { body: BulkProductFilterAssignmentInput, response: Counted },
    handler: async ({ body, context }) => {
      const count = await bulkAssignProductFilter(context, body);
      return { message: `Filter assigned to ${count} products successfully!`, count };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/Admin/products/:productId/filters',
    summary: 'Removes every filter value of a product (admins)',
    schema: { params: Type.Object({ productId: Id() }), response: Counted },
    handler: async ({ params, context }) => ({ message: 'All filters removed successfully!', count: await removeProductFilters(context, params.productId) }),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Admin/products/:productId/filters/:filterId',
    summary: "Removes a product's value for one filter (admins)",
    schema: { params: Type.Object({ productId: Id(), filterId: Id() }), response: ProductFilters },
    handler: async ({ params, context }) =>
      productFiltersJson('Filter removed successfully!', await removeProductFilter(context, params.productId, params.filterId)),
  }),
];
