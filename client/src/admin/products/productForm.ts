import { ProductInput as ProductContract } from '../../../../server/src/modules/product-admin/product-admin.schemas';
import { checkContract, type FieldMap } from '../../components/form/contract';
import { z } from '../../lib/zod';
import { key } from '../../components/form/useZodForm';
import type { AdminProductRowFieldsFragment, ProductFilterValueInput, ProductInput, Role } from '../../gql/graphql';
import type { MessageKey } from '../../i18n';
import { fileSchema, UPLOAD_RULES } from '../kit/fileChecks';

/** The four price tiers in the spec's order (back office §9: rows for roles 1 to 4). */
export const PRICE_TIERS = ['NORMAL_USER', 'RETAIL', 'WHOLESALE', 'VIP'] as const satisfies readonly Role[];
export type PriceTier = (typeof PRICE_TIERS)[number];

/** Each tier's name on the admin screens (Original, Retail, Wholesale, VIP). */
export const TIER_LABEL: Record<PriceTier, MessageKey> = {
  NORMAL_USER: 'admin.products.tier.NORMAL_USER',
  RETAIL: 'admin.products.tier.RETAIL',
  WHOLESALE: 'admin.products.tier.WHOLESALE',
  VIP: 'admin.products.tier.VIP',
};

/** The server's rules (product-admin.service.ts); the texts' and lists' lengths come with its ProductInput (checkContract). */
const MAX_PRICE = 10_000_000;
const MAX_STOCK = 1_000_000;
const MAX_LIST = 30;

/** Back office §5: round((price − discounted) / price × 100), 0 when the price is 0. */
export function discountPercentage(price: number, discountedPrice: number): number {
  return price > 0 ? Math.round(((price - discountedPrice) / price) * 100) : 0;
}

/** A typed amount: a number from 0 with at most two decimals, or null when it is not one ('' is undefined). */
export function parsePrice(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_PRICE ? value : null;
}

/** The discount a price row shows while it is typed (0 until both amounts are numbers). */
export function rowDiscount(row: { price: string; discountedPrice: string }): number {
  const price = parsePrice(row.price);
  const discounted = parsePrice(row.discountedPrice);
  if (typeof price !== 'number') return 0;
  return discountPercentage(price, typeof discounted === 'number' ? discounted : price);
}

const nameList = z.array(z.string().trim().min(1)).max(MAX_LIST, key('admin.products.errors.listTooLong'));

const priceRow = z.object({ userRole: z.enum(PRICE_TIERS), price: z.string(), discountedPrice: z.string() }).superRefine((row, ctx) => {
  const price = parsePrice(row.price);
  const discounted = parsePrice(row.discountedPrice);
  if (typeof price !== 'number') ctx.addIssue({ code: 'custom', path: ['price'], message: key('admin.products.errors.priceInvalid') });
  if (discounted === null) ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: key('admin.products.errors.priceInvalid') });
  else if (typeof price === 'number' && typeof discounted === 'number' && discounted > price)
    ctx.addIssue({ code: 'custom', path: ['discountedPrice'], message: key('admin.errors.discountAbovePrice') });
});

/**
 * Where the server's ProductInput shows its errors on the form: a filter's value at its index in the
 * input (`filterIds`, the form's filters in order) on that filter's custom value; a tier's enum name is set by the form.
 */
export function productFields(filterIds: readonly string[]): FieldMap {
  return {
    name: 'name',
    nameEn: 'nameEn',
    sku: 'sku',
    stockQuantity: 'stockQuantity',
    categoryId: 'categoryId',
    brandId: 'brandId',
    shortDescription: 'shortDescriptionAz',
    shortDescriptionEn: 'shortDescriptionEn',
    description: 'descriptionAz',
    descriptionEn: 'descriptionEn',
    isActive: 'isActive',
    isHotDeal: 'isHotDeal',
    colors: 'colors',
    'colors/#': 'colors',
    sizes: 'sizes',
    'sizes/#': 'sizes',
    prices: 'prices',
    'prices/#/price': 'prices.#.price',
    'prices/#/discountedPrice': 'prices.#.discountedPrice',
    'prices/#/userRole': null,
    'filterValues/#/customValue': ([index = 0]) => ['filterValues', filterIds[index] ?? '', 'custom'],
  };
}

