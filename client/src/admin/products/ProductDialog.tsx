import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { errorMessageText, FormTextField, FormToggle } from '../../components/form/fields';
import { useZodForm } from '../../components/form/useZodForm';
import { getFragmentData } from '../../gql';
import type { MessageKey } from '../../i18n';
import { BilingualFields } from '../kit/BilingualFields';
import { UPLOAD_RULES } from '../kit/fileChecks';
import { FormDialog } from '../kit/FormDialog';
import { useMutationToast } from '../kit/mutationToast';
import { FormUploadField, UploadProgress } from '../kit/UploadField';
import { useUpload } from '../kit/useUpload';
import { AdminAddProductMutation, AdminAddProductPdfMutation, AdminProductRowFields, AdminUpdateProductMutation } from './operations';
import { addCachedPdf } from './pdfCache';
import { addCachedProduct, forgetShownProducts, updateCachedSummary } from './productCache';
import { NEW_PRODUCT, PRICE_TIERS, productFormValues, productInput, productSchema, rowDiscount, TIER_LABEL, type ProductFormValues } from './productForm';
import type { ProductRow } from './operations';
import { ProductFilterFields, useProductFilters } from './ProductFilterFields';
import { useProductOptions } from './useProductOptions';

/** Add (`product` null) or edit a product; `open` false hides it. */
export function ProductDialog({ open, product, onClose }: { open: boolean; product: ProductRow | null; onClose: () => void }) {
  const intl = useIntl();
  const adding = product === null;
  const schema = useMemo(() => productSchema(adding), [adding]);
  const form = useZodForm(schema, { mode: 'onChange', defaultValues: NEW_PRODUCT });
  const { run } = useMutationToast();
  const upload = useUpload();
  const { categories, brands } = useProductOptions({ skip: !open });

  // Once per opening and product: a refreshed copy of the same product must not wipe what is typed.
  const productRef = useRef(product);
  productRef.current = product;
  const productId = product?.id ?? null;
  useEffect(() => {
    const current = productRef.current;
    if (open) form.reset(current ? productFormValues(current) : NEW_PRODUCT);
  }, [open, productId, form]);
  const filters = useProductFilters(form, open, productId);
  // The filter values load after the form is reset, so they count as changed only when they differ from the product's.
  const dirty = Object.keys(form.formState.dirtyFields).some((field) => field !== 'filterValues') || filters.changed;

  const submit = form.handleSubmit(async (values) => {
    const input = productInput(values, filters.inputOf(values.filterValues));
    const image = values.image ?? undefined;
    if (product) {
      const saved = await run(
        () =>
          upload.send(AdminUpdateProductMutation, { id: product.id, input, image }, { image }, (cache, data) => {
            const after = getFragmentData(AdminProductRowFields, data.updateProduct);
            updateCachedSummary(cache, {
              from: product.archived ? null : product.stockStatus,
              to: after.archived ? null : after.stockStatus,
            });
            forgetShownProducts(cache);
          }),
        { success: 'admin.products.update.success', failure: 'admin.products.update.failed' },
      );
      if (saved) onClose();
      return;
    }
    const created: { id?: string } = {};
    const added = await run(
      () =>
        upload.send(AdminAddProductMutation, { input, image: image! }, { image }, (cache, data) => {
          const row = getFragmentData(AdminProductRowFields, data.addProduct);
          created.id = row.id;
          addCachedProduct(cache, row.id);
          updateCachedSummary(cache, { to: row.stockStatus });
        }),
      { success: 'admin.products.add.success', failure: 'admin.products.add.failed', serverMessage: true },
    );
    if (!added) return;
    // The optional PDF goes once the product exists; the product stays even if the PDF fails.
    const pdf = values.pdf;
    const productId = created.id;
    if (pdf && productId) {
      await run(() => upload.send(AdminAddProductPdfMutation, { productId, file: pdf, input: null }, { file: pdf }, addCachedPdf), {
        success: 'admin.product.docs.uploaded',
        failure: 'admin.product.docs.uploadFailed',
      });
    }
    onClose();
  });

  const busy = form.formState.isSubmitting;
  const pair = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;
  const label = (id: MessageKey) => intl.formatMessage({ id });

  return (
    <FormDialog
      open={open}
      title={<FormattedMessage id={adding ? 'admin.products.add' : 'admin.products.editTitle'} />}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={busy}
      maxWidth="md"
      testId="product-dialog"
      dirty={dirty}
    >
      <Box sx={pair}>
        <FormTextField
          control={form.control}
          name="name"
          label={label('admin.products.field.name')}
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'product-field-name' } }}
        />
        <FormTextField
          control={form.control}
          name="nameEn"
          label={label('admin.products.field.nameEn')}
          hint={label('admin.products.field.nameEnHint')}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'product-field-name-en' } }}
        />
        <FormTextField
          control={form.control}
          name="sku"
          label={label('admin.products.field.sku')}
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'product-field-sku' } }}
        />
        <FormTextField
          control={form.control}
          name="categoryId"
          select
          label={label('admin.products.field.category')}
          required
          fullWidth
          slotProps={{
            select: {
              SelectDisplayProps: { 'data-testid': 'product-field-category' } as object,
              MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
            },
          }}
        >
          {categories.map((category) => (
            <MenuItem key={category.id} value={category.id} sx={{ pl: 2 + category.depth * 2 }}>
              {category.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="brandId"
          select
          label={label('admin.products.field.brand')}
          hint={label('admin.products.field.brandHint')}
          required
          fullWidth
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'product-field-brand' } as object, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
          }}
        >
          {brands.map((brand) => (
            <MenuItem key={brand.id} value={brand.id}>
              {brand.name}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField
          control={form.control}
          name="stockQuantity"
          type="number"
          label={label('admin.products.field.stock')}
          required
          fullWidth
          slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric', 'data-testid': 'product-field-stock' } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center' }}>
          <FormToggle control={form.control} name="isActive" label={<FormattedMessage id="admin.products.field.active" />} testId="product-field-active" />
          <FormToggle control={form.control} name="isHotDeal" label={<FormattedMessage id="admin.products.field.hotDeal" />} testId="product-field-hot-deal" />
        </Box>
      </Box>
      <ProductFilterFields form={form} state={filters} />
      <BilingualFields
        control={form.control}
        testId="product-texts"
        fields={[
          { label: 'admin.products.field.shortDescription', az: 'shortDescriptionAz', en: 'shortDescriptionEn' },
          { label: 'admin.products.field.description', az: 'descriptionAz', en: 'descriptionEn', multiline: true },
        ]}
      />
      <Box sx={pair}>
        <ListField control={form.control} name="colors" label={label('admin.products.field.colors')} testId="product-field-colors" />
        <ListField control={form.control} name="sizes" label={label('admin.products.field.sizes')} testId="product-field-sizes" />
      </Box>
      <PriceRows control={form.control} step={adding ? 1 : 0.01} />
      <FormUploadField
        control={form.control}
        name="image"
        rule={adding ? UPLOAD_RULES.productImageAdd : UPLOAD_RULES.productImageEdit}
        label={<FormattedMessage id={adding ? 'admin.products.field.image' : 'admin.products.field.imageEdit'} />}
        required={adding}
        currentUrl={product?.primaryImageUrl}
        disabled={busy}
        testId="product-image"
      />
      {adding && (
        <FormUploadField
          control={form.control}
          name="pdf"
          rule={UPLOAD_RULES.productPdf}
          label={<FormattedMessage id="admin.products.field.pdf" />}
          disabled={busy}
          testId="product-pdf"
        />
      )}
      {upload.progress !== null && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
    </FormDialog>
  );
}

/** Colours or sizes: typed values become chips (Enter, or leaving the field, adds one). */
function ListField({ control, name, label, testId }: { control: Control<ProductFormValues>; name: 'colors' | 'sizes'; label: string; testId: string }) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const error = errorMessageText(intl, fieldState.error?.message ?? fieldState.error?.root?.message ?? firstItemError(fieldState.error));
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[] as string[]}
      value={field.value}
      onChange={(_, value) => field.onChange([...new Set(value.map((entry) => entry.trim()).filter(Boolean))])}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? intl.formatMessage({ id: 'admin.products.field.listHint' })}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}

