import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { FormTextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/FormAlert';
import { applyServerError } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useZodForm } from '../../components/form/useZodForm';
import type { MessageKey } from '../../i18n';
import { apiErrorInfo } from '../../lib/errors';
import { ROUTES } from '../../lib/site';
import { toast } from '../../lib/toast';
import { AuthHeading, AuthLayout, useAuthMobile } from './AuthLayout';
import { RegisterMutation } from './operations';
import { PasswordField } from './PasswordField';
import type { AuthLocationState } from '../../shop/account/redirect';
import { registerSchema, registrationInput } from './schemas';
import { localPhoneDigits, PHONE_PREFIX } from '../../lib/validation';
import type { HeadMaker } from '../../components/head/head';
import { PageHead } from '../../components/head/PageHead';

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '' };

/** /register: creates a customer account (NormalUser), then goes to /login. */
export default function RegisterPage({ head }: { head: HeadMaker }) {
  const intl = useIntl();
  const mobile = useAuthMobile();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as AuthLocationState | null;
  const form = useZodForm(registerSchema, { defaultValues: EMPTY });
  const [register] = useMutation(RegisterMutation);

  const submit = form.handleSubmit(async (values) => {
    const input = registrationInput(values);
    try {
      await register({ variables: { input } });
      toast(intl.formatMessage({ id: 'account.register.success' }), 'success');
      const next: AuthLocationState = { email: input.email, ...(state?.from ? { from: state.from } : {}) };
      void navigate(ROUTES.login, { state: next });
    } catch (error) {
      // The spec's "status 400": the server's text (translated by reason) or "Email or phone already exists";
      // too many sign-ups from this address: the throttle's text; anything else: the generic text.
      const { code } = apiErrorInfo(error);
      const fallback =
        code === 'TOO_MANY_REQUESTS' ? 'errors.signUpThrottled' : code === 'BAD_USER_INPUT' || code === 'CONFLICT' ? 'errors.emailOrPhoneTaken' : null;
      if (fallback) applyServerError(error, form.setError, { messages: intl.messages, fallback });
      else form.setError('root.server', { message: 'errors.generic' });
    }
  });

  const field = (name: keyof typeof EMPTY, label: MessageKey) => ({
    control: form.control,
    name,
    label: intl.formatMessage({ id: label }),
    required: true,
    fullWidth: true,
  });

  const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

  return (
    <AuthLayout testId="register-page">
      <PageHead of={head} />
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="register-form">
        <AuthHeading title={<FormattedMessage id="account.register.title" />} subtitle={<FormattedMessage id="account.register.subtitle" />} />
        <FormAlert message={form.formState.errors.root?.server?.message} testId="register-error" />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: mobile ? 2 : 2.5 }}>
          <Box sx={twoColumns}>
            <FormTextField
              {...field('firstName', 'account.auth.firstName')}
              autoComplete="given-name"
              slotProps={{ htmlInput: { 'data-testid': 'register-first-name' } }}
            />
            <FormTextField
              {...field('lastName', 'account.auth.lastName')}
              autoComplete="family-name"
              slotProps={{ htmlInput: { 'data-testid': 'register-last-name' } }}
            />
          </Box>
          <FormTextField
            {...field('email', 'account.auth.email')}
            type="email"
            autoComplete="email"
            slotProps={{ htmlInput: { 'data-testid': 'register-email' } }}
          />
          <FormTextField
            {...field('phone', 'account.auth.phone')}
            transform={localPhoneDigits}
            type="tel"
            autoComplete="tel-national"
            hint={intl.formatMessage({ id: 'account.register.phone.hint' })}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">{PHONE_PREFIX}</InputAdornment> },
              htmlInput: { inputMode: 'numeric', maxLength: 12, placeholder: '501234567', 'data-testid': 'register-phone' },
            }}
          />
          <Box sx={twoColumns}>
            <FormTextField
              {...field('password', 'account.auth.password')}
              as={PasswordField}
              autoComplete="new-password"
              hint={intl.formatMessage({ id: 'account.auth.password.hint' })}
              slotProps={{ htmlInput: { 'data-testid': 'register-password' } }}
            />
            <FormTextField
              {...field('confirmPassword', 'account.auth.confirmPassword')}
              as={PasswordField}
              autoComplete="new-password"
              slotProps={{ htmlInput: { 'data-testid': 'register-confirm-password' } }}
            />
          </Box>
        </Box>
        <SubmitButton busy={form.formState.isSubmitting} size="large" fullWidth sx={{ mt: 3, py: 1.4 }} data-testid="register-submit">
          <FormattedMessage id="account.register.submit" />
        </SubmitButton>
        <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
          <FormattedMessage id="account.register.haveAccount" />{' '}
          <Link
            component={RouterLink}
            to={ROUTES.login}
            state={state?.from ? { from: state.from } : undefined}
            sx={{ fontWeight: 600 }}
            data-testid="login-link"
          >
            <FormattedMessage id="account.register.toLogin" />
          </Link>
        </Typography>
        <Divider sx={{ my: 2.5 }} />
        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={ROUTES.home} color="text.secondary" data-testid="continue-link">
            <FormattedMessage id="account.auth.continue" />
          </Link>
        </Box>
      </Box>
    </AuthLayout>
  );
}
