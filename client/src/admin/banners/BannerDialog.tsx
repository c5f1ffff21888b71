import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField, FormToggle } from '../../components/form/fields';
import { useZodForm } from '../../components/form/useZodForm';
import { BilingualFields } from '../kit/BilingualFields';
import { UPLOAD_RULES } from '../kit/fileChecks';
import { FormDialog } from '../kit/FormDialog';
import { useMutationToast } from '../kit/mutationToast';
import { FormUploadField, UploadProgress } from '../kit/UploadField';
import { useUpload } from '../kit/useUpload';
import { bannerInput, bannerSchema, categoryLink, NEW_BANNER, toLocalInput, type BannerFormValues } from './bannerForm';
import { addCachedBanner, forgetShownBanners } from './bannerCache';
import { AdminAddBannerMutation, AdminUpdateBannerMutation, BannerLinkCategoriesQuery } from './operations';
import type { BannerRow } from './operations';

/** Add (`banner` null) or edit a banner; `open` false hides it. */
export function BannerDialog({ open, banner, onClose }: { open: boolean; banner: BannerRow | null; onClose: () => void }) {
  const intl = useIntl();
  const adding = banner === null;
  const schema = useMemo(() => bannerSchema(adding), [adding]);
  const form = useZodForm(schema, { mode: 'onChange', defaultValues: NEW_BANNER });
  const { run } = useMutationToast();
  const upload = useUpload();
  const categories = useQuery(BannerLinkCategoriesQuery, { skip: !open });

  useEffect(() => {
    if (!open) return;
    const values: BannerFormValues = banner
      ? {
          image: null,
          titleAz: banner.titleAz,
          titleEn: banner.titleEn,
          descriptionAz: banner.descriptionAz,
          descriptionEn: banner.descriptionEn,
          buttonTextAz: banner.buttonTextAz ?? '',
          buttonTextEn: banner.buttonTextEn,
          linkUrl: banner.linkUrl ?? '',
          sortOrder: banner.sortOrder,
          startDate: toLocalInput(banner.startDate),
          endDate: toLocalInput(banner.endDate),
          isActive: banner.isActive,
        }
      : NEW_BANNER;
    form.reset(values);
  }, [open, banner, form]);

  const submit = form.handleSubmit(async (values) => {
    const input = bannerInput(values);
    const image = values.image ?? undefined;
    const saved = await run(
      () =>
        banner
          ? upload.send(AdminUpdateBannerMutation, { id: banner.id, input, image }, { image }, forgetShownBanners)
          : upload.send(AdminAddBannerMutation, { input, image: image! }, { image }, (cache, data) => addCachedBanner(cache, data.addBanner.id)),
      adding
        ? { success: 'admin.banners.add.success', failure: 'admin.banners.add.failed' }
        : { success: 'admin.banners.update.success', failure: 'admin.banners.update.failed' },
    );
    if (saved) onClose();
  });

  const linkUrl = form.watch('linkUrl');
  const categoryOptions = (categories.data?.categories ?? []).map((category) => ({ id: category.id, name: category.name, link: categoryLink(category) }));
  const pickedCategory = categoryOptions.find((option) => option.link === linkUrl)?.link ?? '';
  const busy = form.formState.isSubmitting;

  return (
    <FormDialog
      open={open}
      title={<FormattedMessage id={adding ? 'admin.banners.add' : 'admin.banners.editTitle'} />}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={busy}
      maxWidth="md"
      testId="banner-dialog"
      dirty={form.formState.isDirty}
    >
      <FormUploadField
        control={form.control}
        name="image"
        rule={UPLOAD_RULES.bannerImage}
        label={<FormattedMessage id="admin.banners.field.image" />}
        required={adding}
        currentUrl={banner?.imageUrl}
        disabled={busy}
        testId="banner-image"
      />
      <BilingualFields
        control={form.control}
        testId="banner-texts"
        fields={[
          { label: 'admin.banners.field.title', az: 'titleAz', en: 'titleEn', required: true },
          { label: 'admin.banners.field.description', az: 'descriptionAz', en: 'descriptionEn', multiline: true },
          { label: 'admin.banners.field.buttonText', az: 'buttonTextAz', en: 'buttonTextEn' },
        ]}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormTextField
          control={form.control}
          name="linkUrl"
          label={intl.formatMessage({ id: 'admin.banners.field.linkUrl' })}
          hint={intl.formatMessage({ id: 'admin.banners.field.linkHint' })}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'banner-link' } }}
        />
        <TextField
          select
          label={intl.formatMessage({ id: 'admin.banners.field.category' })}
          value={pickedCategory}
          onChange={(event) => form.setValue('linkUrl', event.target.value, { shouldDirty: true, shouldValidate: true })}
          fullWidth
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'banner-category' } as object } }}
        >
          {categoryOptions.map((option) => (
            <MenuItem key={option.id} value={option.link}>
              {option.name} · {option.link}
            </MenuItem>
          ))}
        </TextField>
        <FormTextField
          control={form.control}
          name="startDate"
          type="datetime-local"
          label={intl.formatMessage({ id: 'admin.banners.field.startDate' })}
          hint={intl.formatMessage({ id: 'admin.banners.field.datesHint' })}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'banner-start' } }}
        />
        <FormTextField
          control={form.control}
          name="endDate"
          type="datetime-local"
          label={intl.formatMessage({ id: 'admin.banners.field.endDate' })}
          hint={intl.formatMessage({ id: 'admin.banners.field.datesHint' })}
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'banner-end' } }}
        />
        <FormTextField
          control={form.control}
          name="sortOrder"
          type="number"
          label={intl.formatMessage({ id: 'admin.banners.field.sortOrder' })}
          fullWidth
          slotProps={{ htmlInput: { step: 1, 'data-testid': 'banner-sort-order' } }}
        />
        <FormToggle control={form.control} name="isActive" label={<FormattedMessage id="admin.banners.field.active" />} testId="banner-active" />
      </Box>
      {upload.progress !== null && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
    </FormDialog>
  );
}
