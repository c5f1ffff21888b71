import { pgArray, query } from '../../db/sql.js';
import { inLanguage } from '../../language.js';
import type { RequestContext } from '../../request-context.js';
import { productById } from '../catalog/index.js';

/** Names come in the viewer's language (else the other's), and as stored in each language (`…Az`, `…En`) for edit forms. */
export interface SpecificationItemRecord {
  name: string;
  nameAz: string;
  nameEn: string;
  value: string;
  unit: string | null;
  type: number;
}

export interface SpecificationGroupRecord {
  productId: string;
  groupName: string;
  groupNameAz: string;
  groupNameEn: string;
  items: SpecificationItemRecord[];
}

type SpecificationGroupRow = Omit<SpecificationGroupRecord, 'groupName' | 'items'> & { items: Omit<SpecificationItemRecord, 'name'>[] };

/** The specification groups of some products, with their items, in display order: one statement. */
export async function specificationsOfProducts(
  { em, language }: Pick<RequestContext, 'em' | 'language'>,
  productIds: readonly string[],
): Promise<SpecificationGroupRecord[]> {
  const rows = await query<SpecificationGroupRow>(
    em,
    `select g.product_id as "productId", g.group_name as "groupNameAz", g.group_name_en as "groupNameEn",
       coalesce(json_agg(json_build_object('nameAz', i.name, 'nameEn', i.name_en, 'value', i.value, 'unit', i.unit, 'type', i.type)
         order by i.sort_order, i.name) filter (where i.id is not null), '[]') as items
     from specification_group g left join specification_item i on i.group_id = g.id
     where g.product_id = any(?::uuid[])
     group by g.id order by g.product_id, g.sort_order, g.group_name`,
    [pgArray(productIds)],
  );
  return rows.map((group) => ({
    ...group,
    groupName: inLanguage(language, group.groupNameAz, group.groupNameEn),
    items: group.items.map((item) => ({ ...item, name: inLanguage(language, item.nameAz, item.nameEn) })),
  }));
}

export interface ProductSpecificationsRecord {
  productId: string;
  specificationGroups: SpecificationGroupRecord[];
}

/** An active product's specification groups (404 as for the product itself). */
export async function productSpecifications(ctx: RequestContext, productId: string): Promise<ProductSpecificationsRecord> {
  const product = await productById(ctx, productId);
  return { productId: product.id, specificationGroups: await ctx.loaders.specificationsByProduct.load(product.id) };
}
