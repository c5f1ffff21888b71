import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, type ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useZodForm } from '../../components/form/useZodForm';
import type { MessageKey } from '../../i18n';
import { BilingualFields } from '../kit/BilingualFields';
import { LoadFailedAlert } from '../kit/LoadFailedAlert';
import { useMutationToast } from '../kit/mutationToast';
import { PageHeader } from '../kit/PageHeader';
import { Section } from '../kit/Section';
import { useUnsavedChangesWarning } from '../kit/useUnsavedChangesWarning';
import { getFragmentData } from '../../gql';
import { AdminStoreSettingsFields, AdminStoreSettingsQuery, AdminUpdateStoreSettingsMutation } from './operations';
import { MAX_OFFICES, MAX_PHONES, NEW_OFFICE, settingsFormValues, settingsInput, settingsSchema, SOCIAL_FIELDS } from './settingsForm';
import { LoadingBar } from '../../components/LoadingBar';

const SOCIAL_LABELS: Record<(typeof SOCIAL_FIELDS)[number], MessageKey> = {
  facebookUrl: 'admin.settings.field.facebook',
  instagramUrl: 'admin.settings.field.instagram',
  youtubeUrl: 'admin.settings.field.youtube',
  linkedinUrl: 'admin.settings.field.linkedin',
  tiktokUrl: 'admin.settings.field.tiktok',
};

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

/**
 * Settings: the shop's name, phones, WhatsApp number, e-mail, offices, social links and the software site,
 * as the storefront shows them (footer, contact pages, chat button, structured data, checkout, the
 * Software installation page). One form, saved as a whole.
 */
