import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CategoryRecord as CategoryRecordModel, BrandRecord as BrandRecordModel, ProductRecord as ProductRecordModel, ProductImageRecord as ProductImageRecordModel, PriceRecord as PriceRecordModel, ProductPageRecord as ProductPageRecordModel } from '../../modules/catalog/catalog.records.js';
import type { User as UserModel } from '../../modules/accounts/user.entity.js';
import type { FilterRecord as FilterRecordModel, FilterOptionRecord as FilterOptionRecordModel, ProductFilterValueRecord as ProductFilterValueRecordModel } from '../../modules/filters/filters.service.js';
import type { SpecificationGroupRecord as SpecificationGroupRecordModel, ProductSpecificationsRecord as ProductSpecificationsRecordModel } from '../../modules/specs/specs.service.js';
import type { BannerRecord as BannerRecordModel } from '../../modules/banners/banners.service.js';
import type { DownloadableFileRecord as DownloadableFileRecordModel } from '../../modules/files/files.service.js';
import type { AuthPayloadRecord as AuthPayloadRecordModel } from '../../modules/accounts/auth.service.js';
import type { UserPageRecord as UserPageRecordModel } from '../../modules/accounts/users.service.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A point in time, as an ISO 8601 string in UTC. */
  DateTime: { input: Date; output: Date; }
  /** An amount of money in AZN, as a JSON number with at most two decimals (stored as whole qəpik). */
  Money: { input: number; output: number; }
};

/** A signed-in session: send the token as `Authorization: Bearer <token>` until expiresAt. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  expiresAt: Scalars['DateTime']['output'];
  token: Scalars['String']['output'];
  user: User;
};

/** A home-page carousel slide. */
export type Banner = {
  __typename?: 'Banner';
  buttonText?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  endDate?: Maybe<Scalars['DateTime']['output']>;
  id: Scalars['ID']['output'];
  imageUrl: Scalars['String']['output'];
  isActive: Scalars['Boolean']['output'];
  linkUrl?: Maybe<Scalars['String']['output']>;
  sortOrder: Scalars['Int']['output'];
  startDate?: Maybe<Scalars['DateTime']['output']>;
  title: Scalars['String']['output'];
  type: Scalars['Int']['output'];
};

