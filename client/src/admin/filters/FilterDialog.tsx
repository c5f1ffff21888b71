import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useEffect, useMemo } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField, FormToggle } from '../../components/form/fields';
import { useZodForm } from '../../components/form/useZodForm';
import { getFragmentData } from '../../gql';
import { BilingualFields } from '../kit/BilingualFields';
import { FormDialog } from '../kit/FormDialog';
import { useMutationToast } from '../kit/mutationToast';
import type { CategoryNode } from '../catalogue/categoryTree';
import { addCachedFilter, forgetShownFilters } from '../catalogue/filterCache';
import type { FilterRow } from '../catalogue/filterRows';
import { filterInput, filterSchema, filterValues, NEW_FILTER } from './filterForm';
import { AdminFilterFields } from '../catalogue/operations';
import { AdminAddFilterMutation, AdminUpdateFilterMutation } from './operations';
import { OptionDraftEditor } from './OptionDraftEditor';
import { OptionSwatch } from './OptionSwatch';

/** Add (`filter` null) or edit a filter: names, slug, order, active, its categories; options too on add. */
export function FilterDialog({
  open,
  filter,
  categories,
  onClose,
}: {
  open: boolean;
  filter: FilterRow | null;
  categories: CategoryNode[];
  onClose: () => void;
}) {
  const intl = useIntl();
  const adding = filter === null;
  const form = useZodForm(filterSchema, { mode: 'onChange', defaultValues: NEW_FILTER });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const { run } = useMutationToast();
  const [add] = useMutation(AdminAddFilterMutation);
  const [update] = useMutation(AdminUpdateFilterMutation);
  const categoryById = useMemo(() => new Map(categories.map((category) => [category.id, category])), [categories]);

  useEffect(() => {
    if (open) form.reset(filter ? filterValues(filter) : NEW_FILTER);
  }, [open, filter, form]);

  const submit = form.handleSubmit(async (values) => {
    const input = filterInput(values, adding);
    const saved = await run(
      () =>
        filter
          ? update({ variables: { id: filter.id, input }, update: (cache) => forgetShownFilters(cache) })
          : add({ variables: { input }, update: (cache, { data }) => data && addCachedFilter(cache, getFragmentData(AdminFilterFields, data.addFilter).id) }),
      { success: adding ? 'admin.filters.add.success' : 'admin.filters.update.success', failure: 'admin.filters.save.failed', serverMessage: true },
    );
    if (saved) onClose();
  });

  const busy = form.formState.isSubmitting;
  return (
    <FormDialog
      open={open}
      title={<FormattedMessage id={adding ? 'admin.filters.add' : 'admin.filters.editTitle'} />}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={busy}
      maxWidth="md"
      testId="filter-dialog"
      dirty={form.formState.isDirty}
    >
      <BilingualFields
        control={form.control}
        testId="filter-texts"
        fields={[{ label: 'admin.filters.field.name', az: 'nameAz', en: 'nameEn', required: true }]}
      />
      <Box sx={{ display: 'grid', gap: 2.5, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <FormTextField
          control={form.control}
          name="slug"
          label={intl.formatMessage({ id: 'admin.filters.field.slug' })}
          hint={intl.formatMessage({ id: adding ? 'admin.filters.field.slugHintAdd' : 'admin.filters.field.slugHintEdit' })}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'filter-slug' } }}
        />
        <FormTextField
          control={form.control}
          name="sortOrder"
          type="number"
          label={intl.formatMessage({ id: 'admin.filters.field.sortOrder' })}
          fullWidth
          slotProps={{ htmlInput: { step: 1, 'data-testid': 'filter-sort-order' } }}
        />
      </Box>
      <Controller
        control={form.control}
        name="categoryIds"
        render={({ field }) => (
          <Autocomplete
            multiple
            options={categories.map((category) => category.id)}
            value={field.value}
            onChange={(_, value) => field.onChange(value)}
            getOptionLabel={(id) => categoryById.get(id)?.name ?? id}
            renderOption={(props, id) => {
              const category = categoryById.get(id);
              return (
                <li {...props} key={id} style={{ paddingLeft: 16 + ((category?.level ?? 1) - 1) * 20 }}>
                  {category?.name ?? id}
                </li>
              );
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label={intl.formatMessage({ id: 'admin.filters.field.categories' })}
                helperText={intl.formatMessage({ id: 'admin.filters.field.categoriesHint' })}
                slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'filter-categories' } }}
              />
            )}
          />
        )}
      />
      <FormToggle control={form.control} name="isActive" label={<FormattedMessage id="admin.filters.field.active" />} testId="filter-active" />
      <Box component="section" aria-labelledby="filter-options-heading">
        <Typography id="filter-options-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          <FormattedMessage id="admin.filters.options" />
        </Typography>
        {adding ? (
          <>
            {options.fields.length > 0 && (
              <List dense disablePadding sx={{ mb: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="filter-new-options">
                {options.fields.map((option, index) => (
                  <ListItem
                    key={option.id}
                    divider={index < options.fields.length - 1}
                    secondaryAction={
                      <IconButton
                        edge="end"
                        onClick={() => options.remove(index)}
                        aria-label={intl.formatMessage({ id: 'admin.filters.removeOption' }, { label: option.labelEn || option.labelAz })}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    }
                  >
                    <OptionSwatch color={option.color} />
                    <ListItemText primary={[option.labelAz, option.labelEn].filter(Boolean).join(' / ')} secondary={option.value} sx={{ ml: 1.5 }} />
                  </ListItem>
                ))}
              </List>
            )}
            <OptionDraftEditor
              testId="filter-option-draft"
              onAdd={(option) => {
                options.append(option);
                return true;
              }}
            />
          </>
        ) : (
          <Alert severity="info" variant="outlined">
            <FormattedMessage id="admin.filters.optionsOnRow" />
          </Alert>
        )}
      </Box>
    </FormDialog>
  );
}
