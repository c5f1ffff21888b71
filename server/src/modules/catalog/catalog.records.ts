import { inLanguage, type Language } from '../../language.js';
import type { PriceTier } from '../pricing/index.js';

/**
 * Read models of the catalogue: plain rows shaped for the API, produced by a few set-based queries.
 * GraphQL parents and REST answers are built from these, never from lazily loaded entities.
 *
 * Texts come in both languages (`…Az`, `…En`) in the rows read from the database: they are what the
 * caches shared by requests hold (the category list, the engine's product cards), so no cache ever
 * holds one viewer's language for another. A request turns them into records (`…InLanguage`), whose
 * plain fields (`name`, `description` …) are in its viewer's language, else in the other one.
 */
export interface CategoryRow {
  id: string;
  nameAz: string;
  nameEn: string;
  slug: string;
  descriptionAz: string;
  descriptionEn: string;
  imageUrl: string | null;
  sortOrder: number;
  isActive: boolean;
  parentId: string | null;
}

/** A category with its name and description in the viewer's language. */
export interface CategoryRecord extends CategoryRow {
  name: string;
  description: string;
}

export function categoryInLanguage(row: CategoryRow, language: Language): CategoryRecord {
  return { ...row, name: inLanguage(language, row.nameAz, row.nameEn), description: inLanguage(language, row.descriptionAz, row.descriptionEn) };
}

export interface BrandRecord {
  id: string;
  name: string;
  slug: string;
}

/** A product with the viewer's tier price already joined in, its texts in both languages (the card caches hold these). */
export interface ProductRow {
  id: string;
  /** The name as stored in each language (English empty: the Azerbaijani one is shown). */
  nameAz: string;
  nameEn: string;
  slug: string;
  sku: string;
  shortDescriptionAz: string;
  shortDescriptionEn: string;
  descriptionAz: string;
  descriptionEn: string;
  stockQuantity: number;
  isHotDeal: boolean;
  isActive: boolean;
  categoryId: string;
  categoryNameAz: string;
  categoryNameEn: string;
  categorySlug: string;
  brandId: string | null;
  createdAt: Date;
  /** Colour and size names the product comes in ("Qara"; "15.6\""), in the admin's order, as stored (Azerbaijani)… */
  colorsAz: string[];
  sizesAz: string[];
  /** …and in English through the shop's term list (catalogue_term), each one as stored when the list has no English for it. */
  colorsEn: string[];
  sizesEn: string[];
  /** The viewer's tier. */
  tier: PriceTier;
  priceMinor: number;
  discountedPriceMinor: number;
  primaryImageUrl: string | null;
}

/** A product with its name, descriptions, colours, sizes and its category's name in the viewer's language. */
export interface ProductRecord extends ProductRow {
  name: string;
  colors: string[];
  sizes: string[];
  shortDescription: string;
  description: string;
  categoryName: string;
}

/**
 * Records already made from a row, per language: the card cache shares its rows among requests, so each
 * is turned into a record once per language, not on every request (records are never changed).
 */
const recordsOf: Record<Language, WeakMap<ProductRow, ProductRecord>> = { az: new WeakMap(), en: new WeakMap() };

export function productInLanguage(row: ProductRow, language: Language): ProductRecord {
  const known = recordsOf[language].get(row);
  if (known) return known;
  const record = {
    ...row,
    name: inLanguage(language, row.nameAz, row.nameEn),
    colors: language === 'en' ? row.colorsEn : row.colorsAz,
    sizes: language === 'en' ? row.sizesEn : row.sizesAz,
    shortDescription: inLanguage(language, row.shortDescriptionAz, row.shortDescriptionEn),
    description: inLanguage(language, row.descriptionAz, row.descriptionEn),
    categoryName: inLanguage(language, row.categoryNameAz, row.categoryNameEn),
  };
  recordsOf[language].set(row, record);
  return record;
}

export interface ProductImageRecord {
  id: string;
  productId: string;
  url: string;
  altText: string;
  isPrimary: boolean;
  sortOrder: number;
}

export interface PriceRecord {
  productId: string;
  tier: PriceTier;
  priceMinor: number;
  discountedPriceMinor: number;
}

export interface ProductPageRecord {
  /** Search stops counting at a cap; listings always count exactly. */
  totalCountIsLowerBound?: boolean;
  items: ProductRecord[];
  totalCount: number;
  page: number;
  pageSize: number;
  /** What the listing's facet counts start from; none for a listing that cannot have any (search text too short). */
  facets?: ListingFacetBase;
}

/** A listing as its facet counts see it (the filters module names the filters to count, only when asked). */
export interface ListingFacetBase {
  /** The listing's category, whose filters it offers; null: the general filters. */
  categoryId: string | null;
  /**
   * The catalogue engine's counts of these filters' options for the listing's own question (see the
   * engine's FilterFacet: options chosen of other filters apply, the option's own filter's do not).
   */
  counts: (counted: { filterId: string; optionIds: readonly string[] }[]) => Promise<{ filterId: string; options: { optionId: string; count: number }[] }[]>;
}
