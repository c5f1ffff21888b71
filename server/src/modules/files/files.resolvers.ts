import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { downloadUrl, listFiles } from './files.service.js';

export const filesResolvers: Resolvers = {
  Query: {
    files: (_, __, ctx) => listFiles(ctx),
  },
  DownloadableFile: {
    downloadUrl: (file) => downloadUrl(file.id),
  },
};
