import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormTextField } from '../../components/form/fields';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useZodForm } from '../../components/form/useZodForm';
import { getFragmentData, type FragmentType } from '../../gql';
import type { MessageKey } from '../../i18n';
import { AdminAddSpecificationsMutation, AdminDeleteSpecificationsMutation, AdminSetSpecificationsMutation, AdminSpecificationFields } from './operations';
import { Section } from '../kit/Section';
import { NEW_SPEC_ITEM, newSpecGroup, specsFormValues, specsInput, specsSchema, type SpecsFormValues } from './specsForm';
import { useMutationToast } from '../kit/mutationToast';
import { useDiscardGuard } from '../kit/useDiscardGuard';
import { useUnsavedChangesWarning } from '../kit/useUnsavedChangesWarning';

type GroupRef = FragmentType<typeof AdminSpecificationFields>;

/** Writes a product's specification groups into its cached detail (the mutations answer them; no refetch). */
function setCachedGroups(cache: ApolloCache, productId: string, groups: readonly GroupRef[]): void {
  cache.modify({ id: cache.identify({ __typename: 'AdminProduct', id: productId }), fields: { specificationGroups: () => groups } });
}

/**
 * The specifications: view mode (groups with name, value and unit), and edit mode with groups and items
 * added and removed under the §5 rules; Cancel restores the saved groups, Save adds or replaces them,
 * Delete All (when there are some) removes them.
 */
