import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { MessageKey } from '../../i18n';
import { apiErrorInfo, useApiErrorText } from '../../lib/errors';
import { ROUTES } from '../../lib/site';
import { toast } from '../../lib/toast';
import { AuthHeading, AuthLayout, useAuthMobile } from './AuthLayout';
import { RegisterMutation } from './operations';
import { PasswordField } from './PasswordField';
import type { AuthLocationState } from './redirect';
import { checkEmail, checkLocalPhone, checkPassword, checkRequired, localPhoneDigits, PHONE_PREFIX } from './validation';

interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: RegisterForm = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' };

/** The spec's sign-up rules: every field required, e-mail format, nine phone digits, passwords of 8+ that match. */
function validate(form: RegisterForm): Partial<Record<keyof RegisterForm, MessageKey>> {
  const errors: Partial<Record<keyof RegisterForm, MessageKey>> = {};
  const set = (field: keyof RegisterForm, error: MessageKey | null) => {
    if (error) errors[field] = error;
  };
  set('firstName', checkRequired(form.firstName, 'errors.firstNameRequired'));
  set('lastName', checkRequired(form.lastName, 'errors.lastNameRequired'));
  set('email', checkEmail(form.email));
  set('phone', checkLocalPhone(form.phone));
  set('password', checkPassword(form.password));
  set(
    'confirmPassword',
    checkPassword(form.confirmPassword, 'errors.confirmPasswordRequired') ??
      (form.confirmPassword.trim() !== form.password.trim() ? 'errors.passwordMismatch' : null),
  );
  return errors;
}

/** /register: creates a customer account (NormalUser), then goes to /login. */
export default function RegisterPage() {
  const intl = useIntl();
  const mobile = useAuthMobile();
  const location = useLocation();
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  const state = location.state as AuthLocationState | null;
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [register, { loading }] = useMutation(RegisterMutation);

  const errors = submitted ? validate(form) : {};
  const change = (field: keyof RegisterForm) => (event: { target: { value: string } }) => {
    const value = field === 'phone' ? localPhoneDigits(event.target.value) : event.target.value;
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(validate(form)).length > 0) return;
    const input = {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      email: form.email.trim(),
      phoneNumber: `${PHONE_PREFIX}${form.phone}`,
      password: form.password.trim(),
      confirmPassword: form.confirmPassword.trim(),
    };
    try {
      await register({ variables: { input } });
      toast(intl.formatMessage({ id: 'register.success' }), 'success');
      const next: AuthLocationState = { email: input.email, ...(state?.from ? { from: state.from } : {}) };
      void navigate(ROUTES.login, { state: next });
    } catch (error) {
      const { code } = apiErrorInfo(error);
      // The spec's "status 400": the server's text (translated by reason) or "Email or phone already exists";
      // too many sign-ups from this address: the throttle's text.
      if (code === 'TOO_MANY_REQUESTS') setFailure(errorText(error, 'errors.signUpThrottled'));
      else
        setFailure(
          code === 'BAD_USER_INPUT' || code === 'CONFLICT' ? errorText(error, 'errors.emailOrPhoneTaken') : intl.formatMessage({ id: 'errors.generic' }),
        );
    }
  };

  const field = (name: keyof RegisterForm) => ({
    name,
    required: true,
    fullWidth: true,
    value: form[name],
    onChange: change(name),
    error: Boolean(errors[name]),
    helperText: errors[name] ? intl.formatMessage({ id: errors[name] }) : undefined,
  });

  const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

  return (
    <AuthLayout testId="register-page">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="register-form">
        <AuthHeading title={<FormattedMessage id="register.title" />} subtitle={<FormattedMessage id="register.subtitle" />} />
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="register-error" role="alert">
            {failure}
          </Alert>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: mobile ? 2 : 2.5 }}>
          <Box sx={twoColumns}>
            <TextField
              {...field('firstName')}
              label={intl.formatMessage({ id: 'auth.firstName' })}
              autoComplete="given-name"
              slotProps={{ htmlInput: { 'data-testid': 'register-first-name' } }}
            />
            <TextField
              {...field('lastName')}
              label={intl.formatMessage({ id: 'auth.lastName' })}
              autoComplete="family-name"
              slotProps={{ htmlInput: { 'data-testid': 'register-last-name' } }}
            />
          </Box>
          <TextField
            {...field('email')}
            type="email"
            label={intl.formatMessage({ id: 'auth.email' })}
            autoComplete="email"
            slotProps={{ htmlInput: { 'data-testid': 'register-email' } }}
          />
          <TextField
            {...field('phone')}
            type="tel"
            label={intl.formatMessage({ id: 'auth.phone' })}
            autoComplete="tel-national"
            helperText={errors.phone ? intl.formatMessage({ id: errors.phone }) : intl.formatMessage({ id: 'register.phone.hint' })}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">{PHONE_PREFIX}</InputAdornment> },
              htmlInput: { inputMode: 'numeric', maxLength: 12, placeholder: '501234567', 'data-testid': 'register-phone' },
            }}
          />
          <Box sx={twoColumns}>
            <PasswordField
              {...field('password')}
              label={intl.formatMessage({ id: 'auth.password' })}
              autoComplete="new-password"
              helperText={intl.formatMessage({ id: errors.password ?? 'auth.password.hint' })}
              slotProps={{ htmlInput: { 'data-testid': 'register-password' } }}
            />
            <PasswordField
              {...field('confirmPassword')}
              label={intl.formatMessage({ id: 'auth.confirmPassword' })}
              autoComplete="new-password"
              slotProps={{ htmlInput: { 'data-testid': 'register-confirm-password' } }}
            />
          </Box>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={loading}
          sx={{ mt: 3, py: 1.4 }}
          data-testid="register-submit"
          startIcon={loading ? <CircularProgress size={18} color="inherit" data-testid="register-spinner" /> : undefined}
        >
          <FormattedMessage id="register.submit" />
        </Button>
        <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
          <FormattedMessage id="register.haveAccount" />{' '}
          <Link
            component={RouterLink}
            to={ROUTES.login}
            state={state?.from ? { from: state.from } : undefined}
            sx={{ fontWeight: 600 }}
            data-testid="login-link"
          >
            <FormattedMessage id="register.toLogin" />
          </Link>
        </Typography>
        <Divider sx={{ my: 2.5 }} />
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={ROUTES.home} color="text.secondary" data-testid="continue-link">
            <FormattedMessage id="auth.continue" />
          </Link>
        </Box>
      </Box>
    </AuthLayout>
  );
}