/**
 * The add and edit dialog's schema (back office §5): name, SKU, stock, category and brand required; a
 * price for each tier; the main picture required on add ("Please upload an image first"), at most 5 MB on
 * an edit; a PDF (add only) must be a PDF. The input it makes, with a value for every filter the form
 * holds, is checked against the server's ProductInput (lengths, list sizes).
 */
export function productSchema(adding: boolean) {
  return z
    .object({
      name: z.string().trim().min(1, key('admin.products.errors.nameRequired')),
      nameEn: z.string().trim(),
      sku: z.string().trim().min(1, key('admin.products.errors.skuRequired')),
      stockQuantity: z
        .string()
        .trim()
        .regex(/^\d+$/, key('admin.products.errors.stockInvalid'))
        .refine((value) => Number(value) <= MAX_STOCK, key('admin.products.errors.stockInvalid')),
      categoryId: z.string().min(1, key('admin.products.errors.categoryRequired')),
      brandId: z.string().min(1, key('admin.products.errors.brandRequired')),
      shortDescriptionAz: z.string(),
      shortDescriptionEn: z.string(),
      descriptionAz: z.string(),
      descriptionEn: z.string(),
      isActive: z.boolean(),
      isHotDeal: z.boolean(),
      colors: nameList,
      sizes: nameList,
      prices: z.array(priceRow).length(PRICE_TIERS.length),
      /** By filter id: the chosen option ('' none) and a value of its own ('' none). */
      filterValues: z.record(z.string(), z.object({ optionId: z.string().optional(), custom: z.string().trim().optional() })),
      image: fileSchema(adding ? UPLOAD_RULES.productImageAdd : UPLOAD_RULES.productImageEdit, adding ? 'admin.upload.imageFirst' : null),
      pdf: fileSchema(UPLOAD_RULES.productPdf, null),
    })
    .superRefine((form, ctx) => {
      const filterIds = Object.keys(form.filterValues);
      const filterValues = filterIds.map((filterId) => {
        const { optionId, custom } = form.filterValues[filterId]!;
        return { filterId, filterOptionId: optionId || null, customValue: custom || null };
      });
      checkContract(ctx, ProductContract, productInput(form, filterValues), productFields(filterIds));
    });
}

export type ProductFormValues = z.input<ReturnType<typeof productSchema>>;
type ProductFormOutput = z.output<ReturnType<typeof productSchema>>;

/** What a new product's form starts with: active, not a hot deal, a row for each tier. */
export const NEW_PRODUCT: ProductFormValues = {
  name: '',
  nameEn: '',
  sku: '',
  stockQuantity: '0',
  categoryId: '',
  brandId: '',
  shortDescriptionAz: '',
  shortDescriptionEn: '',
  descriptionAz: '',
  descriptionEn: '',
  isActive: true,
  isHotDeal: false,
  colors: [],
  sizes: [],
  prices: PRICE_TIERS.map((userRole) => ({ userRole, price: '', discountedPrice: '' })),
  filterValues: {},
  image: null,
  pdf: null,
};

/** A stored product as the edit form's values (amounts as typed text; a tier without a row starts empty). */
export function productFormValues(product: AdminProductRowFieldsFragment): ProductFormValues {
  return {
    name: product.nameAz,
    nameEn: product.nameEn,
    sku: product.sku,
    stockQuantity: String(product.stockQuantity),
    categoryId: product.categoryId,
    brandId: product.brand?.id ?? '',
    shortDescriptionAz: product.shortDescriptionAz,
    shortDescriptionEn: product.shortDescriptionEn,
    descriptionAz: product.descriptionAz,
    descriptionEn: product.descriptionEn,
    isActive: product.isActive,
    isHotDeal: product.isHotDeal,
    colors: [...product.colors],
    sizes: [...product.sizes],
    prices: PRICE_TIERS.map((userRole) => {
      const row = product.prices.find((price) => price.userRole === userRole);
      return { userRole, price: row ? String(row.price) : '', discountedPrice: row ? String(row.discountedPrice) : '' };
    }),
    // Filled in once the category's filters and the product's values have loaded (formFilterValues).
    filterValues: {},
    image: null,
    pdf: null,
  };
}

