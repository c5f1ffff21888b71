// The uploads module's public face: other modules and the app import only what is listed here.
//
// The one upload service for REST and GraphQL alike. A REST route that takes files declares
// `multipart: multipartLimits(UPLOAD_RULES.bannerImage, ['imageFile'])` and gets `files`; a GraphQL
// argument of type `Upload` arrives as the same `UploadedFile` (already on disk). Services store files
// through `withStoredFiles`, so a write that fails leaves no file and an old file goes only after the
// commit (and only when no row refers to it any more, and only files this service generated):
//
//   // REST:    handler: ({ body, files, context }) => addBanner(context, body, formFiles(files, { imageFile: 1 }).imageFile[0])
//   // GraphQL: addBanner: (_, { input, image }, ctx) => addBanner(ctx, input, image)
//   export async function addBanner(ctx: RequestContext, input: BannerInput, upload: UploadedFile | undefined) {
//     requireAdmin(ctx);
//     const file = requireUpload(upload, 'imageFile', UPLOAD_RULES.bannerImage); // 400 "Please select an image file (imageFile)"
//     return withStoredFiles(ctx, async (tx, files) => {
//       const image = await files.image(file, { field: 'imageFile', ...UPLOAD_RULES.bannerImage }); // WebP sizes; 400 naming the field
//       const banner = tx.em.create(Banner, { ...input, imageUrl: image.url });
//       await tx.em.flush(); // a throw from here on removes the stored picture again
//       await recordAudit(tx, { entity: 'banner', entityId: banner.id, action: 'create' });
//       return banner;
//     });
//   }
//   // Replacing or deleting: files.removeAfterCommit(old.imageUrl) (kept while any row still refers to it).
export {
  formFiles,
  imageKeyOf,
  imageSizeKey,
  imageSizeUrl,
  IMAGE_WIDTHS,
  isPublicUpload,
  LARGEST_IMAGE_WIDTH,
  LARGEST_UPLOAD_BYTES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  multipartLimits,
  openStored,
  publicPictureUrl,
  removeStored,
  requireUpload,
  srcsetOf,
  storeDocument,
  storedKeyOf,
  storedPictureUrl,
  storeImage,
  UPLOAD_RULES,
  WEBP_QUALITY,
  webpSizesOf,
  widthsUpTo,
  withStoredFiles,
} from './uploads.service.js';
export type {
  DocumentOptions,
  DocumentRule,
  EncodedImageSize,
  ImageOptions,
  StoredDocument,
  StoredFiles,
  StoredImage,
  StoredImageSize,
  UploadRule,
} from './uploads.service.js';
export { openFileStorage, uploadsFolderOf } from './open-storage.js';
export { copyDiskFiles, type CopyReport } from './copy-files.js';
export type { FileStorage, FileStorageSettings, S3Settings, StoredFile } from './uploads.types.js';
export { uploadsResolvers } from './uploads.resolvers.js';
export { pictureRoutes } from './pictures.routes.js';
export { deleteWithStoredFile, type FileOwner } from './delete-with-file.js';
export type { UploadedFile } from '../../rest/multipart.js';
