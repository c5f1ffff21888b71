import type { EntityManager } from '@mikro-orm/postgresql';
import { groupRows } from '../../batch.js';
import { pgArray, query } from '../../db/sql.js';
import { englishOrTerm } from '../../catalogue-terms.js';
import { inLanguage, inLanguageOrNull } from '../../language.js';
import type { RequestContext } from '../../request-context.js';
import { productById } from '../catalog/index.js';
import type { ProductSpecificationsRecord, SpecificationGroupRecord, SpecificationItemRecord } from './specs.types.js';

type SpecificationItemRow = Omit<SpecificationItemRecord, 'name' | 'value' | 'unit'> & { valueEnOrTerm: string; unitEnOrTerm: string };
type SpecificationGroupRow = Omit<SpecificationGroupRecord, 'groupName' | 'items'> & { items: SpecificationItemRow[] };

/** Specifications kept in all, for this many products. */
const SPECIFICATIONS_KEPT = 20_000;

/** The specification groups of some products with their items, both languages, in display order, as stored now: one statement. */
export async function storedSpecifications(em: EntityManager, productIds: readonly string[]): Promise<SpecificationGroupRow[]> {
  return query<SpecificationGroupRow>(
    em,
    `select g.product_id as "productId", g.group_name as "groupNameAz", g.group_name_en as "groupNameEn",
       coalesce(json_agg(json_build_object('nameAz', i.name, 'nameEn', i.name_en, 'valueAz', i.value, 'valueEn', i.value_en,
         'valueEnOrTerm', ${englishOrTerm('i.value_en', 'i.value')}, 'unitAz', i.unit, 'unitEn', i.unit_en,
         'unitEnOrTerm', ${englishOrTerm('i.unit_en', 'i.unit')}, 'type', i.type)
         order by i.sort_order, i.name) filter (where i.id is not null), '[]') as items
     from specification_group g left join specification_item i on i.group_id = g.id
     where g.product_id = any(?::uuid[])
     group by g.id order by g.product_id, g.sort_order, g.group_name`,
    [pgArray(productIds)],
  );
}

/**
 * The specification groups of some products in the viewer's language: kept per product until the change
 * log names it (specification triggers log every change; a terms edit logs the products whose values or
 * units are a changed word, as their English comes from the terms), the others read in one statement. Not for
 * reads inside a transaction (`storedSpecifications` is).
 */
export async function specificationsOfProducts(
  { em, language, catalogueVersion }: Pick<RequestContext, 'em' | 'language' | 'catalogueVersion'>,
  productIds: readonly string[],
): Promise<SpecificationGroupRecord[]> {
  const kept = catalogueVersion.keptByProduct<SpecificationGroupRow[]>('specifications', SPECIFICATIONS_KEPT);
  const groups = await kept.readThrough(productIds, async (missing) => groupRows(await storedSpecifications(em, missing), (group) => group.productId), []);
  return groups.flat().map((group) => ({
    ...group,
    groupName: inLanguage(language, group.groupNameAz, group.groupNameEn),
    items: group.items.map(({ valueEnOrTerm, unitEnOrTerm, ...item }) => ({
      ...item,
      name: inLanguage(language, item.nameAz, item.nameEn),
      value: inLanguage(language, item.valueAz, valueEnOrTerm),
      unit: inLanguageOrNull(language, item.unitAz, unitEnOrTerm),
    })),
  }));
}

/**
 * Products with a specification value or unit that is one of `words` (letter case and surrounding spaces
 * aside, as the terms match) are logged as changed: a terms edit changed those words' English.
 */
export async function logChangeOfProductsWithSpecifications(em: EntityManager, words: readonly string[]): Promise<void> {
  if (words.length === 0) return;
  await query(
    em,
    `select shop_log_catalogue_change(array(
       select distinct g.product_id from specification_group g join specification_item i on i.group_id = g.id
       where lower(btrim(i.value)) in (select lower(w) from unnest(?::text[]) w)
          or lower(btrim(i.unit)) in (select lower(w) from unnest(?::text[]) w)))`,
    [pgArray(words), pgArray(words)],
  );
}

/** An active product's specification groups (404 as for the product itself). */
export async function productSpecifications(ctx: RequestContext, productId: string): Promise<ProductSpecificationsRecord> {
  const product = await productById(ctx, productId);
  return { productId: product.id, specificationGroups: await ctx.loaders.specificationsByProduct.load(product.id) };
}
