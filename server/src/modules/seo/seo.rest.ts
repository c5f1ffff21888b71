import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { Text } from '../../rest/schema.js';
import { pageHead } from './page-head.service.js';
import { matchPage } from './page-route.js';

/**
 * A page's title, description and status, for the storefront to show after it moves to another page in
 * the browser (the first page's head comes with its HTML). The texts are the server's, in the viewer's language.
 */
export const seoRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Pages/head',
    summary: "A storefront page's title, meta description and status (404 for unknown routes, slugs and ids), in the viewer's language",
    schema: {
      querystring: Type.Object({ path: Text(2000, 'The page path with its query, e.g. /details/{id} or /products?search=hp') }),
      response: Type.Object({ title: Type.String(), description: Type.String(), status: Type.Integer() }),
    },
    handler: async ({ query, context }) => {
      const url = new URL(query.path, 'http://page.invalid');
      // Only the title, description and status are answered: the links' origin is a placeholder, never the Host.
      const head = await pageHead(context, matchPage(url.pathname, url.searchParams), url.origin);
      return { title: head.title, description: head.description, status: head.status };
    },
  }),
];
