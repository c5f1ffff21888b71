import Box from '@mui/material/Box';
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageText, FormTextField, FormToggle } from '../../components/form/fields';
import { useZodForm } from '../../components/form/useZodForm';
import { BilingualFields } from '../kit/BilingualFields';
import { FormDialog } from '../kit/FormDialog';
import { useMutationToast } from '../kit/mutationToast';
import { ColorField } from './ColorField';
import { forgetShownFilters } from '../catalogue/filterCache';
import type { FilterOptionRow } from '../catalogue/filterRows';
import { NEW_OPTION, optionDraft, optionInput, optionSchema } from './filterForm';
import { AdminUpdateFilterOptionMutation } from './operations';

/** Edits one option of a filter: labels in both languages, value, colour, active. */
export function OptionDialog({ target, onClose }: { target: { filterId: string; option: FilterOptionRow } | null; onClose: () => void }) {
  const intl = useIntl();
  const form = useZodForm(optionSchema, { mode: 'onChange', defaultValues: NEW_OPTION });
  const { run } = useMutationToast();
  const [update] = useMutation(AdminUpdateFilterOptionMutation);

  useEffect(() => {
    if (target) form.reset(optionDraft(target.option));
  }, [target, form]);

  const submit = form.handleSubmit(async (values) => {
    if (!target) return;
    const saved = await run(
      () =>
        update({
          variables: { filterId: target.filterId, optionId: target.option.id, input: optionInput(values) },
          update: (cache) => forgetShownFilters(cache),
        }),
      { success: 'admin.filters.option.update.success', failure: 'admin.filters.save.failed', serverMessage: true },
    );
    if (saved) onClose();
  });

  return (
    <FormDialog
      open={target !== null}
      title={<FormattedMessage id="admin.filters.option.editTitle" />}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      testId="option-dialog"
      dirty={form.formState.isDirty}
    >
      <BilingualFields
        control={form.control}
        testId="option-texts"
        fields={[{ label: 'admin.filters.field.label', az: 'labelAz', en: 'labelEn', required: true }]}
      />
      <Box sx={{ display: 'grid', gap: 2.5, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormTextField
          control={form.control}
          name="value"
          required
          label={intl.formatMessage({ id: 'admin.filters.field.value' })}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'option-value' } }}
        />
        <Controller
          control={form.control}
          name="color"
          render={({ field, fieldState }) => (
            <ColorField value={field.value} onChange={field.onChange} testId="option-color" error={errorMessageText(intl, fieldState.error?.message)} />
          )}
        />
      </Box>
      <FormToggle control={form.control} name="isActive" label={<FormattedMessage id="admin.filters.field.optionActive" />} testId="option-active" />
    </FormDialog>
  );
}
