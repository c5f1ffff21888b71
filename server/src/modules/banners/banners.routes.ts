import type { RestRoute } from '../../rest/route.js';
import { activeBanners } from './banners.service.js';

export const bannersRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/Banners',
    handler: async ({ context }) =>
      (await activeBanners(context)).map((b) => ({
        id: b.id,
        imageUrl: b.imageUrl,
        title: b.title,
        description: b.description,
        linkUrl: b.linkUrl,
        buttonText: b.buttonText,
      })),
  },
];
