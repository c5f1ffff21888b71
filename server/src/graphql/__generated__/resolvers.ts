import type { UploadedFile } from '../../rest/multipart.js';
import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { CategoryRecord as CategoryRecordModel, BrandRecord as BrandRecordModel, ProductRecord as ProductRecordModel, ProductImageRecord as ProductImageRecordModel, PriceRecord as PriceRecordModel, ProductPageRecord as ProductPageRecordModel } from '../../modules/catalog/catalog.types.js';
import type { AdminCategoryRecord as AdminCategoryRecordModel } from '../../modules/categories/categories.types.js';
import type { AdminProductRecord as AdminProductRecordModel, AdminProductPageRecord as AdminProductPageRecordModel } from '../../modules/product-admin/product-admin.types.js';
import type { User as UserModel } from '../../modules/accounts/user.entity.js';
import type { FilterRecord as FilterRecordModel, FilterOptionRecord as FilterOptionRecordModel, AdminFilterRecord as AdminFilterRecordModel, ProductFilterValueRecord as ProductFilterValueRecordModel } from '../../modules/filters/filters.types.js';
import type { SpecificationGroupRecord as SpecificationGroupRecordModel, ProductSpecificationsRecord as ProductSpecificationsRecordModel } from '../../modules/specs/specs.types.js';
import type { BannerRecord as BannerRecordModel } from '../../modules/banners/banners.types.js';
import type { DownloadableFileRecord as DownloadableFileRecordModel, ProductDocumentRecord as ProductDocumentRecordModel, ManagedFileRecord as ManagedFileRecordModel, ProductPdfRecord as ProductPdfRecordModel } from '../../modules/files/files.types.js';
import type { AuthPayloadRecord as AuthPayloadRecordModel, UserPageRecord as UserPageRecordModel } from '../../modules/accounts/accounts.types.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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
  /**
   * A file sent with the request as GraphQL multipart (operations, map, then the files), with the
   * `Apollo-Require-Preflight` header. The file's type is judged by its bytes, never by its name.
   */
  Upload: { input: UploadedFile; output: UploadedFile; }
};

/** A node of the admin category tree: every category, active or not, with its product counts. */
export type AdminCategory = {
  __typename?: 'AdminCategory';
  /** The text for the category page in the viewer's language (else the other's). */
  description: Scalars['String']['output'];
  /** The Azerbaijani description as stored. */
  descriptionAz: Scalars['String']['output'];
  /** The English description as stored. */
  descriptionEn: Scalars['String']['output'];
  /** The category's id. */
  id: Scalars['ID']['output'];
  /** URL of the picture (/uploads/..., or under the shop's PUBLIC_FILES_URL when set), or null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Whether it is shown; false hides it and everything below it. */
  isActive: Scalars['Boolean']['output'];
  /** 1 for a top-level category, at most 3. */
  level: Scalars['Int']['output'];
  /** The name in the viewer's language (else the other's). */
  name: Scalars['String']['output'];
  /** The Azerbaijani name as stored. */
  nameAz: Scalars['String']['output'];
  /** The English name as stored. */
  nameEn: Scalars['String']['output'];
  /** The parent category's id; null for a top-level category. */
  parentCategoryId?: Maybe<Scalars['ID']['output']>;
  /** Products (active or not) in this category itself. */
  productCount: Scalars['Int']['output'];
  /** URL segment, unique. */
  slug: Scalars['String']['output'];
  /** Position among its siblings: lower first. */
  sortOrder: Scalars['Int']['output'];
  /** Its subcategories, active or not, in display order. */
  subCategories: Array<AdminCategory>;
  /** Products in this category and every category below it. */
  totalProductCount: Scalars['Int']['output'];
};

/** A filter as the back office sees it. */
export type AdminFilter = {
  __typename?: 'AdminFilter';
  /** The categories it is linked to (offered there and below); empty: offered everywhere. */
  categoryIds: Array<Scalars['ID']['output']>;
  /** True for the Brand filter: its options are the brands, each product's value is its brand; it cannot be assigned, deleted or given options by hand. */
  followsBrand: Scalars['Boolean']['output'];
  /** The filter's id. */
  id: Scalars['ID']['output'];
  /** Whether shoppers are offered it. */
  isActive: Scalars['Boolean']['output'];
  /** The name in the viewer's language (else the other's). */
  name: Scalars['String']['output'];
  /** The Azerbaijani name as stored. */
  nameAz: Scalars['String']['output'];
  /** The English name as stored. */
  nameEn: Scalars['String']['output'];
  /** Every option, inactive ones too, in display order. */
  options: Array<FilterOption>;
  /** Products with a value for it. */
  productCount: Scalars['Int']['output'];
  /** A stable key, unique. */
  slug: Scalars['String']['output'];
  /** Position in the sidebar: lower first. */
  sortOrder: Scalars['Int']['output'];
  /** How shoppers pick its values. */
  type: FilterType;
};

/**
 * A product as the back office sees it: everything the admin detail page shows, all four price tiers,
 * texts in the viewer's language and as stored in each language.
 */
export type AdminProduct = {
  __typename?: 'AdminProduct';
  /** True when it was deleted while an order refers to it: inactive and kept for the order's history. */
  archived: Scalars['Boolean']['output'];
  /** When it was archived; null when it is not. */
  archivedAt?: Maybe<Scalars['DateTime']['output']>;
  /** The manufacturer; null when none is set. */
  brand?: Maybe<Brand>;
  /** The category it sits in. */
  categoryId: Scalars['ID']['output'];
  /** The category's name in the viewer's language (else the other's). */
  categoryName: Scalars['String']['output'];
  /** Colour names it comes in, as stored (Azerbaijani; English comes from the shop's term list). */
  colors: Array<Scalars['String']['output']>;
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The full description, in the viewer's language (else the other's). */
  description: Scalars['String']['output'];
  /** The Azerbaijani description as stored. */
  descriptionAz: Scalars['String']['output'];
  /** The English description as stored. */
  descriptionEn: Scalars['String']['output'];
  /** Its values for the shop's filters. */
  filters: Array<ProductFilterValue>;
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** Pictures, the primary one first, then by sortOrder. */
  images: Array<ProductImage>;
  /** The product's own Active flag. */
  isActive: Scalars['Boolean']['output'];
  /** The Hot Deal flag. */
  isHotDeal: Scalars['Boolean']['output'];
  /** Whether the storefront shows it: it and every category above it active. */
  isShown: Scalars['Boolean']['output'];
  /** The name in the viewer's language (else the other's). */
  name: Scalars['String']['output'];
  /** The Azerbaijani name as stored. */
  nameAz: Scalars['String']['output'];
  /** The English name as stored; empty when none (the Azerbaijani one is shown). */
  nameEn: Scalars['String']['output'];
  /** Its PDF documents, newest first. */
  pdfs: Array<ProductPdf>;
  /** All four tiers' prices: NORMAL_USER (Original), RETAIL, WHOLESALE, VIP. */
  prices: Array<ProductPrice>;
  /** URL of the primary picture (/uploads/..., or under the shop's PUBLIC_FILES_URL when set), or null when it has none. */
  primaryImageUrl?: Maybe<Scalars['String']['output']>;
  /** One line for cards, in the viewer's language (else the other's). */
  shortDescription: Scalars['String']['output'];
  /** The Azerbaijani short description as stored. */
  shortDescriptionAz: Scalars['String']['output'];
  /** The English short description as stored. */
  shortDescriptionEn: Scalars['String']['output'];
  /** Sizes it comes in. */
  sizes: Array<Scalars['String']['output']>;
  /** The stock-keeping unit or model number, unique. */
  sku: Scalars['String']['output'];
  /** URL segment, unique. */
  slug: Scalars['String']['output'];
  /** Specifications in groups, in display order. */
  specificationGroups: Array<SpecificationGroup>;
  /** Units in stock. */
  stockQuantity: Scalars['Int']['output'];
  /** OUT_OF_STOCK at 0, LOW_STOCK at 1 to 10, IN_STOCK above. */
  stockStatus: StockStatus;
  /** When it was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** What the products grid shows; every condition is optional and the given ones must all hold. */
export type AdminProductListInput = {
  /** Only archived products (true), or none of them (false); null: both. */
  archived?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only this brand's products. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** Only this category and every category below it. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Only active (true) or inactive (false) products. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only hot deals (true) or only others (false). */
  isHotDeal?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1-based page number, 1 to 1,000,000. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Products per page, 1 to 100. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the name or the SKU, any letter case. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The order; null: newest first. */
  sort?: InputMaybe<AdminProductSort>;
  /** Only products in this stock state. */
  stockStatus?: InputMaybe<StockStatus>;
};

/** A page of the products grid and the total number of matches. */
export type AdminProductPage = {
  __typename?: 'AdminProductPage';
  /** The products of this page, in the grid's order. */
  items: Array<AdminProduct>;
  /** The 1-based page number asked for. */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** Every match, counted exactly. */
  totalCount: Scalars['Int']['output'];
};

/** How the products grid is ordered; ties go by id. */
export type AdminProductSort =
  /** By name, A to Z. */
  | 'NAME_ASC'
  /** By name, Z to A. */
  | 'NAME_DESC'
  /** Most recently added first. */
  | 'NEWEST'
  /** First added first. */
  | 'OLDEST'
  /** Cheapest first (the Normal tier's price to pay). */
  | 'PRICE_ASC'
  /** Dearest first (the Normal tier's price to pay). */
  | 'PRICE_DESC'
  /** By SKU, A to Z. */
  | 'SKU_ASC'
  /** By SKU, Z to A. */
  | 'SKU_DESC'
  /** Fewest units in stock first. */
  | 'STOCK_ASC'
  /** Most units in stock first. */
  | 'STOCK_DESC'
  /** Most recently changed first. */
  | 'UPDATED';

/** An office as the back office edits it. */
export type AdminStoreOffice = {
  __typename?: 'AdminStoreOffice';
  /** The street address in Azerbaijani. */
  addressAz: Scalars['String']['output'];
  /** The street address in English. */
  addressEn: Scalars['String']['output'];
  /** Working hours in Azerbaijani, in words. */
  hoursAz: Scalars['String']['output'];
  /** Working hours in English, in words. */
  hoursEn: Scalars['String']['output'];
  /** Latitude in degrees. */
  latitude: Scalars['Float']['output'];
  /** Longitude in degrees. */
  longitude: Scalars['Float']['output'];
  /** The name in Azerbaijani. */
  nameAz: Scalars['String']['output'];
  /** The name in English. */
  nameEn: Scalars['String']['output'];
};

/** The store settings as the back office edits them. */
export type AdminStoreSettings = {
  __typename?: 'AdminStoreSettings';
  /** The e-mail address; empty for none. */
  email: Scalars['String']['output'];
  /** The Facebook page's address; empty: no icon. */
  facebookUrl: Scalars['String']['output'];
  /** The Instagram page's address; empty: no icon. */
  instagramUrl: Scalars['String']['output'];
  /** The LinkedIn page's address; empty: no icon. */
  linkedinUrl: Scalars['String']['output'];
  /** The offices, the head office first. */
  offices: Array<AdminStoreOffice>;
  /** Phone numbers as shown, the main one first. */
  phones: Array<Scalars['String']['output']>;
  /** The shop's name in Azerbaijani. */
  shopNameAz: Scalars['String']['output'];
  /** The shop's name in English. */
  shopNameEn: Scalars['String']['output'];
  /** Where the Software installation page's button leads; empty: no button. */
  softwareSiteUrl: Scalars['String']['output'];
  /** The TikTok page's address; empty: no icon. */
  tiktokUrl: Scalars['String']['output'];
  /** When they were last saved (the first start's time for the seeded values). */
  updatedAt: Scalars['DateTime']['output'];
  /** Who saved them last; null for the seeded values. */
  updatedByEmail?: Maybe<Scalars['String']['output']>;
  /** The WhatsApp number: the country code and number, digits only. */
  whatsApp: Scalars['String']['output'];
  /** The YouTube channel's address; empty: no icon. */
  youtubeUrl: Scalars['String']['output'];
};

/** A value before and after a change, as JSON text (a number, a boolean, a string in quotes). */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** The value after, as JSON; null when there is none. */
  after?: Maybe<Scalars['String']['output']>;
  /** The value before, as JSON; null when there was none. */
  before?: Maybe<Scalars['String']['output']>;
  /** The field that changed. */
  field: Scalars['String']['output'];
};

/** One admin write: who, when, what. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** What was done: create, update, delete, setRole, setActive, setStatus, archive and so on. */
  action: Scalars['String']['output'];
  /** The admin's e-mail at the time (kept when the account is deleted). */
  actorEmail: Scalars['String']['output'];
  /** The admin who made it; null when that account has since been deleted. */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** When the change was committed. */
  at: Scalars['DateTime']['output'];
  /** The values that changed, before and after, where the change is of prices, stock, roles, activation or order status. */
  changes: Array<AuditChange>;
  /** The kind of record: user, order, category, product and so on. */
  entity: Scalars['String']['output'];
  /** The record's id. */
  entityId: Scalars['ID']['output'];
  /** The entry's number. */
  id: Scalars['ID']['output'];
  /** What the entry is about, named (a user's e-mail, an order's reference, a product's name …); null when it cannot be named. */
  subject?: Maybe<AuditSubject>;
};

/** One page of the audit trail. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** The entries of this page, newest first. */
  items: Array<AuditEntry>;
  /** The 1-based page number asked for. */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** Every match, counted exactly. */
  totalCount: Scalars['Int']['output'];
};

/** The record an audit entry concerns, as the log names and links it. */
export type AuditSubject = {
  __typename?: 'AuditSubject';
  /** The record's id; null when the record no longer exists (then the name is the one the entry kept). */
  id?: Maybe<Scalars['ID']['output']>;
  /** The kind of record a link opens: user, order, product, category, banner, filter or file (a specification, PDF or filter value names its product; a filter option its filter). */
  kind: Scalars['String']['output'];
  /** A user's e-mail, an order's reference, or the name of the product, category, banner, filter or file, in the viewer's language. */
  name: Scalars['String']['output'];
};

/** A signed-in session: send the token as `Authorization: Bearer <token>` until expiresAt. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** When the token stops working. */
  expiresAt: Scalars['DateTime']['output'];
  /** A signed token (JWT). */
  token: Scalars['String']['output'];
  /** The signed-in user. */
  user: User;
};

