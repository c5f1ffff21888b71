import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../../components/form/fields';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useZodForm } from '../../components/form/useZodForm';
import { LoadFailedAlert } from '../kit/LoadFailedAlert';
import { useMutationToast } from '../kit/mutationToast';
import { PageHeader } from '../kit/PageHeader';
import { useUnsavedChangesWarning } from '../kit/useUnsavedChangesWarning';
import { AdminCatalogueTermsQuery, AdminSetCatalogueTermsMutation } from './operations';
import { MAX_TERMS, termsInput, termsSchema } from './termsForm';
import { LoadingBar } from '../../components/LoadingBar';

/**
 * Terms: the shop's shared list of common catalogue words and their English (yes/no, units, colour
 * names). A specification value or unit, colour or size that is exactly such a word reads in English
 * through it when its own English field is empty, so the owner types each once. Saved as a whole.
 */
export default function TermsPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminCatalogueTermsQuery);
  const [save] = useMutation(AdminSetCatalogueTermsMutation, {
    update: (cache, { data: saved }) => {
      if (saved) cache.writeQuery({ query: AdminCatalogueTermsQuery, data: { catalogueTerms: saved.setCatalogueTerms } });
    },
  });
  const { run } = useMutationToast();
  const form = useZodForm(termsSchema, { mode: 'onChange', defaultValues: { terms: [] } });
  const rows = useFieldArray({ control: form.control, name: 'terms' });
  const terms = data?.catalogueTerms;
  const dirty = form.formState.isDirty;
  const leavePrompt = useUnsavedChangesWarning(dirty, 'terms-leave');

  useEffect(() => {
    if (terms) form.reset({ terms: terms.map(({ az, en }) => ({ az, en })) });
  }, [terms, form]);

  const submit = form.handleSubmit(async (values) => {
    await run(() => save({ variables: { terms: termsInput(values) } }), {
      success: 'admin.terms.saved',
      failure: 'admin.terms.saveFailed',
      serverMessage: true,
    });
  });

  return (
    <Box>
      <PageHeader
        title={<FormattedMessage id="admin.terms.title" />}
        subtitle={<FormattedMessage id="admin.terms.subtitle" />}
        action={
          terms && (
            <SubmitButton busy={form.formState.isSubmitting} form="terms-form" data-testid="terms-save">
              <FormattedMessage id="admin.terms.save" />
            </SubmitButton>
          )
        }
      />
      {loading && !terms && <LoadingBar />}
      {error && !terms && <LoadFailedAlert message="admin.terms.loadFailed" onRetry={() => void refetch()} />}
      {terms && (
        <Paper
          component="form"
          id="terms-form"
          variant="outlined"
          noValidate
          onSubmit={(event) => void submit(event)}
          data-testid="terms-form"
          sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 760 }}
        >
          {dirty && (
            <Alert severity="info" variant="outlined" data-testid="terms-unsaved">
              <FormattedMessage id="admin.terms.unsaved" />
            </Alert>
          )}
          {rows.fields.map((row, i) => (
            <Box
              key={row.id}
              sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) 40px', alignItems: 'start' }}
              data-testid="terms-row"
            >
              <FormTextField
                control={form.control}
                name={`terms.${i}.az`}
                label={intl.formatMessage({ id: 'admin.terms.az' })}
                size="small"
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 100, lang: 'az', 'data-testid': 'terms-az' } }}
              />
              <FormTextField
                control={form.control}
                name={`terms.${i}.en`}
                label={intl.formatMessage({ id: 'admin.terms.en' })}
                size="small"
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 100, lang: 'en', 'data-testid': 'terms-en' } }}
              />
              <IconButton
                onClick={() => rows.remove(i)}
                aria-label={intl.formatMessage({ id: 'admin.terms.remove' }, { name: form.getValues(`terms.${i}.az`) || i + 1 })}
                data-testid="terms-remove"
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          ))}
          {rows.fields.length < MAX_TERMS && (
            <Button startIcon={<AddIcon />} onClick={() => rows.append({ az: '', en: '' })} sx={{ alignSelf: 'flex-start' }} data-testid="terms-add">
              <FormattedMessage id="admin.terms.add" />
            </Button>
          )}
        </Paper>
      )}
      {leavePrompt}
    </Box>
  );
}
