import Type from 'typebox';
import { restRoute, type RestRoute } from '../../rest/route.js';
import { DateTime, Id, Nullable } from '../../rest/schema.js';
import { formFiles, multipartLimits, publicPictureUrl, UPLOAD_RULES } from '../uploads/index.js';
import { addBanner, adminBanners, deleteBanner, updateBanner } from './banners.admin.service.js';
import { BannerInput } from './banners.schemas.js';
import { activeBanners } from './banners.service.js';
import type { BannerRecord } from './banners.types.js';

const Banner = Type.Object({
  id: Type.String(),
  imageUrl: Type.String({ description: 'Relative to this server, or under its PUBLIC_FILES_URL when set' }),
  title: Type.String(),
  description: Type.String(),
  linkUrl: Nullable(Type.String()),
  buttonText: Nullable(Type.String()),
});

/** A banner as the back office sees it: with its kind, flags and dates (back office §3 "Banner"). */
const AdminBanner = Type.Object({
  ...Banner.properties,
  type: Type.Integer({ description: '0: the home-page carousel' }),
  isActive: Type.Boolean(),
  sortOrder: Type.Integer({ description: 'Lower first' }),
  startDate: Nullable(DateTime('Shown from then on; null: no start')),
  endDate: Nullable(DateTime('Shown until then; null: no end')),
  createdAt: DateTime(),
});

/** A banner, its picture at its public address (PUBLIC_FILES_URL, else the shop's /uploads). */
const adminBannerJson = (b: BannerRecord, publicFilesUrl: string | undefined) => ({
  id: b.id,
  imageUrl: publicPictureUrl(b.imageUrl, publicFilesUrl),
  title: b.title,
  description: b.description,
  linkUrl: b.linkUrl,
  buttonText: b.buttonText,
  type: b.type,
  isActive: b.isActive,
  sortOrder: b.sortOrder,
  startDate: b.startDate?.toISOString() ?? null,
  endDate: b.endDate?.toISOString() ?? null,
  createdAt: b.createdAt.toISOString(),
});

const IdParams = Type.Object({ id: Id() });

export const bannersRoutes: RestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/Banners',
    summary: 'The banners to show now: active and inside their date window',
    schema: { response: Type.Array(Banner) },
    handler: async ({ context }) =>
      (await activeBanners(context)).map((b) => ({
        id: b.id,
        imageUrl: publicPictureUrl(b.imageUrl, context.publicFilesUrl),
        title: b.title,
        description: b.description,
        linkUrl: b.linkUrl,
        buttonText: b.buttonText,
      })),
  }),
  restRoute({
    method: 'GET',
    path: '/Admin/banners',
    summary: 'Every banner, shown or not, with its dates and flags, by sortOrder (admins)',
    schema: { response: Type.Array(AdminBanner) },
    handler: async ({ context }) => (await adminBanners(context)).map((b) => adminBannerJson(b, context.publicFilesUrl)),
  }),
  restRoute({
    method: 'POST',
    path: '/Admin/banners/with-image',
    summary: 'Adds a banner with its picture (admins): form data bannerData (JSON) and imageFile (at most 10 MB)',
    status: 201,
    multipart: multipartLimits(UPLOAD_RULES.bannerImage, ['imageFile']),
    nestedFields: true,
    schema: { body: Type.Object({ bannerData: BannerInput }, { additionalProperties: false }), response: AdminBanner },
    handler: async ({ body, files, context }) =>
      adminBannerJson(await addBanner(context, body.bannerData, formFiles(files, { imageFile: 1 }).imageFile[0]), context.publicFilesUrl),
  }),
  restRoute({
    method: 'PUT',
    path: '/Admin/banners/:id',
    summary: 'Edits a banner (admins): fields left out stay; as form data it may also carry a new imageFile',
    multipart: multipartLimits(UPLOAD_RULES.bannerImage, ['imageFile']),
    schema: { params: IdParams, body: BannerInput, response: AdminBanner },
    handler: async ({ params, body, files, context }) =>
      adminBannerJson(await updateBanner(context, params.id, body, formFiles(files, { imageFile: 1 }).imageFile[0]), context.publicFilesUrl),
  }),
  restRoute({
    method: 'DELETE',
    path: '/Admin/banners/:id',
    summary: 'Deletes a banner and its picture (admins)',
    schema: { params: IdParams, response: Type.Object({ message: Type.String(), id: Type.String() }) },
    handler: async ({ params, context }) => ({ message: 'Banner deleted successfully', id: await deleteBanner(context, params.id) }),
  }),
];