/** A filter as the product form offers it. */
export interface FormFilter {
  id: string;
  followsBrand: boolean;
  options: readonly { id: string; value: string }[];
}

type FilterValues = ProductFormValues['filterValues'];

/**
 * The form's filter values once the category's filters have loaded: each filter (but the Brand one,
 * which follows the brand) keeps what the form already holds for it, else the product's stored value
 * (`stored`: its values as the server gives them; a value differing from its option's is its own), else none.
 */
export function formFilterValues(
  filters: readonly FormFilter[],
  current: FilterValues,
  stored: readonly { filterId: string; filterOptionId?: string | null; value: string }[],
): FilterValues {
  return Object.fromEntries(
    filters
      .filter((filter) => !filter.followsBrand)
      .map((filter) => {
        const own = current[filter.id];
        const saved = stored.find((value) => value.filterId === filter.id);
        const option = filter.options.find((o) => o.id === saved?.filterOptionId);
        const custom = saved && (!option || option.value !== saved.value) ? saved.value : '';
        return [filter.id, { optionId: own?.optionId ?? option?.id ?? '', custom: own?.custom ?? custom }];
      }),
  );
}

/**
 * The values to save for the category's filters, or undefined (kept as stored) until the form holds one
 * for each of them: a save never clears values it did not show.
 */
export function filterValuesInput(filters: readonly FormFilter[] | null, values: FilterValues): ProductFilterValueInput[] | undefined {
  const shown = filters?.filter((filter) => !filter.followsBrand);
  if (!shown || !shown.every((filter) => values[filter.id])) return undefined;
  return shown.map((filter) => {
    const { optionId, custom } = values[filter.id]!;
    return { filterId: filter.id, filterOptionId: optionId || null, customValue: custom?.trim() || null };
  });
}

/** The form's values as the API's ProductInput: trimmed texts, amounts as numbers (no discounted price: none). */
export function productInput(form: ProductFormOutput, filterValues?: ProductFilterValueInput[]): ProductInput {
  return {
    ...(filterValues ? { filterValues } : {}),
    name: form.name,
    nameEn: form.nameEn,
    sku: form.sku,
    stockQuantity: Number(form.stockQuantity),
    categoryId: form.categoryId,
    brandId: form.brandId,
    shortDescription: form.shortDescriptionAz.trim(),
    shortDescriptionEn: form.shortDescriptionEn.trim(),
    description: form.descriptionAz.trim(),
    descriptionEn: form.descriptionEn.trim(),
    isActive: form.isActive,
    isHotDeal: form.isHotDeal,
    colors: form.colors,
    sizes: form.sizes,
    prices: form.prices.map((row) => {
      const price = parsePrice(row.price) as number;
      const discounted = parsePrice(row.discountedPrice);
      return { userRole: row.userRole, price, discountedPrice: typeof discounted === 'number' ? discounted : price };
    }),
  };
}

/** The first `max` entries of a list and how many more there are ("+N more", back office §2). */
export function firstOf<T>(list: readonly T[], max = 4): { shown: readonly T[]; more: number } {
  return { shown: list.slice(0, max), more: Math.max(0, list.length - max) };
}

/** The tier-1 (Original) price row of a product, if it has one. */
export function tierOnePrice<P extends { userRole: Role }>(prices: readonly P[]): P | undefined {
  return prices.find((price) => price.userRole === 'NORMAL_USER');
}
