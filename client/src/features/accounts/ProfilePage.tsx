import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/Person';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormTextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/FormAlert';
import { applyServerError } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useZodForm } from '../../components/form/useZodForm';
import type { MessageKey } from '../../i18n';
import { setAuthToken } from '../../lib/auth';
import { apiErrorInfo } from '../../lib/errors';
import { useLanguage } from '../../lib/i18n';
import { upperCaseIn } from '../../lib/language';
import { ROUTES } from '../../lib/site';
import { toast } from '../../lib/toast';
import { MyOrders } from './orders/MyOrders';
import { ChangePasswordMutation, UpdateProfileMutation } from './operations';
import { PasswordField } from './PasswordField';
import { roleMessageKey } from '../../lib/roles';
import { useLogout, useMe } from '../../lib/session';
import { changePasswordSchema, passwordChangeInput, profileDetailsSchema, profileInput } from './schemas';
import { formatPhone } from '../../lib/validation';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { HeadMaker } from '../../components/head/head';
import { PageHead } from '../../components/head/PageHead';

/** How long the "saved" message stays (the spec's 3 seconds). */
export const SAVED_MESSAGE_MS = 3000;

type Me = NonNullable<ReturnType<typeof useMe>['me']>;

/** /profile: role badge, logout, the customer's details and a password change. */
export default function ProfilePage({ head }: { head: HeadMaker }) {
  const { me, loading, error } = useMe();

  let body: ReactNode;
  if (me) {
    body = (
      <>
        <ProfileHeader me={me} />
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
          <DetailsForm me={me} />
          <PasswordForm />
        </Box>
        <MyOrders />
      </>
    );
  } else if (error) {
    body = <ProfileError error={error} />;
  } else if (loading) {
    body = (
      <Box data-testid="profile-loading">
        <Skeleton variant="rounded" height={96} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={320} />
      </Box>
    );
  } else {
    body = <ProfileError error={undefined} />;
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, lg: 5 }, px: { xs: 2, lg: 3 } }} data-testid="profile-page">
      <PageHead of={head} />
      {body}
    </Container>
  );
}

/** The spec's profile load errors: 401 "Unauthorized: Please log in again", else the server's or a generic text. */
function ProfileError({ error }: { error: unknown }) {
  const intl = useIntl();
  const unauthorized = error === undefined || apiErrorInfo(error).code === 'UNAUTHENTICATED';
  const text = unauthorized
    ? intl.formatMessage({ id: 'errors.unauthorized' })
    : (apiErrorInfo(error).message ?? intl.formatMessage({ id: 'errors.profileLoad' }));
  return (
    <Alert
      severity={unauthorized ? 'warning' : 'error'}
      data-testid="profile-error"
      action={
        unauthorized ? (
          <Button component={RouterLink} to={ROUTES.login} state={{ from: ROUTES.profile }} color="inherit" size="small">
            <FormattedMessage id="nav.login" />
          </Button>
        ) : undefined
      }
    >
      {text}
    </Alert>
  );
}

function ProfileHeader({ me }: { me: Me }) {
  const [confirming, setConfirming] = useState(false);
  const { language } = useLanguage();
  // Capitals as the interface language writes them (Azerbaijani i: İ).
  const initials = upperCaseIn(`${me.firstName.charAt(0)}${me.lastName.charAt(0)}`, language);
  return (
    <Paper sx={{ p: { xs: 2.5, md: 3 }, mb: 3, display: 'flex', alignItems: 'center', gap: { xs: 2, md: 3 }, flexWrap: 'wrap' }}>
      <Avatar sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: '1.4rem', fontWeight: 700 }}>{initials || <PersonIcon />}</Avatar>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, overflowWrap: 'anywhere' }} data-testid="profile-name">
          {me.fullName}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.75, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={me.role === 'ADMIN' ? 'secondary' : 'primary'}
            label={<FormattedMessage id={roleMessageKey(me.role)} />}
            data-testid="profile-role"
          />
          {/* A long address has no place to break: it breaks anywhere rather than push the page sideways on a phone. */}
          <Typography variant="body2" color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {me.email} · {formatPhone(me.phoneNumber)}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {me.role === 'ADMIN' && (
          <Button component={RouterLink} to={ROUTES.admin} variant="outlined">
            <FormattedMessage id="account.profile.toAdmin" />
          </Button>
        )}
        <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => setConfirming(true)} data-testid="profile-logout">
          <FormattedMessage id="account.profile.logout" />
        </Button>
      </Box>
      <LogoutDialog open={confirming} onClose={() => setConfirming(false)} />
    </Paper>
  );
}

