import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { FormTextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/FormAlert';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useZodForm } from '../../components/form/useZodForm';
import type { MessageKey } from '../../i18n';
import { apiErrorInfo } from '../../lib/errors';
import { ROUTES } from '../../lib/site';
import { AuthHeading, AuthLayout } from './AuthLayout';
import { LoginRecovery, type RecoveryStep } from './LoginRecovery';
import { LoginMutation } from './operations';
import { PasswordField } from './PasswordField';
import { returnPath, type AuthLocationState } from '../../shop/account/redirect';
import { useStartSession } from '../../lib/session';
import { loginInput, loginSchema } from './schemas';
import type { HeadMaker } from '../../components/head/head';
import { PageHead } from '../../components/head/PageHead';

/** The spec's login messages: 401, throttled (this address, or a short wait for the account), anything else. */
function loginErrorKey(error: unknown): MessageKey {
  const { code, reason } = apiErrorInfo(error);
  if (code === 'UNAUTHENTICATED') return 'account.login.failed';
  if (code === 'TOO_MANY_REQUESTS') return reason === 'loginDelayed' ? 'errors.loginDelayed' : 'errors.loginThrottled';
  return 'errors.generic';
}

/** /login: e-mail and password, and the password recovery steps (a code by e-mail), on every width. */
export default function LoginPage({ head }: { head: HeadMaker }) {
  const [step, setStep] = useState<RecoveryStep | 'login'>('login');
  // The address recovery ended with, for the login form to start from.
  const [recoveredEmail, setRecoveredEmail] = useState<string | undefined>(undefined);
  const onStep = (next: RecoveryStep | 'login', email?: string) => {
    if (email) setRecoveredEmail(email);
    setStep(next);
  };

  return (
    <AuthLayout testId="login-page">
      <PageHead of={head} />
      {step !== 'login' ? <LoginRecovery step={step} onStep={onStep} /> : <LoginForm email={recoveredEmail} onForgot={() => setStep('forgot')} />}
    </AuthLayout>
  );
}

function LoginForm({ email: initialEmail, onForgot }: { email?: string; onForgot: () => void }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as AuthLocationState | null;
  const form = useZodForm(loginSchema, { defaultValues: { email: initialEmail ?? state?.email ?? '', password: '' } });
  const [login] = useMutation(LoginMutation);
  const startSession = useStartSession();

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await login({ variables: { input: loginInput(values) } });
      if (!data) throw new Error('No login data');
      await startSession(data.login);
      void navigate(data.login.user.role === 'ADMIN' ? ROUTES.admin : returnPath(state), { replace: true });
    } catch (error) {
      form.setError('root.server', { message: loginErrorKey(error) });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="login-form">
      <AuthHeading title={<FormattedMessage id="account.login.title" />} subtitle={<FormattedMessage id="account.login.subtitle" />} />
      <FormAlert message={form.formState.errors.root?.server?.message} testId="login-error" />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <FormTextField
          control={form.control}
          name="email"
          label={intl.formatMessage({ id: 'account.auth.email' })}
          type="email"
          autoComplete="email"
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
        />
        <FormTextField
          control={form.control}
          name="password"
          as={PasswordField}
          label={intl.formatMessage({ id: 'account.auth.password' })}
          autoComplete="current-password"
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'login-password', minLength: 8 } }}
        />
      </Box>
      <Box sx={{ textAlign: 'right', mt: 1 }}>
        <Link component="button" type="button" onClick={onForgot} data-testid="forgot-password-link" sx={{ fontWeight: 600 }}>
          <FormattedMessage id="account.login.forgot" />
        </Link>
      </Box>
      <SubmitButton busy={form.formState.isSubmitting} size="large" fullWidth sx={{ mt: 3, py: 1.4 }} data-testid="login-submit">
        <FormattedMessage id="account.login.submit" />
      </SubmitButton>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        <FormattedMessage id="account.login.noAccount" />{' '}
        <Link
          component={RouterLink}
          to={ROUTES.register}
          state={state?.from ? { from: state.from } : undefined}
          sx={{ fontWeight: 600 }}
          data-testid="register-link"
        >
          <FormattedMessage id="account.login.toRegister" />
        </Link>
      </Typography>
      <Divider sx={{ my: 2.5 }} />
      <Box sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to={ROUTES.home} data-testid="continue-link" color="text.secondary">
          <FormattedMessage id="account.auth.continue" />
        </Link>
      </Box>
    </Box>
  );
}