/** A manufacturer. */
export type Brand = {
  __typename?: 'Brand';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

/** A node of the category tree. */
export type Category = {
  __typename?: 'Category';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Relative URL of the category picture, or null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The parent category's id; null for a top-level category. */
  parentCategoryId?: Maybe<Scalars['ID']['output']>;
  /** URL segment, unique: /{slug} for top-level categories, /products/{slug} for deeper ones. */
  slug: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  /** Active subcategories, ordered by sortOrder then name. */
  subCategories: Array<Category>;
};

export type ChangePasswordInput = {
  confirmNewPassword: Scalars['String']['input'];
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

/** A file customers can download from the Download page. */
export type DownloadableFile = {
  __typename?: 'DownloadableFile';
  /** A free category such as Windows, Mac or Linux; empty when none. */
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** GET this path to download the file. */
  downloadUrl: Scalars['String']['output'];
  /** The display name (the custom name the admin gave, else the stored name). */
  fileName: Scalars['String']['output'];
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The name the download is saved under. */
  originalFileName: Scalars['String']['output'];
  uploadedAt: Scalars['DateTime']['output'];
};

/** A filter shoppers narrow listings by. */
export type Filter = {
  __typename?: 'Filter';
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Active options, in display order. */
  options: Array<FilterOption>;
  slug: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  type: Scalars['Int']['output'];
};

/** One filter's criterion: any of the options, a custom value, or a numeric range of the value's leading number. */
export type FilterCriterionInput = {
  customValue?: InputMaybe<Scalars['String']['input']>;
  filterId: Scalars['ID']['input'];
  filterOptionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  maxValue?: InputMaybe<Scalars['Float']['input']>;
  minValue?: InputMaybe<Scalars['Float']['input']>;
};

export type FilterOption = {
  __typename?: 'FilterOption';
  color?: Maybe<Scalars['String']['output']>;
  displayName: Scalars['String']['output'];
  iconUrl?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  /** The same as displayName (older clients read label). */
  label: Scalars['String']['output'];
  sortOrder: Scalars['Int']['output'];
  value: Scalars['String']['output'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Admin: lets an inactive user sign in again. */
  activateUser: User;
  /** Changes the signed-in user's password. Earlier tokens stop working; the answer carries a fresh one. */
  changePassword: AuthPayload;
  /** Admin: stops a user from signing in; their tokens stop working at once. */
  deactivateUser: User;
  /** Admin: deletes a user; answers the deleted id. */
  deleteUser: Scalars['ID']['output'];
  /** Signs in. The token goes in the `token` cookie and the Authorization: Bearer header. Throttled per account and per address. */
  login: AuthPayload;
  /** Signs out everywhere: every token issued so far stops working. */
  logout: Scalars['Boolean']['output'];
  /** Creates a customer account (always the NormalUser role). Sign in afterwards with login. */
  register: User;
  /** Admin: gives a user another role (and with it another price tier). Their earlier tokens stop working. */
  setUserRole: User;
  /** Saves the signed-in user's own first name, last name and e-mail. */
  updateProfile: User;
  /** Admin: edits a user's details, role and active flag. */
  updateUser: User;
};


export type MutationActivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationDeactivateUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRegisterArgs = {
  input: RegisterInput;
};


export type MutationSetUserRoleArgs = {
  id: Scalars['ID']['input'];
  role: Scalars['Int']['input'];
};


export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};

/** A product as the viewer sees it: prices are the viewer's tier. */
export type Product = {
  __typename?: 'Product';
  brand?: Maybe<Brand>;
  /** The category the product sits in (a leaf or inner node). */
  categoryId: Scalars['ID']['output'];
  categoryName: Scalars['String']['output'];
  categorySlug: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Price to pay, in the viewer's tier (the discounted price). */
  currentPrice: Scalars['Money']['output'];
  description: Scalars['String']['output'];
  /** round((originalPrice − currentPrice) / originalPrice × 100); 0 when originalPrice is 0. */
  discountPercentage: Scalars['Int']['output'];
  /** The product's values for the shop's filters. */
  filters: Array<ProductFilterValue>;
  id: Scalars['ID']['output'];
  /** Images in display order, the primary one first. */
  images: Array<ProductImage>;
  /** True when stockQuantity is above 0. */
  inStock: Scalars['Boolean']['output'];
  isHotDeal: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** Price before discount, in the viewer's tier. */
  originalPrice: Scalars['Money']['output'];
  /** The parent of the product's category (null for a top-level category). */
  parentCategoryName?: Maybe<Scalars['String']['output']>;
  parentCategorySlug?: Maybe<Scalars['String']['output']>;
  /** Price rows: a non-admin gets exactly one, their own tier's; an admin gets all four. */
  prices: Array<ProductPrice>;
  /** Relative URL of the primary image, or null when the product has none. */
  primaryImageUrl?: Maybe<Scalars['String']['output']>;
  shortDescription: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  specificationGroups: Array<SpecificationGroup>;
  stockQuantity: Scalars['Int']['output'];
  /** The name of the product's own category. */
  subCategoryName: Scalars['String']['output'];
};

export type ProductFilterInput = {
  /** A single category; its descendants are included. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  filterCriteria?: InputMaybe<Array<FilterCriterionInput>>;
  /** Highest current price in AZN (the viewer's tier), inclusive. */
  maxPrice?: InputMaybe<Scalars['Money']['input']>;
  /** Lowest current price in AZN (the viewer's tier), inclusive. */
  minPrice?: InputMaybe<Scalars['Money']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** 1 to 100. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};

/** A product's value for one filter. */
export type ProductFilterValue = {
  __typename?: 'ProductFilterValue';
  filterId: Scalars['ID']['output'];
  filterName: Scalars['String']['output'];
  filterOptionId?: Maybe<Scalars['ID']['output']>;
  optionName?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

/** One picture of a product. */
export type ProductImage = {
  __typename?: 'ProductImage';
  altText: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Relative URL of the image. */
  imageUrl: Scalars['String']['output'];
  isPrimary: Scalars['Boolean']['output'];
  sortOrder: Scalars['Int']['output'];
};

/** A page of products and the total number of matches. */
export type ProductPage = {
  __typename?: 'ProductPage';
  items: Array<Product>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  /**
   * True when totalCount is only a lower bound (show "1000+"). Every count is exact now, so it is
   * always false; kept for clients written when search stopped counting at 1,000.
   */
  totalCountIsLowerBound: Scalars['Boolean']['output'];
};

/** The price of a product for one customer tier. */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  discountPercentage: Scalars['Int']['output'];
  discountedPrice: Scalars['Money']['output'];
  price: Scalars['Money']['output'];
  /** 1 NormalUser, 2 Retail, 3 Wholesale, 4 VIP. */
  userRole: Scalars['Int']['output'];
};

/** How a product listing is ordered; prices are the viewer's tier. */
export type ProductSort =
  | 'NAME_ASC'
  | 'NAME_DESC'
  | 'NEWEST'
  | 'PRICE_ASC'
  | 'PRICE_DESC';

export type ProductSpecifications = {
  __typename?: 'ProductSpecifications';
  productId: Scalars['ID']['output'];
  specificationGroups: Array<SpecificationGroup>;
};

export type Query = {
  __typename?: 'Query';
  /** Banners to show now: active and inside their date window, by sortOrder. */
  banners: Array<Banner>;
  /** Every brand, by name. */
  brands: Array<Brand>;
  /** Every active category as a flat list, ordered by sortOrder then name. */
  categories: Array<Category>;
  /** One active category by its slug; null when there is none. */
  categoryBySlug?: Maybe<Category>;
  /** Top-level active categories (no parent), in display order. */
  categoryRoots: Array<Category>;
  /** The active category tree: top-level categories, each with its subcategories (at most three levels). */
  categoryTree: Array<Category>;
  /** The files of the Download page (drivers, programs, manuals), newest first. */
  files: Array<DownloadableFile>;
  /**
   * A filtered listing: one category (with its descendants), filter criteria, a price range in the viewer's
   * tier, a sort and a page. Options of one filter combine with OR, different filters with AND.
   */
  filterProducts: ProductPage;
  /** The filters a listing offers: without a category the general ones; in a category also those linked to it or above it. */
  filters: Array<Filter>;
  /** Active hot deals, newest first. */
  hotDeals: Array<Product>;
  /** The signed-in user. UNAUTHENTICATED without a valid token. */
  me: User;
  /** One product by id; null when it does not exist or is not active. */
  product?: Maybe<Product>;
  /** One page of active products, newest first unless sorted. */
  products: ProductPage;
  /** A brand's active products. NOT_FOUND for an unknown brand. */
  productsByBrand: ProductPage;
  /** The active products of a category and every category below it. NOT_FOUND for an unknown slug. */
  productsByCategorySlug: ProductPage;
  /** The most recently added active products, optionally only within a category and its descendants. */
  recentlyAdded: Array<Product>;
  /** Admin: the roles a user can have, for the role dropdown. */
  roles: Array<RoleOption>;
  /**
   * Search by name, SKU or model number, brand, category, specifications and description; folds Azerbaijani
   * letters (Kompüter = komputer), tolerates a typo, reads "RTX4060" as "RTX 4060". Fewer than 2 characters: an empty page.
   */
  searchProducts: ProductPage;
  /** Products like a given one: the same category first, then its sibling categories, then the rest; never the product itself. */
  similarProducts: Array<Product>;
  /** The specification groups of an active product; null when the product does not exist. */
  specifications?: Maybe<ProductSpecifications>;
  /** The active subcategories of a category, in display order. */
  subCategories: Array<Category>;
  /** Admin: how many users there are of each role. */
  userStatistics: UserStatistics;
  /** Admin: one page of users for the back office grid, filtered and sorted on the server. */
  users: UserPage;
};


export type QueryCategoryBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryFilterProductsArgs = {
  input: ProductFilterInput;
};


export type QueryFiltersArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryHotDealsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


export type QueryProductsByBrandArgs = {
  brandSlug: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


export type QueryProductsByCategorySlugArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
  sort?: InputMaybe<ProductSort>;
};


export type QueryRecentlyAddedArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


export type QuerySimilarProductsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySpecificationsArgs = {
  productId: Scalars['ID']['input'];
};


export type QuerySubCategoriesArgs = {
  parentId: Scalars['ID']['input'];
};


export type QueryUsersArgs = {
  filter?: InputMaybe<UsersFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  sortField?: InputMaybe<UserSortField>;
};

export type RegisterInput = {
  confirmPassword: Scalars['String']['input'];
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  /** At least 8 characters after trimming. */
  password: Scalars['String']['input'];
  /** +994 and nine digits (spaces and dashes are ignored). */
  phoneNumber: Scalars['String']['input'];
};

/** A role as the back office lists it. */
export type RoleOption = {
  __typename?: 'RoleOption';
  id: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  value: Scalars['Int']['output'];
};

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type SpecificationGroup = {
  __typename?: 'SpecificationGroup';
  groupName: Scalars['String']['output'];
  items: Array<SpecificationItem>;
};

export type SpecificationItem = {
  __typename?: 'SpecificationItem';
  name: Scalars['String']['output'];
  type: Scalars['Int']['output'];
  unit?: Maybe<Scalars['String']['output']>;
  value: Scalars['String']['output'];
};

export type UpdateProfileInput = {
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
};

export type UpdateUserInput = {
  firstName: Scalars['String']['input'];
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  lastName: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
  role?: InputMaybe<Scalars['Int']['input']>;
};

/** A person with an account. role: 0 Admin, 1 NormalUser, 2 Retail, 3 Wholesale, 4 VIP. */
export type User = {
  __typename?: 'User';
  createdAt: Scalars['DateTime']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** First and last name. */
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
  lastName: Scalars['String']['output'];
  /** +994 and nine digits. */
  phoneNumber: Scalars['String']['output'];
  role: Scalars['Int']['output'];
  /** Admin, NormalUser, Retail, Wholesale or VIP. */
  roleName: Scalars['String']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
};

export type UserSortField =
  | 'CREATED_AT'
  | 'EMAIL'
  | 'FIRST_NAME'
  | 'IS_ACTIVE'
  | 'LAST_LOGIN'
  | 'LAST_NAME'
  | 'ROLE';

export type UserStatistics = {
  __typename?: 'UserStatistics';
  adminUsers: Scalars['Int']['output'];
  normalUsers: Scalars['Int']['output'];
  retailUsers: Scalars['Int']['output'];
  totalUsers: Scalars['Int']['output'];
  vipUsers: Scalars['Int']['output'];
  wholesaleUsers: Scalars['Int']['output'];
};

export type UsersFilter = {
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  role?: InputMaybe<Scalars['Int']['input']>;
  /** Matches first name, last name, e-mail or phone, ignoring case. */
  search?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AuthPayload: ResolverTypeWrapper<AuthPayloadRecordModel>;
  Banner: ResolverTypeWrapper<BannerRecordModel>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandRecordModel>;
  Category: ResolverTypeWrapper<CategoryRecordModel>;
  ChangePasswordInput: ChangePasswordInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DownloadableFile: ResolverTypeWrapper<DownloadableFileRecordModel>;
  Filter: ResolverTypeWrapper<FilterRecordModel>;
  FilterCriterionInput: FilterCriterionInput;
  FilterOption: ResolverTypeWrapper<FilterOptionRecordModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Product: ResolverTypeWrapper<ProductRecordModel>;
  ProductFilterInput: ProductFilterInput;
  ProductFilterValue: ResolverTypeWrapper<ProductFilterValueRecordModel>;
  ProductImage: ResolverTypeWrapper<ProductImageRecordModel>;
  ProductPage: ResolverTypeWrapper<ProductPageRecordModel>;
  ProductPrice: ResolverTypeWrapper<PriceRecordModel>;
  ProductSort: ProductSort;
  ProductSpecifications: ResolverTypeWrapper<ProductSpecificationsRecordModel>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RoleOption: ResolverTypeWrapper<RoleOption>;
  SortDirection: SortDirection;
  SpecificationGroup: ResolverTypeWrapper<SpecificationGroupRecordModel>;
  SpecificationItem: ResolverTypeWrapper<SpecificationItem>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<UserModel>;
  UserPage: ResolverTypeWrapper<UserPageRecordModel>;
  UserSortField: UserSortField;
  UserStatistics: ResolverTypeWrapper<UserStatistics>;
  UsersFilter: UsersFilter;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AuthPayload: AuthPayloadRecordModel;
  Banner: BannerRecordModel;
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandRecordModel;
  Category: CategoryRecordModel;
  ChangePasswordInput: ChangePasswordInput;
  DateTime: Scalars['DateTime']['output'];
  DownloadableFile: DownloadableFileRecordModel;
  Filter: FilterRecordModel;
  FilterCriterionInput: FilterCriterionInput;
  FilterOption: FilterOptionRecordModel;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  Product: ProductRecordModel;
  ProductFilterInput: ProductFilterInput;
  ProductFilterValue: ProductFilterValueRecordModel;
  ProductImage: ProductImageRecordModel;
  ProductPage: ProductPageRecordModel;
  ProductPrice: PriceRecordModel;
  ProductSpecifications: ProductSpecificationsRecordModel;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RoleOption: RoleOption;
  SpecificationGroup: SpecificationGroupRecordModel;
  SpecificationItem: SpecificationItem;
  String: Scalars['String']['output'];
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  User: UserModel;
  UserPage: UserPageRecordModel;
  UserStatistics: UserStatistics;
  UsersFilter: UsersFilter;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentCategoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DownloadableFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableFile'] = ResolversParentTypes['DownloadableFile']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Filter'] = ResolversParentTypes['Filter']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FilterOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterOption'] = ResolversParentTypes['FilterOption']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationActivateUserArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  deactivateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'id'>>;
  deleteUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  register?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  setUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserRoleArgs, 'id' | 'role'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categorySlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['ProductFilterValue']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHotDeal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  parentCategoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentCategorySlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  primaryImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specificationGroups?: Resolver<Array<ResolversTypes['SpecificationGroup']>, ParentType, ContextType>;
  stockQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subCategoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductFilterValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFilterValue'] = ResolversParentTypes['ProductFilterValue']> = {
  filterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  filterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filterOptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  optionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  altText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsLowerBound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = {
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountedPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  userRole?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductSpecificationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSpecifications'] = ResolversParentTypes['ProductSpecifications']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  specificationGroups?: Resolver<Array<ResolversTypes['SpecificationGroup']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  categoryBySlug?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryBySlugArgs, 'slug'>>;
  categoryRoots?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  categoryTree?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['DownloadableFile']>, ParentType, ContextType>;
  filterProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryFilterProductsArgs, 'input'>>;
  filters?: Resolver<Array<ResolversTypes['Filter']>, ParentType, ContextType, Partial<QueryFiltersArgs>>;
  hotDeals?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryHotDealsArgs, 'limit'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'pageSize'>>;
  productsByBrand?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsByBrandArgs, 'brandSlug' | 'page' | 'pageSize'>>;
  productsByCategorySlug?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsByCategorySlugArgs, 'page' | 'pageSize' | 'slug'>>;
  recentlyAdded?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryRecentlyAddedArgs, 'limit'>>;
  roles?: Resolver<Array<ResolversTypes['RoleOption']>, ParentType, ContextType>;
  searchProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QuerySearchProductsArgs, 'page' | 'pageSize' | 'text'>>;
  similarProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QuerySimilarProductsArgs, 'limit'>>;
  specifications?: Resolver<Maybe<ResolversTypes['ProductSpecifications']>, ParentType, ContextType, RequireFields<QuerySpecificationsArgs, 'productId'>>;
  subCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QuerySubCategoriesArgs, 'parentId'>>;
  userStatistics?: Resolver<ResolversTypes['UserStatistics'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'page' | 'pageSize' | 'sortDirection' | 'sortField'>>;
};

export type RoleOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoleOption'] = ResolversParentTypes['RoleOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SpecificationGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpecificationGroup'] = ResolversParentTypes['SpecificationGroup']> = {
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SpecificationItem']>, ParentType, ContextType>;
};

export type SpecificationItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpecificationItem'] = ResolversParentTypes['SpecificationItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLogin?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  roleName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UserPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = {
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserStatisticsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserStatistics'] = ResolversParentTypes['UserStatistics']> = {
  adminUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  normalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retailUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vipUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  wholesaleUsers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DownloadableFile?: DownloadableFileResolvers<ContextType>;
  Filter?: FilterResolvers<ContextType>;
  FilterOption?: FilterOptionResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductFilterValue?: ProductFilterValueResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductSpecifications?: ProductSpecificationsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RoleOption?: RoleOptionResolvers<ContextType>;
  SpecificationGroup?: SpecificationGroupResolvers<ContextType>;
  SpecificationItem?: SpecificationItemResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserStatistics?: UserStatisticsResolvers<ContextType>;
};