function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { logout, loading } = useLogout();

  const confirm = async () => {
    const ok = await logout({ strict: true });
    if (ok) {
      toast(intl.formatMessage({ id: 'account.profile.logout.success' }), 'success');
      onClose();
      void navigate(ROUTES.home);
    } else {
      toast(intl.formatMessage({ id: 'account.profile.logout.failed' }), 'error');
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={<FormattedMessage id="account.profile.logout.title" />}
      text={<FormattedMessage id="account.profile.logout.text" />}
      confirmLabel={<FormattedMessage id="account.profile.logout" />}
      busy={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      testId="logout-dialog"
    />
  );
}

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId: string }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 } }} data-testid={testId}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** First name, last name and e-mail: all required; Save only when something changed. */
function DetailsForm({ me }: { me: Me }) {
  const intl = useIntl();
  const form = useZodForm(profileDetailsSchema, { mode: 'onChange', defaultValues: { firstName: me.firstName, lastName: me.lastName, email: me.email } });
  const [saved, setSaved] = useState(false);
  const [update] = useMutation(UpdateProfileMutation);
  const { isSubmitting, isValid, errors } = form.formState;

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), SAVED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [saved]);

  const [firstName, lastName, email] = form.watch(['firstName', 'lastName', 'email']);
  const changed = firstName.trim() !== me.firstName || lastName.trim() !== me.lastName || email.trim().toLowerCase() !== me.email.toLowerCase();

  const submit = form.handleSubmit(async (values) => {
    if (!changed) return;
    setSaved(false);
    try {
      const { data } = await update({
        variables: { input: profileInput(values) },
      });
      if (data) form.reset({ firstName: data.updateProfile.firstName, lastName: data.updateProfile.lastName, email: data.updateProfile.email });
      setSaved(true);
    } catch (error) {
      applyServerError(error, form.setError, {
        messages: intl.messages,
        fallback: 'errors.generic',
        fields: { emailInvalid: 'email', emailRequired: 'email' },
      });
    }
  });

  const field = (name: 'firstName' | 'lastName' | 'email', label: MessageKey) => ({
    control: form.control,
    name,
    label: intl.formatMessage({ id: label }),
    required: true,
    fullWidth: true,
  });

  return (
    <Section title={<FormattedMessage id="account.profile.details.title" />} testId="profile-details">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <FormTextField
          {...field('firstName', 'account.profile.firstName')}
          autoComplete="given-name"
          slotProps={{ htmlInput: { 'data-testid': 'profile-first-name' } }}
        />
        <FormTextField
          {...field('lastName', 'account.profile.lastName')}
          autoComplete="family-name"
          slotProps={{ htmlInput: { 'data-testid': 'profile-last-name' } }}
        />
        <FormTextField
          {...field('email', 'account.profile.email')}
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { 'data-testid': 'profile-email' } }}
        />
        {saved && (
          <Alert severity="success" data-testid="profile-details-saved">
            <FormattedMessage id="account.profile.details.saved" />
          </Alert>
        )}
        <FormAlert message={errors.root?.server?.message} testId="profile-details-error" />
        <Box>
          <SubmitButton busy={isSubmitting} disabled={!changed || !isValid} data-testid="profile-details-save">
            <FormattedMessage id="common.save" />
          </SubmitButton>
        </Box>
      </Box>
    </Section>
  );
}

const NO_PASSWORDS = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/**
 * Current and new password (and its confirmation). New equal to current is refused as it is typed,
 * before any call; the server's answer carries a fresh token (older ones are revoked), which replaces
 * the cookie.
 */
function PasswordForm() {
  const intl = useIntl();
  const form = useZodForm(changePasswordSchema, { mode: 'onChange', defaultValues: NO_PASSWORDS });
  const [done, setDone] = useState(false);
  const [changePassword] = useMutation(ChangePasswordMutation);
  const { isSubmitting, errors } = form.formState;

  const [current, next, confirm] = form.watch(['currentPassword', 'newPassword', 'confirmNewPassword']);
  const same = current.trim() !== '' && current.trim() === next.trim();
  const untouched = !current && !next && !confirm;

  const submit = form.handleSubmit(async (values) => {
    setDone(false);
    try {
      const { data } = await changePassword({
        variables: {
          input: passwordChangeInput(values),
        },
      });
      if (data) setAuthToken(data.changePassword.token, data.changePassword.expiresAt);
      form.reset(NO_PASSWORDS);
      setDone(true);
    } catch (error) {
      applyServerError(error, form.setError, {
        messages: intl.messages,
        fallback: 'errors.generic',
        fields: { currentPasswordWrong: 'currentPassword', newPasswordTooCommon: 'newPassword', passwordTooCommon: 'newPassword' },
      });
    }
  });

  const field = (name: keyof typeof NO_PASSWORDS, label: MessageKey, autoComplete: string) => ({
    control: form.control,
    name,
    as: PasswordField,
    label: intl.formatMessage({ id: label }),
    autoComplete,
    required: true,
    fullWidth: true,
    onFocus: () => setDone(false),
  });

  return (
    <Section title={<FormattedMessage id="account.profile.password.title" />} testId="profile-password">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <FormTextField
          {...field('currentPassword', 'account.profile.currentPassword', 'current-password')}
          slotProps={{ htmlInput: { 'data-testid': 'profile-current-password' } }}
        />
        <FormTextField
          {...field('newPassword', 'account.profile.newPassword', 'new-password')}
          hint={intl.formatMessage({ id: 'account.auth.password.hint' })}
          slotProps={{ htmlInput: { 'data-testid': 'profile-new-password' } }}
        />
        <FormTextField
          {...field('confirmNewPassword', 'account.profile.confirmNewPassword', 'new-password')}
          slotProps={{ htmlInput: { 'data-testid': 'profile-confirm-password' } }}
        />
        {done && (
          <Alert severity="success" data-testid="profile-password-changed">
            <FormattedMessage id="account.profile.password.changed" />
          </Alert>
        )}
        <FormAlert message={errors.root?.server?.message} testId="profile-password-error" />
        <Box>
          <SubmitButton busy={isSubmitting} disabled={same || untouched} data-testid="profile-password-save">
            <FormattedMessage id="common.save" />
          </SubmitButton>
        </Box>
      </Box>
    </Section>
  );
}