/** The message of a list's first bad entry (zod reports it at the entry's index). */
function firstItemError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  return (error as ({ message?: string } | undefined)[]).find((entry) => entry?.message)?.message;
}

/** The four tiers' price and discounted price, each with the discount it makes (back office §5). */
function PriceRows({ control, step }: { control: Control<ProductFormValues>; step: number }) {
  const intl = useIntl();
  const prices = useWatch({ control, name: 'prices' });
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid="product-prices">
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5, p: 0 }}>
        <FormattedMessage id="admin.products.field.prices" />
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {PRICE_TIERS.map((tier, index) => {
          const role = intl.formatMessage({ id: TIER_LABEL[tier] });
          const discount = rowDiscount(prices[index]!);
          return (
            <Box
              key={tier}
              sx={{
                display: 'grid',
                gap: 1.5,
                alignItems: 'start',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: '120px repeat(2, minmax(0, 1fr)) 90px' },
              }}
              data-testid={`product-price-${tier}`}
            >
              <Typography sx={{ fontWeight: 600, gridColumn: { xs: '1 / -1', sm: 'auto' }, pt: { sm: 2 } }}>{role}</Typography>
              <FormTextField
                control={control}
                name={`prices.${index}.price`}
                type="number"
                label={intl.formatMessage({ id: 'admin.products.field.price' })}
                required
                fullWidth
                slotProps={{
                  htmlInput: {
                    min: 0,
                    step,
                    inputMode: 'decimal',
                    'aria-label': intl.formatMessage({ id: 'admin.products.field.tierPrice' }, { role }),
                    'data-testid': 'price-input',
                  },
                }}
              />
              <FormTextField
                control={control}
                name={`prices.${index}.discountedPrice`}
                type="number"
                label={intl.formatMessage({ id: 'admin.products.field.discountedPrice' })}
                hint={intl.formatMessage({ id: 'admin.products.field.discountHint' })}
                fullWidth
                slotProps={{
                  htmlInput: {
                    min: 0,
                    step,
                    inputMode: 'decimal',
                    'aria-label': intl.formatMessage({ id: 'admin.products.field.tierDiscounted' }, { role }),
                    'data-testid': 'discounted-input',
                  },
                }}
              />
              <Box sx={{ pt: { sm: 1 }, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                <Typography variant="caption" color="text.secondary" component="p">
                  <FormattedMessage id="admin.products.field.discount" />
                </Typography>
                <Typography sx={{ fontWeight: 600 }} data-testid="price-discount" aria-live="polite">
                  <FormattedNumber value={discount / 100} style="percent" />
                </Typography>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
