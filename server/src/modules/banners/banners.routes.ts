import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { Nullable } from '../../rest/schema.js';
import { activeBanners } from './banners.service.js';

const Banner = Type.Object({
  id: Type.String(),
  imageUrl: Type.String({ description: 'Relative to this server' }),
  title: Type.String(),
  description: Type.String(),
  linkUrl: Nullable(Type.String()),
  buttonText: Nullable(Type.String()),
});

export const bannersRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Banners',
    summary: 'The banners to show now: active and inside their date window',
    schema: { response: Type.Array(Banner) },
    handler: async ({ context }) =>
      (await activeBanners(context)).map((b) => ({
        id: b.id,
        imageUrl: b.imageUrl,
        title: b.title,
        description: b.description,
        linkUrl: b.linkUrl,
        buttonText: b.buttonText,
      })),
  }),
];
