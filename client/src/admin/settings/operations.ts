import { graphql } from '../../gql';

export const AdminStoreSettingsFields = graphql(`
  fragment AdminStoreSettingsFields on AdminStoreSettings {
    shopNameAz
    shopNameEn
    phones
    whatsApp
    email
    offices {
      nameAz
      nameEn
      addressAz
      addressEn
      hoursAz
      hoursEn
      latitude
      longitude
    }
    facebookUrl
    instagramUrl
    youtubeUrl
    linkedinUrl
    tiktokUrl
    softwareSiteUrl
    updatedAt
    updatedByEmail
  }
`);

export const AdminStoreSettingsQuery = graphql(`
  query AdminStoreSettings {
    adminStoreSettings {
      ...AdminStoreSettingsFields
    }
  }
`);

export const AdminUpdateStoreSettingsMutation = graphql(`
  mutation AdminUpdateStoreSettings($input: StoreSettingsInput!) {
    updateStoreSettings(input: $input) {
      ...AdminStoreSettingsFields
    }
  }
`);
