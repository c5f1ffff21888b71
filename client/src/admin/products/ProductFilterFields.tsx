import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../../components/form/fields';
import type { MessageKey } from '../../i18n';
import { LoadFailedAlert } from '../kit/LoadFailedAlert';
import { ProductFormFiltersQuery, ProductFormFilterValuesQuery } from './operations';
import { filterValuesInput, formFilterValues, type ProductFormValues } from './productForm';

/** A new product's stored values: none (one constant, so the effect below does not run on every render). */
const NO_VALUES: readonly never[] = [];

/**
 * The filters of the product's category in the product form: loads them (and, on an edit, the product's
 * values) and fills the form's filter values once both are there. Answers the values to save with the
 * product (undefined until the form holds one for each filter: kept as stored).
 */
export function useProductFilters(form: UseFormReturn<ProductFormValues>, open: boolean, productId: string | null) {
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const filters = useQuery(ProductFormFiltersQuery, open && categoryId ? { variables: { categoryId } } : skipToken);
  // Fresh each time the dialog opens: the values may have changed on the Assign Filter screen meanwhile.
  const stored = useQuery(ProductFormFilterValuesQuery, open && productId ? { variables: { id: productId }, fetchPolicy: 'network-only' } : skipToken);
  const defined = filters.data?.productFormFilters;
  const storedValues = productId ? stored.data?.adminProduct?.filters : NO_VALUES;
  useEffect(() => {
    if (!open || !defined || !storedValues) return;
    // Each filter's value, unless the form already holds one (set leaf by leaf: an object set at once
    // did not reach fields rendered in the same pass).
    const filled = formFilterValues(defined, {}, storedValues);
    for (const [filterId, value] of Object.entries(filled)) {
      for (const leaf of ['optionId', 'custom'] as const) {
        const path = `filterValues.${filterId}.${leaf}` as const;
        if (form.getValues(path) === undefined) form.setValue(path, value[leaf]);
      }
    }
  }, [open, defined, storedValues, form]);
  const values = useWatch({ control: form.control, name: 'filterValues' });
  const ready = Boolean(defined && storedValues);
  const saved = ready ? filterValuesInput(defined!, formFilterValues(defined!, {}, storedValues!)) : undefined;
  const chosen = ready ? filterValuesInput(defined!, formFilterValues(defined!, values, storedValues!)) : undefined;
  return {
    categoryId,
    filters: defined ?? null,
    loading: filters.loading || stored.loading,
    failed: Boolean(filters.error ?? stored.error),
    retry: () => void Promise.all([filters.refetch(), productId ? stored.refetch() : null]),
    inputOf: (current: ProductFormValues['filterValues']) =>
      ready ? filterValuesInput(defined!, formFilterValues(defined!, current, storedValues!)) : undefined,
    /** Whether the filter values differ from the product's (the form's own dirty state leaves them out: they load later). */
    changed: JSON.stringify(chosen) !== JSON.stringify(saved),
  };
}

/** The section: a picker of options per filter (and a value of its own for range and free-value filters, or one the product has). */
export function ProductFilterFields({ form, state }: { form: UseFormReturn<ProductFormValues>; state: ReturnType<typeof useProductFilters> }) {
  const intl = useIntl();
  const values = useWatch({ control: form.control, name: 'filterValues' });
  const shown = state.filters?.filter((filter) => !filter.followsBrand) ?? [];
  const message = (id: MessageKey) => (
    <Typography variant="body2" color="text.secondary">
      <FormattedMessage id={id} />
    </Typography>
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="product-filters">
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5, p: 0 }}>
        <FormattedMessage id="admin.products.filters.title" />
      </Typography>
      {!state.categoryId ? (
        message('admin.products.filters.chooseCategory')
      ) : state.failed ? (
        <LoadFailedAlert message="admin.products.filters.loadFailed" onRetry={state.retry} />
      ) : state.loading || !state.filters ? (
        <LinearProgress aria-label={intl.formatMessage({ id: 'admin.products.filters.title' })} />
      ) : shown.length === 0 ? (
        message('admin.products.filters.none')
      ) : (
        <>
          {message('admin.products.filters.hint')}
          <Box sx={{ display: 'grid', gap: 2, mt: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            {shown.map((filter) => (
              <Box key={filter.id} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
                <FormTextField
                  control={form.control}
                  name={`filterValues.${filter.id}.optionId`}
                  select
                  label={filter.name}
                  fullWidth
                  slotProps={{
                    select: {
                      SelectDisplayProps: { 'data-testid': `product-filter-${filter.id}` } as object,
                      MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
                    },
                  }}
                >
                  <MenuItem value="">
                    <em>
                      <FormattedMessage id="admin.products.filters.noValue" />
                    </em>
                  </MenuItem>
                  {filter.options.map((option) => (
                    <MenuItem key={option.id} value={option.id}>
                      {option.displayName}
                    </MenuItem>
                  ))}
                </FormTextField>
                {(filter.type !== 'CHECKBOX' || Boolean(values[filter.id]?.custom)) && (
                  <FormTextField
                    control={form.control}
                    name={`filterValues.${filter.id}.custom`}
                    label={intl.formatMessage({ id: 'admin.products.filters.custom' }, { filter: filter.name })}
                    fullWidth
                  />
                )}
              </Box>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
