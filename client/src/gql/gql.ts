/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AuditTrail($page: Int!, $pageSize: Int!, $entity: String, $userId: ID, $from: DateTime, $to: DateTime) {\n    auditTrail(page: $page, pageSize: $pageSize, entity: $entity, userId: $userId, from: $from, to: $to) {\n      totalCount\n      items {\n        id\n        at\n        actorEmail\n        entity\n        entityId\n        action\n        changes {\n          field\n          before\n          after\n        }\n        subject {\n          kind\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AuditTrailDocument,
    "\n  query AuditAdmins {\n    users(page: 1, pageSize: 100, filter: { role: ADMIN }) {\n      items {\n        id\n        fullName\n        email\n      }\n    }\n  }\n": typeof types.AuditAdminsDocument,
    "\n  fragment AdminBannerFields on Banner {\n    id\n    imageUrl\n    title\n    titleAz\n    titleEn\n    descriptionAz\n    descriptionEn\n    linkUrl\n    buttonTextAz\n    buttonTextEn\n    type\n    isActive\n    sortOrder\n    startDate\n    endDate\n    createdAt\n  }\n": typeof types.AdminBannerFieldsFragmentDoc,
    "\n  query AdminBanners {\n    adminBanners {\n      ...AdminBannerFields\n    }\n  }\n": typeof types.AdminBannersDocument,
    "\n  query BannerLinkCategories {\n    categories {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n": typeof types.BannerLinkCategoriesDocument,
    "\n  mutation AdminAddBanner($input: BannerInput!, $image: Upload!) {\n    addBanner(input: $input, image: $image) {\n      id\n      ...AdminBannerFields\n    }\n  }\n": typeof types.AdminAddBannerDocument,
    "\n  mutation AdminUpdateBanner($id: ID!, $input: BannerInput!, $image: Upload) {\n    updateBanner(id: $id, input: $input, image: $image) {\n      ...AdminBannerFields\n    }\n  }\n": typeof types.AdminUpdateBannerDocument,
    "\n  mutation AdminDeleteBanner($id: ID!) {\n    deleteBanner(id: $id)\n  }\n": typeof types.AdminDeleteBannerDocument,
    "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    descriptionAz\n    descriptionEn\n    imageUrl\n    sortOrder\n    isActive\n    parentCategoryId\n    level\n    productCount\n    totalProductCount\n  }\n": typeof types.AdminCategoryFieldsFragmentDoc,
    "\n  fragment AdminCategorySubtree on AdminCategory {\n    ...AdminCategoryFields\n    subCategories {\n      ...AdminCategoryFields\n      subCategories {\n        ...AdminCategoryFields\n      }\n    }\n  }\n": typeof types.AdminCategorySubtreeFragmentDoc,
    "\n  query AdminCategoryTree {\n    adminCategoryTree {\n      ...AdminCategorySubtree\n    }\n  }\n": typeof types.AdminCategoryTreeDocument,
    "\n  fragment AdminFilterOptionFields on FilterOption {\n    id\n    value\n    displayName\n    displayNameAz\n    displayNameEn\n    color\n    isActive\n    sortOrder\n  }\n": typeof types.AdminFilterOptionFieldsFragmentDoc,
    "\n  fragment AdminFilterFields on AdminFilter {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    isActive\n    sortOrder\n    categoryIds\n    productCount\n    options {\n      ...AdminFilterOptionFields\n    }\n  }\n": typeof types.AdminFilterFieldsFragmentDoc,
    "\n  query AdminFilters {\n    adminFilters {\n      ...AdminFilterFields\n    }\n  }\n": typeof types.AdminFiltersDocument,
    "\n  mutation AdminAddCategory($input: CategoryInput!, $image: Upload) {\n    addCategory(input: $input, image: $image) {\n      ...AdminCategorySubtree\n    }\n  }\n": typeof types.AdminAddCategoryDocument,
    "\n  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image) {\n      ...AdminCategorySubtree\n    }\n  }\n": typeof types.AdminUpdateCategoryDocument,
    "\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n": typeof types.AdminDeleteCategoryDocument,
    "\n  fragment AdminFileFields on ManagedFile {\n    id\n    customFileName\n    originalFileName\n    description\n    descriptionEn\n    category\n    fileSize\n    uploadedAt\n    downloadUrl\n  }\n": typeof types.AdminFileFieldsFragmentDoc,
    "\n  query AdminFiles {\n    adminFiles {\n      ...AdminFileFields\n    }\n  }\n": typeof types.AdminFilesDocument,
    "\n  mutation AdminUploadFile($file: Upload!, $input: UploadFileInput) {\n    uploadFile(file: $file, input: $input) {\n      id\n      ...AdminFileFields\n    }\n  }\n": typeof types.AdminUploadFileDocument,
    "\n  mutation AdminDeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n": typeof types.AdminDeleteFileDocument,
    "\n  mutation AdminAddFilter($input: FilterInput!) {\n    addFilter(input: $input) {\n      ...AdminFilterFields\n    }\n  }\n": typeof types.AdminAddFilterDocument,
    "\n  mutation AdminUpdateFilter($id: ID!, $input: FilterInput!) {\n    updateFilter(id: $id, input: $input) {\n      ...AdminFilterFields\n    }\n  }\n": typeof types.AdminUpdateFilterDocument,
    "\n  mutation AdminDeleteFilter($id: ID!) {\n    deleteFilter(id: $id)\n  }\n": typeof types.AdminDeleteFilterDocument,
    "\n  mutation AdminAddFilterOption($filterId: ID!, $input: FilterOptionInput!) {\n    addFilterOption(filterId: $filterId, input: $input) {\n      id\n      ...AdminFilterOptionFields\n    }\n  }\n": typeof types.AdminAddFilterOptionDocument,
    "\n  mutation AdminUpdateFilterOption($filterId: ID!, $optionId: ID!, $input: FilterOptionInput!) {\n    updateFilterOption(filterId: $filterId, optionId: $optionId, input: $input) {\n      ...AdminFilterOptionFields\n    }\n  }\n": typeof types.AdminUpdateFilterOptionDocument,
    "\n  mutation AdminDeleteFilterOption($filterId: ID!, $optionId: ID!) {\n    deleteFilterOption(filterId: $filterId, optionId: $optionId)\n  }\n": typeof types.AdminDeleteFilterOptionDocument,
    "\n  query NewOrdersCount {\n    newOrdersCount\n  }\n": typeof types.NewOrdersCountDocument,
    "\n  mutation MarkOrdersSeen($ids: [ID!]!) {\n    markOrdersSeen(ids: $ids)\n  }\n": typeof types.MarkOrdersSeenDocument,
    "\n  query AdminOrders($page: Int!, $pageSize: Int!, $status: OrderStatus, $search: String) {\n    orders(page: $page, pageSize: $pageSize, status: $status, search: $search) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        reference\n        status\n        customerName\n        customerPhone\n        totalPrice\n        createdAt\n        updatedAt\n        items {\n          id\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      reference\n      status\n      customerId\n      customerName\n      customerPhone\n      customerEmail\n      language\n      currency\n      totalAmount\n      totalDiscount\n      totalPrice\n      createdAt\n      updatedAt\n      items {\n        id\n        productId\n        productName\n        productSku\n        unitPrice\n        originalUnitPrice\n        quantity\n        totalPrice\n      }\n      history {\n        status\n        at\n        byName\n        note\n      }\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  mutation AdminSetOrderStatus($id: ID!, $status: OrderStatus!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      id\n      status\n      updatedAt\n      history {\n        status\n        at\n        byName\n        note\n      }\n    }\n  }\n": typeof types.AdminSetOrderStatusDocument,
    "\n  query AssignFilterProducts($input: AdminProductListInput!) {\n    adminProducts(input: $input) {\n      items {\n        id\n        name\n        sku\n        primaryImageUrl\n        filters {\n          filterId\n          filterName\n          filterOptionId\n          optionName\n          value\n        }\n      }\n      totalCount\n    }\n  }\n": typeof types.AssignFilterProductsDocument,
    "\n  query AssignFilterStats {\n    productStockSummary {\n      totalProducts\n    }\n  }\n": typeof types.AssignFilterStatsDocument,
    "\n  mutation AssignProductFilter($input: ProductFilterAssignmentInput!) {\n    assignProductFilter(input: $input) {\n      productId\n      filters {\n        filterId\n        filterName\n        filterOptionId\n        optionName\n        value\n      }\n    }\n  }\n": typeof types.AssignProductFilterDocument,
    "\n  mutation BulkAssignProductFilter($input: BulkProductFilterAssignmentInput!) {\n    bulkAssignProductFilter(input: $input)\n  }\n": typeof types.BulkAssignProductFilterDocument,
    "\n  mutation RemoveProductFilter($productId: ID!, $filterId: ID!) {\n    removeProductFilter(productId: $productId, filterId: $filterId) {\n      productId\n      filters {\n        filterId\n        filterName\n        filterOptionId\n        optionName\n        value\n      }\n    }\n  }\n": typeof types.RemoveProductFilterDocument,
    "\n  mutation RemoveProductFilters($productId: ID!) {\n    removeProductFilters(productId: $productId)\n  }\n": typeof types.RemoveProductFiltersDocument,
    "\n  fragment AdminProductRowFields on AdminProduct {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    sku\n    shortDescriptionAz\n    shortDescriptionEn\n    descriptionAz\n    descriptionEn\n    stockQuantity\n    stockStatus\n    isActive\n    isShown\n    isHotDeal\n    archived\n    categoryId\n    categoryName\n    brand {\n      id\n      name\n    }\n    colors\n    sizes\n    primaryImageUrl\n    prices {\n      userRole\n      price\n      discountedPrice\n      discountPercentage\n    }\n  }\n": typeof types.AdminProductRowFieldsFragmentDoc,
    "\n  fragment AdminProductImageFields on AdminProduct {\n    id\n    primaryImageUrl\n    images {\n      id\n      imageUrl\n      altText\n      isPrimary\n      sortOrder\n    }\n  }\n": typeof types.AdminProductImageFieldsFragmentDoc,
    "\n  fragment AdminProductPdfFields on ProductPdf {\n    id\n    productId\n    fileName\n    originalFileName\n    description\n    isActive\n    fileSize\n    downloadCount\n    createdAt\n    downloadUrl\n  }\n": typeof types.AdminProductPdfFieldsFragmentDoc,
    "\n  fragment AdminSpecificationFields on SpecificationGroup {\n    groupName\n    groupNameAz\n    groupNameEn\n    items {\n      name\n      nameAz\n      nameEn\n      value\n      valueAz\n      valueEn\n      unit\n      unitAz\n      unitEn\n      type\n    }\n  }\n": typeof types.AdminSpecificationFieldsFragmentDoc,
    "\n  query AdminProducts($input: AdminProductListInput!) {\n    adminProducts(input: $input) {\n      totalCount\n      page\n      pageSize\n      items {\n        ...AdminProductRowFields\n      }\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  query ProductStockSummary {\n    productStockSummary {\n      totalProducts\n      inStockProducts\n      lowStockProducts\n      outOfStockProducts\n    }\n  }\n": typeof types.ProductStockSummaryDocument,
    "\n  query ProductFormOptions {\n    adminCategoryTree {\n      id\n      name\n      subCategories {\n        id\n        name\n        subCategories {\n          id\n          name\n        }\n      }\n    }\n    brands {\n      id\n      name\n    }\n  }\n": typeof types.ProductFormOptionsDocument,
    "\n  query ProductFormFilters($categoryId: ID!) {\n    productFormFilters(categoryId: $categoryId) {\n      id\n      name\n      type\n      followsBrand\n      options {\n        id\n        value\n        displayName\n      }\n    }\n  }\n": typeof types.ProductFormFiltersDocument,
    "\n  query ProductFormFilterValues($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      filters {\n        filterId\n        filterOptionId\n        value\n      }\n    }\n  }\n": typeof types.ProductFormFilterValuesDocument,
    "\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      ...AdminProductRowFields\n      ...AdminProductImageFields\n      shortDescription\n      description\n      archivedAt\n      createdAt\n      updatedAt\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n      pdfs {\n        ...AdminProductPdfFields\n      }\n    }\n  }\n": typeof types.AdminProductDocument,
    "\n  mutation AdminAddProduct($input: ProductInput!, $image: Upload!) {\n    addProduct(input: $input, image: $image) {\n      ...AdminProductRowFields\n    }\n  }\n": typeof types.AdminAddProductDocument,
    "\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!, $image: Upload) {\n    updateProduct(id: $id, input: $input, image: $image) {\n      ...AdminProductRowFields\n      ...AdminProductImageFields\n      shortDescription\n      description\n      archivedAt\n      updatedAt\n    }\n  }\n": typeof types.AdminUpdateProductDocument,
    "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n": typeof types.AdminDeleteProductDocument,
    "\n  mutation AdminAddProductImages($productId: ID!, $images: [Upload!]!) {\n    addProductImages(productId: $productId, images: $images) {\n      ...AdminProductImageFields\n    }\n  }\n": typeof types.AdminAddProductImagesDocument,
    "\n  mutation AdminSetPrimaryProductImage($imageId: ID!) {\n    setPrimaryProductImage(imageId: $imageId) {\n      ...AdminProductImageFields\n    }\n  }\n": typeof types.AdminSetPrimaryProductImageDocument,
    "\n  mutation AdminReorderProductImages($productId: ID!, $imageIds: [ID!]!) {\n    reorderProductImages(productId: $productId, imageIds: $imageIds) {\n      ...AdminProductImageFields\n    }\n  }\n": typeof types.AdminReorderProductImagesDocument,
    "\n  mutation AdminRemoveProductImage($imageId: ID!) {\n    removeProductImage(imageId: $imageId) {\n      ...AdminProductImageFields\n    }\n  }\n": typeof types.AdminRemoveProductImageDocument,
    "\n  mutation AdminAddProductPdf($productId: ID!, $file: Upload!, $input: ProductPdfInput) {\n    addProductPdf(productId: $productId, file: $file, input: $input) {\n      ...AdminProductPdfFields\n    }\n  }\n": typeof types.AdminAddProductPdfDocument,
    "\n  mutation AdminDeleteProductPdf($id: ID!) {\n    deleteProductPdf(id: $id)\n  }\n": typeof types.AdminDeleteProductPdfDocument,
    "\n  mutation AdminAddSpecifications($productId: ID!, $groups: [SpecificationGroupInput!]!) {\n    addProductSpecifications(productId: $productId, specificationGroups: $groups) {\n      productId\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n    }\n  }\n": typeof types.AdminAddSpecificationsDocument,
    "\n  mutation AdminSetSpecifications($productId: ID!, $groups: [SpecificationGroupInput!]!) {\n    setProductSpecifications(productId: $productId, specificationGroups: $groups) {\n      productId\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n    }\n  }\n": typeof types.AdminSetSpecificationsDocument,
    "\n  mutation AdminDeleteSpecifications($productId: ID!) {\n    deleteProductSpecifications(productId: $productId)\n  }\n": typeof types.AdminDeleteSpecificationsDocument,
    "\n  fragment AdminStoreSettingsFields on AdminStoreSettings {\n    shopNameAz\n    shopNameEn\n    phones\n    whatsApp\n    email\n    offices {\n      nameAz\n      nameEn\n      addressAz\n      addressEn\n      hoursAz\n      hoursEn\n      latitude\n      longitude\n    }\n    facebookUrl\n    instagramUrl\n    youtubeUrl\n    linkedinUrl\n    tiktokUrl\n    softwareSiteUrl\n    updatedAt\n    updatedByEmail\n  }\n": typeof types.AdminStoreSettingsFieldsFragmentDoc,
    "\n  query AdminStoreSettings {\n    adminStoreSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n": typeof types.AdminStoreSettingsDocument,
    "\n  mutation AdminUpdateStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ...AdminStoreSettingsFields\n    }\n  }\n": typeof types.AdminUpdateStoreSettingsDocument,
    "\n  query AdminCatalogueTerms {\n    catalogueTerms {\n      az\n      en\n    }\n  }\n": typeof types.AdminCatalogueTermsDocument,
    "\n  mutation AdminSetCatalogueTerms($terms: [CatalogueTermInput!]!) {\n    setCatalogueTerms(terms: $terms) {\n      az\n      en\n    }\n  }\n": typeof types.AdminSetCatalogueTermsDocument,
    "\n  query AdminUsers($page: Int!, $pageSize: Int!, $sortField: UserSortField, $sortDirection: SortDirection, $filter: UsersFilter) {\n    users(page: $page, pageSize: $pageSize, sortField: $sortField, sortDirection: $sortDirection, filter: $filter) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        phoneNumber\n        role\n        roleName\n        isActive\n        createdAt\n        lastLogin\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUserStatistics {\n    userStatistics {\n      totalUsers\n      adminUsers\n      normalUsers\n      retailUsers\n      wholesaleUsers\n      vipUsers\n    }\n  }\n": typeof types.AdminUserStatisticsDocument,
    "\n  query AdminRoles {\n    roles {\n      id\n      name\n      value\n    }\n  }\n": typeof types.AdminRolesDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      phoneNumber\n      role\n      roleName\n      isActive\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  mutation AdminSetUserRole($id: ID!, $role: Role!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n      roleName\n    }\n  }\n": typeof types.AdminSetUserRoleDocument,
    "\n  mutation AdminActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n": typeof types.AdminActivateUserDocument,
    "\n  mutation AdminDeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n": typeof types.AdminDeactivateUserDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": typeof types.AdminDeleteUserDocument,
    "\n  query MenuCategories {\n    categoryTree {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.MenuCategoriesDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        role\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      expiresAt\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      expiresInMinutes\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation VerifyPasswordResetCode($input: VerifyPasswordResetCodeInput!) {\n    verifyPasswordResetCode(input: $input)\n  }\n": typeof types.VerifyPasswordResetCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query MyOrders($page: Int!, $pageSize: Int!) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        reference\n        createdAt\n        totalPrice\n        status\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  query MyOrder($id: ID!) {\n    order(id: $id) {\n      id\n      reference\n      status\n      createdAt\n      totalAmount\n      totalDiscount\n      totalPrice\n      items {\n        id\n        productId\n        productName\n        productSku\n        unitPrice\n        originalUnitPrice\n        quantity\n        totalPrice\n      }\n    }\n  }\n": typeof types.MyOrderDocument,
    "\n  query CategoryPage($slug: String!, $limit: Int!) {\n    categoryBySlug(slug: $slug) {\n      id\n      name\n      slug\n      description\n      imageUrl\n      subCategories {\n        id\n        name\n        slug\n        description\n        imageUrl\n      }\n      ...CategoryHead\n    }\n    recentlyAdded(limit: $limit, categorySlug: $slug) {\n      id\n      ...ProductCard\n    }\n  }\n": typeof types.CategoryPageDocument,
    "\n  fragment HomeBanner on Banner {\n    id\n    imageUrl\n    imageSrcset\n    title\n    description\n    linkUrl\n    buttonText\n  }\n": typeof types.HomeBannerFragmentDoc,
    "\n  query HomeBanners {\n    banners {\n      id\n      ...HomeBanner\n    }\n  }\n": typeof types.HomeBannersDocument,
    "\n  fragment HomeBrand on Brand {\n    id\n    name\n    slug\n  }\n": typeof types.HomeBrandFragmentDoc,
    "\n  query HomeBrands {\n    brands {\n      id\n      ...HomeBrand\n    }\n  }\n": typeof types.HomeBrandsDocument,
    "\n  fragment HomeCategory on Category {\n    id\n    name\n    slug\n    imageUrl\n    subCategories {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.HomeCategoryFragmentDoc,
    "\n  query HomeCategories {\n    categoryTree {\n      id\n      ...HomeCategory\n    }\n  }\n": typeof types.HomeCategoriesDocument,
    "\n  fragment HomeDeal on Product {\n    id\n    name\n    categoryName\n    primaryImageUrl\n    currentPrice\n    originalPrice\n    discountPercentage\n    stockQuantity\n    inStock\n    isFavorite\n  }\n": typeof types.HomeDealFragmentDoc,
    "\n  query RecentlyAdded($limit: Int!) {\n    recentlyAdded(limit: $limit) {\n      id\n      ...ProductCard\n    }\n  }\n": typeof types.RecentlyAddedDocument,
    "\n  query HomeHotDeals($limit: Int!) {\n    hotDeals(limit: $limit) {\n      id\n      ...ProductCard\n      ...HomeDeal\n    }\n  }\n": typeof types.HomeHotDealsDocument,
    "\n  fragment DownloadFile on DownloadableFile {\n    id\n    fileName\n    originalFileName\n    description\n    category\n    fileSize\n    downloadUrl\n  }\n": typeof types.DownloadFileFragmentDoc,
    "\n  query DownloadFiles {\n    files {\n      id\n      ...DownloadFile\n    }\n  }\n": typeof types.DownloadFilesDocument,
    "\n  fragment ListingResults on ProductPage {\n    totalCount\n    items {\n      id\n      ...ProductCard\n    }\n    facets {\n      filterId\n      options {\n        optionId\n        count\n      }\n    }\n  }\n": typeof types.ListingResultsFragmentDoc,
    "\n  fragment ListingCategoryNode on Category {\n    id\n    name\n    slug\n    parentCategoryId\n  }\n": typeof types.ListingCategoryNodeFragmentDoc,
    "\n  query ListingCategoryTree {\n    categoryTree {\n      ...ListingCategoryNode\n      subCategories {\n        ...ListingCategoryNode\n        subCategories {\n          ...ListingCategoryNode\n        }\n      }\n    }\n  }\n": typeof types.ListingCategoryTreeDocument,
    "\n  query ListingCategory($slug: String!) {\n    categoryBySlug(slug: $slug) {\n      id\n      ...CategoryHead\n    }\n  }\n": typeof types.ListingCategoryDocument,
    "\n  query ListingBrands {\n    brands {\n      id\n      name\n      slug\n    }\n  }\n": typeof types.ListingBrandsDocument,
    "\n  query ListingProducts($input: ProductListInput!) {\n    products(input: $input) {\n      ...ListingResults\n    }\n  }\n": typeof types.ListingProductsDocument,
    "\n  query ListingFilters($categorySlug: String) {\n    filters(categorySlug: $categorySlug) {\n      id\n      name\n      nameAz\n      nameEn\n      slug\n      options {\n        id\n        value\n        displayName\n      }\n    }\n  }\n": typeof types.ListingFiltersDocument,
    "\n  mutation RequestStockNotice($productId: ID!) {\n    requestStockNotice(productId: $productId) {\n      productId\n      requested\n    }\n  }\n": typeof types.RequestStockNoticeDocument,
    "\n  query OwnStockNotice($id: ID!) {\n    product(id: $id) {\n      id\n      stockNoticeRequested\n    }\n  }\n": typeof types.OwnStockNoticeDocument,
    "\n  mutation CancelStockNotice($productId: ID!) {\n    cancelStockNotice(productId: $productId) {\n      productId\n      requested\n    }\n  }\n": typeof types.CancelStockNoticeDocument,
    "\n  fragment ProductBreadcrumb on Product {\n    name\n    categoryName\n    categorySlug\n    parentCategoryName\n    parentCategorySlug\n  }\n": typeof types.ProductBreadcrumbFragmentDoc,
    "\n  fragment ProductGallery on Product {\n    name\n    primaryImageUrl\n    primaryImageSrcset\n    images {\n      id\n      imageUrl\n      imageSrcset\n      altText\n    }\n  }\n": typeof types.ProductGalleryFragmentDoc,
    "\n  fragment ProductSpecifications on ProductSpecifications {\n    specificationGroups {\n      groupName\n      items {\n        name\n        value\n        unit\n      }\n    }\n  }\n": typeof types.ProductSpecificationsFragmentDoc,
    "\n  fragment ProductSummary on Product {\n    id\n    name\n    shortDescription\n    sku\n    stockQuantity\n    isHotDeal\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isFavorite\n    stockNoticeRequested\n    pdfs {\n      id\n      fileName\n      downloadUrl\n    }\n    brand {\n      id\n      name\n    }\n  }\n": typeof types.ProductSummaryFragmentDoc,
    "\n  query ProductDetail($id: ID!, $similarLimit: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      ...ProductBreadcrumb\n      ...ProductGallery\n      ...ProductSummary\n      ...ProductHead\n    }\n    specifications(productId: $id) {\n      productId\n      ...ProductSpecifications\n    }\n    similarProducts(productId: $id, limit: $similarLimit) {\n      id\n      ...ProductCard\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  fragment ProductHead on Product {\n    id\n    name\n    sku\n    shortDescription\n    description\n    categoryName\n    currentPrice\n    stockQuantity\n    images {\n      imageUrl\n    }\n    brand {\n      id\n      name\n    }\n    categoryTrail {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n": typeof types.ProductHeadFragmentDoc,
    "\n  fragment SearchResultCard on Product {\n    id\n    name\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n  }\n": typeof types.SearchResultCardFragmentDoc,
    "\n  query SearchProducts($text: String!, $pageSize: Int!) {\n    products(input: { search: $text, page: 1, pageSize: $pageSize }) {\n      totalCount\n      totalCountIsLowerBound\n      items {\n        id\n        ...SearchResultCard\n      }\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query OwnMarks($ids: [ID!]!) {\n    productsById(ids: $ids) {\n      id\n      isFavorite\n    }\n  }\n": typeof types.OwnMarksDocument,
    "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      role\n      roleName\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  query StoreSettings {\n    storeSettings {\n      shopName\n      phones {\n        display\n        href\n      }\n      whatsApp\n      whatsAppUrl\n      email\n      offices {\n        name\n        address\n        hours\n        latitude\n        longitude\n      }\n      socialLinks {\n        network\n        url\n      }\n      softwareSiteUrl\n    }\n  }\n": typeof types.StoreSettingsDocument,
    "\n  query CartCount {\n    cartCount\n  }\n": typeof types.CartCountDocument,
    "\n  fragment CartView on Cart {\n    id\n    itemCount\n    totalQuantity\n    totalAmount\n    totalDiscount\n    totalPrice\n    items {\n      id\n      productId\n      productName\n      productSku\n      productImageUrl\n      quantity\n      stockQuantity\n      available\n      unitPrice\n      originalUnitPrice\n      totalPrice\n    }\n  }\n": typeof types.CartViewFragmentDoc,
    "\n  query Cart {\n    cart {\n      ...CartView\n    }\n  }\n": typeof types.CartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartView\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      ...CartView\n    }\n  }\n": typeof types.UpdateCartItemDocument,
    "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      ...CartView\n    }\n  }\n": typeof types.RemoveCartItemDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      ...CartView\n    }\n  }\n": typeof types.ClearCartDocument,
    "\n  mutation Checkout($input: CheckoutInput) {\n    checkout(input: $input) {\n      whatsAppUrl\n      orderId\n      reference\n      order {\n        id\n        reference\n        status\n        totalPrice\n        createdAt\n      }\n      cart {\n        ...CartView\n      }\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  fragment ProductCard on Product {\n    id\n    name\n    categoryName\n    shortDescription\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n    primaryImageSrcset\n    stockQuantity\n    inStock\n    isFavorite\n  }\n": typeof types.ProductCardFragmentDoc,
    "\n  fragment CategoryHead on Category {\n    id\n    name\n    slug\n    description\n    imageUrl\n    trail {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n": typeof types.CategoryHeadFragmentDoc,
    "\n  query FavoritesCount {\n    favoritesCount\n  }\n": typeof types.FavoritesCountDocument,
    "\n  query Favorites($page: Int!, $pageSize: Int!) {\n    favorites(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        product {\n          id\n          ...ProductCard\n        }\n      }\n    }\n  }\n": typeof types.FavoritesDocument,
    "\n  mutation AddFavorite($productId: ID!) {\n    addFavorite(productId: $productId) {\n      productId\n      isFavorite\n      favoritesCount\n      product {\n        id\n        isFavorite\n      }\n    }\n  }\n": typeof types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($productId: ID!) {\n    removeFavorite(productId: $productId) {\n      productId\n      isFavorite\n      favoritesCount\n      product {\n        id\n        isFavorite\n      }\n    }\n  }\n": typeof types.RemoveFavoriteDocument,
    "\n  mutation ClearFavorites {\n    clearFavorites\n  }\n": typeof types.ClearFavoritesDocument,
};
const documents: Documents = {
    "\n  query AuditTrail($page: Int!, $pageSize: Int!, $entity: String, $userId: ID, $from: DateTime, $to: DateTime) {\n    auditTrail(page: $page, pageSize: $pageSize, entity: $entity, userId: $userId, from: $from, to: $to) {\n      totalCount\n      items {\n        id\n        at\n        actorEmail\n        entity\n        entityId\n        action\n        changes {\n          field\n          before\n          after\n        }\n        subject {\n          kind\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AuditTrailDocument,
    "\n  query AuditAdmins {\n    users(page: 1, pageSize: 100, filter: { role: ADMIN }) {\n      items {\n        id\n        fullName\n        email\n      }\n    }\n  }\n": types.AuditAdminsDocument,
    "\n  fragment AdminBannerFields on Banner {\n    id\n    imageUrl\n    title\n    titleAz\n    titleEn\n    descriptionAz\n    descriptionEn\n    linkUrl\n    buttonTextAz\n    buttonTextEn\n    type\n    isActive\n    sortOrder\n    startDate\n    endDate\n    createdAt\n  }\n": types.AdminBannerFieldsFragmentDoc,
    "\n  query AdminBanners {\n    adminBanners {\n      ...AdminBannerFields\n    }\n  }\n": types.AdminBannersDocument,
    "\n  query BannerLinkCategories {\n    categories {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n": types.BannerLinkCategoriesDocument,
    "\n  mutation AdminAddBanner($input: BannerInput!, $image: Upload!) {\n    addBanner(input: $input, image: $image) {\n      id\n      ...AdminBannerFields\n    }\n  }\n": types.AdminAddBannerDocument,
    "\n  mutation AdminUpdateBanner($id: ID!, $input: BannerInput!, $image: Upload) {\n    updateBanner(id: $id, input: $input, image: $image) {\n      ...AdminBannerFields\n    }\n  }\n": types.AdminUpdateBannerDocument,
    "\n  mutation AdminDeleteBanner($id: ID!) {\n    deleteBanner(id: $id)\n  }\n": types.AdminDeleteBannerDocument,
    "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    descriptionAz\n    descriptionEn\n    imageUrl\n    sortOrder\n    isActive\n    parentCategoryId\n    level\n    productCount\n    totalProductCount\n  }\n": types.AdminCategoryFieldsFragmentDoc,
    "\n  fragment AdminCategorySubtree on AdminCategory {\n    ...AdminCategoryFields\n    subCategories {\n      ...AdminCategoryFields\n      subCategories {\n        ...AdminCategoryFields\n      }\n    }\n  }\n": types.AdminCategorySubtreeFragmentDoc,
    "\n  query AdminCategoryTree {\n    adminCategoryTree {\n      ...AdminCategorySubtree\n    }\n  }\n": types.AdminCategoryTreeDocument,
    "\n  fragment AdminFilterOptionFields on FilterOption {\n    id\n    value\n    displayName\n    displayNameAz\n    displayNameEn\n    color\n    isActive\n    sortOrder\n  }\n": types.AdminFilterOptionFieldsFragmentDoc,
    "\n  fragment AdminFilterFields on AdminFilter {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    isActive\n    sortOrder\n    categoryIds\n    productCount\n    options {\n      ...AdminFilterOptionFields\n    }\n  }\n": types.AdminFilterFieldsFragmentDoc,
    "\n  query AdminFilters {\n    adminFilters {\n      ...AdminFilterFields\n    }\n  }\n": types.AdminFiltersDocument,
    "\n  mutation AdminAddCategory($input: CategoryInput!, $image: Upload) {\n    addCategory(input: $input, image: $image) {\n      ...AdminCategorySubtree\n    }\n  }\n": types.AdminAddCategoryDocument,
    "\n  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image) {\n      ...AdminCategorySubtree\n    }\n  }\n": types.AdminUpdateCategoryDocument,
    "\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n": types.AdminDeleteCategoryDocument,
    "\n  fragment AdminFileFields on ManagedFile {\n    id\n    customFileName\n    originalFileName\n    description\n    descriptionEn\n    category\n    fileSize\n    uploadedAt\n    downloadUrl\n  }\n": types.AdminFileFieldsFragmentDoc,
    "\n  query AdminFiles {\n    adminFiles {\n      ...AdminFileFields\n    }\n  }\n": types.AdminFilesDocument,
    "\n  mutation AdminUploadFile($file: Upload!, $input: UploadFileInput) {\n    uploadFile(file: $file, input: $input) {\n      id\n      ...AdminFileFields\n    }\n  }\n": types.AdminUploadFileDocument,
    "\n  mutation AdminDeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n": types.AdminDeleteFileDocument,
    "\n  mutation AdminAddFilter($input: FilterInput!) {\n    addFilter(input: $input) {\n      ...AdminFilterFields\n    }\n  }\n": types.AdminAddFilterDocument,
    "\n  mutation AdminUpdateFilter($id: ID!, $input: FilterInput!) {\n    updateFilter(id: $id, input: $input) {\n      ...AdminFilterFields\n    }\n  }\n": types.AdminUpdateFilterDocument,
    "\n  mutation AdminDeleteFilter($id: ID!) {\n    deleteFilter(id: $id)\n  }\n": types.AdminDeleteFilterDocument,
    "\n  mutation AdminAddFilterOption($filterId: ID!, $input: FilterOptionInput!) {\n    addFilterOption(filterId: $filterId, input: $input) {\n      id\n      ...AdminFilterOptionFields\n    }\n  }\n": types.AdminAddFilterOptionDocument,
    "\n  mutation AdminUpdateFilterOption($filterId: ID!, $optionId: ID!, $input: FilterOptionInput!) {\n    updateFilterOption(filterId: $filterId, optionId: $optionId, input: $input) {\n      ...AdminFilterOptionFields\n    }\n  }\n": types.AdminUpdateFilterOptionDocument,
    "\n  mutation AdminDeleteFilterOption($filterId: ID!, $optionId: ID!) {\n    deleteFilterOption(filterId: $filterId, optionId: $optionId)\n  }\n": types.AdminDeleteFilterOptionDocument,
    "\n  query NewOrdersCount {\n    newOrdersCount\n  }\n": types.NewOrdersCountDocument,
    "\n  mutation MarkOrdersSeen($ids: [ID!]!) {\n    markOrdersSeen(ids: $ids)\n  }\n": types.MarkOrdersSeenDocument,
    "\n  query AdminOrders($page: Int!, $pageSize: Int!, $status: OrderStatus, $search: String) {\n    orders(page: $page, pageSize: $pageSize, status: $status, search: $search) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        reference\n        status\n        customerName\n        customerPhone\n        totalPrice\n        createdAt\n        updatedAt\n        items {\n          id\n          quantity\n        }\n      }\n    }\n  }\n": types.AdminOrdersDocument,
    "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      reference\n      status\n      customerId\n      customerName\n      customerPhone\n      customerEmail\n      language\n      currency\n      totalAmount\n      totalDiscount\n      totalPrice\n      createdAt\n      updatedAt\n      items {\n        id\n        productId\n        productName\n        productSku\n        unitPrice\n        originalUnitPrice\n        quantity\n        totalPrice\n      }\n      history {\n        status\n        at\n        byName\n        note\n      }\n    }\n  }\n": types.AdminOrderDocument,
    "\n  mutation AdminSetOrderStatus($id: ID!, $status: OrderStatus!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      id\n      status\n      updatedAt\n      history {\n        status\n        at\n        byName\n        note\n      }\n    }\n  }\n": types.AdminSetOrderStatusDocument,
    "\n  query AssignFilterProducts($input: AdminProductListInput!) {\n    adminProducts(input: $input) {\n      items {\n        id\n        name\n        sku\n        primaryImageUrl\n        filters {\n          filterId\n          filterName\n          filterOptionId\n          optionName\n          value\n        }\n      }\n      totalCount\n    }\n  }\n": types.AssignFilterProductsDocument,
    "\n  query AssignFilterStats {\n    productStockSummary {\n      totalProducts\n    }\n  }\n": types.AssignFilterStatsDocument,
    "\n  mutation AssignProductFilter($input: ProductFilterAssignmentInput!) {\n    assignProductFilter(input: $input) {\n      productId\n      filters {\n        filterId\n        filterName\n        filterOptionId\n        optionName\n        value\n      }\n    }\n  }\n": types.AssignProductFilterDocument,
    "\n  mutation BulkAssignProductFilter($input: BulkProductFilterAssignmentInput!) {\n    bulkAssignProductFilter(input: $input)\n  }\n": types.BulkAssignProductFilterDocument,
    "\n  mutation RemoveProductFilter($productId: ID!, $filterId: ID!) {\n    removeProductFilter(productId: $productId, filterId: $filterId) {\n      productId\n      filters {\n        filterId\n        filterName\n        filterOptionId\n        optionName\n        value\n      }\n    }\n  }\n": types.RemoveProductFilterDocument,
    "\n  mutation RemoveProductFilters($productId: ID!) {\n    removeProductFilters(productId: $productId)\n  }\n": types.RemoveProductFiltersDocument,
    "\n  fragment AdminProductRowFields on AdminProduct {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    sku\n    shortDescriptionAz\n    shortDescriptionEn\n    descriptionAz\n    descriptionEn\n    stockQuantity\n    stockStatus\n    isActive\n    isShown\n    isHotDeal\n    archived\n    categoryId\n    categoryName\n    brand {\n      id\n      name\n    }\n    colors\n    sizes\n    primaryImageUrl\n    prices {\n      userRole\n      price\n      discountedPrice\n      discountPercentage\n    }\n  }\n": types.AdminProductRowFieldsFragmentDoc,
    "\n  fragment AdminProductImageFields on AdminProduct {\n    id\n    primaryImageUrl\n    images {\n      id\n      imageUrl\n      altText\n      isPrimary\n      sortOrder\n    }\n  }\n": types.AdminProductImageFieldsFragmentDoc,
    "\n  fragment AdminProductPdfFields on ProductPdf {\n    id\n    productId\n    fileName\n    originalFileName\n    description\n    isActive\n    fileSize\n    downloadCount\n    createdAt\n    downloadUrl\n  }\n": types.AdminProductPdfFieldsFragmentDoc,
    "\n  fragment AdminSpecificationFields on SpecificationGroup {\n    groupName\n    groupNameAz\n    groupNameEn\n    items {\n      name\n      nameAz\n      nameEn\n      value\n      valueAz\n      valueEn\n      unit\n      unitAz\n      unitEn\n      type\n    }\n  }\n": types.AdminSpecificationFieldsFragmentDoc,
    "\n  query AdminProducts($input: AdminProductListInput!) {\n    adminProducts(input: $input) {\n      totalCount\n      page\n      pageSize\n      items {\n        ...AdminProductRowFields\n      }\n    }\n  }\n": types.AdminProductsDocument,
    "\n  query ProductStockSummary {\n    productStockSummary {\n      totalProducts\n      inStockProducts\n      lowStockProducts\n      outOfStockProducts\n    }\n  }\n": types.ProductStockSummaryDocument,
    "\n  query ProductFormOptions {\n    adminCategoryTree {\n      id\n      name\n      subCategories {\n        id\n        name\n        subCategories {\n          id\n          name\n        }\n      }\n    }\n    brands {\n      id\n      name\n    }\n  }\n": types.ProductFormOptionsDocument,
    "\n  query ProductFormFilters($categoryId: ID!) {\n    productFormFilters(categoryId: $categoryId) {\n      id\n      name\n      type\n      followsBrand\n      options {\n        id\n        value\n        displayName\n      }\n    }\n  }\n": types.ProductFormFiltersDocument,
    "\n  query ProductFormFilterValues($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      filters {\n        filterId\n        filterOptionId\n        value\n      }\n    }\n  }\n": types.ProductFormFilterValuesDocument,
    "\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      ...AdminProductRowFields\n      ...AdminProductImageFields\n      shortDescription\n      description\n      archivedAt\n      createdAt\n      updatedAt\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n      pdfs {\n        ...AdminProductPdfFields\n      }\n    }\n  }\n": types.AdminProductDocument,
    "\n  mutation AdminAddProduct($input: ProductInput!, $image: Upload!) {\n    addProduct(input: $input, image: $image) {\n      ...AdminProductRowFields\n    }\n  }\n": types.AdminAddProductDocument,
    "\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!, $image: Upload) {\n    updateProduct(id: $id, input: $input, image: $image) {\n      ...AdminProductRowFields\n      ...AdminProductImageFields\n      shortDescription\n      description\n      archivedAt\n      updatedAt\n    }\n  }\n": types.AdminUpdateProductDocument,
    "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n": types.AdminDeleteProductDocument,
    "\n  mutation AdminAddProductImages($productId: ID!, $images: [Upload!]!) {\n    addProductImages(productId: $productId, images: $images) {\n      ...AdminProductImageFields\n    }\n  }\n": types.AdminAddProductImagesDocument,
    "\n  mutation AdminSetPrimaryProductImage($imageId: ID!) {\n    setPrimaryProductImage(imageId: $imageId) {\n      ...AdminProductImageFields\n    }\n  }\n": types.AdminSetPrimaryProductImageDocument,
    "\n  mutation AdminReorderProductImages($productId: ID!, $imageIds: [ID!]!) {\n    reorderProductImages(productId: $productId, imageIds: $imageIds) {\n      ...AdminProductImageFields\n    }\n  }\n": types.AdminReorderProductImagesDocument,
    "\n  mutation AdminRemoveProductImage($imageId: ID!) {\n    removeProductImage(imageId: $imageId) {\n      ...AdminProductImageFields\n    }\n  }\n": types.AdminRemoveProductImageDocument,
    "\n  mutation AdminAddProductPdf($productId: ID!, $file: Upload!, $input: ProductPdfInput) {\n    addProductPdf(productId: $productId, file: $file, input: $input) {\n      ...AdminProductPdfFields\n    }\n  }\n": types.AdminAddProductPdfDocument,
    "\n  mutation AdminDeleteProductPdf($id: ID!) {\n    deleteProductPdf(id: $id)\n  }\n": types.AdminDeleteProductPdfDocument,
    "\n  mutation AdminAddSpecifications($productId: ID!, $groups: [SpecificationGroupInput!]!) {\n    addProductSpecifications(productId: $productId, specificationGroups: $groups) {\n      productId\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n    }\n  }\n": types.AdminAddSpecificationsDocument,
    "\n  mutation AdminSetSpecifications($productId: ID!, $groups: [SpecificationGroupInput!]!) {\n    setProductSpecifications(productId: $productId, specificationGroups: $groups) {\n      productId\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n    }\n  }\n": types.AdminSetSpecificationsDocument,
    "\n  mutation AdminDeleteSpecifications($productId: ID!) {\n    deleteProductSpecifications(productId: $productId)\n  }\n": types.AdminDeleteSpecificationsDocument,
    "\n  fragment AdminStoreSettingsFields on AdminStoreSettings {\n    shopNameAz\n    shopNameEn\n    phones\n    whatsApp\n    email\n    offices {\n      nameAz\n      nameEn\n      addressAz\n      addressEn\n      hoursAz\n      hoursEn\n      latitude\n      longitude\n    }\n    facebookUrl\n    instagramUrl\n    youtubeUrl\n    linkedinUrl\n    tiktokUrl\n    softwareSiteUrl\n    updatedAt\n    updatedByEmail\n  }\n": types.AdminStoreSettingsFieldsFragmentDoc,
    "\n  query AdminStoreSettings {\n    adminStoreSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n": types.AdminStoreSettingsDocument,
    "\n  mutation AdminUpdateStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ...AdminStoreSettingsFields\n    }\n  }\n": types.AdminUpdateStoreSettingsDocument,
    "\n  query AdminCatalogueTerms {\n    catalogueTerms {\n      az\n      en\n    }\n  }\n": types.AdminCatalogueTermsDocument,
    "\n  mutation AdminSetCatalogueTerms($terms: [CatalogueTermInput!]!) {\n    setCatalogueTerms(terms: $terms) {\n      az\n      en\n    }\n  }\n": types.AdminSetCatalogueTermsDocument,
    "\n  query AdminUsers($page: Int!, $pageSize: Int!, $sortField: UserSortField, $sortDirection: SortDirection, $filter: UsersFilter) {\n    users(page: $page, pageSize: $pageSize, sortField: $sortField, sortDirection: $sortDirection, filter: $filter) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        phoneNumber\n        role\n        roleName\n        isActive\n        createdAt\n        lastLogin\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUserStatistics {\n    userStatistics {\n      totalUsers\n      adminUsers\n      normalUsers\n      retailUsers\n      wholesaleUsers\n      vipUsers\n    }\n  }\n": types.AdminUserStatisticsDocument,
    "\n  query AdminRoles {\n    roles {\n      id\n      name\n      value\n    }\n  }\n": types.AdminRolesDocument,
    "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      phoneNumber\n      role\n      roleName\n      isActive\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  mutation AdminSetUserRole($id: ID!, $role: Role!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n      roleName\n    }\n  }\n": types.AdminSetUserRoleDocument,
    "\n  mutation AdminActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n": types.AdminActivateUserDocument,
    "\n  mutation AdminDeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n": types.AdminDeactivateUserDocument,
    "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n": types.AdminDeleteUserDocument,
    "\n  query MenuCategories {\n    categoryTree {\n      id\n      name\n      slug\n    }\n  }\n": types.MenuCategoriesDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        role\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      expiresAt\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      expiresInMinutes\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation VerifyPasswordResetCode($input: VerifyPasswordResetCodeInput!) {\n    verifyPasswordResetCode(input: $input)\n  }\n": types.VerifyPasswordResetCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query MyOrders($page: Int!, $pageSize: Int!) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        reference\n        createdAt\n        totalPrice\n        status\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  query MyOrder($id: ID!) {\n    order(id: $id) {\n      id\n      reference\n      status\n      createdAt\n      totalAmount\n      totalDiscount\n      totalPrice\n      items {\n        id\n        productId\n        productName\n        productSku\n        unitPrice\n        originalUnitPrice\n        quantity\n        totalPrice\n      }\n    }\n  }\n": types.MyOrderDocument,
    "\n  query CategoryPage($slug: String!, $limit: Int!) {\n    categoryBySlug(slug: $slug) {\n      id\n      name\n      slug\n      description\n      imageUrl\n      subCategories {\n        id\n        name\n        slug\n        description\n        imageUrl\n      }\n      ...CategoryHead\n    }\n    recentlyAdded(limit: $limit, categorySlug: $slug) {\n      id\n      ...ProductCard\n    }\n  }\n": types.CategoryPageDocument,
    "\n  fragment HomeBanner on Banner {\n    id\n    imageUrl\n    imageSrcset\n    title\n    description\n    linkUrl\n    buttonText\n  }\n": types.HomeBannerFragmentDoc,
    "\n  query HomeBanners {\n    banners {\n      id\n      ...HomeBanner\n    }\n  }\n": types.HomeBannersDocument,
    "\n  fragment HomeBrand on Brand {\n    id\n    name\n    slug\n  }\n": types.HomeBrandFragmentDoc,
    "\n  query HomeBrands {\n    brands {\n      id\n      ...HomeBrand\n    }\n  }\n": types.HomeBrandsDocument,
    "\n  fragment HomeCategory on Category {\n    id\n    name\n    slug\n    imageUrl\n    subCategories {\n      id\n      name\n      slug\n    }\n  }\n": types.HomeCategoryFragmentDoc,
    "\n  query HomeCategories {\n    categoryTree {\n      id\n      ...HomeCategory\n    }\n  }\n": types.HomeCategoriesDocument,
    "\n  fragment HomeDeal on Product {\n    id\n    name\n    categoryName\n    primaryImageUrl\n    currentPrice\n    originalPrice\n    discountPercentage\n    stockQuantity\n    inStock\n    isFavorite\n  }\n": types.HomeDealFragmentDoc,
    "\n  query RecentlyAdded($limit: Int!) {\n    recentlyAdded(limit: $limit) {\n      id\n      ...ProductCard\n    }\n  }\n": types.RecentlyAddedDocument,
    "\n  query HomeHotDeals($limit: Int!) {\n    hotDeals(limit: $limit) {\n      id\n      ...ProductCard\n      ...HomeDeal\n    }\n  }\n": types.HomeHotDealsDocument,
    "\n  fragment DownloadFile on DownloadableFile {\n    id\n    fileName\n    originalFileName\n    description\n    category\n    fileSize\n    downloadUrl\n  }\n": types.DownloadFileFragmentDoc,
    "\n  query DownloadFiles {\n    files {\n      id\n      ...DownloadFile\n    }\n  }\n": types.DownloadFilesDocument,
    "\n  fragment ListingResults on ProductPage {\n    totalCount\n    items {\n      id\n      ...ProductCard\n    }\n    facets {\n      filterId\n      options {\n        optionId\n        count\n      }\n    }\n  }\n": types.ListingResultsFragmentDoc,
    "\n  fragment ListingCategoryNode on Category {\n    id\n    name\n    slug\n    parentCategoryId\n  }\n": types.ListingCategoryNodeFragmentDoc,
    "\n  query ListingCategoryTree {\n    categoryTree {\n      ...ListingCategoryNode\n      subCategories {\n        ...ListingCategoryNode\n        subCategories {\n          ...ListingCategoryNode\n        }\n      }\n    }\n  }\n": types.ListingCategoryTreeDocument,
    "\n  query ListingCategory($slug: String!) {\n    categoryBySlug(slug: $slug) {\n      id\n      ...CategoryHead\n    }\n  }\n": types.ListingCategoryDocument,
    "\n  query ListingBrands {\n    brands {\n      id\n      name\n      slug\n    }\n  }\n": types.ListingBrandsDocument,
    "\n  query ListingProducts($input: ProductListInput!) {\n    products(input: $input) {\n      ...ListingResults\n    }\n  }\n": types.ListingProductsDocument,
    "\n  query ListingFilters($categorySlug: String) {\n    filters(categorySlug: $categorySlug) {\n      id\n      name\n      nameAz\n      nameEn\n      slug\n      options {\n        id\n        value\n        displayName\n      }\n    }\n  }\n": types.ListingFiltersDocument,
    "\n  mutation RequestStockNotice($productId: ID!) {\n    requestStockNotice(productId: $productId) {\n      productId\n      requested\n    }\n  }\n": types.RequestStockNoticeDocument,
    "\n  query OwnStockNotice($id: ID!) {\n    product(id: $id) {\n      id\n      stockNoticeRequested\n    }\n  }\n": types.OwnStockNoticeDocument,
    "\n  mutation CancelStockNotice($productId: ID!) {\n    cancelStockNotice(productId: $productId) {\n      productId\n      requested\n    }\n  }\n": types.CancelStockNoticeDocument,
    "\n  fragment ProductBreadcrumb on Product {\n    name\n    categoryName\n    categorySlug\n    parentCategoryName\n    parentCategorySlug\n  }\n": types.ProductBreadcrumbFragmentDoc,
    "\n  fragment ProductGallery on Product {\n    name\n    primaryImageUrl\n    primaryImageSrcset\n    images {\n      id\n      imageUrl\n      imageSrcset\n      altText\n    }\n  }\n": types.ProductGalleryFragmentDoc,
    "\n  fragment ProductSpecifications on ProductSpecifications {\n    specificationGroups {\n      groupName\n      items {\n        name\n        value\n        unit\n      }\n    }\n  }\n": types.ProductSpecificationsFragmentDoc,
    "\n  fragment ProductSummary on Product {\n    id\n    name\n    shortDescription\n    sku\n    stockQuantity\n    isHotDeal\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isFavorite\n    stockNoticeRequested\n    pdfs {\n      id\n      fileName\n      downloadUrl\n    }\n    brand {\n      id\n      name\n    }\n  }\n": types.ProductSummaryFragmentDoc,
    "\n  query ProductDetail($id: ID!, $similarLimit: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      ...ProductBreadcrumb\n      ...ProductGallery\n      ...ProductSummary\n      ...ProductHead\n    }\n    specifications(productId: $id) {\n      productId\n      ...ProductSpecifications\n    }\n    similarProducts(productId: $id, limit: $similarLimit) {\n      id\n      ...ProductCard\n    }\n  }\n": types.ProductDetailDocument,
    "\n  fragment ProductHead on Product {\n    id\n    name\n    sku\n    shortDescription\n    description\n    categoryName\n    currentPrice\n    stockQuantity\n    images {\n      imageUrl\n    }\n    brand {\n      id\n      name\n    }\n    categoryTrail {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n": types.ProductHeadFragmentDoc,
    "\n  fragment SearchResultCard on Product {\n    id\n    name\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n  }\n": types.SearchResultCardFragmentDoc,
    "\n  query SearchProducts($text: String!, $pageSize: Int!) {\n    products(input: { search: $text, page: 1, pageSize: $pageSize }) {\n      totalCount\n      totalCountIsLowerBound\n      items {\n        id\n        ...SearchResultCard\n      }\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query OwnMarks($ids: [ID!]!) {\n    productsById(ids: $ids) {\n      id\n      isFavorite\n    }\n  }\n": types.OwnMarksDocument,
    "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      role\n      roleName\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  query StoreSettings {\n    storeSettings {\n      shopName\n      phones {\n        display\n        href\n      }\n      whatsApp\n      whatsAppUrl\n      email\n      offices {\n        name\n        address\n        hours\n        latitude\n        longitude\n      }\n      socialLinks {\n        network\n        url\n      }\n      softwareSiteUrl\n    }\n  }\n": types.StoreSettingsDocument,
    "\n  query CartCount {\n    cartCount\n  }\n": types.CartCountDocument,
    "\n  fragment CartView on Cart {\n    id\n    itemCount\n    totalQuantity\n    totalAmount\n    totalDiscount\n    totalPrice\n    items {\n      id\n      productId\n      productName\n      productSku\n      productImageUrl\n      quantity\n      stockQuantity\n      available\n      unitPrice\n      originalUnitPrice\n      totalPrice\n    }\n  }\n": types.CartViewFragmentDoc,
    "\n  query Cart {\n    cart {\n      ...CartView\n    }\n  }\n": types.CartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartView\n    }\n  }\n": types.AddToCartDocument,
    "\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      ...CartView\n    }\n  }\n": types.UpdateCartItemDocument,
    "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      ...CartView\n    }\n  }\n": types.RemoveCartItemDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      ...CartView\n    }\n  }\n": types.ClearCartDocument,
    "\n  mutation Checkout($input: CheckoutInput) {\n    checkout(input: $input) {\n      whatsAppUrl\n      orderId\n      reference\n      order {\n        id\n        reference\n        status\n        totalPrice\n        createdAt\n      }\n      cart {\n        ...CartView\n      }\n    }\n  }\n": types.CheckoutDocument,
    "\n  fragment ProductCard on Product {\n    id\n    name\n    categoryName\n    shortDescription\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n    primaryImageSrcset\n    stockQuantity\n    inStock\n    isFavorite\n  }\n": types.ProductCardFragmentDoc,
    "\n  fragment CategoryHead on Category {\n    id\n    name\n    slug\n    description\n    imageUrl\n    trail {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n": types.CategoryHeadFragmentDoc,
    "\n  query FavoritesCount {\n    favoritesCount\n  }\n": types.FavoritesCountDocument,
    "\n  query Favorites($page: Int!, $pageSize: Int!) {\n    favorites(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        product {\n          id\n          ...ProductCard\n        }\n      }\n    }\n  }\n": types.FavoritesDocument,
    "\n  mutation AddFavorite($productId: ID!) {\n    addFavorite(productId: $productId) {\n      productId\n      isFavorite\n      favoritesCount\n      product {\n        id\n        isFavorite\n      }\n    }\n  }\n": types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($productId: ID!) {\n    removeFavorite(productId: $productId) {\n      productId\n      isFavorite\n      favoritesCount\n      product {\n        id\n        isFavorite\n      }\n    }\n  }\n": types.RemoveFavoriteDocument,
    "\n  mutation ClearFavorites {\n    clearFavorites\n  }\n": types.ClearFavoritesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditTrail($page: Int!, $pageSize: Int!, $entity: String, $userId: ID, $from: DateTime, $to: DateTime) {\n    auditTrail(page: $page, pageSize: $pageSize, entity: $entity, userId: $userId, from: $from, to: $to) {\n      totalCount\n      items {\n        id\n        at\n        actorEmail\n        entity\n        entityId\n        action\n        changes {\n          field\n          before\n          after\n        }\n        subject {\n          kind\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditTrail($page: Int!, $pageSize: Int!, $entity: String, $userId: ID, $from: DateTime, $to: DateTime) {\n    auditTrail(page: $page, pageSize: $pageSize, entity: $entity, userId: $userId, from: $from, to: $to) {\n      totalCount\n      items {\n        id\n        at\n        actorEmail\n        entity\n        entityId\n        action\n        changes {\n          field\n          before\n          after\n        }\n        subject {\n          kind\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditAdmins {\n    users(page: 1, pageSize: 100, filter: { role: ADMIN }) {\n      items {\n        id\n        fullName\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditAdmins {\n    users(page: 1, pageSize: 100, filter: { role: ADMIN }) {\n      items {\n        id\n        fullName\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminBannerFields on Banner {\n    id\n    imageUrl\n    title\n    titleAz\n    titleEn\n    descriptionAz\n    descriptionEn\n    linkUrl\n    buttonTextAz\n    buttonTextEn\n    type\n    isActive\n    sortOrder\n    startDate\n    endDate\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminBannerFields on Banner {\n    id\n    imageUrl\n    title\n    titleAz\n    titleEn\n    descriptionAz\n    descriptionEn\n    linkUrl\n    buttonTextAz\n    buttonTextEn\n    type\n    isActive\n    sortOrder\n    startDate\n    endDate\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBanners {\n    adminBanners {\n      ...AdminBannerFields\n    }\n  }\n"): (typeof documents)["\n  query AdminBanners {\n    adminBanners {\n      ...AdminBannerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BannerLinkCategories {\n    categories {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n"): (typeof documents)["\n  query BannerLinkCategories {\n    categories {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddBanner($input: BannerInput!, $image: Upload!) {\n    addBanner(input: $input, image: $image) {\n      id\n      ...AdminBannerFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddBanner($input: BannerInput!, $image: Upload!) {\n    addBanner(input: $input, image: $image) {\n      id\n      ...AdminBannerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateBanner($id: ID!, $input: BannerInput!, $image: Upload) {\n    updateBanner(id: $id, input: $input, image: $image) {\n      ...AdminBannerFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateBanner($id: ID!, $input: BannerInput!, $image: Upload) {\n    updateBanner(id: $id, input: $input, image: $image) {\n      ...AdminBannerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteBanner($id: ID!) {\n    deleteBanner(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteBanner($id: ID!) {\n    deleteBanner(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    descriptionAz\n    descriptionEn\n    imageUrl\n    sortOrder\n    isActive\n    parentCategoryId\n    level\n    productCount\n    totalProductCount\n  }\n"): (typeof documents)["\n  fragment AdminCategoryFields on AdminCategory {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    descriptionAz\n    descriptionEn\n    imageUrl\n    sortOrder\n    isActive\n    parentCategoryId\n    level\n    productCount\n    totalProductCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCategorySubtree on AdminCategory {\n    ...AdminCategoryFields\n    subCategories {\n      ...AdminCategoryFields\n      subCategories {\n        ...AdminCategoryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AdminCategorySubtree on AdminCategory {\n    ...AdminCategoryFields\n    subCategories {\n      ...AdminCategoryFields\n      subCategories {\n        ...AdminCategoryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCategoryTree {\n    adminCategoryTree {\n      ...AdminCategorySubtree\n    }\n  }\n"): (typeof documents)["\n  query AdminCategoryTree {\n    adminCategoryTree {\n      ...AdminCategorySubtree\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminFilterOptionFields on FilterOption {\n    id\n    value\n    displayName\n    displayNameAz\n    displayNameEn\n    color\n    isActive\n    sortOrder\n  }\n"): (typeof documents)["\n  fragment AdminFilterOptionFields on FilterOption {\n    id\n    value\n    displayName\n    displayNameAz\n    displayNameEn\n    color\n    isActive\n    sortOrder\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminFilterFields on AdminFilter {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    isActive\n    sortOrder\n    categoryIds\n    productCount\n    options {\n      ...AdminFilterOptionFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminFilterFields on AdminFilter {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    isActive\n    sortOrder\n    categoryIds\n    productCount\n    options {\n      ...AdminFilterOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFilters {\n    adminFilters {\n      ...AdminFilterFields\n    }\n  }\n"): (typeof documents)["\n  query AdminFilters {\n    adminFilters {\n      ...AdminFilterFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddCategory($input: CategoryInput!, $image: Upload) {\n    addCategory(input: $input, image: $image) {\n      ...AdminCategorySubtree\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddCategory($input: CategoryInput!, $image: Upload) {\n    addCategory(input: $input, image: $image) {\n      ...AdminCategorySubtree\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image) {\n      ...AdminCategorySubtree\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image) {\n      ...AdminCategorySubtree\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminFileFields on ManagedFile {\n    id\n    customFileName\n    originalFileName\n    description\n    descriptionEn\n    category\n    fileSize\n    uploadedAt\n    downloadUrl\n  }\n"): (typeof documents)["\n  fragment AdminFileFields on ManagedFile {\n    id\n    customFileName\n    originalFileName\n    description\n    descriptionEn\n    category\n    fileSize\n    uploadedAt\n    downloadUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFiles {\n    adminFiles {\n      ...AdminFileFields\n    }\n  }\n"): (typeof documents)["\n  query AdminFiles {\n    adminFiles {\n      ...AdminFileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUploadFile($file: Upload!, $input: UploadFileInput) {\n    uploadFile(file: $file, input: $input) {\n      id\n      ...AdminFileFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUploadFile($file: Upload!, $input: UploadFileInput) {\n    uploadFile(file: $file, input: $input) {\n      id\n      ...AdminFileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteFile($id: ID!) {\n    deleteFile(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddFilter($input: FilterInput!) {\n    addFilter(input: $input) {\n      ...AdminFilterFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddFilter($input: FilterInput!) {\n    addFilter(input: $input) {\n      ...AdminFilterFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateFilter($id: ID!, $input: FilterInput!) {\n    updateFilter(id: $id, input: $input) {\n      ...AdminFilterFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateFilter($id: ID!, $input: FilterInput!) {\n    updateFilter(id: $id, input: $input) {\n      ...AdminFilterFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteFilter($id: ID!) {\n    deleteFilter(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteFilter($id: ID!) {\n    deleteFilter(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddFilterOption($filterId: ID!, $input: FilterOptionInput!) {\n    addFilterOption(filterId: $filterId, input: $input) {\n      id\n      ...AdminFilterOptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddFilterOption($filterId: ID!, $input: FilterOptionInput!) {\n    addFilterOption(filterId: $filterId, input: $input) {\n      id\n      ...AdminFilterOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateFilterOption($filterId: ID!, $optionId: ID!, $input: FilterOptionInput!) {\n    updateFilterOption(filterId: $filterId, optionId: $optionId, input: $input) {\n      ...AdminFilterOptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateFilterOption($filterId: ID!, $optionId: ID!, $input: FilterOptionInput!) {\n    updateFilterOption(filterId: $filterId, optionId: $optionId, input: $input) {\n      ...AdminFilterOptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteFilterOption($filterId: ID!, $optionId: ID!) {\n    deleteFilterOption(filterId: $filterId, optionId: $optionId)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteFilterOption($filterId: ID!, $optionId: ID!) {\n    deleteFilterOption(filterId: $filterId, optionId: $optionId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewOrdersCount {\n    newOrdersCount\n  }\n"): (typeof documents)["\n  query NewOrdersCount {\n    newOrdersCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrdersSeen($ids: [ID!]!) {\n    markOrdersSeen(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkOrdersSeen($ids: [ID!]!) {\n    markOrdersSeen(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders($page: Int!, $pageSize: Int!, $status: OrderStatus, $search: String) {\n    orders(page: $page, pageSize: $pageSize, status: $status, search: $search) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        reference\n        status\n        customerName\n        customerPhone\n        totalPrice\n        createdAt\n        updatedAt\n        items {\n          id\n          quantity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrders($page: Int!, $pageSize: Int!, $status: OrderStatus, $search: String) {\n    orders(page: $page, pageSize: $pageSize, status: $status, search: $search) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        reference\n        status\n        customerName\n        customerPhone\n        totalPrice\n        createdAt\n        updatedAt\n        items {\n          id\n          quantity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      reference\n      status\n      customerId\n      customerName\n      customerPhone\n      customerEmail\n      language\n      currency\n      totalAmount\n      totalDiscount\n      totalPrice\n      createdAt\n      updatedAt\n      items {\n        id\n        productId\n        productName\n        productSku\n        unitPrice\n        originalUnitPrice\n        quantity\n        totalPrice\n      }\n      history {\n        status\n        at\n        byName\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($id: ID!) {\n    order(id: $id) {\n      id\n      reference\n      status\n      customerId\n      customerName\n      customerPhone\n      customerEmail\n      language\n      currency\n      totalAmount\n      totalDiscount\n      totalPrice\n      createdAt\n      updatedAt\n      items {\n        id\n        productId\n        productName\n        productSku\n        unitPrice\n        originalUnitPrice\n        quantity\n        totalPrice\n      }\n      history {\n        status\n        at\n        byName\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetOrderStatus($id: ID!, $status: OrderStatus!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      id\n      status\n      updatedAt\n      history {\n        status\n        at\n        byName\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetOrderStatus($id: ID!, $status: OrderStatus!, $note: String) {\n    setOrderStatus(id: $id, status: $status, note: $note) {\n      id\n      status\n      updatedAt\n      history {\n        status\n        at\n        byName\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignFilterProducts($input: AdminProductListInput!) {\n    adminProducts(input: $input) {\n      items {\n        id\n        name\n        sku\n        primaryImageUrl\n        filters {\n          filterId\n          filterName\n          filterOptionId\n          optionName\n          value\n        }\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AssignFilterProducts($input: AdminProductListInput!) {\n    adminProducts(input: $input) {\n      items {\n        id\n        name\n        sku\n        primaryImageUrl\n        filters {\n          filterId\n          filterName\n          filterOptionId\n          optionName\n          value\n        }\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssignFilterStats {\n    productStockSummary {\n      totalProducts\n    }\n  }\n"): (typeof documents)["\n  query AssignFilterStats {\n    productStockSummary {\n      totalProducts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignProductFilter($input: ProductFilterAssignmentInput!) {\n    assignProductFilter(input: $input) {\n      productId\n      filters {\n        filterId\n        filterName\n        filterOptionId\n        optionName\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignProductFilter($input: ProductFilterAssignmentInput!) {\n    assignProductFilter(input: $input) {\n      productId\n      filters {\n        filterId\n        filterName\n        filterOptionId\n        optionName\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BulkAssignProductFilter($input: BulkProductFilterAssignmentInput!) {\n    bulkAssignProductFilter(input: $input)\n  }\n"): (typeof documents)["\n  mutation BulkAssignProductFilter($input: BulkProductFilterAssignmentInput!) {\n    bulkAssignProductFilter(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProductFilter($productId: ID!, $filterId: ID!) {\n    removeProductFilter(productId: $productId, filterId: $filterId) {\n      productId\n      filters {\n        filterId\n        filterName\n        filterOptionId\n        optionName\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProductFilter($productId: ID!, $filterId: ID!) {\n    removeProductFilter(productId: $productId, filterId: $filterId) {\n      productId\n      filters {\n        filterId\n        filterName\n        filterOptionId\n        optionName\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProductFilters($productId: ID!) {\n    removeProductFilters(productId: $productId)\n  }\n"): (typeof documents)["\n  mutation RemoveProductFilters($productId: ID!) {\n    removeProductFilters(productId: $productId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductRowFields on AdminProduct {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    sku\n    shortDescriptionAz\n    shortDescriptionEn\n    descriptionAz\n    descriptionEn\n    stockQuantity\n    stockStatus\n    isActive\n    isShown\n    isHotDeal\n    archived\n    categoryId\n    categoryName\n    brand {\n      id\n      name\n    }\n    colors\n    sizes\n    primaryImageUrl\n    prices {\n      userRole\n      price\n      discountedPrice\n      discountPercentage\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductRowFields on AdminProduct {\n    id\n    name\n    nameAz\n    nameEn\n    slug\n    sku\n    shortDescriptionAz\n    shortDescriptionEn\n    descriptionAz\n    descriptionEn\n    stockQuantity\n    stockStatus\n    isActive\n    isShown\n    isHotDeal\n    archived\n    categoryId\n    categoryName\n    brand {\n      id\n      name\n    }\n    colors\n    sizes\n    primaryImageUrl\n    prices {\n      userRole\n      price\n      discountedPrice\n      discountPercentage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductImageFields on AdminProduct {\n    id\n    primaryImageUrl\n    images {\n      id\n      imageUrl\n      altText\n      isPrimary\n      sortOrder\n    }\n  }\n"): (typeof documents)["\n  fragment AdminProductImageFields on AdminProduct {\n    id\n    primaryImageUrl\n    images {\n      id\n      imageUrl\n      altText\n      isPrimary\n      sortOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProductPdfFields on ProductPdf {\n    id\n    productId\n    fileName\n    originalFileName\n    description\n    isActive\n    fileSize\n    downloadCount\n    createdAt\n    downloadUrl\n  }\n"): (typeof documents)["\n  fragment AdminProductPdfFields on ProductPdf {\n    id\n    productId\n    fileName\n    originalFileName\n    description\n    isActive\n    fileSize\n    downloadCount\n    createdAt\n    downloadUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminSpecificationFields on SpecificationGroup {\n    groupName\n    groupNameAz\n    groupNameEn\n    items {\n      name\n      nameAz\n      nameEn\n      value\n      valueAz\n      valueEn\n      unit\n      unitAz\n      unitEn\n      type\n    }\n  }\n"): (typeof documents)["\n  fragment AdminSpecificationFields on SpecificationGroup {\n    groupName\n    groupNameAz\n    groupNameEn\n    items {\n      name\n      nameAz\n      nameEn\n      value\n      valueAz\n      valueEn\n      unit\n      unitAz\n      unitEn\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($input: AdminProductListInput!) {\n    adminProducts(input: $input) {\n      totalCount\n      page\n      pageSize\n      items {\n        ...AdminProductRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProducts($input: AdminProductListInput!) {\n    adminProducts(input: $input) {\n      totalCount\n      page\n      pageSize\n      items {\n        ...AdminProductRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductStockSummary {\n    productStockSummary {\n      totalProducts\n      inStockProducts\n      lowStockProducts\n      outOfStockProducts\n    }\n  }\n"): (typeof documents)["\n  query ProductStockSummary {\n    productStockSummary {\n      totalProducts\n      inStockProducts\n      lowStockProducts\n      outOfStockProducts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFormOptions {\n    adminCategoryTree {\n      id\n      name\n      subCategories {\n        id\n        name\n        subCategories {\n          id\n          name\n        }\n      }\n    }\n    brands {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ProductFormOptions {\n    adminCategoryTree {\n      id\n      name\n      subCategories {\n        id\n        name\n        subCategories {\n          id\n          name\n        }\n      }\n    }\n    brands {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFormFilters($categoryId: ID!) {\n    productFormFilters(categoryId: $categoryId) {\n      id\n      name\n      type\n      followsBrand\n      options {\n        id\n        value\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductFormFilters($categoryId: ID!) {\n    productFormFilters(categoryId: $categoryId) {\n      id\n      name\n      type\n      followsBrand\n      options {\n        id\n        value\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFormFilterValues($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      filters {\n        filterId\n        filterOptionId\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductFormFilterValues($id: ID!) {\n    adminProduct(id: $id) {\n      id\n      filters {\n        filterId\n        filterOptionId\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      ...AdminProductRowFields\n      ...AdminProductImageFields\n      shortDescription\n      description\n      archivedAt\n      createdAt\n      updatedAt\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n      pdfs {\n        ...AdminProductPdfFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminProduct($id: ID!) {\n    adminProduct(id: $id) {\n      ...AdminProductRowFields\n      ...AdminProductImageFields\n      shortDescription\n      description\n      archivedAt\n      createdAt\n      updatedAt\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n      pdfs {\n        ...AdminProductPdfFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddProduct($input: ProductInput!, $image: Upload!) {\n    addProduct(input: $input, image: $image) {\n      ...AdminProductRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddProduct($input: ProductInput!, $image: Upload!) {\n    addProduct(input: $input, image: $image) {\n      ...AdminProductRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!, $image: Upload) {\n    updateProduct(id: $id, input: $input, image: $image) {\n      ...AdminProductRowFields\n      ...AdminProductImageFields\n      shortDescription\n      description\n      archivedAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProduct($id: ID!, $input: ProductInput!, $image: Upload) {\n    updateProduct(id: $id, input: $input, image: $image) {\n      ...AdminProductRowFields\n      ...AdminProductImageFields\n      shortDescription\n      description\n      archivedAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      archived\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddProductImages($productId: ID!, $images: [Upload!]!) {\n    addProductImages(productId: $productId, images: $images) {\n      ...AdminProductImageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddProductImages($productId: ID!, $images: [Upload!]!) {\n    addProductImages(productId: $productId, images: $images) {\n      ...AdminProductImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetPrimaryProductImage($imageId: ID!) {\n    setPrimaryProductImage(imageId: $imageId) {\n      ...AdminProductImageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetPrimaryProductImage($imageId: ID!) {\n    setPrimaryProductImage(imageId: $imageId) {\n      ...AdminProductImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReorderProductImages($productId: ID!, $imageIds: [ID!]!) {\n    reorderProductImages(productId: $productId, imageIds: $imageIds) {\n      ...AdminProductImageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReorderProductImages($productId: ID!, $imageIds: [ID!]!) {\n    reorderProductImages(productId: $productId, imageIds: $imageIds) {\n      ...AdminProductImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRemoveProductImage($imageId: ID!) {\n    removeProductImage(imageId: $imageId) {\n      ...AdminProductImageFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRemoveProductImage($imageId: ID!) {\n    removeProductImage(imageId: $imageId) {\n      ...AdminProductImageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddProductPdf($productId: ID!, $file: Upload!, $input: ProductPdfInput) {\n    addProductPdf(productId: $productId, file: $file, input: $input) {\n      ...AdminProductPdfFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddProductPdf($productId: ID!, $file: Upload!, $input: ProductPdfInput) {\n    addProductPdf(productId: $productId, file: $file, input: $input) {\n      ...AdminProductPdfFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteProductPdf($id: ID!) {\n    deleteProductPdf(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteProductPdf($id: ID!) {\n    deleteProductPdf(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminAddSpecifications($productId: ID!, $groups: [SpecificationGroupInput!]!) {\n    addProductSpecifications(productId: $productId, specificationGroups: $groups) {\n      productId\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminAddSpecifications($productId: ID!, $groups: [SpecificationGroupInput!]!) {\n    addProductSpecifications(productId: $productId, specificationGroups: $groups) {\n      productId\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetSpecifications($productId: ID!, $groups: [SpecificationGroupInput!]!) {\n    setProductSpecifications(productId: $productId, specificationGroups: $groups) {\n      productId\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetSpecifications($productId: ID!, $groups: [SpecificationGroupInput!]!) {\n    setProductSpecifications(productId: $productId, specificationGroups: $groups) {\n      productId\n      specificationGroups {\n        ...AdminSpecificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteSpecifications($productId: ID!) {\n    deleteProductSpecifications(productId: $productId)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteSpecifications($productId: ID!) {\n    deleteProductSpecifications(productId: $productId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminStoreSettingsFields on AdminStoreSettings {\n    shopNameAz\n    shopNameEn\n    phones\n    whatsApp\n    email\n    offices {\n      nameAz\n      nameEn\n      addressAz\n      addressEn\n      hoursAz\n      hoursEn\n      latitude\n      longitude\n    }\n    facebookUrl\n    instagramUrl\n    youtubeUrl\n    linkedinUrl\n    tiktokUrl\n    softwareSiteUrl\n    updatedAt\n    updatedByEmail\n  }\n"): (typeof documents)["\n  fragment AdminStoreSettingsFields on AdminStoreSettings {\n    shopNameAz\n    shopNameEn\n    phones\n    whatsApp\n    email\n    offices {\n      nameAz\n      nameEn\n      addressAz\n      addressEn\n      hoursAz\n      hoursEn\n      latitude\n      longitude\n    }\n    facebookUrl\n    instagramUrl\n    youtubeUrl\n    linkedinUrl\n    tiktokUrl\n    softwareSiteUrl\n    updatedAt\n    updatedByEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStoreSettings {\n    adminStoreSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query AdminStoreSettings {\n    adminStoreSettings {\n      ...AdminStoreSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ...AdminStoreSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateStoreSettings($input: StoreSettingsInput!) {\n    updateStoreSettings(input: $input) {\n      ...AdminStoreSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCatalogueTerms {\n    catalogueTerms {\n      az\n      en\n    }\n  }\n"): (typeof documents)["\n  query AdminCatalogueTerms {\n    catalogueTerms {\n      az\n      en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetCatalogueTerms($terms: [CatalogueTermInput!]!) {\n    setCatalogueTerms(terms: $terms) {\n      az\n      en\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetCatalogueTerms($terms: [CatalogueTermInput!]!) {\n    setCatalogueTerms(terms: $terms) {\n      az\n      en\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($page: Int!, $pageSize: Int!, $sortField: UserSortField, $sortDirection: SortDirection, $filter: UsersFilter) {\n    users(page: $page, pageSize: $pageSize, sortField: $sortField, sortDirection: $sortDirection, filter: $filter) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        phoneNumber\n        role\n        roleName\n        isActive\n        createdAt\n        lastLogin\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($page: Int!, $pageSize: Int!, $sortField: UserSortField, $sortDirection: SortDirection, $filter: UsersFilter) {\n    users(page: $page, pageSize: $pageSize, sortField: $sortField, sortDirection: $sortDirection, filter: $filter) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        firstName\n        lastName\n        fullName\n        email\n        phoneNumber\n        role\n        roleName\n        isActive\n        createdAt\n        lastLogin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUserStatistics {\n    userStatistics {\n      totalUsers\n      adminUsers\n      normalUsers\n      retailUsers\n      wholesaleUsers\n      vipUsers\n    }\n  }\n"): (typeof documents)["\n  query AdminUserStatistics {\n    userStatistics {\n      totalUsers\n      adminUsers\n      normalUsers\n      retailUsers\n      wholesaleUsers\n      vipUsers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRoles {\n    roles {\n      id\n      name\n      value\n    }\n  }\n"): (typeof documents)["\n  query AdminRoles {\n    roles {\n      id\n      name\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      phoneNumber\n      role\n      roleName\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {\n    updateUser(id: $id, input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      phoneNumber\n      role\n      roleName\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetUserRole($id: ID!, $role: Role!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n      roleName\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetUserRole($id: ID!, $role: Role!) {\n    setUserRole(id: $id, role: $role) {\n      id\n      role\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation AdminActivateUser($id: ID!) {\n    activateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDeactivateUser($id: ID!) {\n    deactivateUser(id: $id) {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminDeleteUser($id: ID!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MenuCategories {\n    categoryTree {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  query MenuCategories {\n    categoryTree {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      user {\n        id\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      token\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      fullName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      expiresInMinutes\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      expiresInMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyPasswordResetCode($input: VerifyPasswordResetCodeInput!) {\n    verifyPasswordResetCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation VerifyPasswordResetCode($input: VerifyPasswordResetCodeInput!) {\n    verifyPasswordResetCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($page: Int!, $pageSize: Int!) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        reference\n        createdAt\n        totalPrice\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($page: Int!, $pageSize: Int!) {\n    myOrders(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        reference\n        createdAt\n        totalPrice\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrder($id: ID!) {\n    order(id: $id) {\n      id\n      reference\n      status\n      createdAt\n      totalAmount\n      totalDiscount\n      totalPrice\n      items {\n        id\n        productId\n        productName\n        productSku\n        unitPrice\n        originalUnitPrice\n        quantity\n        totalPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrder($id: ID!) {\n    order(id: $id) {\n      id\n      reference\n      status\n      createdAt\n      totalAmount\n      totalDiscount\n      totalPrice\n      items {\n        id\n        productId\n        productName\n        productSku\n        unitPrice\n        originalUnitPrice\n        quantity\n        totalPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryPage($slug: String!, $limit: Int!) {\n    categoryBySlug(slug: $slug) {\n      id\n      name\n      slug\n      description\n      imageUrl\n      subCategories {\n        id\n        name\n        slug\n        description\n        imageUrl\n      }\n      ...CategoryHead\n    }\n    recentlyAdded(limit: $limit, categorySlug: $slug) {\n      id\n      ...ProductCard\n    }\n  }\n"): (typeof documents)["\n  query CategoryPage($slug: String!, $limit: Int!) {\n    categoryBySlug(slug: $slug) {\n      id\n      name\n      slug\n      description\n      imageUrl\n      subCategories {\n        id\n        name\n        slug\n        description\n        imageUrl\n      }\n      ...CategoryHead\n    }\n    recentlyAdded(limit: $limit, categorySlug: $slug) {\n      id\n      ...ProductCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeBanner on Banner {\n    id\n    imageUrl\n    imageSrcset\n    title\n    description\n    linkUrl\n    buttonText\n  }\n"): (typeof documents)["\n  fragment HomeBanner on Banner {\n    id\n    imageUrl\n    imageSrcset\n    title\n    description\n    linkUrl\n    buttonText\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBanners {\n    banners {\n      id\n      ...HomeBanner\n    }\n  }\n"): (typeof documents)["\n  query HomeBanners {\n    banners {\n      id\n      ...HomeBanner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeBrand on Brand {\n    id\n    name\n    slug\n  }\n"): (typeof documents)["\n  fragment HomeBrand on Brand {\n    id\n    name\n    slug\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBrands {\n    brands {\n      id\n      ...HomeBrand\n    }\n  }\n"): (typeof documents)["\n  query HomeBrands {\n    brands {\n      id\n      ...HomeBrand\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeCategory on Category {\n    id\n    name\n    slug\n    imageUrl\n    subCategories {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  fragment HomeCategory on Category {\n    id\n    name\n    slug\n    imageUrl\n    subCategories {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCategories {\n    categoryTree {\n      id\n      ...HomeCategory\n    }\n  }\n"): (typeof documents)["\n  query HomeCategories {\n    categoryTree {\n      id\n      ...HomeCategory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeDeal on Product {\n    id\n    name\n    categoryName\n    primaryImageUrl\n    currentPrice\n    originalPrice\n    discountPercentage\n    stockQuantity\n    inStock\n    isFavorite\n  }\n"): (typeof documents)["\n  fragment HomeDeal on Product {\n    id\n    name\n    categoryName\n    primaryImageUrl\n    currentPrice\n    originalPrice\n    discountPercentage\n    stockQuantity\n    inStock\n    isFavorite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentlyAdded($limit: Int!) {\n    recentlyAdded(limit: $limit) {\n      id\n      ...ProductCard\n    }\n  }\n"): (typeof documents)["\n  query RecentlyAdded($limit: Int!) {\n    recentlyAdded(limit: $limit) {\n      id\n      ...ProductCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeHotDeals($limit: Int!) {\n    hotDeals(limit: $limit) {\n      id\n      ...ProductCard\n      ...HomeDeal\n    }\n  }\n"): (typeof documents)["\n  query HomeHotDeals($limit: Int!) {\n    hotDeals(limit: $limit) {\n      id\n      ...ProductCard\n      ...HomeDeal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DownloadFile on DownloadableFile {\n    id\n    fileName\n    originalFileName\n    description\n    category\n    fileSize\n    downloadUrl\n  }\n"): (typeof documents)["\n  fragment DownloadFile on DownloadableFile {\n    id\n    fileName\n    originalFileName\n    description\n    category\n    fileSize\n    downloadUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DownloadFiles {\n    files {\n      id\n      ...DownloadFile\n    }\n  }\n"): (typeof documents)["\n  query DownloadFiles {\n    files {\n      id\n      ...DownloadFile\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingResults on ProductPage {\n    totalCount\n    items {\n      id\n      ...ProductCard\n    }\n    facets {\n      filterId\n      options {\n        optionId\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ListingResults on ProductPage {\n    totalCount\n    items {\n      id\n      ...ProductCard\n    }\n    facets {\n      filterId\n      options {\n        optionId\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingCategoryNode on Category {\n    id\n    name\n    slug\n    parentCategoryId\n  }\n"): (typeof documents)["\n  fragment ListingCategoryNode on Category {\n    id\n    name\n    slug\n    parentCategoryId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingCategoryTree {\n    categoryTree {\n      ...ListingCategoryNode\n      subCategories {\n        ...ListingCategoryNode\n        subCategories {\n          ...ListingCategoryNode\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingCategoryTree {\n    categoryTree {\n      ...ListingCategoryNode\n      subCategories {\n        ...ListingCategoryNode\n        subCategories {\n          ...ListingCategoryNode\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingCategory($slug: String!) {\n    categoryBySlug(slug: $slug) {\n      id\n      ...CategoryHead\n    }\n  }\n"): (typeof documents)["\n  query ListingCategory($slug: String!) {\n    categoryBySlug(slug: $slug) {\n      id\n      ...CategoryHead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingBrands {\n    brands {\n      id\n      name\n      slug\n    }\n  }\n"): (typeof documents)["\n  query ListingBrands {\n    brands {\n      id\n      name\n      slug\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingProducts($input: ProductListInput!) {\n    products(input: $input) {\n      ...ListingResults\n    }\n  }\n"): (typeof documents)["\n  query ListingProducts($input: ProductListInput!) {\n    products(input: $input) {\n      ...ListingResults\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListingFilters($categorySlug: String) {\n    filters(categorySlug: $categorySlug) {\n      id\n      name\n      nameAz\n      nameEn\n      slug\n      options {\n        id\n        value\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query ListingFilters($categorySlug: String) {\n    filters(categorySlug: $categorySlug) {\n      id\n      name\n      nameAz\n      nameEn\n      slug\n      options {\n        id\n        value\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestStockNotice($productId: ID!) {\n    requestStockNotice(productId: $productId) {\n      productId\n      requested\n    }\n  }\n"): (typeof documents)["\n  mutation RequestStockNotice($productId: ID!) {\n    requestStockNotice(productId: $productId) {\n      productId\n      requested\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnStockNotice($id: ID!) {\n    product(id: $id) {\n      id\n      stockNoticeRequested\n    }\n  }\n"): (typeof documents)["\n  query OwnStockNotice($id: ID!) {\n    product(id: $id) {\n      id\n      stockNoticeRequested\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelStockNotice($productId: ID!) {\n    cancelStockNotice(productId: $productId) {\n      productId\n      requested\n    }\n  }\n"): (typeof documents)["\n  mutation CancelStockNotice($productId: ID!) {\n    cancelStockNotice(productId: $productId) {\n      productId\n      requested\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductBreadcrumb on Product {\n    name\n    categoryName\n    categorySlug\n    parentCategoryName\n    parentCategorySlug\n  }\n"): (typeof documents)["\n  fragment ProductBreadcrumb on Product {\n    name\n    categoryName\n    categorySlug\n    parentCategoryName\n    parentCategorySlug\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductGallery on Product {\n    name\n    primaryImageUrl\n    primaryImageSrcset\n    images {\n      id\n      imageUrl\n      imageSrcset\n      altText\n    }\n  }\n"): (typeof documents)["\n  fragment ProductGallery on Product {\n    name\n    primaryImageUrl\n    primaryImageSrcset\n    images {\n      id\n      imageUrl\n      imageSrcset\n      altText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSpecifications on ProductSpecifications {\n    specificationGroups {\n      groupName\n      items {\n        name\n        value\n        unit\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSpecifications on ProductSpecifications {\n    specificationGroups {\n      groupName\n      items {\n        name\n        value\n        unit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummary on Product {\n    id\n    name\n    shortDescription\n    sku\n    stockQuantity\n    isHotDeal\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isFavorite\n    stockNoticeRequested\n    pdfs {\n      id\n      fileName\n      downloadUrl\n    }\n    brand {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSummary on Product {\n    id\n    name\n    shortDescription\n    sku\n    stockQuantity\n    isHotDeal\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isFavorite\n    stockNoticeRequested\n    pdfs {\n      id\n      fileName\n      downloadUrl\n    }\n    brand {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!, $similarLimit: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      ...ProductBreadcrumb\n      ...ProductGallery\n      ...ProductSummary\n      ...ProductHead\n    }\n    specifications(productId: $id) {\n      productId\n      ...ProductSpecifications\n    }\n    similarProducts(productId: $id, limit: $similarLimit) {\n      id\n      ...ProductCard\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!, $similarLimit: Int!) {\n    product(id: $id) {\n      id\n      name\n      description\n      ...ProductBreadcrumb\n      ...ProductGallery\n      ...ProductSummary\n      ...ProductHead\n    }\n    specifications(productId: $id) {\n      productId\n      ...ProductSpecifications\n    }\n    similarProducts(productId: $id, limit: $similarLimit) {\n      id\n      ...ProductCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductHead on Product {\n    id\n    name\n    sku\n    shortDescription\n    description\n    categoryName\n    currentPrice\n    stockQuantity\n    images {\n      imageUrl\n    }\n    brand {\n      id\n      name\n    }\n    categoryTrail {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n"): (typeof documents)["\n  fragment ProductHead on Product {\n    id\n    name\n    sku\n    shortDescription\n    description\n    categoryName\n    currentPrice\n    stockQuantity\n    images {\n      imageUrl\n    }\n    brand {\n      id\n      name\n    }\n    categoryTrail {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResultCard on Product {\n    id\n    name\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n  }\n"): (typeof documents)["\n  fragment SearchResultCard on Product {\n    id\n    name\n    categoryName\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($text: String!, $pageSize: Int!) {\n    products(input: { search: $text, page: 1, pageSize: $pageSize }) {\n      totalCount\n      totalCountIsLowerBound\n      items {\n        id\n        ...SearchResultCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchProducts($text: String!, $pageSize: Int!) {\n    products(input: { search: $text, page: 1, pageSize: $pageSize }) {\n      totalCount\n      totalCountIsLowerBound\n      items {\n        id\n        ...SearchResultCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnMarks($ids: [ID!]!) {\n    productsById(ids: $ids) {\n      id\n      isFavorite\n    }\n  }\n"): (typeof documents)["\n  query OwnMarks($ids: [ID!]!) {\n    productsById(ids: $ids) {\n      id\n      isFavorite\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      role\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      firstName\n      lastName\n      fullName\n      email\n      phoneNumber\n      role\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreSettings {\n    storeSettings {\n      shopName\n      phones {\n        display\n        href\n      }\n      whatsApp\n      whatsAppUrl\n      email\n      offices {\n        name\n        address\n        hours\n        latitude\n        longitude\n      }\n      socialLinks {\n        network\n        url\n      }\n      softwareSiteUrl\n    }\n  }\n"): (typeof documents)["\n  query StoreSettings {\n    storeSettings {\n      shopName\n      phones {\n        display\n        href\n      }\n      whatsApp\n      whatsAppUrl\n      email\n      offices {\n        name\n        address\n        hours\n        latitude\n        longitude\n      }\n      socialLinks {\n        network\n        url\n      }\n      softwareSiteUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCount {\n    cartCount\n  }\n"): (typeof documents)["\n  query CartCount {\n    cartCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartView on Cart {\n    id\n    itemCount\n    totalQuantity\n    totalAmount\n    totalDiscount\n    totalPrice\n    items {\n      id\n      productId\n      productName\n      productSku\n      productImageUrl\n      quantity\n      stockQuantity\n      available\n      unitPrice\n      originalUnitPrice\n      totalPrice\n    }\n  }\n"): (typeof documents)["\n  fragment CartView on Cart {\n    id\n    itemCount\n    totalQuantity\n    totalAmount\n    totalDiscount\n    totalPrice\n    items {\n      id\n      productId\n      productName\n      productSku\n      productImageUrl\n      quantity\n      stockQuantity\n      available\n      unitPrice\n      originalUnitPrice\n      totalPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cart {\n    cart {\n      ...CartView\n    }\n  }\n"): (typeof documents)["\n  query Cart {\n    cart {\n      ...CartView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartView\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      ...CartView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      ...CartView\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCartItem($id: ID!, $quantity: Int!) {\n    updateCartItem(id: $id, quantity: $quantity) {\n      ...CartView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      ...CartView\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCartItem($id: ID!) {\n    removeCartItem(id: $id) {\n      ...CartView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCart {\n    clearCart {\n      ...CartView\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCart {\n    clearCart {\n      ...CartView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($input: CheckoutInput) {\n    checkout(input: $input) {\n      whatsAppUrl\n      orderId\n      reference\n      order {\n        id\n        reference\n        status\n        totalPrice\n        createdAt\n      }\n      cart {\n        ...CartView\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($input: CheckoutInput) {\n    checkout(input: $input) {\n      whatsAppUrl\n      orderId\n      reference\n      order {\n        id\n        reference\n        status\n        totalPrice\n        createdAt\n      }\n      cart {\n        ...CartView\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard on Product {\n    id\n    name\n    categoryName\n    shortDescription\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n    primaryImageSrcset\n    stockQuantity\n    inStock\n    isFavorite\n  }\n"): (typeof documents)["\n  fragment ProductCard on Product {\n    id\n    name\n    categoryName\n    shortDescription\n    currentPrice\n    originalPrice\n    discountPercentage\n    isHotDeal\n    primaryImageUrl\n    primaryImageSrcset\n    stockQuantity\n    inStock\n    isFavorite\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryHead on Category {\n    id\n    name\n    slug\n    description\n    imageUrl\n    trail {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryHead on Category {\n    id\n    name\n    slug\n    description\n    imageUrl\n    trail {\n      id\n      name\n      slug\n      parentCategoryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoritesCount {\n    favoritesCount\n  }\n"): (typeof documents)["\n  query FavoritesCount {\n    favoritesCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Favorites($page: Int!, $pageSize: Int!) {\n    favorites(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        product {\n          id\n          ...ProductCard\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Favorites($page: Int!, $pageSize: Int!) {\n    favorites(page: $page, pageSize: $pageSize) {\n      totalCount\n      page\n      pageSize\n      items {\n        id\n        product {\n          id\n          ...ProductCard\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavorite($productId: ID!) {\n    addFavorite(productId: $productId) {\n      productId\n      isFavorite\n      favoritesCount\n      product {\n        id\n        isFavorite\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddFavorite($productId: ID!) {\n    addFavorite(productId: $productId) {\n      productId\n      isFavorite\n      favoritesCount\n      product {\n        id\n        isFavorite\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavorite($productId: ID!) {\n    removeFavorite(productId: $productId) {\n      productId\n      isFavorite\n      favoritesCount\n      product {\n        id\n        isFavorite\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFavorite($productId: ID!) {\n    removeFavorite(productId: $productId) {\n      productId\n      isFavorite\n      favoritesCount\n      product {\n        id\n        isFavorite\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearFavorites {\n    clearFavorites\n  }\n"): (typeof documents)["\n  mutation ClearFavorites {\n    clearFavorites\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;