import { pgArray, query } from '../../db/sql.js';
import { englishOrTerm } from '../../catalogue-terms.js';
import { inLanguage, inLanguageOrNull } from '../../language.js';
import type { RequestContext } from '../../request-context.js';
import { productById } from '../catalog/index.js';
import type { ProductSpecificationsRecord, SpecificationGroupRecord, SpecificationItemRecord } from './specs.types.js';

type SpecificationItemRow = Omit<SpecificationItemRecord, 'name' | 'value' | 'unit'> & { valueEnOrTerm: string; unitEnOrTerm: string };
type SpecificationGroupRow = Omit<SpecificationGroupRecord, 'groupName' | 'items'> & { items: SpecificationItemRow[] };

/** The specification groups of some products, with their items, in display order: one statement. */
export async function specificationsOfProducts(
  { em, language }: Pick<RequestContext, 'em' | 'language'>,
  productIds: readonly string[],
): Promise<SpecificationGroupRecord[]> {
  const rows = await query<SpecificationGroupRow>(
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
  return rows.map((group) => ({
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

/** An active product's specification groups (404 as for the product itself). */
export async function productSpecifications(ctx: RequestContext, productId: string): Promise<ProductSpecificationsRecord> {
  const product = await productById(ctx, productId);
  return { productId: product.id, specificationGroups: await ctx.loaders.specificationsByProduct.load(product.id) };
}
