import { namesInEnglish } from '../../catalogue-terms.js';

/**
 * The SQL behind the catalogue's read models. Each listing is one statement: the viewer's tier price,
 * the category name and the primary image are joined in, and the total comes from a window count.
 * Texts are read in both languages (see catalog.records.ts).
 */
/** A product the shop shows: it and every category above it active (kept in product_listing by the database's triggers). */
export const SHOWN = 'coalesce((select l.is_active from product_listing l where l.product_id = p.id), false)';

export const PRODUCT_COLUMNS = `
  p.id, p.name as "nameAz", p.name_en as "nameEn", p.slug, p.sku,
  p.short_description as "shortDescriptionAz", p.short_description_en as "shortDescriptionEn",
  p.description as "descriptionAz", p.description_en as "descriptionEn",
  p.stock_quantity as "stockQuantity", p.is_hot_deal as "isHotDeal", ${SHOWN} as "isActive",
  p.category_id as "categoryId", c.name as "categoryNameAz", c.name_en as "categoryNameEn", c.slug as "categorySlug",
  p.brand_id as "brandId", p.created_at as "createdAt",
  p.colors as "colorsAz", p.sizes as "sizesAz", ${namesInEnglish('p.colors')} as "colorsEn", ${namesInEnglish('p.sizes')} as "sizesEn",
  pr.tier, pr.price_minor as "priceMinor", pr.discounted_price_minor as "discountedPriceMinor",
  (select i.url from product_image i where i.product_id = p.id
    order by i.is_primary desc, i.sort_order, i.id limit 1) as "primaryImageUrl"`;

/** Joins every product row to its category and to the price row of the tier in parameter `tierParam`. */
export const PRODUCT_JOINS = (tierParam: string) => `
  from product p
  join category c on c.id = p.category_id
  join product_price pr on pr.product_id = p.id and pr.tier = ${tierParam}`;