export default function SettingsPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminStoreSettingsQuery);
  const [save] = useMutation(AdminUpdateStoreSettingsMutation, {
    update: (cache, { data: saved }) => {
      // The settings have no id to be normalised by: this page's query takes the saved ones, and the
      // storefront's copy (the layout's query) is read again on its next use.
      if (saved) cache.writeQuery({ query: AdminStoreSettingsQuery, data: { adminStoreSettings: saved.updateStoreSettings } });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'storeSettings' });
      cache.gc();
    },
  });
  const { run } = useMutationToast();
  const form = useZodForm(settingsSchema, { mode: 'onChange' });
  const phones = useFieldArray({ control: form.control, name: 'phones' });
  const offices = useFieldArray({ control: form.control, name: 'offices' });
  const settings = data ? getFragmentData(AdminStoreSettingsFields, data.adminStoreSettings) : undefined;
  const dirty = form.formState.isDirty;
  const leavePrompt = useUnsavedChangesWarning(dirty, 'settings-leave');

  useEffect(() => {
    if (settings) form.reset(settingsFormValues(settings));
  }, [settings, form]);

  const submit = form.handleSubmit(async (values) => {
    await run(
      // The saved values come back through the query (see update), which resets the form.
      () => save({ variables: { input: settingsInput(values) } }),
      { success: 'admin.settings.saved', failure: 'admin.settings.saveFailed' },
    );
  });

  const busy = form.formState.isSubmitting;
  const saveButton = (
    <SubmitButton busy={busy} form="settings-form" data-testid="settings-save" sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}>
      <FormattedMessage id="admin.settings.save" />
    </SubmitButton>
  );

  return (
    <Box>
      <PageHeader
        title={<FormattedMessage id="admin.settings.title" />}
        subtitle={<FormattedMessage id="admin.settings.subtitle" />}
        action={settings && saveButton}
      />
      {loading && !settings && <LoadingBar />}
      {error && !settings && <LoadFailedAlert message="admin.settings.loadFailed" onRetry={() => void refetch()} />}
      {settings && (
        <Box
          component="form"
          id="settings-form"
          noValidate
          onSubmit={(event) => void submit(event)}
          data-testid="settings-form"
          sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1100 }}
        >
          <FormAlert message={form.formState.errors.root?.server?.message} testId="settings-error" />
          {dirty && (
            <Alert severity="info" variant="outlined" data-testid="settings-unsaved">
              <FormattedMessage id="admin.settings.unsaved" />
            </Alert>
          )}

          <FormSection title="admin.settings.section.shop" testId="settings-section-shop">
            <BilingualFields
              control={form.control}
              testId="settings-shop"
              fields={[{ label: 'admin.settings.field.shopName', az: 'shopNameAz', en: 'shopNameEn', required: true }]}
            />
          </FormSection>

          <FormSection title="admin.settings.section.contact" testId="settings-section-contact">
            <Box sx={twoColumns}>
              <FormTextField
                control={form.control}
                name="whatsApp"
                required
                label={intl.formatMessage({ id: 'admin.settings.field.whatsApp' })}
                hint={intl.formatMessage({ id: 'admin.settings.field.whatsAppHint' })}
                fullWidth
                slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 30, 'data-testid': 'settings-whatsapp' } }}
              />
              <FormTextField
                control={form.control}
                name="email"
                type="email"
                label={intl.formatMessage({ id: 'admin.settings.field.email' })}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'settings-email' } }}
              />
              {phones.fields.map((phone, i) => (
                <Box key={phone.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <FormTextField
                    control={form.control}
                    name={`phones.${i}.value`}
                    required={i === 0}
                    label={intl.formatMessage({ id: i === 0 ? 'admin.settings.field.mainPhone' : 'admin.settings.field.phone' })}
                    fullWidth
                    slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 30, 'data-testid': `settings-phone-${i}` } }}
                  />
                  {phones.fields.length > 1 && (
                    <IconButton onClick={() => phones.remove(i)} aria-label={intl.formatMessage({ id: 'admin.settings.removePhone' })} sx={{ mt: 1 }}>
                      <DeleteIcon />
                    </IconButton>
                  )}
                </Box>
              ))}
            </Box>
            {phones.fields.length < MAX_PHONES && (
              <Button startIcon={<AddIcon />} onClick={() => phones.append({ value: '' })} sx={{ alignSelf: 'flex-start' }} data-testid="settings-add-phone">
                <FormattedMessage id="admin.settings.addPhone" />
              </Button>
            )}
          </FormSection>

          <FormSection title="admin.settings.section.offices" testId="settings-section-offices">
            {offices.fields.map((office, i) => (
              <Paper
                key={office.id}
                variant="outlined"
                sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2 }}
                data-testid={`settings-office-${i}`}
              >
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
                    <FormattedMessage id="admin.settings.office" values={{ number: i + 1 }} />
                  </Typography>
                  {offices.fields.length > 1 && (
                    <Button color="error" startIcon={<DeleteIcon />} onClick={() => offices.remove(i)}>
                      <FormattedMessage id="admin.settings.removeOffice" />
                    </Button>
                  )}
                </Box>
                <BilingualFields
                  control={form.control}
                  testId={`settings-office-${i}`}
                  fields={[
                    { label: 'admin.settings.field.officeName', az: `offices.${i}.nameAz`, en: `offices.${i}.nameEn`, required: true },
                    { label: 'admin.settings.field.officeAddress', az: `offices.${i}.addressAz`, en: `offices.${i}.addressEn`, required: true },
                    { label: 'admin.settings.field.officeHours', az: `offices.${i}.hoursAz`, en: `offices.${i}.hoursEn` },
                  ]}
                />
                <Box sx={twoColumns}>
                  <FormTextField
                    control={form.control}
                    name={`offices.${i}.latitude`}
                    type="number"
                    required
                    label={intl.formatMessage({ id: 'admin.settings.field.latitude' })}
                    fullWidth
                    slotProps={{ htmlInput: { step: 'any', min: -90, max: 90, 'data-testid': `settings-office-${i}-latitude` } }}
                  />
                  <FormTextField
                    control={form.control}
                    name={`offices.${i}.longitude`}
                    type="number"
                    required
                    label={intl.formatMessage({ id: 'admin.settings.field.longitude' })}
                    fullWidth
                    slotProps={{ htmlInput: { step: 'any', min: -180, max: 180, 'data-testid': `settings-office-${i}-longitude` } }}
                  />
                </Box>
              </Paper>
            ))}
            {offices.fields.length < MAX_OFFICES && (
              <Button startIcon={<AddIcon />} onClick={() => offices.append(NEW_OFFICE)} sx={{ alignSelf: 'flex-start' }} data-testid="settings-add-office">
                <FormattedMessage id="admin.settings.addOffice" />
              </Button>
            )}
          </FormSection>

          <FormSection title="admin.settings.section.social" subtitle="admin.settings.socialHint" testId="settings-section-social">
            <Box sx={twoColumns}>
              {SOCIAL_FIELDS.map((field) => (
                <FormTextField
                  key={field}
                  control={form.control}
                  name={field}
                  type="url"
                  label={intl.formatMessage({ id: SOCIAL_LABELS[field] })}
                  placeholder="https://"
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 500, 'data-testid': `settings-${field}` } }}
                />
              ))}
            </Box>
          </FormSection>

          <FormSection title="admin.settings.section.links" testId="settings-section-links">
            <FormTextField
              control={form.control}
              name="softwareSiteUrl"
              type="url"
              label={intl.formatMessage({ id: 'admin.settings.field.softwareSite' })}
              hint={intl.formatMessage({ id: 'admin.settings.field.softwareSiteHint' })}
              placeholder="https://"
              fullWidth
              slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'settings-softwareSiteUrl' } }}
            />
          </FormSection>

          <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
            {saveButton}
            {settings.updatedByEmail && (
              <Typography variant="body2" color="text.secondary" data-testid="settings-last-saved">
                <FormattedMessage
                  id="admin.settings.lastSaved"
                  values={{
                    date: intl.formatDate(settings.updatedAt, {
                      year: 'numeric',
                      month: '2-digit',
                      day: '2-digit',
                      hour: '2-digit',
                      minute: '2-digit',
                      hourCycle: 'h23',
                    }),
                    email: settings.updatedByEmail,
                  }}
                />
              </Typography>
            )}
          </Box>
        </Box>
      )}
      {leavePrompt}
    </Box>
  );
}

/** A card of the form (the product page's card), its fields one under another. */
function FormSection({ title, subtitle, testId, children }: { title: MessageKey; subtitle?: MessageKey; testId: string; children: ReactNode }) {
  return (
    <Section title={<FormattedMessage id={title} />} testId={testId}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5 }}>
            <FormattedMessage id={subtitle} />
          </Typography>
        )}
        {children}
      </Box>
    </Section>
  );
}
