import { Type } from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { Id } from '../../rest/schema.js';
import { cancelStockNotice, requestStockNotice } from './stock-notices.service.js';

const IdParams = Type.Object({ id: Id("The product's id") });
const Status = Type.Object({
  productId: Type.String(),
  requested: Type.Boolean({ description: 'True while the customer waits for the e-mail (sent once when stock returns)' }),
});

/** "Notify me when back in stock", in the spec's naming of product paths. */
export const stockNoticesRoutes: RestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/Products/:id/notify-me',
    summary: 'Asks for one e-mail when an out-of-stock product is back in stock (signed-in customers; 400 when it is in stock)',
    schema: { params: IdParams, response: Status },
    handler: async ({ params, context }) => requestStockNotice(context, params.id),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Products/:id/notify-me',
    summary: 'Withdraws the request for the back-in-stock e-mail (signed-in customers)',
    schema: { params: IdParams, response: Status },
    handler: async ({ params, context }) => cancelStockNotice(context, params.id),
  }),
];
