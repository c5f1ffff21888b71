import type DataLoader from 'dataloader';

// The filters module's types other modules, the request context and the GraphQL mappers use: a leaf
// (types only, no services).

/** Names come in the viewer's language (else the other's), and as stored in each language (`…Az`, `…En`) for edit forms. */
export interface FilterRecord {
  id: string;
  name: string;
  nameAz: string;
  nameEn: string;
  slug: string;
  type: number;
  isActive: boolean;
  sortOrder: number;
  /** The Brand filter: it follows the products' brands. */
  followsBrand: boolean;
}

export interface FilterOptionRecord {
  id: string;
  filterId: string;
  value: string;
  displayName: string;
  displayNameAz: string;
  displayNameEn: string;
  color: string | null;
  iconUrl: string | null;
  isActive: boolean;
  sortOrder: number;
}

/** A product's value for one filter, as the back office and detail page show it. */
export interface ProductFilterValueRecord {
  productId: string;
  filterId: string;
  filterName: string;
  filterOptionId: string | null;
  optionName: string | null;
  value: string;
}

/** A filter as the back office sees it. */
export interface AdminFilterRecord extends FilterRecord {
  /** The categories it is linked to; empty: offered everywhere. */
  categoryIds: string[];
  /** Every option, inactive ones too, in display order. */
  options: FilterOptionRecord[];
  /** Products with a value for it. */
  productCount: number;
}

/** The request's filter batches (filters.loaders.ts makes them). */
export interface FilterLoaders {
  filterValuesByProduct: DataLoader<string, ProductFilterValueRecord[]>;
  /** Active options only: what shoppers may pick. */
  activeOptionsByFilter: DataLoader<string, FilterOptionRecord[]>;
}
