import { notFound } from '../../errors.js';
import type { RestRoute } from '../../rest/route.js';
import type { RequestContext } from '../../graphql/context.js';
import { ancestorIds, filtersFor, type FilterRecord } from './filters.service.js';

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
    handler: async ({ context }) => filtersJson(await filtersFor(context.em, null), context),
  },
  {
    method: 'GET',
    path: '/Products/category/:id/filters',
    handler: async ({ params, context }) => {
      const categories = await context.loaders.categories();
      if (!categories.some((c) => c.id === params.id)) throw notFound('Category not found');
      return filtersJson(await filtersFor(context.em, ancestorIds(categories, params.id!)), context);
    },
  },
];
