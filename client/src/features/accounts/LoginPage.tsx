import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState, type SubmitEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { MessageKey } from '../../i18n';
import { apiErrorInfo } from '../../lib/errors';
import { ROUTES } from '../../lib/site';
import { AuthHeading, AuthLayout, useAuthMobile } from './AuthLayout';
import { LoginRecovery, type RecoveryStep } from './LoginRecovery';
import { LoginMutation } from './operations';
import { PasswordField } from './PasswordField';
import { returnPath, type AuthLocationState } from './redirect';
import { useStartSession } from './session';
import { checkEmail, checkPassword } from './validation';

/** The spec's login messages: 401, throttled (this address, or a short wait for the account), anything else. */
function loginErrorKey(error: unknown): MessageKey {
  const { code, reason } = apiErrorInfo(error);
  if (code === 'UNAUTHENTICATED') return 'login.failed';
  if (code === 'TOO_MANY_REQUESTS') return reason === 'loginDelayed' ? 'errors.loginDelayed' : 'errors.loginThrottled';
  return 'errors.generic';
}

/** /login: e-mail and password; under 768px also the password recovery steps (placeholders). */
export default function LoginPage() {
  const mobile = useAuthMobile();
  const [step, setStep] = useState<RecoveryStep | 'login'>('login');
  const showRecovery = mobile && step !== 'login';

  return (
    <AuthLayout testId="login-page">
      {showRecovery ? <LoginRecovery step={step} onStep={setStep} /> : <LoginForm mobile={mobile} onForgot={() => setStep('forgot')} />}
    </AuthLayout>
  );
}

function LoginForm({ mobile, onForgot }: { mobile: boolean; onForgot: () => void }) {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as AuthLocationState | null;
  const [email, setEmail] = useState(state?.email ?? '');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [login, { loading }] = useMutation(LoginMutation);
  const startSession = useStartSession();

  const emailError = submitted ? checkEmail(email) : null;
  const passwordError = submitted ? checkPassword(password) : null;

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (checkEmail(email) || checkPassword(password)) return;
    try {
      const { data } = await login({ variables: { input: { email: email.trim(), password } } });
      if (!data) throw new Error('No login data');
      await startSession(data.login);
      void navigate(data.login.user.role === 'ADMIN' ? ROUTES.admin : returnPath(state), { replace: true });
    } catch (error) {
      setFailure(loginErrorKey(error));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="login-form">
      <AuthHeading title={<FormattedMessage id="login.title" />} subtitle={<FormattedMessage id="login.subtitle" />} />
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="login-error" role="alert">
          <FormattedMessage id={failure} />
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <TextField
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          name="email"
          autoComplete="email"
          required
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(emailError)}
          helperText={emailError ? intl.formatMessage({ id: emailError }) : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'login-email' } }}
        />
        <PasswordField
          label={intl.formatMessage({ id: 'auth.password' })}
          name="password"
          autoComplete="current-password"
          required
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(passwordError)}
          helperText={passwordError ? intl.formatMessage({ id: passwordError }) : undefined}
          slotProps={{ htmlInput: { 'data-testid': 'login-password', minLength: 8 } }}
        />
      </Box>
      {mobile && (
        <Box sx={{ textAlign: 'right', mt: 1 }}>
          <Link component="button" type="button" onClick={onForgot} data-testid="forgot-password-link" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="login.forgot" />
          </Link>
        </Box>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={loading}
        sx={{ mt: 3, py: 1.4 }}
        data-testid="login-submit"
        startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        <FormattedMessage id="login.submit" />
      </Button>
      <Typography sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        <FormattedMessage id="login.noAccount" />{' '}
        <Link
          component={RouterLink}
          to={ROUTES.register}
          state={state?.from ? { from: state.from } : undefined}
          sx={{ fontWeight: 600 }}
          data-testid="register-link"
        >
          <FormattedMessage id="login.toRegister" />
        </Link>
      </Typography>
      <Divider sx={{ my: 2.5 }} />
      <Box sx={{ textAlign: 'center' }}>
        <Link component={RouterLink} to={ROUTES.home} data-testid="continue-link" color="text.secondary">
          <FormattedMessage id="auth.continue" />
        </Link>
      </Box>
    </Box>
  );
}
