import { pgArray, query } from '../../db/sql.js';
import type { RequestContext } from '../../request-context.js';
import { productById } from '../catalog/index.js';

export interface SpecificationItemRecord {
  name: string;
  value: string;
  unit: string | null;
  type: number;
}

export interface SpecificationGroupRecord {
  productId: string;
  groupName: string;
  items: SpecificationItemRecord[];
}

/** The specification groups of some products, with their items, in display order: one statement. */
export async function specificationsOfProducts({ em }: Pick<RequestContext, 'em'>, productIds: readonly string[]): Promise<SpecificationGroupRecord[]> {
  return query<SpecificationGroupRecord>(
    em,
    `select g.product_id as "productId", g.group_name as "groupName",
       coalesce(json_agg(json_build_object('name', i.name, 'value', i.value, 'unit', i.unit, 'type', i.type)
         order by i.sort_order, i.name) filter (where i.id is not null), '[]') as items
     from specification_group g left join specification_item i on i.group_id = g.id
     where g.product_id = any(?::uuid[])
     group by g.id order by g.product_id, g.sort_order, g.group_name`,
    [pgArray(productIds)],
  );
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
