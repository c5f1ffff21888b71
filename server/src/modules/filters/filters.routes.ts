import type { RestRoute } from '../../rest/route.js';
import type { RequestContext } from '../../request-context.js';
import { filtersFor, type FilterRecord } from './filters.service.js';

async function filtersJson(filters: FilterRecord[], { loaders }: RequestContext) {
  const options = await loaders.activeOptionsByFilter.loadMany(filters.map((f) => f.id));
  return filters.map((f, i) => ({
    ...f,
    options: (options[i] as Awaited<ReturnType<typeof loaders.activeOptionsByFilter.load>>).map(({ filterId: _f, ...o }) => ({ ...o, label: o.displayName })),
  }));
}

export const filtersRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/Products/filters',
    handler: async ({ context }) => filtersJson(await filtersFor(context, null), context),
  },
  {
    method: 'GET',
    path: '/Products/category/:id/filters',
    handler: async ({ params, context }) => filtersJson(await filtersFor(context, params.id!), context),
  },
];