/** A home-page carousel slide. */
export type Banner = {
  __typename?: 'Banner';
  /** The button's text in the viewer's language (else the other's), or null for the default text. */
  buttonText?: Maybe<Scalars['String']['output']>;
  /** The Azerbaijani button text as stored (for edit forms); null or empty when none. */
  buttonTextAz?: Maybe<Scalars['String']['output']>;
  /** The English button text as stored (for edit forms); empty when none. */
  buttonTextEn: Scalars['String']['output'];
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The text under the headline, in the viewer's language (else the other's); empty when none. */
  description: Scalars['String']['output'];
  /** The Azerbaijani text under the headline as stored (for edit forms). */
  descriptionAz: Scalars['String']['output'];
  /** The English text under the headline as stored (for edit forms). */
  descriptionEn: Scalars['String']['output'];
  /** Shown until this time; null: no end. */
  endDate?: Maybe<Scalars['DateTime']['output']>;
  /** The banner's id. */
  id: Scalars['ID']['output'];
  /** The banner picture at every width stored (WebP), as an HTML srcset; null for a picture the shop did not convert itself. */
  imageSrcset?: Maybe<Scalars['String']['output']>;
  /** URL of the picture (/uploads/..., or under the shop's PUBLIC_FILES_URL when set). */
  imageUrl: Scalars['String']['output'];
  /** Whether it is shown (always true in banners, which lists the shown ones only). */
  isActive: Scalars['Boolean']['output'];
  /** Where the button leads (a relative URL such as /noutbuklar), or null for no button. */
  linkUrl?: Maybe<Scalars['String']['output']>;
  /** Position in the carousel: lower first. */
  sortOrder: Scalars['Int']['output'];
  /** Shown from this time on; null: no start. */
  startDate?: Maybe<Scalars['DateTime']['output']>;
  /** The headline, in the viewer's language (the language cookie, else Accept-Language, else English; the other language's when it has none). */
  title: Scalars['String']['output'];
  /** The Azerbaijani headline as stored (for edit forms); empty when only the English one is set. */
  titleAz: Scalars['String']['output'];
  /** The English headline as stored (for edit forms); empty when only the Azerbaijani one is set. */
  titleEn: Scalars['String']['output'];
  /** Where the banner is shown. */
  type: BannerType;
};

/**
 * A banner's fields as the back office writes them: texts in Azerbaijani (title, description,
 * buttonText) and English (titleEn, descriptionEn, buttonTextEn).
 */
export type BannerInput = {
  /** The button's text in Azerbaijani; null for the default text. */
  buttonText?: InputMaybe<Scalars['String']['input']>;
  /** The button's text in English. */
  buttonTextEn?: InputMaybe<Scalars['String']['input']>;
  /** The text under the headline in Azerbaijani. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The text under the headline in English. */
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  /** Shown until this time; null: no end. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Whether it is shown. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where the button leads: a path of this shop (/noutbuklar) or an http(s) address; null for no button. */
  linkUrl?: InputMaybe<Scalars['String']['input']>;
  /** Position in the carousel: lower first. */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** Shown from this time on; null: no start. */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** The headline in Azerbaijani. */
  title?: InputMaybe<Scalars['String']['input']>;
  /** The headline in English. */
  titleEn?: InputMaybe<Scalars['String']['input']>;
  /** Where the banner is shown. */
  type?: InputMaybe<BannerType>;
};

/** Where a banner is shown. REST answers the number given with each value. */
export type BannerType =
  /** 0: a slide of the home-page carousel (the default, and the only place banners show today). */
  | 0;

/** A manufacturer. */
export type Brand = {
  __typename?: 'Brand';
  /** The brand's id (for products(input: { brandId })). */
  id: Scalars['ID']['output'];
  /** The display name, e.g. Lenovo. */
  name: Scalars['String']['output'];
  /** URL segment of the brand page /brands/{slug}, unique. */
  slug: Scalars['String']['output'];
};

/** The same value for a filter on many products. */
export type BulkProductFilterAssignmentInput = {
  /** A value of the products' own. */
  customValue?: InputMaybe<Scalars['String']['input']>;
  /** The filter (active). */
  filterId?: InputMaybe<Scalars['ID']['input']>;
  /** One of the filter's active options. */
  filterOptionId?: InputMaybe<Scalars['ID']['input']>;
  /** The products (up to 10,000). */
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** A customer's cart. Totals count available lines only. */
export type Cart = {
  __typename?: 'Cart';
  /** The cart's id (one per customer). */
  id: Scalars['ID']['output'];
  /** How many lines there are. */
  itemCount: Scalars['Int']['output'];
  /** Lines, oldest first. */
  items: Array<CartItem>;
  /** Σ undiscounted tier price × quantity over the available lines. */
  totalAmount: Scalars['Money']['output'];
  /** totalAmount − Σ line totalPrice: what the discounts save. */
  totalDiscount: Scalars['Money']['output'];
  /** What an order would cost now: totalAmount − totalDiscount. */
  totalPrice: Scalars['Money']['output'];
  /** Units over the available lines. */
  totalQuantity: Scalars['Int']['output'];
};

/** One product in a cart. */
export type CartItem = {
  __typename?: 'CartItem';
  /** False when the product went inactive or out of stock or has no price for the tier: shown, not counted, not ordered. */
  available: Scalars['Boolean']['output'];
  /** The cart's id. */
  cartId: Scalars['ID']['output'];
  /** When the line was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The line's id (cartItemId). */
  id: Scalars['ID']['output'];
  /** The undiscounted tier price now. */
  originalUnitPrice: Scalars['Money']['output'];
  /** The product, or null when it is no longer shown in the shop. */
  product?: Maybe<Product>;
  /** The product's short description, in the viewer's language (else the other's). */
  productDescription: Scalars['String']['output'];
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** URL of the product's primary image (/uploads/..., or under the shop's PUBLIC_FILES_URL when set), or null. */
  productImageUrl?: Maybe<Scalars['String']['output']>;
  /** The product's name now. */
  productName: Scalars['String']['output'];
  /** The product's SKU. */
  productSku: Scalars['String']['output'];
  /** Units wanted, 1 to 999. */
  quantity: Scalars['Int']['output'];
  /** Units in stock now. */
  stockQuantity: Scalars['Int']['output'];
  /** unitPrice × quantity. */
  totalPrice: Scalars['Money']['output'];
  /** The customer's tier price now (the discounted one when there is one). */
  unitPrice: Scalars['Money']['output'];
};

/** A common catalogue word in both languages, e.g. ay → months, Bəli → Yes, Qara → Black. */
export type CatalogueTerm = {
  __typename?: 'CatalogueTerm';
  /** The word as the catalogue writes it in Azerbaijani. */
  az: Scalars['String']['output'];
  /** Its English. */
  en: Scalars['String']['output'];
};

/** A common catalogue word as the back office writes it. */
export type CatalogueTermInput = {
  /** The Azerbaijani word; required, unique (letter case aside). */
  az?: InputMaybe<Scalars['String']['input']>;
  /** Its English; required. */
  en?: InputMaybe<Scalars['String']['input']>;
};

/** A node of the category tree (at most three levels deep). */
export type Category = {
  __typename?: 'Category';
  /** A short text for the category page in the viewer's language (else the other's); empty when none. */
  description: Scalars['String']['output'];
  /** The Azerbaijani description as stored (for edit forms). */
  descriptionAz: Scalars['String']['output'];
  /** The English description as stored (for edit forms). */
  descriptionEn: Scalars['String']['output'];
  /** The category's id. */
  id: Scalars['ID']['output'];
  /** The category picture at every width stored (WebP), as an HTML srcset; null when there is none or the shop did not convert it. */
  imageSrcset?: Maybe<Scalars['String']['output']>;
  /** URL of the category picture (/uploads/..., or under the shop's PUBLIC_FILES_URL when set), or null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Always true here: inactive categories, and their products, are not shown. */
  isActive: Scalars['Boolean']['output'];
  /** The display name in the viewer's language (the language cookie, else Accept-Language, else English); the other language's when it has none. */
  name: Scalars['String']['output'];
  /** The Azerbaijani name as stored (for edit forms); empty when only the English one is set. */
  nameAz: Scalars['String']['output'];
  /** The English name as stored (for edit forms); empty when only the Azerbaijani one is set. */
  nameEn: Scalars['String']['output'];
  /** The parent category's id; null for a top-level category. */
  parentCategoryId?: Maybe<Scalars['ID']['output']>;
  /** URL segment, unique: /{slug} for top-level categories, /products/{slug} for deeper ones. */
  slug: Scalars['String']['output'];
  /** Position among its siblings: lower first. */
  sortOrder: Scalars['Int']['output'];
  /** Active subcategories, ordered by sortOrder then name. */
  subCategories: Array<Category>;
  /** This category and the ones above it, top-level first: the trail a breadcrumb shows. */
  trail: Array<Category>;
};

/**
 * A category's fields as the back office writes them: texts in Azerbaijani (name, description) and
 * English (nameEn, descriptionEn).
 */
export type CategoryInput = {
  /** The text for the category page in Azerbaijani. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The text for the category page in English. */
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  /** A picture already stored by this shop (/uploads/..., or its address under PUBLIC_FILES_URL), instead of uploading one; on an edit, null keeps the current one. */
  imageUrl?: InputMaybe<Scalars['String']['input']>;
  /** Whether it is shown (default true); false hides it and every product and category below it. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name in Azerbaijani. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The name in English. */
  nameEn?: InputMaybe<Scalars['String']['input']>;
  /** The parent category; null for a top-level category. */
  parentCategoryId?: InputMaybe<Scalars['ID']['input']>;
  /** On an edit: make a new slug from the name. */
  regenerateSlug?: InputMaybe<Scalars['Boolean']['input']>;
  /** A slug of the admin's choosing (folded to a-z, 0-9 and hyphens); by default made from the name on add and kept on an edit. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Position among its siblings: lower first (default 0). */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
};

/** A password change. */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmNewPassword: Scalars['String']['input'];
  /** The password in use now. */
  currentPassword: Scalars['String']['input'];
  /** The new password: at least 8 characters after trimming, not a common password. */
  newPassword: Scalars['String']['input'];
};

/** What checkout may be told; the cart itself always comes from the server. */
export type CheckoutInput = {
  /** The name to put on the order; default: the account's full name. */
  customerName?: InputMaybe<Scalars['String']['input']>;
  /** The phone to call back; default: the account's phone. */
  customerPhone?: InputMaybe<Scalars['String']['input']>;
  /** The language of the WhatsApp message: en or az; default: the language cookie, else en. */
  language?: InputMaybe<Scalars['String']['input']>;
};

/** A recorded order and the link that sends it to the store over WhatsApp. */
export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  /** The cart after checkout (empty unless unavailable lines stayed). */
  cart: Cart;
  /** The recorded order. */
  order: Order;
  /** The order's id. */
  orderId: Scalars['ID']['output'];
  /** The human reference, e.g. TX-2026-000123. */
  reference: Scalars['String']['output'];
  /** https://wa.me/<store number>?text=<the order as a message>. */
  whatsAppUrl: Scalars['String']['output'];
};

