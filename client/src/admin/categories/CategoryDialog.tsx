import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
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
import { addCachedCategory, moveCachedCategory } from './categoryCache';
import { categoryInput, categorySchema, categoryValues, newCategoryValues, TOP_LEVEL } from './categoryForm';
import { parentChoices, readCategoryTree, type CategoryNode } from '../catalogue/categoryTree';
import { AdminAddCategoryMutation, AdminUpdateCategoryMutation } from './operations';

export type CategoryDialogState = { mode: 'add'; parentId: string | null } | { mode: 'edit'; category: CategoryNode };

/** Add a category (under a parent or at the top) or edit one; `state` null hides it. */
export function CategoryDialog({ state, tree, onClose }: { state: CategoryDialogState | null; tree: CategoryNode[]; onClose: () => void }) {
  const intl = useIntl();
  const editing = state?.mode === 'edit' ? state.category : null;
  const adding = !editing;
  const schema = useMemo(() => categorySchema(adding), [adding]);
  const form = useZodForm(schema, { mode: 'onChange', defaultValues: newCategoryValues(null) });
  const { run } = useMutationToast();
  const upload = useUpload();

  useEffect(() => {
    if (state) form.reset(state.mode === 'edit' ? categoryValues(state.category) : newCategoryValues(state.parentId));
  }, [state, form]);

  const parents = useMemo(() => parentChoices(tree, editing), [tree, editing]);

  const submit = form.handleSubmit(async (values) => {
    const input = categoryInput(values);
    const image = values.image ?? undefined;
    const parentId = values.parentId === TOP_LEVEL ? null : values.parentId;
    const saved = await run(
      () =>
        editing
          ? upload.send(AdminUpdateCategoryMutation, { id: editing.id, input, image }, { image }, (cache) =>
              moveCachedCategory(cache, editing.id, editing.parentCategoryId ?? null, parentId),
            )
          : upload.send(AdminAddCategoryMutation, { input, image }, { image }, (cache, data) =>
              addCachedCategory(cache, readCategoryTree([data.addCategory])[0]!.id, parentId),
            ),
      adding
        ? { success: 'admin.categories.add.success', failure: 'admin.categories.add.failed', serverMessage: true }
        : { success: 'admin.categories.update.success', failure: 'admin.categories.update.failed' },
    );
    if (saved) onClose();
  });

  const busy = form.formState.isSubmitting;
  return (
    <FormDialog
      open={state !== null}
      title={<FormattedMessage id={adding ? 'admin.categories.add' : 'admin.categories.editTitle'} />}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={busy}
      maxWidth="md"
      testId="category-dialog"
      dirty={form.formState.isDirty}
    >
      <FormTextField
        control={form.control}
        name="parentId"
        select
        label={intl.formatMessage({ id: 'admin.categories.field.parent' })}
        hint={intl.formatMessage({ id: 'admin.categories.field.parentHint' })}
        fullWidth
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'category-parent' } as object } }}
      >
        <MenuItem value={TOP_LEVEL}>
          <FormattedMessage id="admin.categories.topLevel" />
        </MenuItem>
        {parents.map((parent) => (
          <MenuItem key={parent.id} value={parent.id} sx={{ pl: 2 + (parent.level - 1) * 2.5 }} data-testid="category-parent-option">
            {parent.level > 1 && '↳ '}
            {parent.name}
          </MenuItem>
        ))}
      </FormTextField>
      <BilingualFields
        control={form.control}
        testId="category-texts"
        fields={[
          { label: 'admin.categories.field.name', az: 'nameAz', en: 'nameEn', required: true },
          { label: 'admin.categories.field.description', az: 'descriptionAz', en: 'descriptionEn', multiline: true },
        ]}
      />
      <FormUploadField
        control={form.control}
        name="image"
        rule={UPLOAD_RULES.categoryImage}
        label={<FormattedMessage id="admin.categories.field.image" />}
        required={adding}
        currentUrl={editing?.imageUrl}
        disabled={busy}
        testId="category-image"
      />
      <Box sx={{ display: 'grid', gap: 2.5, alignItems: 'center', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormTextField
          control={form.control}
          name="sortOrder"
          type="number"
          label={intl.formatMessage({ id: 'admin.categories.field.sortOrder' })}
          hint={intl.formatMessage({ id: 'admin.categories.field.sortOrderHint' })}
          fullWidth
          slotProps={{ htmlInput: { step: 1, 'data-testid': 'category-sort-order' } }}
        />
        {editing && (
          <FormToggle control={form.control} name="isActive" label={<FormattedMessage id="admin.categories.field.active" />} testId="category-active" />
        )}
      </Box>
      {upload.progress !== null && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
    </FormDialog>
  );
}
