import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { adminSettingsJson } from './settings.json.js';
import { adminStoreSettings, storeSettings, updateStoreSettings } from './settings.service.js';

export const settingsResolvers: Resolvers = {
  Query: {
    storeSettings: (_, __, ctx) => storeSettings(ctx),
    adminStoreSettings: async (_, __, ctx) => adminSettingsJson(await adminStoreSettings(ctx)),
  },
  Mutation: {
    updateStoreSettings: async (_, { input }, ctx) => adminSettingsJson(await updateStoreSettings(ctx, input)),
  },
};