/** A file customers can download from the Download page. */
export type DownloadableFile = {
  __typename?: 'DownloadableFile';
  /** A free category such as Windows, Mac or Linux; empty when none. */
  category: Scalars['String']['output'];
  /** What the file is for, in the viewer's language (else the other's); empty when none. */
  description: Scalars['String']['output'];
  /** GET this path to download the file. */
  downloadUrl: Scalars['String']['output'];
  /** The display name (the custom name the admin gave, else the stored name). */
  fileName: Scalars['String']['output'];
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
  /** The file's id. */
  id: Scalars['ID']['output'];
  /** The name the download is saved under. */
  originalFileName: Scalars['String']['output'];
  /** When the file was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
};

/** How many products of a listing an option of a filter would leave (ProductPage.facets). */
export type FacetOption = {
  __typename?: 'FacetOption';
  /** The products, at least 1. */
  count: Scalars['Int']['output'];
  /** The option (FilterOption.id). */
  optionId: Scalars['ID']['output'];
};

/** A product a customer keeps. */
export type Favorite = {
  __typename?: 'Favorite';
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The favorite's id. */
  id: Scalars['ID']['output'];
  /** The product (active products only are listed). */
  product: Product;
};

/** One page of favorites. */
export type FavoritePage = {
  __typename?: 'FavoritePage';
  /** The favorites on this page, newest first. */
  items: Array<Favorite>;
  /** This page's number. */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** Every favorite of the customer. */
  totalCount: Scalars['Int']['output'];
};

/** Whether a product is a favorite after a change. */
export type FavoriteStatus = {
  __typename?: 'FavoriteStatus';
  /** How many favorites the customer has now. */
  favoritesCount: Scalars['Int']['output'];
  /** True when it is a favorite now. */
  isFavorite: Scalars['Boolean']['output'];
  /** The product (its isFavorite updates cached cards), or null when it is no longer shown. */
  product?: Maybe<Product>;
  /** The product's id. */
  productId: Scalars['ID']['output'];
};

/** A filter shoppers narrow listings by. */
export type Filter = {
  __typename?: 'Filter';
  /** True for the Brand filter: its options are the brands and each product's value is its brand (set in the product form, not assigned). */
  followsBrand: Scalars['Boolean']['output'];
  /** The filter's id (FilterCriterionInput.filterId). */
  id: Scalars['ID']['output'];
  /** Always true here: only active filters are offered. */
  isActive: Scalars['Boolean']['output'];
  /** The display name in the viewer's language (else the other's), e.g. RAM. */
  name: Scalars['String']['output'];
  /** The Azerbaijani name as stored (for edit forms); empty when only the English one is set. */
  nameAz: Scalars['String']['output'];
  /** The English name as stored (for edit forms); empty when only the Azerbaijani one is set. */
  nameEn: Scalars['String']['output'];
  /** Active options, in display order. */
  options: Array<FilterOption>;
  /** A stable key, unique, e.g. ram (brend is the brand filter). */
  slug: Scalars['String']['output'];
  /** Position in the sidebar: lower first. */
  sortOrder: Scalars['Int']['output'];
  /** How values are picked. */
  type: FilterType;
};

/**
 * One filter's criterion: any of the options, a custom value, or a numeric range of the value's leading
 * number. Criteria of the same filter merge; a criterion with nothing set is ignored.
 */
export type FilterCriterionInput = {
  /** A value matched ignoring case, against the option's value or the product's own value. */
  customValue?: InputMaybe<Scalars['String']['input']>;
  /** The filter (Filter.id). */
  filterId: Scalars['ID']['input'];
  /** Any of these options (OR). */
  filterOptionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Highest leading number of the value, inclusive. */
  maxValue?: InputMaybe<Scalars['Float']['input']>;
  /** Lowest leading number of the value, inclusive (e.g. 20 for 20 inch screens and larger). */
  minValue?: InputMaybe<Scalars['Float']['input']>;
};

/** One filter of a listing and the counts of its options (ProductPage.facets). */
export type FilterFacet = {
  __typename?: 'FilterFacet';
  /** The filter (Filter.id). */
  filterId: Scalars['ID']['output'];
  /** Its options that some products of the listing have, in display order. */
  options: Array<FacetOption>;
};

/** A filter's fields as the back office writes them: the name in Azerbaijani (name) and English (nameEn). */
export type FilterInput = {
  /** The categories it belongs to (and those below them); empty: every category. Left out on an edit: kept. */
  categoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Whether shoppers are offered it (default true). */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name in Azerbaijani. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The name in English. */
  nameEn?: InputMaybe<Scalars['String']['input']>;
  /** On add only: its options. */
  options?: InputMaybe<Array<FilterOptionInput>>;
  /** On an edit: make a new slug from the name. */
  regenerateSlug?: InputMaybe<Scalars['Boolean']['input']>;
  /** A slug of the admin's choosing (folded to a-z, 0-9 and hyphens); by default made from the name on add and kept on an edit. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Position in the sidebar: lower first (default 0). */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** How shoppers pick its values (default CHECKBOX). */
  type?: InputMaybe<FilterType>;
};

/** One value a filter offers. */
export type FilterOption = {
  __typename?: 'FilterOption';
  /** A CSS colour for a swatch, or null. */
  color?: Maybe<Scalars['String']['output']>;
  /** The text shown to shoppers, in the viewer's language (else the other's). */
  displayName: Scalars['String']['output'];
  /** The Azerbaijani text as stored (for edit forms); empty when only the English one is set. */
  displayNameAz: Scalars['String']['output'];
  /** The English text as stored (for edit forms); empty when only the Azerbaijani one is set. */
  displayNameEn: Scalars['String']['output'];
  /** URL of an icon (/uploads/..., or under the shop's PUBLIC_FILES_URL when set), or null. */
  iconUrl?: Maybe<Scalars['String']['output']>;
  /** The option's id (FilterCriterionInput.filterOptionIds). */
  id: Scalars['ID']['output'];
  /** Whether shoppers are offered it (always true in filters, which lists active options only). */
  isActive: Scalars['Boolean']['output'];
  /** The same as displayName (older clients read label). */
  label: Scalars['String']['output'];
  /** Position within the filter: lower first. */
  sortOrder: Scalars['Int']['output'];
  /** The stored value, e.g. 16 GB (for the brand filter: the brand's slug). */
  value: Scalars['String']['output'];
};

/** A filter option's fields: a value and a label (displayName in Azerbaijani, displayNameEn in English), both needed. */
export type FilterOptionInput = {
  /** A CSS colour for a swatch: #rgb, #rrggbb or a name (default red). */
  color?: InputMaybe<Scalars['String']['input']>;
  /** The label in Azerbaijani. */
  displayName?: InputMaybe<Scalars['String']['input']>;
  /** The label in English. */
  displayNameEn?: InputMaybe<Scalars['String']['input']>;
  /** A picture already stored by this shop (/uploads/..., or its address under PUBLIC_FILES_URL), or null. */
  iconUrl?: InputMaybe<Scalars['String']['input']>;
  /** Whether shoppers are offered it (default true). */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Position within the filter: lower first (default: after the last). */
  sortOrder?: InputMaybe<Scalars['Int']['input']>;
  /** The stored value, e.g. 16 GB. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** How shoppers pick a filter's values. REST answers the number given with each value. */
export type FilterType =
  /** 0: tick any of the options (checkboxes); the type the back office creates. */
  | 0
  /** 1: a numeric range over the leading number of the values (FilterCriterionInput.minValue, maxValue). */
  | 1
  /** 2: a free value, matched ignoring case (FilterCriterionInput.customValue). */
  | 2;

/** The credentials to sign in with. */
export type LoginInput = {
  /** The account's e-mail address (any letter case). */
  email: Scalars['String']['input'];
  /** The password. */
  password: Scalars['String']['input'];
};

/** A file of the Download page as the back office sees it. */
export type ManagedFile = {
  __typename?: 'ManagedFile';
  /** A free category such as Windows, Mac or Linux; empty when none. */
  category: Scalars['String']['output'];
  /** The name the Download page shows. */
  customFileName?: Maybe<Scalars['String']['output']>;
  /** What the file is for, in Azerbaijani as stored; empty when none. */
  description: Scalars['String']['output'];
  /** What the file is for, in English as stored; empty when none (the Azerbaijani one is shown). */
  descriptionEn: Scalars['String']['output'];
  /** GET this path to download the file. */
  downloadUrl: Scalars['String']['output'];
  /** The generated name it is stored under. */
  fileName: Scalars['String']['output'];
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
  /** The file's id. */
  id: Scalars['ID']['output'];
  /** As uploaded; downloads are saved under it. */
  originalFileName: Scalars['String']['output'];
  /** When it was uploaded. */
  uploadedAt: Scalars['DateTime']['output'];
};

/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Admin: lets an inactive user sign in again. */
  activateUser: User;
  /**
   * Admin: adds a banner with its picture (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB; stored as WebP).
   * Left out: type CAROUSEL, sortOrder 0, active, no dates.
   */
  addBanner: Banner;
  /**
   * Admin: adds a category with a picture: an uploaded image (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB;
   * stored as WebP) or input.imageUrl, a picture already stored. BAD_USER_INPUT "Please upload an image
   * first" without either; at most three levels deep; CONFLICT when the given slug is taken.
   */
  addCategory: AdminCategory;
  /** Adds a product to the favorites (nothing changes when it is there already). NOT_FOUND for an inactive or unknown product. */
  addFavorite: FavoriteStatus;
  /**
   * Admin: adds a filter with its options and categories. Left out: type CHECKBOX, sortOrder 0, active;
   * the slug is made from the name (CONFLICT when a given one is taken). Every option needs a label and a value.
   */
  addFilter: AdminFilter;
  /**
   * Admin: adds an option to a filter (after its last one unless a sortOrder is given). A label and a value
   * are both needed; CONFLICT when the filter has an option with the value.
   */
  addFilterOption: FilterOption;
  /**
   * Admin: adds a product with its main picture (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB; stored as
   * WebP). Name, SKU, stock quantity, category, brand and a price row for each tier 1 to 4 are required;
   * a missing picture is BAD_USER_INPUT "Please upload an image first"; a SKU another product has is CONFLICT.
   */
  addProduct: AdminProduct;
  /**
   * Admin: adds pictures after the product's others (at most 10 at once, 20 per product, each at most 10
   * MB); the first becomes primary when the product had none.
   */
  addProductImages: AdminProduct;
  /** Admin: adds a PDF (checked by its bytes, up to 20 MB) to a product. */
  addProductPdf: ProductPdf;
  /**
   * Admin: adds a product's specifications (any product, inactive ones too) when it has none; CONFLICT
   * when it has some (replace them with setProductSpecifications). Every group needs a name and at least
   * one item, every item a name and a value, else BAD_USER_INPUT "Please fill in all required fields"
   * naming the field.
   */
  addProductSpecifications: ProductSpecifications;
  /**
   * Adds units of a product: to its line when it is already in the cart (one atomic statement), else as a new line.
   * BAD_USER_INPUT with reason `stockExceeded` when the line would hold more than the stock ("Only 3 left in stock");
   * NOT_FOUND for an inactive or unknown product. Answers the whole cart.
   */
  addToCart: Cart;
  /**
   * Admin: sets a product's value for a filter (an active option, or a custom value), replacing the one it
   * had. BAD_USER_INPUT "Please select at least one product and a filter" or "Please select a filter
   * option or provide a custom value" when one is missing; only active filters and options.
   */
  assignProductFilter: ProductFilters;
  /**
   * Admin: sets the same value for a filter on many products at once (one statement); answers how many.
   * The same rules as assignProductFilter.
   */
  bulkAssignProductFilter: Scalars['Int']['output'];
  /** Withdraws the request (nothing changes when there was none). UNAUTHENTICATED for visitors. */
  cancelStockNotice: StockNoticeStatus;
  /** Changes the signed-in user's password. Earlier tokens stop working; the answer carries a fresh one. */
  changePassword: AuthPayload;
  /**
   * Records an order from the server's cart (available lines only, at the customer's tier prices now) and empties the
   * cart, in one transaction; answers the order and a wa.me link whose message lists it, in the customer's language.
   * BAD_USER_INPUT with reason `cartEmpty` when nothing can be ordered, `stockExceeded` when a line exceeds the stock.
   */
  checkout: CheckoutResult;
  /** Empties the cart. Answers the (empty) cart. */
  clearCart: Cart;
  /** Removes every favorite; answers how many there were. */
  clearFavorites: Scalars['Int']['output'];
  /** Admin: stops a user from signing in; their tokens stop working at once. */
  deactivateUser: User;
  /** Admin: deletes a banner and its picture; answers its id. */
  deleteBanner: Scalars['ID']['output'];
  /**
   * Admin: deletes a category and its picture; answers its id. CONFLICT while it has products or
   * subcategories, saying which.
   */
  deleteCategory: Scalars['ID']['output'];
  /** Admin: deletes a file of the Download page and its stored file; answers its id. */
  deleteFile: Scalars['ID']['output'];
  /** Admin: deletes a filter with its options, its category links and every product's value for it; answers its id. */
  deleteFilter: Scalars['ID']['output'];
  /** Admin: deletes a filter's option and every product's value that is this option; answers its id. */
  deleteFilterOption: Scalars['ID']['output'];
  /**
   * Admin: deletes a product with its prices, pictures, specifications, PDFs and filter values. A product
   * an order refers to is archived instead (inactive, kept for the order's history).
   */
  deleteProduct: ProductDeletion;
  /** Admin: deletes a product PDF and its stored file; answers its id. */
  deleteProductPdf: Scalars['ID']['output'];
  /** Admin: deletes all of a product's specifications; answers the product's id. */
  deleteProductSpecifications: Scalars['ID']['output'];
  /** Admin: deletes a user; answers the deleted id. */
  deleteUser: Scalars['ID']['output'];
  /** Signs in. The token goes in the `token` cookie and the Authorization: Bearer header. Throttled per account and per address. */
  login: AuthPayload;
  /** Signs out everywhere: every token issued so far stops working. */
  logout: Scalars['Boolean']['output'];
  /**
   * Admin: marks orders an admin has been shown (an inbox page, an opened order) as seen, and answers how many
   * are still unseen. At most 100 ids (BAD_USER_INPUT, reason `orderIdsTooMany`); ids that name no order are skipped.
   */
  markOrdersSeen: Scalars['Int']['output'];
  /** Creates a customer account (always the NORMAL_USER role). Sign in afterwards with login. */
  register: User;
  /** Removes one line. NOT_FOUND when the line is not the viewer's. Answers the whole cart. */
  removeCartItem: Cart;
  /** Removes a product from the favorites (nothing changes when it is not there). */
  removeFavorite: FavoriteStatus;
  /** Admin: removes a product's value for one filter; NOT_FOUND when it has none. */
  removeProductFilter: ProductFilters;
  /** Admin: removes every filter value of a product but its Brand value (its brand's); answers how many went. */
  removeProductFilters: Scalars['Int']['output'];
  /** Admin: removes a picture and its file; when it was primary, the next one in order becomes primary. */
  removeProductImage: AdminProduct;
  /** Admin: orders a product's gallery; imageIds lists each of its pictures once, in the new order. */
  reorderProductImages: AdminProduct;
  /**
   * Sends a 4-digit code to the account with this e-mail address, if there is an active one; the answer is
   * the same either way. Throttled per address typed and per caller. SERVICE_UNAVAILABLE (reason
   * mailUnavailable) when the shop sends no e-mail.
   */
  requestPasswordReset: PasswordResetRequest;
  /**
   * Asks for one e-mail (in the viewer's language) when an out-of-stock product is back in stock; asking again
   * changes nothing. UNAUTHENTICATED for visitors, NOT_FOUND for a product the shop does not show,
   * BAD_USER_INPUT (productInStock) when it is in stock.
   */
  requestStockNotice: StockNoticeStatus;
  /**
   * Sets a new password with the code, which is then used up; every earlier token of the account stops
   * working. Sign in afterwards with login.
   */
  resetPassword: Scalars['Boolean']['output'];
  /**
   * Admin: replaces the whole list in one transaction (recorded in the audit log). BAD_USER_INPUT naming
   * the entry for a missing word, one over 100 characters or an Azerbaijani word listed twice (letter case aside).
   */
  setCatalogueTerms: Array<CatalogueTerm>;
  /**
   * Admin: moves an order along new → contacted → confirmed → completed, or to cancelled from any open state.
   * Confirming takes the quantities off stock (BAD_USER_INPUT, reason `stockExceeded`, when stock no longer suffices);
   * cancelling a confirmed order puts them back. BAD_USER_INPUT, reason `statusChangeInvalid`, for any other move.
   */
  setOrderStatus: Order;
  /** Admin: makes a picture its product's primary one (the one cards show). */
  setPrimaryProductImage: AdminProduct;
  /** Admin: sets a picture's text for screen readers (at most 255 characters). */
  setProductImageAltText: AdminProduct;
  /**
   * Admin: replaces all of a product's specifications with the given groups, in one transaction (an empty
   * list removes them all). The same rules as addProductSpecifications.
   */
  setProductSpecifications: ProductSpecifications;
  /** Admin: gives a user another role (and with it another price tier). Their earlier tokens stop working. */
  setUserRole: User;
  /** Adds the product when it is not a favorite, removes it when it is. */
  toggleFavorite: FavoriteStatus;
  /** Admin: edits a banner; fields left out stay. A new picture replaces the old one. */
  updateBanner: Banner;
  /** Sets a line's quantity (1 to 999, at most the stock). NOT_FOUND when the line is not the viewer's. Answers the whole cart. */
  updateCartItem: Cart;
  /**
   * Admin: edits or moves a category; fields left out stay. A parent that would make a fourth level or a
   * cycle is refused. A new picture replaces the old one. The slug stays unless a new one is given or
   * regenerateSlug asks for one.
   */
  updateCategory: AdminCategory;
  /**
   * Admin: edits a filter (name, type, active flag, position, slug, categories); fields left out stay.
   * Options are changed one by one (addFilterOption, updateFilterOption, deleteFilterOption).
   */
  updateFilter: AdminFilter;
  /** Admin: edits a filter's option; fields left out stay. */
  updateFilterOption: FilterOption;
  /**
   * Admin: edits a product; fields left out stay, prices change for the tiers given. A new main picture
   * (at most 5 MB) replaces the primary one. Setting an archived product active restores it.
   */
  updateProduct: AdminProduct;
  /** Saves the signed-in user's own first name, last name and e-mail. */
  updateProfile: User;
  /**
   * Admin: replaces the store settings (every field; the form sends them all). Shown on the next page of
   * every server process. Recorded in the audit log.
   */
  updateStoreSettings: AdminStoreSettings;
  /** Admin: edits a user's details, role and active flag. */
  updateUser: User;
  /** Admin: adds a file to the Download page: any file but a web page or SVG, up to 100 MB. */
  uploadFile: ManagedFile;
  /**
   * True when the code is the newest one sent to the address, unused and unexpired; else BAD_USER_INPUT
   * (reason resetCodeInvalid). The code stays usable for resetPassword.
   */
  verifyPasswordResetCode: Scalars['Boolean']['output'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationActivateUserArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationAddBannerArgs = {
  image: Scalars['Upload']['input'];
  input: BannerInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationAddCategoryArgs = {
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: CategoryInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationAddFavoriteArgs = {
  productId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationAddFilterArgs = {
  input: FilterInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationAddFilterOptionArgs = {
  filterId: Scalars['ID']['input'];
  input: FilterOptionInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationAddProductArgs = {
  image: Scalars['Upload']['input'];
  input: ProductInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationAddProductImagesArgs = {
  images: Array<Scalars['Upload']['input']>;
  productId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationAddProductPdfArgs = {
  file: Scalars['Upload']['input'];
  input?: InputMaybe<ProductPdfInput>;
  productId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationAddProductSpecificationsArgs = {
  productId: Scalars['ID']['input'];
  specificationGroups: Array<SpecificationGroupInput>;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationAddToCartArgs = {
  productId: Scalars['ID']['input'];
  quantity?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationAssignProductFilterArgs = {
  input: ProductFilterAssignmentInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationBulkAssignProductFilterArgs = {
  input: BulkProductFilterAssignmentInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationCancelStockNoticeArgs = {
  productId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationCheckoutArgs = {
  input?: InputMaybe<CheckoutInput>;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationDeactivateUserArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationDeleteBannerArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationDeleteCategoryArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationDeleteFileArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationDeleteFilterArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationDeleteFilterOptionArgs = {
  filterId: Scalars['ID']['input'];
  optionId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationDeleteProductPdfArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationDeleteProductSpecificationsArgs = {
  productId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationMarkOrdersSeenArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationRemoveCartItemArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationRemoveFavoriteArgs = {
  productId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationRemoveProductFilterArgs = {
  filterId: Scalars['ID']['input'];
  productId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationRemoveProductFiltersArgs = {
  productId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationRemoveProductImageArgs = {
  imageId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationReorderProductImagesArgs = {
  imageIds: Array<Scalars['ID']['input']>;
  productId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationRequestPasswordResetArgs = {
  input: RequestPasswordResetInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationRequestStockNoticeArgs = {
  productId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationSetCatalogueTermsArgs = {
  terms: Array<CatalogueTermInput>;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationSetOrderStatusArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  status: OrderStatus;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationSetPrimaryProductImageArgs = {
  imageId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationSetProductImageAltTextArgs = {
  altText?: InputMaybe<Scalars['String']['input']>;
  imageId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationSetProductSpecificationsArgs = {
  productId: Scalars['ID']['input'];
  specificationGroups: Array<SpecificationGroupInput>;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationSetUserRoleArgs = {
  id: Scalars['ID']['input'];
  role: Role;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationToggleFavoriteArgs = {
  productId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationUpdateBannerArgs = {
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: BannerInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationUpdateCartItemArgs = {
  id: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationUpdateCategoryArgs = {
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: CategoryInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationUpdateFilterArgs = {
  id: Scalars['ID']['input'];
  input: FilterInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationUpdateFilterOptionArgs = {
  filterId: Scalars['ID']['input'];
  input: FilterOptionInput;
  optionId: Scalars['ID']['input'];
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: ProductInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationUpdateProfileArgs = {
  input: UpdateProfileInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationUpdateStoreSettingsArgs = {
  input: StoreSettingsInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: UpdateUserInput;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationUploadFileArgs = {
  file: Scalars['Upload']['input'];
  input?: InputMaybe<UploadFileInput>;
};


/** Everything that changes data. Features add their fields with `extend type Mutation`. */
export type MutationVerifyPasswordResetCodeArgs = {
  input: VerifyPasswordResetCodeInput;
};

/** An order as checkout recorded it: lines and prices as they were then. */
export type Order = {
  __typename?: 'Order';
  /** When checkout recorded it. */
  createdAt: Scalars['DateTime']['output'];
  /** Always AZN. */
  currency: Scalars['String']['output'];
  /** The customer's e-mail. */
  customerEmail: Scalars['String']['output'];
  /** The customer's account id. */
  customerId: Scalars['ID']['output'];
  /** The customer's name. */
  customerName: Scalars['String']['output'];
  /** The phone to call back. */
  customerPhone: Scalars['String']['output'];
  /** Every status change, oldest first. */
  history: Array<OrderEvent>;
  /** The order's id. */
  id: Scalars['ID']['output'];
  /** The lines as ordered. */
  items: Array<OrderLine>;
  /** The language of the customer's message: en or az. */
  language: Scalars['String']['output'];
  /** The human reference, e.g. TX-2026-000123. */
  reference: Scalars['String']['output'];
  /** Where it stands. */
  status: OrderStatus;
  /** Σ undiscounted unit price × quantity. */
  totalAmount: Scalars['Money']['output'];
  /** totalAmount − totalPrice. */
  totalDiscount: Scalars['Money']['output'];
  /** What the customer pays. */
  totalPrice: Scalars['Money']['output'];
  /** When its status last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

/** A status change of an order. */
export type OrderEvent = {
  __typename?: 'OrderEvent';
  /** When. */
  at: Scalars['DateTime']['output'];
  /** Who made the change (the customer for NEW). */
  byName: Scalars['String']['output'];
  /** The note given, or null. */
  note?: Maybe<Scalars['String']['output']>;
  /** The status it moved to. */
  status: OrderStatus;
};

/** One product of an order, as it was when ordered. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** The line's id. */
  id: Scalars['ID']['output'];
  /** The undiscounted unit price then. */
  originalUnitPrice: Scalars['Money']['output'];
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** The product's name then. */
  productName: Scalars['String']['output'];
  /** The product's SKU then. */
  productSku: Scalars['String']['output'];
  /** Units ordered. */
  quantity: Scalars['Int']['output'];
  /** unitPrice × quantity. */
  totalPrice: Scalars['Money']['output'];
  /** The unit price paid (the tier's discounted price then). */
  unitPrice: Scalars['Money']['output'];
};

/** One page of orders. */
export type OrderPage = {
  __typename?: 'OrderPage';
  /** The orders on this page. */
  items: Array<Order>;
  /** This page's number. */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** Every order that matches. */
  totalCount: Scalars['Int']['output'];
};

/** Where an order stands. */
export type OrderStatus =
  /** Called off; a confirmed order's quantities go back to stock. */
  | 'CANCELLED'
  /** Delivered and paid. */
  | 'COMPLETED'
  /** Agreed: the quantities are taken off stock. */
  | 'CONFIRMED'
  /** The store has spoken to the customer. */
  | 'CONTACTED'
  /** Just recorded by checkout. */
  | 'NEW';

/** The answer to a code asked for: the same whether or not the address has an account. */
export type PasswordResetRequest = {
  __typename?: 'PasswordResetRequest';
  /** How long the code works. */
  expiresInMinutes: Scalars['Int']['output'];
  /** What to tell the customer (English). */
  message: Scalars['String']['output'];
};

/** A product as the viewer sees it: prices are the viewer's tier, texts the viewer's language. */
export type Product = {
  __typename?: 'Product';
  /** The manufacturer; null when none is set. */
  brand?: Maybe<Brand>;
  /** The category the product sits in (a leaf or inner node). */
  categoryId: Scalars['ID']['output'];
  /** The name of the product's own category, in the viewer's language (else the other's). */
  categoryName: Scalars['String']['output'];
  /** The slug of the product's own category. */
  categorySlug: Scalars['String']['output'];
  /** The product's category and the ones above it, top-level first: the trail a breadcrumb shows. */
  categoryTrail: Array<Category>;
  /** Colour names the product comes in, in the viewer's language (English through the shop's term list: Qara → Black), in the order the shop gave them. */
  colors: Array<Scalars['String']['output']>;
  /** When the product was added (the NEWEST sort). */
  createdAt: Scalars['DateTime']['output'];
  /** Price to pay in AZN, in the viewer's tier (the discounted price). */
  currentPrice: Scalars['Money']['output'];
  /** The full description (plain text), in the viewer's language (else the other's). */
  description: Scalars['String']['output'];
  /** The Azerbaijani description as stored (for edit forms). */
  descriptionAz: Scalars['String']['output'];
  /** The English description as stored (for edit forms). */
  descriptionEn: Scalars['String']['output'];
  /** round((originalPrice − currentPrice) / originalPrice × 100); 0 when originalPrice is 0. */
  discountPercentage: Scalars['Int']['output'];
  /** The product's values for the shop's filters. */
  filters: Array<ProductFilterValue>;
  /** The product's id. */
  id: Scalars['ID']['output'];
  /** Images in display order, the primary one first. */
  images: Array<ProductImage>;
  /** True when stockQuantity is above 0. */
  inStock: Scalars['Boolean']['output'];
  /** True when the signed-in viewer keeps this product among their favorites; false for visitors. */
  isFavorite: Scalars['Boolean']['output'];
  /** True for a hot deal (the Hot deals listing and the home page strip). */
  isHotDeal: Scalars['Boolean']['output'];
  /** The display name, in the viewer's language (else the other's). */
  name: Scalars['String']['output'];
  /** The Azerbaijani name as stored (for edit forms). */
  nameAz: Scalars['String']['output'];
  /** The English name as stored (for edit forms); empty when only the Azerbaijani one is set. */
  nameEn: Scalars['String']['output'];
  /** Price before discount in AZN, in the viewer's tier. */
  originalPrice: Scalars['Money']['output'];
  /** The name of the parent of the product's category, in the viewer's language (null for a top-level category). */
  parentCategoryName?: Maybe<Scalars['String']['output']>;
  /** The slug of the parent of the product's category (null for a top-level category). */
  parentCategorySlug?: Maybe<Scalars['String']['output']>;
  /** The product's active PDF documents (data sheets, manuals) in the order they were added; empty when it has none. */
  pdfs: Array<ProductDocument>;
  /** Price rows: a non-admin gets exactly one, their own tier's; an admin gets all four. */
  prices: Array<ProductPrice>;
  /** The primary image at every width stored (WebP), as an HTML srcset (`/uploads/images/…/320.webp 320w, …`); null for a picture the shop did not convert itself (the SVG drawings of a demo catalogue seeded before its pictures were WebP). */
  primaryImageSrcset?: Maybe<Scalars['String']['output']>;
  /** URL of the primary image (/uploads/..., or under the shop's PUBLIC_FILES_URL when set), or null when the product has none. */
  primaryImageUrl?: Maybe<Scalars['String']['output']>;
  /** One line for cards and listings, in the viewer's language (else the other's). */
  shortDescription: Scalars['String']['output'];
  /** The Azerbaijani short description as stored (for edit forms). */
  shortDescriptionAz: Scalars['String']['output'];
  /** The English short description as stored (for edit forms). */
  shortDescriptionEn: Scalars['String']['output'];
  /** Sizes the product comes in (e.g. 13.3", 15.6"), in the viewer's language as colors, in the order the shop gave them. */
  sizes: Array<Scalars['String']['output']>;
  /** The stock-keeping unit or model number, unique. */
  sku: Scalars['String']['output'];
  /** URL segment, unique. */
  slug: Scalars['String']['output'];
  /** Specifications in groups (General, Display…), in display order. */
  specificationGroups: Array<SpecificationGroup>;
  /** True while the signed-in viewer waits for an e-mail when this product is back in stock; false for visitors. */
  stockNoticeRequested: Scalars['Boolean']['output'];
  /** Units in stock; 0 when sold out. */
  stockQuantity: Scalars['Int']['output'];
  /** The name of the product's own category, in the viewer's language (the same as categoryName). */
  subCategoryName: Scalars['String']['output'];
};

/** What deleteProduct did. */
export type ProductDeletion = {
  __typename?: 'ProductDeletion';
  /** True when an order refers to the product, so it was archived (inactive, kept), not deleted. */
  archived: Scalars['Boolean']['output'];
  /** The product's id. */
  id: Scalars['ID']['output'];
};

/** An active PDF of a product as its page lists it. Downloading it needs a signed-in user. */
export type ProductDocument = {
  __typename?: 'ProductDocument';
  /** GET this path (signed in) to download it; each download is counted. */
  downloadUrl: Scalars['String']['output'];
  /** The name to show: the name the shop gave it, else the uploaded file's. */
  fileName: Scalars['String']['output'];
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
  /** The PDF's id. */
  id: Scalars['ID']['output'];
};

/** A product's value for a filter: an option of the filter, or a custom value (shown instead of the option when both are given). */
export type ProductFilterAssignmentInput = {
  /** A value of the product's own. */
  customValue?: InputMaybe<Scalars['String']['input']>;
  /** The filter (active). */
  filterId?: InputMaybe<Scalars['ID']['input']>;
  /** One of the filter's active options. */
  filterOptionId?: InputMaybe<Scalars['ID']['input']>;
  /** The product. */
  productId?: InputMaybe<Scalars['ID']['input']>;
};

/** The input of the deprecated filterProducts: ProductListInput without brand, search and hot deals. */
export type ProductFilterInput = {
  /** A single category; its descendants are included. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Filter criteria: options of one filter combine with OR, different filters with AND. */
  filterCriteria?: InputMaybe<Array<FilterCriterionInput>>;
  /** Highest current price in AZN (the viewer's tier), inclusive. */
  maxPrice?: InputMaybe<Scalars['Money']['input']>;
  /** Lowest current price in AZN (the viewer's tier), inclusive. */
  minPrice?: InputMaybe<Scalars['Money']['input']>;
  /** 1-based page number. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Products per page, 1 to 100. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** The order; null: newest first. */
  sort?: InputMaybe<ProductSort>;
};

/** A product's value for one filter. */
export type ProductFilterValue = {
  __typename?: 'ProductFilterValue';
  /** The filter's id. */
  filterId: Scalars['ID']['output'];
  /** The filter's display name, in the viewer's language (else the other's). */
  filterName: Scalars['String']['output'];
  /** The option chosen; null for a custom value. */
  filterOptionId?: Maybe<Scalars['ID']['output']>;
  /** The chosen option's display name in the viewer's language (else the other's); null for a custom value. */
  optionName?: Maybe<Scalars['String']['output']>;
  /** The value as shown: the option's value or the custom value. */
  value: Scalars['String']['output'];
};

/** A product's value for one filter of its category, as the product form sets it. */
export type ProductFilterValueInput = {
  /** A value of its own (at most 255 characters), as for a RANGE or TEXT filter; shown in place of the option's. */
  customValue?: InputMaybe<Scalars['String']['input']>;
  /** The filter: one its category offers, not the Brand filter. */
  filterId: Scalars['ID']['input'];
  /** One of the filter's active options; null: none. */
  filterOptionId?: InputMaybe<Scalars['ID']['input']>;
};

/** A product's filter values after a change. */
export type ProductFilters = {
  __typename?: 'ProductFilters';
  /** Its value for each filter. */
  filters: Array<ProductFilterValue>;
  /** The product's id. */
  productId: Scalars['ID']['output'];
};

/** One picture of a product. */
export type ProductImage = {
  __typename?: 'ProductImage';
  /** Text for screen readers; empty when none. */
  altText: Scalars['String']['output'];
  /** The image's id. */
  id: Scalars['ID']['output'];
  /** The image at every width stored (WebP), as an HTML srcset; null for a picture the shop did not convert itself. */
  imageSrcset?: Maybe<Scalars['String']['output']>;
  /** URL of the image (/uploads/..., or under the shop's PUBLIC_FILES_URL when set). */
  imageUrl: Scalars['String']['output'];
  /** True for the picture shown on cards (one per product). */
  isPrimary: Scalars['Boolean']['output'];
  /** Position in the gallery: lower first. */
  sortOrder: Scalars['Int']['output'];
};

/**
 * A product's fields as the back office writes them. Descriptions in Azerbaijani (shortDescription,
 * description) and English (shortDescriptionEn, descriptionEn), the name too (name, nameEn).
 */
export type ProductInput = {
  /** The manufacturer; required on add. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** The category the product sits in; required on add. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Colour names it comes in (at most 30, each at most 50 characters; repeats dropped). */
  colors?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The full description (plain text), in Azerbaijani. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The full description (plain text), in English. */
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
  /**
   * Its values for the filters of its category (the general ones and those linked to it or a category
   * above it), saved in the same transaction: each listed filter gets the option or custom value given
   * (neither: no value), the category's filters not listed lose theirs; left out: kept. BAD_USER_INPUT
   * naming the entry for a filter of another category, an option of another filter, a filter given twice,
   * or the Brand filter (it follows brandId).
   */
  filterValues?: InputMaybe<Array<ProductFilterValueInput>>;
  /** Whether the shop shows it (true when left out on add). */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Whether it is a hot deal (false when left out on add). */
  isHotDeal?: InputMaybe<Scalars['Boolean']['input']>;
  /** The name in Azerbaijani; required on add. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The name in English; empty: the Azerbaijani name is shown. */
  nameEn?: InputMaybe<Scalars['String']['input']>;
  /** Price rows: on add one for each tier NORMAL_USER, RETAIL, WHOLESALE and VIP; on an edit the tiers to change. */
  prices?: InputMaybe<Array<ProductPriceInput>>;
  /** One line for cards, in Azerbaijani. */
  shortDescription?: InputMaybe<Scalars['String']['input']>;
  /** One line for cards, in English. */
  shortDescriptionEn?: InputMaybe<Scalars['String']['input']>;
  /** Sizes it comes in (at most 30, each at most 50 characters; repeats dropped). */
  sizes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The stock-keeping unit or model number, unique (any letter case); required on add. */
  sku?: InputMaybe<Scalars['String']['input']>;
  /** The URL segment; left out: made from the name on add, kept on an edit. CONFLICT when another product has it. */
  slug?: InputMaybe<Scalars['String']['input']>;
  /** Units in stock, 0 to 1,000,000; required on add. */
  stockQuantity?: InputMaybe<Scalars['Int']['input']>;
};

/** What one listing shows; every field is optional and the given ones must all hold. */
export type ProductListInput = {
  /** Only this brand's products. Give brandId or brandSlug, not both. */
  brandId?: InputMaybe<Scalars['ID']['input']>;
  /** Only this brand's products (by slug). */
  brandSlug?: InputMaybe<Scalars['String']['input']>;
  /** Only this category and every category below it. Give categoryId or categorySlug, not both. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** Only this category (by slug) and every category below it. */
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  /** Filter criteria: options of one filter combine with OR, different filters with AND. */
  filterCriteria?: InputMaybe<Array<FilterCriterionInput>>;
  /** Only hot deals. */
  hotDealsOnly?: InputMaybe<Scalars['Boolean']['input']>;
  /** Highest current price in AZN (the viewer's tier), inclusive. */
  maxPrice?: InputMaybe<Scalars['Money']['input']>;
  /** Lowest current price in AZN (the viewer's tier), inclusive. */
  minPrice?: InputMaybe<Scalars['Money']['input']>;
  /** 1-based page number, 1 to 1,000,000. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Products per page, 1 to 100. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Only products this text finds, best matches first unless sorted: name, SKU or model number, brand,
   * category, specifications and description in either language, Azerbaijani letters folded, a typo tolerated. Null: no text
   * condition; fewer than 2 characters after trimming: an empty page (too short to search).
   */
  search?: InputMaybe<Scalars['String']['input']>;
  /** The order; null: best matches first when searching, else newest first. */
  sort?: InputMaybe<ProductSort>;
};

/** A page of products and the total number of matches. */
export type ProductPage = {
  __typename?: 'ProductPage';
  /**
   * The listing's filters (those its category offers, as Query.filters) with, for each option some of its
   * products have, how many: the products that meet every other criterion of the listing, including the
   * options chosen of other filters, but not the options chosen of this filter (so options of one filter
   * stay alternatives: each count is what choosing that option alone of its filter would list). Only
   * options counting at least one product, in display order; filters left with none are left out.
   * Computed only when asked, in the same request; empty for a search text too short to search.
   */
  facets: Array<FilterFacet>;
  /** The products of this page, in the listing's order. */
  items: Array<Product>;
  /** The 1-based page number asked for. */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** Every match, counted exactly (pages = ceil(totalCount / pageSize)). */
  totalCount: Scalars['Int']['output'];
  /**
   * True when totalCount is only a lower bound (show "1000+"). Every count is exact now, so it is
   * always false; kept for clients written when search stopped counting at 1,000.
   */
  totalCountIsLowerBound: Scalars['Boolean']['output'];
};

/** A product's PDF document (data sheet, manual) as the back office sees it. */
export type ProductPdf = {
  __typename?: 'ProductPdf';
  /** When it was added. */
  createdAt: Scalars['DateTime']['output'];
  /** The name to show instead of the original one, or null. */
  customFileName?: Maybe<Scalars['String']['output']>;
  /** What the document is; empty when none. */
  description: Scalars['String']['output'];
  /** How many times it was downloaded. */
  downloadCount: Scalars['Int']['output'];
  /** GET this path (signed in) to download it; each download is counted. */
  downloadUrl: Scalars['String']['output'];
  /** The name to show: the custom name, else the original one. */
  fileName: Scalars['String']['output'];
  /** Size in bytes. */
  fileSize: Scalars['Int']['output'];
  /** The PDF's id. */
  id: Scalars['ID']['output'];
  /** Whether customers may download it. */
  isActive: Scalars['Boolean']['output'];
  /** As uploaded; downloads are saved under it. */
  originalFileName: Scalars['String']['output'];
  /** The product it belongs to. */
  productId: Scalars['ID']['output'];
};

/** What the back office says about a PDF it adds to a product. */
export type ProductPdfInput = {
  /** The name to show instead of the original file name. */
  customFileName?: InputMaybe<Scalars['String']['input']>;
  /** What the document is; empty when not given. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether customers may download it (default true). */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The price of a product for one customer tier. */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** round((price − discountedPrice) / price × 100); 0 when price is 0. */
  discountPercentage: Scalars['Int']['output'];
  /** Price to pay, in AZN. */
  discountedPrice: Scalars['Money']['output'];
  /** Price before discount, in AZN. */
  price: Scalars['Money']['output'];
  /** The tier: NORMAL_USER, RETAIL, WHOLESALE or VIP (never ADMIN: admins buy at the Normal tier). */
  userRole: Role;
};

/** One tier's prices as the back office writes them. */
export type ProductPriceInput = {
  /** Price to pay, in AZN: not above price; left out: price (no discount). */
  discountedPrice?: InputMaybe<Scalars['Money']['input']>;
  /** Price before discount, in AZN: 0 to 10,000,000, at most two decimals. */
  price: Scalars['Money']['input'];
  /** The tier: NORMAL_USER, RETAIL, WHOLESALE or VIP. */
  userRole: Role;
};

/** How a product listing is ordered; prices are the viewer's tier. Ties go by id, so pages never overlap. */
export type ProductSort =
  /** By name, A to Z. */
  | 'NAME_ASC'
  /** By name, Z to A. */
  | 'NAME_DESC'
  /** Most recently added first. */
  | 'NEWEST'
  /** Cheapest first (current price in the viewer's tier). */
  | 'PRICE_ASC'
  /** Dearest first (current price in the viewer's tier). */
  | 'PRICE_DESC';

/** All of one product's specifications. */
export type ProductSpecifications = {
  __typename?: 'ProductSpecifications';
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** Groups in display order. */
  specificationGroups: Array<SpecificationGroup>;
};

/** The products page's stat cards. */
export type ProductStockSummary = {
  __typename?: 'ProductStockSummary';
  /** Products with more than 10 units. */
  inStockProducts: Scalars['Int']['output'];
  /** Products with 1 to 10 units. */
  lowStockProducts: Scalars['Int']['output'];
  /** Products with no units. */
  outOfStockProducts: Scalars['Int']['output'];
  /** Every product but archived ones. */
  totalProducts: Scalars['Int']['output'];
};

/** Everything that can be read. Features add their fields with `extend type Query`. */
export type Query = {
  __typename?: 'Query';
  /** Admin: every banner, shown or not, with its dates and flags, by sortOrder. */
  adminBanners: Array<Banner>;
  /** Admin: the whole category tree, inactive categories too, each with its product counts, in display order. */
  adminCategoryTree: Array<AdminCategory>;
  /** Admin: one file of the Download page. */
  adminFile: ManagedFile;
  /** Admin: every file of the Download page, newest first. */
  adminFiles: Array<ManagedFile>;
  /** Admin: every filter, active or not, with all its options (inactive ones too), its categories and its product count. */
  adminFilters: Array<AdminFilter>;
  /**
   * Admin: one product with everything the admin detail page shows (active, inactive or archived); null
   * when there is none.
   */
  adminProduct?: Maybe<AdminProduct>;
  /**
   * Admin: a page of products for the products grid, inactive and archived ones included: searched by
   * name or SKU, filtered, sorted and paged on the server.
   */
  adminProducts: AdminProductPage;
  /** Admin: the store settings as stored, both languages, with who saved them last. */
  adminStoreSettings: AdminStoreSettings;
  /**
   * Admin: who changed what and when, newest first; optionally only one kind of record, one record, one admin's changes,
   * or a time range. BAD_USER_INPUT, reason `auditRangeInvalid`, when `to` is before `from`.
   */
  auditTrail: AuditPage;
  /** Banners to show now: active and inside their date window, by sortOrder. */
  banners: Array<Banner>;
  /** Every brand, by name. */
  brands: Array<Brand>;
  /** The signed-in customer's cart, priced at their tier now. UNAUTHENTICATED for visitors. */
  cart: Cart;
  /** How many lines the signed-in customer's cart has (the header badge); 0 for a visitor. */
  cartCount: Scalars['Int']['output'];
  /**
   * Admin: the shared list of common catalogue words and their English (yes/no, units, colour names), in
   * Azerbaijani alphabetical order. A specification value or unit, colour or size that is exactly such a
   * word (letter case aside) reads in English through it when its own English field is empty.
   */
  catalogueTerms: Array<CatalogueTerm>;
  /** Every active category as a flat list, ordered by sortOrder then name. */
  categories: Array<Category>;
  /** One active category by its slug; null when there is none. */
  categoryBySlug?: Maybe<Category>;
  /** Top-level active categories (no parent), in display order. */
  categoryRoots: Array<Category>;
  /** The active category tree: top-level categories, each with its subcategories (at most three levels). */
  categoryTree: Array<Category>;
  /** The signed-in customer's favorites, newest first. UNAUTHENTICATED for visitors. */
  favorites: FavoritePage;
  /** How many favorites the signed-in customer has (the header badge); 0 for a visitor. */
  favoritesCount: Scalars['Int']['output'];
  /** The files of the Download page (drivers, programs, manuals), newest first. */
  files: Array<DownloadableFile>;
  /**
   * A filtered listing: one category (with its descendants), filter criteria, a price range in the viewer's
   * tier, a sort and a page. Options of one filter combine with OR, different filters with AND.
   * @deprecated Use products(input:)
   */
  filterProducts: ProductPage;
  /** The filters a listing offers: without a category the general ones; in a category also those linked to it or above it. */
  filters: Array<Filter>;
  /** Active hot deals for the home page's deals of the week: those in stock first, newest first within each. */
  hotDeals: Array<Product>;
  /** The signed-in user. UNAUTHENTICATED without a valid token. */
  me: User;
  /** The signed-in customer's own orders, newest first. UNAUTHENTICATED for visitors. */
  myOrders: OrderPage;
  /** Admin: how many orders no admin has seen yet (the back office's new-orders badge). */
  newOrdersCount: Scalars['Int']['output'];
  /** One order: an admin may read any; a customer only their own (null otherwise). */
  order?: Maybe<Order>;
  /** Admin: the order inbox, newest first, filtered by status and searched by reference, name or phone. */
  orders: OrderPage;
  /** One product by id; null when it does not exist or is not active. */
  product?: Maybe<Product>;
  /**
   * Admin: the filters the product form sets values for in a category, active or not: the active general
   * filters and those linked to it or a category above it (the Brand filter among them: followsBrand, it
   * follows the product's brand). NOT_FOUND for no such category.
   */
  productFormFilters: Array<Filter>;
  /** Admin: one product PDF. */
  productPdf: ProductPdf;
  /** Admin: every product PDF, or one product's, newest first. */
  productPdfs: Array<ProductPdf>;
  /** Admin: the products page's stat cards: products (archived ones left out) by stock state. */
  productStockSummary: ProductStockSummary;
  /**
   * Every storefront listing in one query: a category, a brand, search text, hot deals only, filter
   * criteria, a price range, a sort and a page, in any combination (all must hold). Counts are exact.
   * NOT_FOUND for an unknown category or brand; BAD_USER_INPUT naming the field for anything invalid.
   */
  products: ProductPage;
  /**
   * A brand's active products. NOT_FOUND for an unknown brand.
   * @deprecated Use products(input:)
   */
  productsByBrand: ProductPage;
  /**
   * The active products of a category and every category below it. NOT_FOUND for an unknown slug.
   * @deprecated Use products(input:)
   */
  productsByCategorySlug: ProductPage;
  /**
   * The active products among these ids, in their order; ids that name none are left out. A page rendered
   * for the viewer's price tier asks their own marks of what it shows (isFavorite) this way once hydrated.
   */
  productsById: Array<Product>;
  /** The most recently added active products, optionally only within a category and its descendants. */
  recentlyAdded: Array<Product>;
  /** Admin: the roles a user can have, for the role dropdown. */
  roles: Array<RoleOption>;
  /**
   * Search by name, SKU or model number, brand, category, specifications and description (their Azerbaijani and English texts alike); folds Azerbaijani
   * letters (Kompüter = komputer), tolerates a typo, reads "RTX4060" as "RTX 4060". Fewer than 2 characters: an empty page.
   * @deprecated Use products(input:)
   */
  searchProducts: ProductPage;
  /**
   * Products like a given one: the same category first, then its sibling categories, then the rest,
   * newest first within each; never the product itself.
   */
  similarProducts: Array<Product>;
  /** The specification groups of an active product; null when the product does not exist. */
  specifications?: Maybe<ProductSpecifications>;
  /**
   * The shop's name, phones, WhatsApp number, e-mail, offices, social links and software site, texts in the viewer's
   * language (the language cookie, else Accept-Language, else Azerbaijani; the other language's where one is empty).
   */
  storeSettings: StoreSettings;
  /** The active subcategories of a category, in display order. */
  subCategories: Array<Category>;
  /** Admin: how many users there are of each role. */
  userStatistics: UserStatistics;
  /** Admin: one page of users for the back office grid, filtered and sorted on the server. */
  users: UserPage;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryAdminFileArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryAdminProductArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryAdminProductsArgs = {
  input: AdminProductListInput;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryAuditTrailArgs = {
  entity?: InputMaybe<Scalars['String']['input']>;
  entityId?: InputMaybe<Scalars['ID']['input']>;
  from?: InputMaybe<Scalars['DateTime']['input']>;
  page: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryCategoryBySlugArgs = {
  slug: Scalars['String']['input'];
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryFavoritesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryFilterProductsArgs = {
  input: ProductFilterInput;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryFiltersArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  categorySlug?: InputMaybe<Scalars['String']['input']>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryHotDealsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryMyOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryOrdersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<OrderStatus>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryProductFormFiltersArgs = {
  categoryId: Scalars['ID']['input'];
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryProductPdfArgs = {
  id: Scalars['ID']['input'];
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryProductPdfsArgs = {
  productId?: InputMaybe<Scalars['ID']['input']>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryProductsArgs = {
  input: ProductListInput;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryProductsByBrandArgs = {
  brandSlug: Scalars['String']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSort>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryProductsByCategorySlugArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
  sort?: InputMaybe<ProductSort>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryProductsByIdArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryRecentlyAddedArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  categorySlug?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QuerySearchProductsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  text: Scalars['String']['input'];
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QuerySimilarProductsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QuerySpecificationsArgs = {
  productId: Scalars['ID']['input'];
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QuerySubCategoriesArgs = {
  parentId: Scalars['ID']['input'];
};


/** Everything that can be read. Features add their fields with `extend type Query`. */
export type QueryUsersArgs = {
  filter?: InputMaybe<UsersFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sortDirection?: InputMaybe<SortDirection>;
  sortField?: InputMaybe<UserSortField>;
};

/** A new customer account. */
export type RegisterInput = {
  /** The same password again. */
  confirmPassword: Scalars['String']['input'];
  /** An e-mail address not used by another account. */
  email: Scalars['String']['input'];
  /** The first name, 1 to 100 characters. */
  firstName: Scalars['String']['input'];
  /** The last name, 1 to 100 characters. */
  lastName: Scalars['String']['input'];
  /** At least 8 characters after trimming, not a common password. */
  password: Scalars['String']['input'];
  /** +994 and nine digits (spaces and dashes are ignored). */
  phoneNumber: Scalars['String']['input'];
};

/** Where to send a recovery code. */
export type RequestPasswordResetInput = {
  /** The account's e-mail address (any letter case). */
  email: Scalars['String']['input'];
};

/** A new password set with a recovery code. */
export type ResetPasswordInput = {
  /** The 4 digits from the e-mail. */
  code: Scalars['String']['input'];
  /** The new password again. */
  confirmNewPassword: Scalars['String']['input'];
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
  /** At least 8 characters after trimming, not a common password. */
  newPassword: Scalars['String']['input'];
};

/**
 * What a user may do and which price tier they buy at. REST, tokens and the spec use the numbers given
 * with each value.
 */
export type Role =
  /** 0: the back office; browses the shop at the Normal tier. */
  | 0
  /** 1: a registered customer, the Normal price tier (also what visitors see). */
  | 1
  /** 2: the Retail price tier. */
  | 2
  /** 4: the VIP price tier. */
  | 4
  /** 3: the Wholesale price tier. */
  | 3;

/** A role as the back office lists it. */
export type RoleOption = {
  __typename?: 'RoleOption';
  /** The role's number (0 Admin to 4 VIP), as REST and the spec give it. */
  id: Scalars['Int']['output'];
  /** The role's name as the spec writes it: Admin, NormalUser, Retail, Wholesale or VIP. */
  name: Scalars['String']['output'];
  /** The role. */
  value: Role;
};

/** A link to the shop's page on a social network. */
export type SocialLink = {
  __typename?: 'SocialLink';
  /** facebook, instagram, youtube, linkedin or tiktok. */
  network: Scalars['String']['output'];
  /** The page's http(s) address. */
  url: Scalars['String']['output'];
};

/** Which way a sort runs. */
export type SortDirection =
  /** Smallest, earliest or A first. */
  | 'ASC'
  /** Largest, latest or Z first. */
  | 'DESC';

/** A named group of specifications (General, Display, Memory…). */
export type SpecificationGroup = {
  __typename?: 'SpecificationGroup';
  /** The group's heading, in the viewer's language (else the other's). */
  groupName: Scalars['String']['output'];
  /** The Azerbaijani heading as stored (for edit forms); empty when only the English one is set. */
  groupNameAz: Scalars['String']['output'];
  /** The English heading as stored (for edit forms); empty when only the Azerbaijani one is set. */
  groupNameEn: Scalars['String']['output'];
  /** Items in display order. */
  items: Array<SpecificationItem>;
};

/** A specification group as the back office writes it: a name in at least one language and its items. */
export type SpecificationGroupInput = {
  /** The heading in Azerbaijani, e.g. Ekran. */
  groupName?: InputMaybe<Scalars['String']['input']>;
  /** The heading in English, e.g. Display. */
  groupNameEn?: InputMaybe<Scalars['String']['input']>;
  /** The items in display order; at least one. */
  items: Array<SpecificationItemInput>;
};

/** One specification, e.g. RAM: 16 GB. */
export type SpecificationItem = {
  __typename?: 'SpecificationItem';
  /** What is specified, e.g. RAM, in the viewer's language (else the other's). */
  name: Scalars['String']['output'];
  /** The Azerbaijani name as stored (for edit forms); empty when only the English one is set. */
  nameAz: Scalars['String']['output'];
  /** The English name as stored (for edit forms); empty when only the Azerbaijani one is set. */
  nameEn: Scalars['String']['output'];
  /** What kind of value it is. */
  type: SpecificationType;
  /** The unit after the value, in the viewer's language as value; null when none. */
  unit?: Maybe<Scalars['String']['output']>;
  /** The Azerbaijani unit as stored; null when none. */
  unitAz?: Maybe<Scalars['String']['output']>;
  /** The English unit as stored; empty when none. */
  unitEn: Scalars['String']['output'];
  /** The value as shown, in the viewer's language (English: valueEn, else the term list's English, else the Azerbaijani value). */
  value: Scalars['String']['output'];
  /** The Azerbaijani value as stored (for edit forms). */
  valueAz: Scalars['String']['output'];
  /** The English value as stored (for edit forms); empty when the term list or the Azerbaijani value stands in. */
  valueEn: Scalars['String']['output'];
};

/** One specification as the back office writes it: a name in at least one language and a value. */
export type SpecificationItemInput = {
  /** What is specified in Azerbaijani, e.g. Yaddaş. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** What is specified in English, e.g. Memory. */
  nameEn?: InputMaybe<Scalars['String']['input']>;
  /** What kind of value it is; TEXT when left out. */
  type?: InputMaybe<SpecificationType>;
  /** The unit after the value, in Azerbaijani, e.g. GB or ay; optional. */
  unit?: InputMaybe<Scalars['String']['input']>;
  /** The unit in English; empty: the term list's English for unit (ay → months), else unit as it is. */
  unitEn?: InputMaybe<Scalars['String']['input']>;
  /** The value as shown, in Azerbaijani, e.g. 16 or Bəli. */
  value?: InputMaybe<Scalars['String']['input']>;
  /** The value in English; empty: the shop's term list's English for value (Bəli → Yes), else value as it is. */
  valueEn?: InputMaybe<Scalars['String']['input']>;
};

/** What kind of value a specification holds. REST answers the number given with each value. */
export type SpecificationType =
  /** 2: yes or no. */
  | 2
  /** 1: a number, in unit. */
  | 1
  /** 0: free text (the default). */
  | 0;

/** Whether the customer waits for a product to come back, after a change. */
export type StockNoticeStatus = {
  __typename?: 'StockNoticeStatus';
  /** The product's id. */
  productId: Scalars['ID']['output'];
  /** True while the customer waits for the e-mail (it is sent once, then the request is done). */
  requested: Scalars['Boolean']['output'];
};

/** Stock states as the back office shows them. */
export type StockStatus =
  /** Above 10 units. */
  | 'IN_STOCK'
  /** 1 to 10 units. */
  | 'LOW_STOCK'
  /** No units. */
  | 'OUT_OF_STOCK';

/** An office of the shop, in the viewer's language. */
export type StoreOffice = {
  __typename?: 'StoreOffice';
  /** Its street address. */
  address: Scalars['String']['output'];
  /** Its working hours, in words; empty when not given. */
  hours: Scalars['String']['output'];
  /** Map position: latitude in degrees. */
  latitude: Scalars['Float']['output'];
  /** Map position: longitude in degrees. */
  longitude: Scalars['Float']['output'];
  /** The office's name (Head office). */
  name: Scalars['String']['output'];
};

/** An office to save: a name and an address in at least one language each, a map position. */
export type StoreOfficeInput = {
  /** The street address in Azerbaijani. */
  addressAz?: InputMaybe<Scalars['String']['input']>;
  /** The street address in English. */
  addressEn?: InputMaybe<Scalars['String']['input']>;
  /** Working hours in Azerbaijani, in words; optional. */
  hoursAz?: InputMaybe<Scalars['String']['input']>;
  /** Working hours in English, in words; optional. */
  hoursEn?: InputMaybe<Scalars['String']['input']>;
  /** Latitude in degrees, -90 to 90. */
  latitude: Scalars['Float']['input'];
  /** Longitude in degrees, -180 to 180. */
  longitude: Scalars['Float']['input'];
  /** The name in Azerbaijani (at most 255 characters). */
  nameAz?: InputMaybe<Scalars['String']['input']>;
  /** The name in English. */
  nameEn?: InputMaybe<Scalars['String']['input']>;
};

/** A phone number of the shop. */
export type StorePhone = {
  __typename?: 'StorePhone';
  /** As shown: +994 12 000 00 00. */
  display: Scalars['String']['output'];
  /** The tel: link. */
  href: Scalars['String']['output'];
};

/** The shop's details as the storefront shows them. */
export type StoreSettings = {
  __typename?: 'StoreSettings';
  /** The shop's e-mail address, or null for none. */
  email?: Maybe<Scalars['String']['output']>;
  /** The offices, the head office first. */
  offices: Array<StoreOffice>;
  /** The shop's phone numbers, the main one first. */
  phones: Array<StorePhone>;
  /** The shop's name. */
  shopName: Scalars['String']['output'];
  /** The social networks the shop is on (empty ones are left out), in the order the footer shows them. */
  socialLinks: Array<SocialLink>;
  /** Where the Software installation page's button leads (an http(s) address); null: the page shows no button. */
  softwareSiteUrl?: Maybe<Scalars['String']['output']>;
  /** The WhatsApp number for chat and orders: the country code and number, digits only. */
  whatsApp: Scalars['String']['output'];
  /** https://wa.me/<whatsApp>: where the chat button and the contact pages lead. */
  whatsAppUrl: Scalars['String']['output'];
};

/**
 * The store settings to save. Texts come in Azerbaijani and English (at least one of each pair; the other
 * falls back to it). Refusals name the field: `offices.1.latitude must be a number from -90 to 90`.
 */
export type StoreSettingsInput = {
  /** The e-mail address; empty or null for none. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The Facebook page: an http(s) address; empty or null hides the icon. */
  facebookUrl?: InputMaybe<Scalars['String']['input']>;
  /** The Instagram page: an http(s) address; empty or null hides the icon. */
  instagramUrl?: InputMaybe<Scalars['String']['input']>;
  /** The LinkedIn page: an http(s) address; empty or null hides the icon. */
  linkedinUrl?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 4 offices, the head office first. */
  offices: Array<StoreOfficeInput>;
  /** 1 to 5 phone numbers as shown (7 to 15 digits; spaces, dashes, brackets and a leading + allowed), the main one first. */
  phones: Array<Scalars['String']['input']>;
  /** The shop's name in Azerbaijani (at most 100 characters). */
  shopNameAz?: InputMaybe<Scalars['String']['input']>;
  /** The shop's name in English. */
  shopNameEn?: InputMaybe<Scalars['String']['input']>;
  /** Where the Software installation page's button leads: an http(s) address; empty or null hides the button; left out, the stored one stays. */
  softwareSiteUrl?: InputMaybe<Scalars['String']['input']>;
  /** The TikTok page: an http(s) address; empty or null hides the icon. */
  tiktokUrl?: InputMaybe<Scalars['String']['input']>;
  /** The WhatsApp number with its country code, 8 to 15 digits (spaces, dashes and a leading + are dropped). */
  whatsApp: Scalars['String']['input'];
  /** The YouTube channel: an http(s) address; empty or null hides the icon. */
  youtubeUrl?: InputMaybe<Scalars['String']['input']>;
};

/** The signed-in user's own details. */
export type UpdateProfileInput = {
  /** An e-mail address not used by another account. */
  email: Scalars['String']['input'];
  /** The first name. */
  firstName: Scalars['String']['input'];
  /** The last name. */
  lastName: Scalars['String']['input'];
};

/** An admin's edit of a user. */
export type UpdateUserInput = {
  /** The first name. */
  firstName: Scalars['String']['input'];
  /** The new active flag; null: unchanged. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** The last name. */
  lastName: Scalars['String']['input'];
  /** +994 and nine digits (spaces and dashes are ignored). */
  phoneNumber: Scalars['String']['input'];
  /** The new role; null: unchanged. */
  role?: InputMaybe<Role>;
};

/** What the back office says about a file it uploads to the Download page. */
export type UploadFileInput = {
  /** A free category such as Windows, Mac or Linux; empty when not given. */
  category?: InputMaybe<Scalars['String']['input']>;
  /** The name the Download page shows; the original file name when empty. */
  customFileName?: InputMaybe<Scalars['String']['input']>;
  /** What the file is for, in Azerbaijani; empty when not given. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** What the file is for, in English; empty: the Azerbaijani description is shown. */
  descriptionEn?: InputMaybe<Scalars['String']['input']>;
};

/** A person with an account. */
export type User = {
  __typename?: 'User';
  /** When the account was created. */
  createdAt: Scalars['DateTime']['output'];
  /** The e-mail address they sign in with, unique. */
  email: Scalars['String']['output'];
  /** The first name. */
  firstName: Scalars['String']['output'];
  /** First and last name. */
  fullName: Scalars['String']['output'];
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** False: they cannot sign in. */
  isActive: Scalars['Boolean']['output'];
  /** When they last signed in; null when never. */
  lastLogin?: Maybe<Scalars['DateTime']['output']>;
  /** The last name. */
  lastName: Scalars['String']['output'];
  /** +994 and nine digits. */
  phoneNumber: Scalars['String']['output'];
  /** What they may do and their price tier. */
  role: Role;
  /** The role's name as the spec writes it: Admin, NormalUser, Retail, Wholesale or VIP. */
  roleName: Scalars['String']['output'];
};

/** A page of users and the total number of matches. */
export type UserPage = {
  __typename?: 'UserPage';
  /** The users of this page, in the order asked for. */
  items: Array<User>;
  /** The 1-based page number asked for. */
  page: Scalars['Int']['output'];
  /** The page size asked for. */
  pageSize: Scalars['Int']['output'];
  /** Every match, counted exactly. */
  totalCount: Scalars['Int']['output'];
};

/** A column the users grid sorts by; ties go by id. */
export type UserSortField =
  /** When the account was created. */
  | 'CREATED_AT'
  /** The e-mail address. */
  | 'EMAIL'
  /** The first name. */
  | 'FIRST_NAME'
  /** Inactive users first when ascending. */
  | 'IS_ACTIVE'
  /** When they last signed in. */
  | 'LAST_LOGIN'
  /** The last name. */
  | 'LAST_NAME'
  /** The role, by its number (ADMIN first). */
  | 'ROLE';

/** How many users there are, in all and per role. */
export type UserStatistics = {
  __typename?: 'UserStatistics';
  /** Users with the ADMIN role. */
  adminUsers: Scalars['Int']['output'];
  /** Users with the NORMAL_USER role. */
  normalUsers: Scalars['Int']['output'];
  /** Users with the RETAIL role. */
  retailUsers: Scalars['Int']['output'];
  /** Every user, active or not. */
  totalUsers: Scalars['Int']['output'];
  /** Users with the VIP role. */
  vipUsers: Scalars['Int']['output'];
  /** Users with the WHOLESALE role. */
  wholesaleUsers: Scalars['Int']['output'];
};

/** Narrows the users grid; the given fields must all hold. */
export type UsersFilter = {
  /** Only active (true) or only inactive (false) users. */
  isActive?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only users with this role. */
  role?: InputMaybe<Role>;
  /** Matches first name, last name, e-mail or phone, ignoring case. */
  search?: InputMaybe<Scalars['String']['input']>;
};

/** A recovery code to check. */
export type VerifyPasswordResetCodeInput = {
  /** The 4 digits from the e-mail. */
  code: Scalars['String']['input'];
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
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
  AdminCategory: ResolverTypeWrapper<AdminCategoryRecordModel>;
  AdminFilter: ResolverTypeWrapper<AdminFilterRecordModel>;
  AdminProduct: ResolverTypeWrapper<AdminProductRecordModel>;
  AdminProductListInput: AdminProductListInput;
  AdminProductPage: ResolverTypeWrapper<AdminProductPageRecordModel>;
  AdminProductSort: AdminProductSort;
  AdminStoreOffice: ResolverTypeWrapper<AdminStoreOffice>;
  AdminStoreSettings: ResolverTypeWrapper<AdminStoreSettings>;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditPage: ResolverTypeWrapper<AuditPage>;
  AuditSubject: ResolverTypeWrapper<AuditSubject>;
  AuthPayload: ResolverTypeWrapper<AuthPayloadRecordModel>;
  Banner: ResolverTypeWrapper<BannerRecordModel>;
  BannerInput: BannerInput;
  BannerType: ResolverTypeWrapper<BannerType>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<BrandRecordModel>;
  BulkProductFilterAssignmentInput: BulkProductFilterAssignmentInput;
  Cart: ResolverTypeWrapper<Omit<Cart, 'items'> & { items: Array<ResolversTypes['CartItem']> }>;
  CartItem: ResolverTypeWrapper<Omit<CartItem, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  CatalogueTerm: ResolverTypeWrapper<CatalogueTerm>;
  CatalogueTermInput: CatalogueTermInput;
  Category: ResolverTypeWrapper<CategoryRecordModel>;
  CategoryInput: CategoryInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutInput: CheckoutInput;
  CheckoutResult: ResolverTypeWrapper<Omit<CheckoutResult, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DownloadableFile: ResolverTypeWrapper<DownloadableFileRecordModel>;
  FacetOption: ResolverTypeWrapper<FacetOption>;
  Favorite: ResolverTypeWrapper<Omit<Favorite, 'product'> & { product: ResolversTypes['Product'] }>;
  FavoritePage: ResolverTypeWrapper<Omit<FavoritePage, 'items'> & { items: Array<ResolversTypes['Favorite']> }>;
  FavoriteStatus: ResolverTypeWrapper<Omit<FavoriteStatus, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  Filter: ResolverTypeWrapper<FilterRecordModel>;
  FilterCriterionInput: FilterCriterionInput;
  FilterFacet: ResolverTypeWrapper<FilterFacet>;
  FilterInput: FilterInput;
  FilterOption: ResolverTypeWrapper<FilterOptionRecordModel>;
  FilterOptionInput: FilterOptionInput;
  FilterType: ResolverTypeWrapper<FilterType>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  ManagedFile: ResolverTypeWrapper<ManagedFileRecordModel>;
  Money: ResolverTypeWrapper<Scalars['Money']['output']>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<Order>;
  OrderEvent: ResolverTypeWrapper<OrderEvent>;
  OrderLine: ResolverTypeWrapper<OrderLine>;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  OrderStatus: OrderStatus;
  PasswordResetRequest: ResolverTypeWrapper<PasswordResetRequest>;
  Product: ResolverTypeWrapper<ProductRecordModel>;
  ProductDeletion: ResolverTypeWrapper<ProductDeletion>;
  ProductDocument: ResolverTypeWrapper<ProductDocumentRecordModel>;
  ProductFilterAssignmentInput: ProductFilterAssignmentInput;
  ProductFilterInput: ProductFilterInput;
  ProductFilterValue: ResolverTypeWrapper<ProductFilterValueRecordModel>;
  ProductFilterValueInput: ProductFilterValueInput;
  ProductFilters: ResolverTypeWrapper<Omit<ProductFilters, 'filters'> & { filters: Array<ResolversTypes['ProductFilterValue']> }>;
  ProductImage: ResolverTypeWrapper<ProductImageRecordModel>;
  ProductInput: ProductInput;
  ProductListInput: ProductListInput;
  ProductPage: ResolverTypeWrapper<ProductPageRecordModel>;
  ProductPdf: ResolverTypeWrapper<ProductPdfRecordModel>;
  ProductPdfInput: ProductPdfInput;
  ProductPrice: ResolverTypeWrapper<PriceRecordModel>;
  ProductPriceInput: ProductPriceInput;
  ProductSort: ProductSort;
  ProductSpecifications: ResolverTypeWrapper<ProductSpecificationsRecordModel>;
  ProductStockSummary: ResolverTypeWrapper<ProductStockSummary>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RegisterInput: RegisterInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ResetPasswordInput: ResetPasswordInput;
  Role: ResolverTypeWrapper<Role>;
  RoleOption: ResolverTypeWrapper<Omit<RoleOption, 'value'> & { value: ResolversTypes['Role'] }>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SortDirection: SortDirection;
  SpecificationGroup: ResolverTypeWrapper<SpecificationGroupRecordModel>;
  SpecificationGroupInput: SpecificationGroupInput;
  SpecificationItem: ResolverTypeWrapper<Omit<SpecificationItem, 'type'> & { type: ResolversTypes['SpecificationType'] }>;
  SpecificationItemInput: SpecificationItemInput;
  SpecificationType: ResolverTypeWrapper<SpecificationType>;
  StockNoticeStatus: ResolverTypeWrapper<StockNoticeStatus>;
  StockStatus: StockStatus;
  StoreOffice: ResolverTypeWrapper<StoreOffice>;
  StoreOfficeInput: StoreOfficeInput;
  StorePhone: ResolverTypeWrapper<StorePhone>;
  StoreSettings: ResolverTypeWrapper<StoreSettings>;
  StoreSettingsInput: StoreSettingsInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadFileInput: UploadFileInput;
  User: ResolverTypeWrapper<UserModel>;
  UserPage: ResolverTypeWrapper<UserPageRecordModel>;
  UserSortField: UserSortField;
  UserStatistics: ResolverTypeWrapper<UserStatistics>;
  UsersFilter: UsersFilter;
  VerifyPasswordResetCodeInput: VerifyPasswordResetCodeInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminCategory: AdminCategoryRecordModel;
  AdminFilter: AdminFilterRecordModel;
  AdminProduct: AdminProductRecordModel;
  AdminProductListInput: AdminProductListInput;
  AdminProductPage: AdminProductPageRecordModel;
  AdminStoreOffice: AdminStoreOffice;
  AdminStoreSettings: AdminStoreSettings;
  AuditChange: AuditChange;
  AuditEntry: AuditEntry;
  AuditPage: AuditPage;
  AuditSubject: AuditSubject;
  AuthPayload: AuthPayloadRecordModel;
  Banner: BannerRecordModel;
  BannerInput: BannerInput;
  Boolean: Scalars['Boolean']['output'];
  Brand: BrandRecordModel;
  BulkProductFilterAssignmentInput: BulkProductFilterAssignmentInput;
  Cart: Omit<Cart, 'items'> & { items: Array<ResolversParentTypes['CartItem']> };
  CartItem: Omit<CartItem, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  CatalogueTerm: CatalogueTerm;
  CatalogueTermInput: CatalogueTermInput;
  Category: CategoryRecordModel;
  CategoryInput: CategoryInput;
  ChangePasswordInput: ChangePasswordInput;
  CheckoutInput: CheckoutInput;
  CheckoutResult: Omit<CheckoutResult, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  DateTime: Scalars['DateTime']['output'];
  DownloadableFile: DownloadableFileRecordModel;
  FacetOption: FacetOption;
  Favorite: Omit<Favorite, 'product'> & { product: ResolversParentTypes['Product'] };
  FavoritePage: Omit<FavoritePage, 'items'> & { items: Array<ResolversParentTypes['Favorite']> };
  FavoriteStatus: Omit<FavoriteStatus, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  Filter: FilterRecordModel;
  FilterCriterionInput: FilterCriterionInput;
  FilterFacet: FilterFacet;
  FilterInput: FilterInput;
  FilterOption: FilterOptionRecordModel;
  FilterOptionInput: FilterOptionInput;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  ManagedFile: ManagedFileRecordModel;
  Money: Scalars['Money']['output'];
  Mutation: Record<PropertyKey, never>;
  Order: Order;
  OrderEvent: OrderEvent;
  OrderLine: OrderLine;
  OrderPage: OrderPage;
  PasswordResetRequest: PasswordResetRequest;
  Product: ProductRecordModel;
  ProductDeletion: ProductDeletion;
  ProductDocument: ProductDocumentRecordModel;
  ProductFilterAssignmentInput: ProductFilterAssignmentInput;
  ProductFilterInput: ProductFilterInput;
  ProductFilterValue: ProductFilterValueRecordModel;
  ProductFilterValueInput: ProductFilterValueInput;
  ProductFilters: Omit<ProductFilters, 'filters'> & { filters: Array<ResolversParentTypes['ProductFilterValue']> };
  ProductImage: ProductImageRecordModel;
  ProductInput: ProductInput;
  ProductListInput: ProductListInput;
  ProductPage: ProductPageRecordModel;
  ProductPdf: ProductPdfRecordModel;
  ProductPdfInput: ProductPdfInput;
  ProductPrice: PriceRecordModel;
  ProductPriceInput: ProductPriceInput;
  ProductSpecifications: ProductSpecificationsRecordModel;
  ProductStockSummary: ProductStockSummary;
  Query: Record<PropertyKey, never>;
  RegisterInput: RegisterInput;
  RequestPasswordResetInput: RequestPasswordResetInput;
  ResetPasswordInput: ResetPasswordInput;
  RoleOption: RoleOption;
  SocialLink: SocialLink;
  SpecificationGroup: SpecificationGroupRecordModel;
  SpecificationGroupInput: SpecificationGroupInput;
  SpecificationItem: SpecificationItem;
  SpecificationItemInput: SpecificationItemInput;
  StockNoticeStatus: StockNoticeStatus;
  StoreOffice: StoreOffice;
  StoreOfficeInput: StoreOfficeInput;
  StorePhone: StorePhone;
  StoreSettings: StoreSettings;
  StoreSettingsInput: StoreSettingsInput;
  String: Scalars['String']['output'];
  UpdateProfileInput: UpdateProfileInput;
  UpdateUserInput: UpdateUserInput;
  Upload: Scalars['Upload']['output'];
  UploadFileInput: UploadFileInput;
  User: UserModel;
  UserPage: UserPageRecordModel;
  UserStatistics: UserStatistics;
  UsersFilter: UsersFilter;
  VerifyPasswordResetCodeInput: VerifyPasswordResetCodeInput;
};

export type AdminCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminCategory'] = ResolversParentTypes['AdminCategory']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentCategoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['AdminCategory']>, ParentType, ContextType>;
  totalProductCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminFilter'] = ResolversParentTypes['AdminFilter']> = {
  categoryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  followsBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  productCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FilterType'], ParentType, ContextType>;
};

export type AdminProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminProduct'] = ResolversParentTypes['AdminProduct']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  archivedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['ProductFilterValue']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHotDeal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isShown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pdfs?: Resolver<Array<ResolversTypes['ProductPdf']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  primaryImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortDescriptionAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortDescriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specificationGroups?: Resolver<Array<ResolversTypes['SpecificationGroup']>, ParentType, ContextType>;
  stockQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockStatus?: Resolver<ResolversTypes['StockStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type AdminProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminProductPage'] = ResolversParentTypes['AdminProductPage']> = {
  items?: Resolver<Array<ResolversTypes['AdminProduct']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AdminStoreOfficeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminStoreOffice'] = ResolversParentTypes['AdminStoreOffice']> = {
  addressAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addressEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hoursAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hoursEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  nameAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminStoreSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminStoreSettings'] = ResolversParentTypes['AdminStoreSettings']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  facebookUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  instagramUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkedinUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['AdminStoreOffice']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  shopNameAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shopNameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  softwareSiteUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tiktokUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedByEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whatsApp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  youtubeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = {
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuditEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  entity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entityId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  subject?: Resolver<Maybe<ResolversTypes['AuditSubject']>, ParentType, ContextType>;
};

export type AuditPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditPage'] = ResolversParentTypes['AuditPage']> = {
  items?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuditSubjectResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuditSubject'] = ResolversParentTypes['AuditSubject']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  buttonText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buttonTextAz?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buttonTextEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageSrcset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titleEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['BannerType'], ParentType, ContextType>;
};

export type BannerTypeResolvers = { CAROUSEL?: 0 };

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CartItem']>, ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItem'] = ResolversParentTypes['CartItem']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cartId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalUnitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stockQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type CatalogueTermResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogueTerm'] = ResolversParentTypes['CatalogueTerm']> = {
  az?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  en?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageSrcset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentCategoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  trail?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
};

export type CheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsAppUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type FacetOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FacetOption'] = ResolversParentTypes['FacetOption']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  optionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FavoriteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Favorite'] = ResolversParentTypes['Favorite']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
};

export type FavoritePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FavoritePage'] = ResolversParentTypes['FavoritePage']> = {
  items?: Resolver<Array<ResolversTypes['Favorite']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FavoriteStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FavoriteStatus'] = ResolversParentTypes['FavoriteStatus']> = {
  favoritesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type FilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Filter'] = ResolversParentTypes['Filter']> = {
  followsBrand?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['FilterType'], ParentType, ContextType>;
};

export type FilterFacetResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterFacet'] = ResolversParentTypes['FilterFacet']> = {
  filterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['FacetOption']>, ParentType, ContextType>;
};

export type FilterOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterOption'] = ResolversParentTypes['FilterOption']> = {
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayNameAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayNameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FilterTypeResolvers = { CHECKBOX?: 0, RANGE: 1, TEXT: 2 };

export type ManagedFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ManagedFile'] = ResolversParentTypes['ManagedFile']> = {
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export interface MoneyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Money'], any> {
  name: 'Money';
}

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  activateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationActivateUserArgs, 'id'>>;
  addBanner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<MutationAddBannerArgs, 'image' | 'input'>>;
  addCategory?: Resolver<ResolversTypes['AdminCategory'], ParentType, ContextType, RequireFields<MutationAddCategoryArgs, 'input'>>;
  addFavorite?: Resolver<ResolversTypes['FavoriteStatus'], ParentType, ContextType, RequireFields<MutationAddFavoriteArgs, 'productId'>>;
  addFilter?: Resolver<ResolversTypes['AdminFilter'], ParentType, ContextType, RequireFields<MutationAddFilterArgs, 'input'>>;
  addFilterOption?: Resolver<ResolversTypes['FilterOption'], ParentType, ContextType, RequireFields<MutationAddFilterOptionArgs, 'filterId' | 'input'>>;
  addProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAddProductArgs, 'image' | 'input'>>;
  addProductImages?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationAddProductImagesArgs, 'images' | 'productId'>>;
  addProductPdf?: Resolver<ResolversTypes['ProductPdf'], ParentType, ContextType, RequireFields<MutationAddProductPdfArgs, 'file' | 'productId'>>;
  addProductSpecifications?: Resolver<ResolversTypes['ProductSpecifications'], ParentType, ContextType, RequireFields<MutationAddProductSpecificationsArgs, 'productId' | 'specificationGroups'>>;
  addToCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationAddToCartArgs, 'productId' | 'quantity'>>;
  assignProductFilter?: Resolver<ResolversTypes['ProductFilters'], ParentType, ContextType, RequireFields<MutationAssignProductFilterArgs, 'input'>>;
  bulkAssignProductFilter?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationBulkAssignProductFilterArgs, 'input'>>;
  cancelStockNotice?: Resolver<ResolversTypes['StockNoticeStatus'], ParentType, ContextType, RequireFields<MutationCancelStockNoticeArgs, 'productId'>>;
  changePassword?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  checkout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, Partial<MutationCheckoutArgs>>;
  clearCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  clearFavorites?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deactivateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeactivateUserArgs, 'id'>>;
  deleteBanner?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteBannerArgs, 'id'>>;
  deleteCategory?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCategoryArgs, 'id'>>;
  deleteFile?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'id'>>;
  deleteFilter?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteFilterArgs, 'id'>>;
  deleteFilterOption?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteFilterOptionArgs, 'filterId' | 'optionId'>>;
  deleteProduct?: Resolver<ResolversTypes['ProductDeletion'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deleteProductPdf?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteProductPdfArgs, 'id'>>;
  deleteProductSpecifications?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteProductSpecificationsArgs, 'productId'>>;
  deleteUser?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteUserArgs, 'id'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markOrdersSeen?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkOrdersSeenArgs, 'ids'>>;
  register?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  removeCartItem?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationRemoveCartItemArgs, 'id'>>;
  removeFavorite?: Resolver<ResolversTypes['FavoriteStatus'], ParentType, ContextType, RequireFields<MutationRemoveFavoriteArgs, 'productId'>>;
  removeProductFilter?: Resolver<ResolversTypes['ProductFilters'], ParentType, ContextType, RequireFields<MutationRemoveProductFilterArgs, 'filterId' | 'productId'>>;
  removeProductFilters?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationRemoveProductFiltersArgs, 'productId'>>;
  removeProductImage?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationRemoveProductImageArgs, 'imageId'>>;
  reorderProductImages?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationReorderProductImagesArgs, 'imageIds' | 'productId'>>;
  requestPasswordReset?: Resolver<ResolversTypes['PasswordResetRequest'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  requestStockNotice?: Resolver<ResolversTypes['StockNoticeStatus'], ParentType, ContextType, RequireFields<MutationRequestStockNoticeArgs, 'productId'>>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  setCatalogueTerms?: Resolver<Array<ResolversTypes['CatalogueTerm']>, ParentType, ContextType, RequireFields<MutationSetCatalogueTermsArgs, 'terms'>>;
  setOrderStatus?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationSetOrderStatusArgs, 'id' | 'status'>>;
  setPrimaryProductImage?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationSetPrimaryProductImageArgs, 'imageId'>>;
  setProductImageAltText?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationSetProductImageAltTextArgs, 'imageId'>>;
  setProductSpecifications?: Resolver<ResolversTypes['ProductSpecifications'], ParentType, ContextType, RequireFields<MutationSetProductSpecificationsArgs, 'productId' | 'specificationGroups'>>;
  setUserRole?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserRoleArgs, 'id' | 'role'>>;
  toggleFavorite?: Resolver<ResolversTypes['FavoriteStatus'], ParentType, ContextType, RequireFields<MutationToggleFavoriteArgs, 'productId'>>;
  updateBanner?: Resolver<ResolversTypes['Banner'], ParentType, ContextType, RequireFields<MutationUpdateBannerArgs, 'id' | 'input'>>;
  updateCartItem?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationUpdateCartItemArgs, 'id' | 'quantity'>>;
  updateCategory?: Resolver<ResolversTypes['AdminCategory'], ParentType, ContextType, RequireFields<MutationUpdateCategoryArgs, 'id' | 'input'>>;
  updateFilter?: Resolver<ResolversTypes['AdminFilter'], ParentType, ContextType, RequireFields<MutationUpdateFilterArgs, 'id' | 'input'>>;
  updateFilterOption?: Resolver<ResolversTypes['FilterOption'], ParentType, ContextType, RequireFields<MutationUpdateFilterOptionArgs, 'filterId' | 'input' | 'optionId'>>;
  updateProduct?: Resolver<ResolversTypes['AdminProduct'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  updateStoreSettings?: Resolver<ResolversTypes['AdminStoreSettings'], ParentType, ContextType, RequireFields<MutationUpdateStoreSettingsArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'id' | 'input'>>;
  uploadFile?: Resolver<ResolversTypes['ManagedFile'], ParentType, ContextType, RequireFields<MutationUploadFileArgs, 'file'>>;
  verifyPasswordResetCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationVerifyPasswordResetCodeArgs, 'input'>>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['OrderEvent']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
  totalAmount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalDiscount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type OrderEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderEvent'] = ResolversParentTypes['OrderEvent']> = {
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  byName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['OrderStatus'], ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  originalUnitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productSku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = {
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PasswordResetRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PasswordResetRequest'] = ResolversParentTypes['PasswordResetRequest']> = {
  expiresInMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  categoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  categoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categorySlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  categoryTrail?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  descriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['ProductFilterValue']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFavorite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHotDeal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  originalPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  parentCategoryName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentCategorySlug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pdfs?: Resolver<Array<ResolversTypes['ProductDocument']>, ParentType, ContextType>;
  prices?: Resolver<Array<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  primaryImageSrcset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  primaryImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shortDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortDescriptionAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shortDescriptionEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specificationGroups?: Resolver<Array<ResolversTypes['SpecificationGroup']>, ParentType, ContextType>;
  stockNoticeRequested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stockQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subCategoryName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductDeletionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductDeletion'] = ResolversParentTypes['ProductDeletion']> = {
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductDocument'] = ResolversParentTypes['ProductDocument']> = {
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductFilterValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFilterValue'] = ResolversParentTypes['ProductFilterValue']> = {
  filterId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  filterName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  filterOptionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  optionName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductFiltersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductFilters'] = ResolversParentTypes['ProductFilters']> = {
  filters?: Resolver<Array<ResolversTypes['ProductFilterValue']>, ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  altText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageSrcset?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sortOrder?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProductPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPage'] = ResolversParentTypes['ProductPage']> = {
  facets?: Resolver<Array<ResolversTypes['FilterFacet']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountIsLowerBound?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProductPdfResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPdf'] = ResolversParentTypes['ProductPdf']> = {
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  customFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  downloadUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isActive?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  originalFileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ProductPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = {
  discountPercentage?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  discountedPrice?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  userRole?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type ProductSpecificationsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductSpecifications'] = ResolversParentTypes['ProductSpecifications']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  specificationGroups?: Resolver<Array<ResolversTypes['SpecificationGroup']>, ParentType, ContextType>;
};

export type ProductStockSummaryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductStockSummary'] = ResolversParentTypes['ProductStockSummary']> = {
  inStockProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowStockProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outOfStockProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalProducts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminBanners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  adminCategoryTree?: Resolver<Array<ResolversTypes['AdminCategory']>, ParentType, ContextType>;
  adminFile?: Resolver<ResolversTypes['ManagedFile'], ParentType, ContextType, RequireFields<QueryAdminFileArgs, 'id'>>;
  adminFiles?: Resolver<Array<ResolversTypes['ManagedFile']>, ParentType, ContextType>;
  adminFilters?: Resolver<Array<ResolversTypes['AdminFilter']>, ParentType, ContextType>;
  adminProduct?: Resolver<Maybe<ResolversTypes['AdminProduct']>, ParentType, ContextType, RequireFields<QueryAdminProductArgs, 'id'>>;
  adminProducts?: Resolver<ResolversTypes['AdminProductPage'], ParentType, ContextType, RequireFields<QueryAdminProductsArgs, 'input'>>;
  adminStoreSettings?: Resolver<ResolversTypes['AdminStoreSettings'], ParentType, ContextType>;
  auditTrail?: Resolver<ResolversTypes['AuditPage'], ParentType, ContextType, RequireFields<QueryAuditTrailArgs, 'page' | 'pageSize'>>;
  banners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  brands?: Resolver<Array<ResolversTypes['Brand']>, ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  cartCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  catalogueTerms?: Resolver<Array<ResolversTypes['CatalogueTerm']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  categoryBySlug?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QueryCategoryBySlugArgs, 'slug'>>;
  categoryRoots?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  categoryTree?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  favorites?: Resolver<ResolversTypes['FavoritePage'], ParentType, ContextType, RequireFields<QueryFavoritesArgs, 'page' | 'pageSize'>>;
  favoritesCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['DownloadableFile']>, ParentType, ContextType>;
  filterProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryFilterProductsArgs, 'input'>>;
  filters?: Resolver<Array<ResolversTypes['Filter']>, ParentType, ContextType, Partial<QueryFiltersArgs>>;
  hotDeals?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryHotDealsArgs, 'limit'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  myOrders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryMyOrdersArgs, 'page' | 'pageSize'>>;
  newOrdersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'page' | 'pageSize'>>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productFormFilters?: Resolver<Array<ResolversTypes['Filter']>, ParentType, ContextType, RequireFields<QueryProductFormFiltersArgs, 'categoryId'>>;
  productPdf?: Resolver<ResolversTypes['ProductPdf'], ParentType, ContextType, RequireFields<QueryProductPdfArgs, 'id'>>;
  productPdfs?: Resolver<Array<ResolversTypes['ProductPdf']>, ParentType, ContextType, Partial<QueryProductPdfsArgs>>;
  productStockSummary?: Resolver<ResolversTypes['ProductStockSummary'], ParentType, ContextType>;
  products?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'input'>>;
  productsByBrand?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsByBrandArgs, 'brandSlug' | 'page' | 'pageSize'>>;
  productsByCategorySlug?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QueryProductsByCategorySlugArgs, 'page' | 'pageSize' | 'slug'>>;
  productsById?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryProductsByIdArgs, 'ids'>>;
  recentlyAdded?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QueryRecentlyAddedArgs, 'limit'>>;
  roles?: Resolver<Array<ResolversTypes['RoleOption']>, ParentType, ContextType>;
  searchProducts?: Resolver<ResolversTypes['ProductPage'], ParentType, ContextType, RequireFields<QuerySearchProductsArgs, 'page' | 'pageSize' | 'text'>>;
  similarProducts?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<QuerySimilarProductsArgs, 'limit'>>;
  specifications?: Resolver<Maybe<ResolversTypes['ProductSpecifications']>, ParentType, ContextType, RequireFields<QuerySpecificationsArgs, 'productId'>>;
  storeSettings?: Resolver<ResolversTypes['StoreSettings'], ParentType, ContextType>;
  subCategories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, RequireFields<QuerySubCategoriesArgs, 'parentId'>>;
  userStatistics?: Resolver<ResolversTypes['UserStatistics'], ParentType, ContextType>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'page' | 'pageSize' | 'sortDirection' | 'sortField'>>;
};

export type RoleResolvers = { ADMIN?: 0, NORMAL_USER: 1, RETAIL: 2, VIP: 4, WHOLESALE: 3 };

export type RoleOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoleOption'] = ResolversParentTypes['RoleOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
};

export type SocialLinkResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = {
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SpecificationGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpecificationGroup'] = ResolversParentTypes['SpecificationGroup']> = {
  groupName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupNameAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groupNameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SpecificationItem']>, ParentType, ContextType>;
};

export type SpecificationItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SpecificationItem'] = ResolversParentTypes['SpecificationItem']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SpecificationType'], ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitAz?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unitEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueAz?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  valueEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SpecificationTypeResolvers = { BOOLEAN: 2, NUMBER: 1, TEXT?: 0 };

export type StockNoticeStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockNoticeStatus'] = ResolversParentTypes['StockNoticeStatus']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  requested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StoreOfficeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreOffice'] = ResolversParentTypes['StoreOffice']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorePhoneResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorePhone'] = ResolversParentTypes['StorePhone']> = {
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoreSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreSettings'] = ResolversParentTypes['StoreSettings']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['StoreOffice']>, ParentType, ContextType>;
  phones?: Resolver<Array<ResolversTypes['StorePhone']>, ParentType, ContextType>;
  shopName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  softwareSiteUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whatsApp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  whatsAppUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

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
  role?: Resolver<ResolversTypes['Role'], ParentType, ContextType>;
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
  AdminCategory?: AdminCategoryResolvers<ContextType>;
  AdminFilter?: AdminFilterResolvers<ContextType>;
  AdminProduct?: AdminProductResolvers<ContextType>;
  AdminProductPage?: AdminProductPageResolvers<ContextType>;
  AdminStoreOffice?: AdminStoreOfficeResolvers<ContextType>;
  AdminStoreSettings?: AdminStoreSettingsResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AuditPage?: AuditPageResolvers<ContextType>;
  AuditSubject?: AuditSubjectResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  BannerType?: BannerTypeResolvers;
  Brand?: BrandResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartItem?: CartItemResolvers<ContextType>;
  CatalogueTerm?: CatalogueTermResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  DownloadableFile?: DownloadableFileResolvers<ContextType>;
  FacetOption?: FacetOptionResolvers<ContextType>;
  Favorite?: FavoriteResolvers<ContextType>;
  FavoritePage?: FavoritePageResolvers<ContextType>;
  FavoriteStatus?: FavoriteStatusResolvers<ContextType>;
  Filter?: FilterResolvers<ContextType>;
  FilterFacet?: FilterFacetResolvers<ContextType>;
  FilterOption?: FilterOptionResolvers<ContextType>;
  FilterType?: FilterTypeResolvers;
  ManagedFile?: ManagedFileResolvers<ContextType>;
  Money?: GraphQLScalarType;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderEvent?: OrderEventResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  PasswordResetRequest?: PasswordResetRequestResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductDeletion?: ProductDeletionResolvers<ContextType>;
  ProductDocument?: ProductDocumentResolvers<ContextType>;
  ProductFilterValue?: ProductFilterValueResolvers<ContextType>;
  ProductFilters?: ProductFiltersResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductPage?: ProductPageResolvers<ContextType>;
  ProductPdf?: ProductPdfResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductSpecifications?: ProductSpecificationsResolvers<ContextType>;
  ProductStockSummary?: ProductStockSummaryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Role?: RoleResolvers;
  RoleOption?: RoleOptionResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  SpecificationGroup?: SpecificationGroupResolvers<ContextType>;
  SpecificationItem?: SpecificationItemResolvers<ContextType>;
  SpecificationType?: SpecificationTypeResolvers;
  StockNoticeStatus?: StockNoticeStatusResolvers<ContextType>;
  StoreOffice?: StoreOfficeResolvers<ContextType>;
  StorePhone?: StorePhoneResolvers<ContextType>;
  StoreSettings?: StoreSettingsResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
  UserStatistics?: UserStatisticsResolvers<ContextType>;
};

