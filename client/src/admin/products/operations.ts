import { graphql } from '../../gql';
import type { AdminProductRowFieldsFragment } from '../../gql/graphql';

/** A product as the grid shows it (and the edit dialog fills in from). */
export const AdminProductRowFields = graphql(`
  fragment AdminProductRowFields on AdminProduct {
    id
    name
    nameAz
    nameEn
    slug
    sku
    shortDescriptionAz
    shortDescriptionEn
    descriptionAz
    descriptionEn
    stockQuantity
    stockStatus
    isActive
    isShown
    isHotDeal
    archived
    categoryId
    categoryName
    brand {
      id
      name
    }
    colors
    sizes
    primaryImageUrl
    prices {
      userRole
      price
      discountedPrice
      discountPercentage
    }
  }
`);

export const AdminProductImageFields = graphql(`
  fragment AdminProductImageFields on AdminProduct {
    id
    primaryImageUrl
    images {
      id
      imageUrl
      altText
      isPrimary
      sortOrder
    }
  }
`);

export const AdminProductPdfFields = graphql(`
  fragment AdminProductPdfFields on ProductPdf {
    id
    productId
    fileName
    originalFileName
    description
    isActive
    fileSize
    downloadCount
    createdAt
    downloadUrl
  }
`);

export const AdminSpecificationFields = graphql(`
  fragment AdminSpecificationFields on SpecificationGroup {
    groupName
    groupNameAz
    groupNameEn
    items {
      name
      nameAz
      nameEn
      value
      valueAz
      valueEn
      unit
      unitAz
      unitEn
      type
    }
  }
`);

export const AdminProductsQuery = graphql(`
  query AdminProducts($input: AdminProductListInput!) {
    adminProducts(input: $input) {
      totalCount
      page
      pageSize
      items {
        ...AdminProductRowFields
      }
    }
  }
`);

export const ProductStockSummaryQuery = graphql(`
  query ProductStockSummary {
    productStockSummary {
      totalProducts
      inStockProducts
      lowStockProducts
      outOfStockProducts
    }
  }
`);

/** The edit dialog's and the grid filters' choices: the whole category tree (inactive ones too) and the brands. */
export const ProductFormOptionsQuery = graphql(`
  query ProductFormOptions {
    adminCategoryTree {
      id
      name
      subCategories {
        id
        name
        subCategories {
          id
          name
        }
      }
    }
    brands {
      id
      name
    }
  }
`);

/** The product form's filters: those the chosen category offers, active or not (the Brand filter among them, marked: it follows the brand), with their options. */
export const ProductFormFiltersQuery = graphql(`
  query ProductFormFilters($categoryId: ID!) {
    productFormFilters(categoryId: $categoryId) {
      id
      name
      type
      followsBrand
      options {
        id
        value
        displayName
      }
    }
  }
`);

/** A product's filter values, for the edit form. */
export const ProductFormFilterValuesQuery = graphql(`
  query ProductFormFilterValues($id: ID!) {
    adminProduct(id: $id) {
      id
      filters {
        filterId
        filterOptionId
        value
      }
    }
  }
`);

export const AdminProductQuery = graphql(`
  query AdminProduct($id: ID!) {
    adminProduct(id: $id) {
      ...AdminProductRowFields
      ...AdminProductImageFields
      shortDescription
      description
      archivedAt
      createdAt
      updatedAt
      specificationGroups {
        ...AdminSpecificationFields
      }
      pdfs {
        ...AdminProductPdfFields
      }
    }
  }
`);

export const AdminAddProductMutation = graphql(`
  mutation AdminAddProduct($input: ProductInput!, $image: Upload!) {
    addProduct(input: $input, image: $image) {
      ...AdminProductRowFields
    }
  }
`);

export const AdminUpdateProductMutation = graphql(`
  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!, $image: Upload) {
    updateProduct(id: $id, input: $input, image: $image) {
      ...AdminProductRowFields
      ...AdminProductImageFields
      shortDescription
      description
      archivedAt
      updatedAt
    }
  }
`);

export const AdminDeleteProductMutation = graphql(`
  mutation AdminDeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      id
      archived
    }
  }
`);

export const AdminAddProductImagesMutation = graphql(`
  mutation AdminAddProductImages($productId: ID!, $images: [Upload!]!) {
    addProductImages(productId: $productId, images: $images) {
      ...AdminProductImageFields
    }
  }
`);

export const AdminSetPrimaryProductImageMutation = graphql(`
  mutation AdminSetPrimaryProductImage($imageId: ID!) {
    setPrimaryProductImage(imageId: $imageId) {
      ...AdminProductImageFields
    }
  }
`);

export const AdminReorderProductImagesMutation = graphql(`
  mutation AdminReorderProductImages($productId: ID!, $imageIds: [ID!]!) {
    reorderProductImages(productId: $productId, imageIds: $imageIds) {
      ...AdminProductImageFields
    }
  }
`);

export const AdminRemoveProductImageMutation = graphql(`
  mutation AdminRemoveProductImage($imageId: ID!) {
    removeProductImage(imageId: $imageId) {
      ...AdminProductImageFields
    }
  }
`);

export const AdminAddProductPdfMutation = graphql(`
  mutation AdminAddProductPdf($productId: ID!, $file: Upload!, $input: ProductPdfInput) {
    addProductPdf(productId: $productId, file: $file, input: $input) {
      ...AdminProductPdfFields
    }
  }
`);

export const AdminDeleteProductPdfMutation = graphql(`
  mutation AdminDeleteProductPdf($id: ID!) {
    deleteProductPdf(id: $id)
  }
`);

export const AdminAddSpecificationsMutation = graphql(`
  mutation AdminAddSpecifications($productId: ID!, $groups: [SpecificationGroupInput!]!) {
    addProductSpecifications(productId: $productId, specificationGroups: $groups) {
      productId
      specificationGroups {
        ...AdminSpecificationFields
      }
    }
  }
`);

export const AdminSetSpecificationsMutation = graphql(`
  mutation AdminSetSpecifications($productId: ID!, $groups: [SpecificationGroupInput!]!) {
    setProductSpecifications(productId: $productId, specificationGroups: $groups) {
      productId
      specificationGroups {
        ...AdminSpecificationFields
      }
    }
  }
`);

export const AdminDeleteSpecificationsMutation = graphql(`
  mutation AdminDeleteSpecifications($productId: ID!) {
    deleteProductSpecifications(productId: $productId)
  }
`);

/** A product as the grid shows it and the edit dialog fills in from. */
export type ProductRow = AdminProductRowFieldsFragment;
