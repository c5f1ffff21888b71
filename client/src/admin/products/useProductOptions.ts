import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { ProductFormOptionsQuery } from './operations';
import { flattenCategories } from './productOptions';

/** The category tree (inactive categories too) as indented options, and the brands: the grid filters' and the dialog's choices. */
export function useProductOptions({ skip = false }: { skip?: boolean } = {}) {
  const { data, loading } = useQuery(ProductFormOptionsQuery, { skip });
  const categories = useMemo(() => flattenCategories(data?.adminCategoryTree ?? []), [data]);
  return { categories, brands: data?.brands ?? [], loading };
}
