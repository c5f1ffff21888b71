import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { component, Id, Nullable, ref } from '../../rest/schema.js';
import type { RequestContext } from '../../request-context.js';
import { publicPictureUrl } from '../uploads/index.js';
import { filtersFor } from './filters.service.js';
import type { FilterRecord } from './filters.types.js';

/** Names in the viewer's language, as the storefront shows them; icons at their public address. */
async function filtersJson(filters: FilterRecord[], { loaders, publicFilesUrl }: RequestContext) {
  const options = await loaders.activeOptionsByFilter.loadMany(filters.map((f) => f.id));
  return filters.map(({ id, name, slug, type, isActive, sortOrder }, i) => ({
    id,
    name,
    slug,
    type,
    isActive,
    sortOrder,
    options: (options[i] as Awaited<ReturnType<typeof loaders.activeOptionsByFilter.load>>).map((o) => ({
      id: o.id,
      value: o.value,
      displayName: o.displayName,
      color: o.color,
      iconUrl: publicPictureUrl(o.iconUrl, publicFilesUrl),
      isActive: o.isActive,
      sortOrder: o.sortOrder,
      label: o.displayName,
    })),
  }));
}

const Filter = component(
  'Filter',
  Type.Object({
    id: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    type: Type.Integer(),
    isActive: Type.Boolean(),
    sortOrder: Type.Integer(),
    options: Type.Array(
      Type.Object({
        id: Type.String(),
        value: Type.String(),
        displayName: Type.String(),
        color: Nullable(Type.String()),
        iconUrl: Nullable(Type.String()),
        isActive: Type.Boolean(),
        sortOrder: Type.Integer(),
        label: Type.String({ description: 'The same as displayName' }),
      }),
      { description: 'Active options only' },
    ),
  }),
);
const filters = Type.Array(ref(Filter));

export const filtersRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Products/filters',
    summary: 'The filters that apply to every category',
    schema: { response: filters },
    handler: async ({ context }) => filtersJson(await filtersFor(context, null), context),
  }),
  restRoute({
    method: 'GET',
    path: '/Products/category/:id/filters',
    summary: 'The filters of a category and the categories above it',
    schema: { params: Type.Object({ id: Id() }), response: filters },
    handler: async ({ params, context }) => filtersJson(await filtersFor(context, params.id), context),
  }),
];