export function SpecificationsEditor({ productId, groups: groupRefs }: { productId: string; groups: readonly GroupRef[] }) {
  const groups = getFragmentData(AdminSpecificationFields, groupRefs);
  const exists = groups.length > 0;
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const { run } = useMutationToast();
  const form = useZodForm(specsSchema, { defaultValues: specsFormValues(groups) });
  const [add] = useMutation(AdminAddSpecificationsMutation);
  const [replace] = useMutation(AdminSetSpecificationsMutation);
  const [removeAll, removing] = useMutation(AdminDeleteSpecificationsMutation);
  const groupArray = useFieldArray({ control: form.control, name: 'groups' });
  const invalid = form.formState.submitCount > 0 && Object.keys(form.formState.errors).length > 0;

  const startEditing = () => {
    form.reset(specsFormValues(groups));
    setEditing(true);
  };
  const cancel = () => {
    form.reset(specsFormValues(groups));
    setEditing(false);
  };
  // Cancel, or a link away, with changes typed asks first.
  const dirty = editing && form.formState.isDirty;
  const { requestClose: requestCancel, prompt: cancelPrompt } = useDiscardGuard(dirty, cancel, 'specs');
  const leavePrompt = useUnsavedChangesWarning(dirty, 'specs-leave');

  const save = form.handleSubmit(async (values) => {
    const variables = { productId, groups: specsInput(values) };
    const saved = await run(
      () =>
        exists
          ? replace({ variables, update: (cache, { data }) => data && setCachedGroups(cache, productId, data.setProductSpecifications.specificationGroups) })
          : add({ variables, update: (cache, { data }) => data && setCachedGroups(cache, productId, data.addProductSpecifications.specificationGroups) }),
      { success: exists ? 'admin.specs.updated' : 'admin.specs.added', failure: 'admin.specs.saveFailed', serverMessage: true },
    );
    if (saved) setEditing(false);
  });

  const confirmDelete = async () => {
    const done = await run(() => removeAll({ variables: { productId }, update: (cache) => setCachedGroups(cache, productId, []) }), {
      success: 'admin.specs.deleted',
      failure: 'admin.specs.deleteFailed',
    });
    if (done) {
      setConfirmingDelete(false);
      setEditing(false);
    }
  };

  const busy = form.formState.isSubmitting;
  return (
    <Section
      title={<FormattedMessage id="admin.specs.title" />}
      testId="product-specs"
      action={
        !editing && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" size="small" startIcon={exists ? <EditIcon /> : <AddIcon />} onClick={startEditing} data-testid="specs-edit">
              <FormattedMessage id={exists ? 'admin.specs.edit' : 'admin.specs.add'} />
            </Button>
            {exists && (
              <Button
                variant="outlined"
                color="error"
                size="small"
                startIcon={<DeleteIcon />}
                onClick={() => setConfirmingDelete(true)}
                data-testid="specs-delete-all"
              >
                <FormattedMessage id="admin.specs.deleteAll" />
              </Button>
            )}
          </Box>
        )
      }
    >
      {!editing &&
        (exists ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }} data-testid="specs-view">
            {groups.map((group, gi) => (
              <Box key={gi} data-testid="specs-group">
                <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5, color: 'primary.main' }}>
                  {group.groupName}
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', rowGap: 0.5, columnGap: 2 }}>
                  {group.items.map((item, ii) => (
                    <Box key={ii} sx={{ display: 'contents' }} data-testid="specs-item">
                      <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {item.name}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                        {item.value}
                        {item.unit ? ` ${item.unit}` : ''}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary" data-testid="specs-empty">
            <FormattedMessage id="admin.specs.empty" />
          </Typography>
        ))}
      {editing && (
        <Box component="form" noValidate onSubmit={(event) => void save(event)} data-testid="specs-form">
          {invalid && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="specs-required">
              <FormattedMessage id="admin.specs.required" />
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            <FormattedMessage id="admin.specs.englishHint" />
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {groupArray.fields.map((field, gi) => (
              <GroupEditor
                key={field.id}
                control={form.control}
                index={gi}
                canRemove={groupArray.fields.length > 1}
                onRemove={() => groupArray.remove(gi)}
                disabled={busy}
              />
            ))}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', mt: 2 }}>
            <Button startIcon={<AddIcon />} onClick={() => groupArray.append(newSpecGroup())} disabled={busy} data-testid="specs-add-group">
              <FormattedMessage id="admin.specs.addGroup" />
            </Button>
            <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
              <Button color="inherit" onClick={requestCancel} disabled={busy} data-testid="specs-cancel">
                <FormattedMessage id="common.cancel" />
              </Button>
              <SubmitButton busy={busy} data-testid="specs-save">
                <FormattedMessage id={busy ? 'admin.specs.saving' : 'admin.specs.save'} />
              </SubmitButton>
            </Box>
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        title={<FormattedMessage id="admin.specs.deleteTitle" />}
        text={<FormattedMessage id="admin.specs.deleteText" />}
        confirmLabel={<FormattedMessage id="admin.specs.deleteAll" />}
        busy={removing.loading}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => void confirmDelete()}
        testId="specs-delete-dialog"
      />
      {cancelPrompt}
      {leavePrompt}
    </Section>
  );
}

/** One group: its name in both languages and its items (name in both languages, value, unit). */
function GroupEditor({
  control,
  index,
  canRemove,
  onRemove,
  disabled,
}: {
  control: Control<SpecsFormValues>;
  index: number;
  canRemove: boolean;
  onRemove: () => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const items = useFieldArray({ control, name: `groups.${index}.items` });
  const t = (id: MessageKey, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const az = t('admin.common.lang.az');
  const en = t('admin.common.lang.en');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }} data-testid="specs-group-editor">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography component="h3" variant="subtitle2">
          <FormattedMessage id="admin.specs.group" values={{ count: index + 1 }} />
        </Typography>
        {canRemove && (
          <Tooltip title={t('admin.specs.removeGroup', { count: index + 1 })}>
            <IconButton
              size="small"
              onClick={onRemove}
              disabled={disabled}
              aria-label={t('admin.specs.removeGroup', { count: index + 1 })}
              data-testid="specs-remove-group"
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' }, mb: 2 }}>
        <FormTextField
          control={control}
          name={`groups.${index}.groupNameAz`}
          label={`${t('admin.specs.groupName')} (${az})`}
          size="small"
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 255, lang: 'az', 'data-testid': 'specs-group-name-az' } }}
        />
        <FormTextField
          control={control}
          name={`groups.${index}.groupNameEn`}
          label={`${t('admin.specs.groupName')} (${en})`}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 255, lang: 'en', 'data-testid': 'specs-group-name-en' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {items.fields.map((field, ii) => (
          <Box
            key={field.id}
            sx={{
              display: 'grid',
              gap: 1,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(2, minmax(0, 1.2fr)) repeat(2, minmax(0, 1fr)) repeat(2, minmax(0, 0.6fr)) 40px',
              },
              pb: { xs: 1.5, md: 0 },
              borderBottom: { xs: 1, md: 0 },
              borderColor: 'divider',
            }}
            data-testid="specs-item-editor"
          >
            <FormTextField
              control={control}
              name={`groups.${index}.items.${ii}.nameAz`}
              label={`${t('admin.specs.itemName')} (${az})`}
              size="small"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 255, lang: 'az', 'data-testid': 'specs-item-name-az' } }}
            />
            <FormTextField
              control={control}
              name={`groups.${index}.items.${ii}.nameEn`}
              label={`${t('admin.specs.itemName')} (${en})`}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 255, lang: 'en', 'data-testid': 'specs-item-name-en' } }}
            />
            <FormTextField
              control={control}
              name={`groups.${index}.items.${ii}.value`}
              label={`${t('admin.specs.value')} (${az})`}
              size="small"
              required
              fullWidth
              slotProps={{ htmlInput: { maxLength: 255, lang: 'az', 'data-testid': 'specs-item-value' } }}
            />
            <FormTextField
              control={control}
              name={`groups.${index}.items.${ii}.valueEn`}
              label={`${t('admin.specs.value')} (${en})`}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 255, lang: 'en', 'data-testid': 'specs-item-value-en' } }}
            />
            <FormTextField
              control={control}
              name={`groups.${index}.items.${ii}.unit`}
              label={`${t('admin.specs.unit')} (${az})`}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 50, lang: 'az', 'data-testid': 'specs-item-unit' } }}
            />
            <FormTextField
              control={control}
              name={`groups.${index}.items.${ii}.unitEn`}
              label={`${t('admin.specs.unit')} (${en})`}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 50, lang: 'en', 'data-testid': 'specs-item-unit-en' } }}
            />
            {items.fields.length > 1 ? (
              <Tooltip title={t('admin.specs.removeItem', { count: ii + 1 })}>
                <IconButton
                  size="small"
                  onClick={() => items.remove(ii)}
                  disabled={disabled}
                  aria-label={t('admin.specs.removeItem', { count: ii + 1 })}
                  sx={{ mt: 0.5, justifySelf: { xs: 'end', md: 'auto' }, gridColumn: { xs: '1 / -1', md: 'auto' } }}
                  data-testid="specs-remove-item"
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : (
              <Box sx={{ display: { xs: 'none', md: 'block' } }} />
            )}
          </Box>
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => items.append({ ...NEW_SPEC_ITEM })}
        disabled={disabled}
        sx={{ mt: 1 }}
        data-testid="specs-add-item"
      >
        <FormattedMessage id="admin.specs.addItem" />
      </Button>
    </Paper>
  );
}
