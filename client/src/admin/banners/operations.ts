import { graphql } from '../../gql';
import type { AdminBannerFieldsFragment } from '../../gql/graphql';

export const AdminBannerFields = graphql(`
  fragment AdminBannerFields on Banner {
    id
    imageUrl
    title
    titleAz
    titleEn
    descriptionAz
    descriptionEn
    linkUrl
    buttonTextAz
    buttonTextEn
    type
    isActive
    sortOrder
    startDate
    endDate
    createdAt
  }
`);

export const AdminBannersQuery = graphql(`
  query AdminBanners {
    adminBanners {
      ...AdminBannerFields
    }
  }
`);

/** Categories for the banner link picker (flat, with their parents, in the viewer's language). */
export const BannerLinkCategoriesQuery = graphql(`
  query BannerLinkCategories {
    categories {
      id
      name
      slug
      parentCategoryId
    }
  }
`);

export const AdminAddBannerMutation = graphql(`
  mutation AdminAddBanner($input: BannerInput!, $image: Upload!) {
    addBanner(input: $input, image: $image) {
      id
      ...AdminBannerFields
    }
  }
`);

export const AdminUpdateBannerMutation = graphql(`
  mutation AdminUpdateBanner($id: ID!, $input: BannerInput!, $image: Upload) {
    updateBanner(id: $id, input: $input, image: $image) {
      ...AdminBannerFields
    }
  }
`);

export const AdminDeleteBannerMutation = graphql(`
  mutation AdminDeleteBanner($id: ID!) {
    deleteBanner(id: $id)
  }
`);

/** A banner as the grid shows it and the dialog edits it. */
export type BannerRow = AdminBannerFieldsFragment;
