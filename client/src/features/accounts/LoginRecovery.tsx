import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockResetIcon from '@mui/icons-material/LockReset';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type ClipboardEvent, type SubmitEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../../components/form/fields';
import { FormAlert } from '../../components/form/FormAlert';
import { applyServerError } from '../../components/form/serverErrors';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useZodForm } from '../../components/form/useZodForm';
import type { MessageKey } from '../../i18n';
import { apiErrorInfo, reasonMessageKey } from '../../lib/errors';
import { RequestPasswordResetMutation, ResetPasswordMutation, VerifyPasswordResetCodeMutation } from './operations';
import { PasswordField } from './PasswordField';
import { newPasswordSchema, passwordResetInput, recoveryEmailSchema } from './schemas';

export type RecoveryStep = 'forgot' | 'code' | 'reset' | 'changed';

/** The spec's countdown before "send again". */
export const RESEND_SECONDS = 20;
const CODE_LENGTH = 4;

/** The text for a failed recovery call: the catalogue's for its reason, else the generic one. */
function recoveryErrorKey(error: unknown, messages: Readonly<Record<string, unknown>>): MessageKey {
  return reasonMessageKey(apiErrorInfo(error).reason, messages) ?? 'errors.generic';
}

/**
 * Password recovery, on every width: forgot password (a code is sent by e-mail) → the 4-digit code →
 * a new password → changed → login. The server's answers never tell whether an address has an account,
 * and neither do these steps. `onStep('login', email)` goes back to the login form with the address.
 */
export function LoginRecovery({ step, onStep }: { step: RecoveryStep; onStep: (step: RecoveryStep | 'login', email?: string) => void }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<MessageKey | null>(null);
  switch (step) {
    case 'forgot':
      return <ForgotStep email={email} onEmail={setEmail} onBack={() => onStep('login')} onSent={() => onStep('code')} />;
    case 'code':
      return (
        <CodeStep
          email={email}
          error={codeError}
          onBack={() => onStep('forgot')}
          onVerified={(verified) => {
            setCode(verified);
            setCodeError(null);
            onStep('reset');
          }}
        />
      );
    case 'reset':
      return (
        <ResetStep
          email={email}
          code={code}
          onBack={() => onStep('code')}
          onCodeRefused={(key) => {
            setCodeError(key);
            onStep('code');
          }}
          onDone={() => onStep('changed')}
        />
      );
    case 'changed':
      return <ChangedStep onLogin={() => onStep('login', email)} />;
  }
}

function StepFrame({
  icon,
  title,
  text,
  onBack,
  children,
  testId,
}: {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  onBack?: () => void;
  children: ReactNode;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <Box data-testid={testId}>
      {onBack && (
        <IconButton onClick={onBack} edge="start" aria-label={intl.formatMessage({ id: 'common.back' })} sx={{ mb: 1 }}>
          <ArrowBackIcon />
        </IconButton>
      )}
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(11,61,145,0.08)',
          color: 'primary.main',
          mb: 2,
        }}
      >
        {icon}
      </Box>
      <Typography component="h1" variant="h1" sx={{ fontSize: '1.6rem', mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      {children}
    </Box>
  );
}

function ForgotStep({ email, onEmail, onBack, onSent }: { email: string; onEmail: (email: string) => void; onBack: () => void; onSent: () => void }) {
  const intl = useIntl();
  const form = useZodForm(recoveryEmailSchema, { defaultValues: { email } });
  const [requestCode] = useMutation(RequestPasswordResetMutation);
  const submit = form.handleSubmit(async (values) => {
    const address = values.email.trim();
    try {
      await requestCode({ variables: { input: { email: address } } });
      onEmail(address);
      onSent();
    } catch (error) {
      applyServerError(error, form.setError, { messages: intl.messages, fallback: 'errors.generic', serverMessage: false, fields: { emailInvalid: 'email' } });
    }
  });
  return (
    <StepFrame
      testId="recovery-forgot"
      icon={<LockResetIcon fontSize="large" />}
      title={<FormattedMessage id="account.recovery.forgot.title" />}
      text={<FormattedMessage id="account.recovery.forgot.text" />}
      onBack={onBack}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <FormAlert message={form.formState.errors.root?.server?.message} testId="recovery-error" />
        <FormTextField
          control={form.control}
          name="email"
          label={intl.formatMessage({ id: 'account.auth.email' })}
          type="email"
          autoComplete="email"
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'recovery-email' } }}
        />
        <SubmitButton busy={form.formState.isSubmitting} size="large" fullWidth data-testid="recovery-send">
          <FormattedMessage id="account.recovery.forgot.send" />
        </SubmitButton>
      </Box>
    </StepFrame>
  );
}

const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

function CodeStep({ email, error, onBack, onVerified }: { email: string; error: MessageKey | null; onBack: () => void; onVerified: (code: string) => void }) {
  const intl = useIntl();
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [secondsLeft, setSecondsLeft] = useState(RESEND_SECONDS);
  const [notice, setNotice] = useState<{ severity: 'error' | 'success'; key: MessageKey } | null>(error ? { severity: 'error', key: error } : null);
  const [verifyCode, { loading: verifying }] = useMutation(VerifyPasswordResetCodeMutation);
  const [requestCode, { loading: sending }] = useMutation(RequestPasswordResetMutation);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  useEffect(() => inputs.current[0]?.focus(), []);

  const verify = async (code: string) => {
    setNotice(null);
    try {
      await verifyCode({ variables: { input: { email, code } } });
      onVerified(code);
    } catch (failure) {
      setNotice({ severity: 'error', key: recoveryErrorKey(failure, intl.messages) });
      setDigits(emptyCode());
      inputs.current[0]?.focus();
    }
  };

  /** Shows the new digits; the last box filled sends the code at once. */
  const enter = (next: string[]) => {
    setDigits(next);
    if (next.every((d) => d !== '') && !verifying) void verify(next.join(''));
  };

  const setDigit = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1);
    enter(digits.map((d, i) => (i === index ? digit : d)));
    if (digit && index < CODE_LENGTH - 1) inputs.current[index + 1]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) inputs.current[index - 1]?.focus();
    if (event.key === 'ArrowLeft' && index > 0) inputs.current[index - 1]?.focus();
    if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) inputs.current[index + 1]?.focus();
  };

  const onPaste = (event: ClipboardEvent) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, CODE_LENGTH);
    if (!pasted) return;
    event.preventDefault();
    inputs.current[Math.min(pasted.length, CODE_LENGTH - 1)]?.focus();
    enter(Array.from({ length: CODE_LENGTH }, (_, i) => pasted[i] ?? ''));
  };

  const complete = digits.every((d) => d !== '');
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (complete) void verify(digits.join(''));
  };
  const resend = async () => {
    setNotice(null);
    try {
      await requestCode({ variables: { input: { email } } });
      setNotice({ severity: 'success', key: 'account.recovery.code.resent' });
      setDigits(emptyCode());
      setSecondsLeft(RESEND_SECONDS);
      inputs.current[0]?.focus();
    } catch (failure) {
      setNotice({ severity: 'error', key: recoveryErrorKey(failure, intl.messages) });
    }
  };

  return (
    <StepFrame
      testId="recovery-code"
      icon={<MarkEmailReadIcon fontSize="large" />}
      title={<FormattedMessage id="account.recovery.code.title" />}
      text={<FormattedMessage id="account.recovery.code.text" values={{ email }} />}
      onBack={onBack}
    >
      <Box component="form" noValidate onSubmit={submit}>
        {notice && (
          <Alert
            severity={notice.severity}
            sx={{ mb: 2 }}
            role={notice.severity === 'error' ? 'alert' : 'status'}
            data-testid={`recovery-code-${notice.severity}`}
          >
            <FormattedMessage id={notice.key} />
          </Alert>
        )}
        <Box
          role="group"
          aria-label={intl.formatMessage({ id: 'account.recovery.code.label' })}
          sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center', mb: 3 }}
          onPaste={onPaste}
        >
          {digits.map((digit, index) => (
            <Box
              key={index}
              component="input"
              ref={(element: HTMLInputElement | null) => {
                inputs.current[index] = element;
              }}
              value={digit}
              onChange={(event) => setDigit(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onFocus={(event) => event.target.select()}
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              maxLength={1}
              // Read-only, not disabled, while the code is checked: a refused code puts the focus back in the first box.
              readOnly={verifying}
              aria-label={intl.formatMessage({ id: 'account.recovery.code.digit' }, { count: index + 1 })}
              data-testid={`code-digit-${index}`}
              sx={{
                width: { xs: 52, sm: 60 },
                height: 64,
                minWidth: 0,
                textAlign: 'center',
                fontSize: '1.6rem',
                fontWeight: 700,
                border: 2,
                borderColor: digit ? 'primary.main' : 'divider',
                borderRadius: 2,
                outline: 'none',
                color: 'text.primary',
                bgcolor: 'background.paper',
                '&:focus': { borderColor: 'secondary.main', boxShadow: '0 0 0 3px rgba(245,124,0,0.2)' },
              }}
            />
          ))}
        </Box>
        <SubmitButton busy={verifying} size="large" fullWidth disabled={!complete} data-testid="recovery-verify">
          <FormattedMessage id="account.recovery.code.verify" />
        </SubmitButton>
        <Box sx={{ mt: 2, textAlign: 'center' }} aria-live="polite">
          {secondsLeft > 0 ? (
            <Typography color="text.secondary" data-testid="recovery-countdown">
              <FormattedMessage id="account.recovery.code.wait" values={{ seconds: `0:${String(secondsLeft).padStart(2, '0')}` }} />
            </Typography>
          ) : (
            <Button onClick={() => void resend()} disabled={sending} data-testid="recovery-resend">
              <FormattedMessage id="account.recovery.code.resend" />
            </Button>
          )}
        </Box>
      </Box>
    </StepFrame>
  );
}

function ResetStep({
  email,
  code,
  onBack,
  onCodeRefused,
  onDone,
}: {
  email: string;
  code: string;
  onBack: () => void;
  onCodeRefused: (key: MessageKey) => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const form = useZodForm(newPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const [resetPassword] = useMutation(ResetPasswordMutation);
  const submit = form.handleSubmit(async (values) => {
    try {
      await resetPassword({ variables: { input: passwordResetInput(values, email, code) } });
      onDone();
    } catch (error) {
      // A code that stopped working meanwhile (expired, void, used): back to the boxes to type a new one.
      if (apiErrorInfo(error).reason === 'resetCodeInvalid') {
        onCodeRefused('errors.resetCodeInvalid');
        return;
      }
      applyServerError(error, form.setError, {
        messages: intl.messages,
        fallback: 'errors.generic',
        serverMessage: false,
        fields: {
          newPasswordTooShort: 'password',
          newPasswordTooLong: 'password',
          newPasswordTooCommon: 'password',
          newPasswordRequired: 'password',
          passwordMismatch: 'confirmPassword',
        },
      });
    }
  });
  return (
    <StepFrame
      testId="recovery-reset"
      icon={<LockResetIcon fontSize="large" />}
      title={<FormattedMessage id="account.recovery.reset.title" />}
      text={<FormattedMessage id="account.recovery.reset.text" />}
      onBack={onBack}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <FormAlert message={form.formState.errors.root?.server?.message} testId="recovery-reset-error" />
        <FormTextField
          control={form.control}
          name="password"
          as={PasswordField}
          label={intl.formatMessage({ id: 'account.recovery.reset.new' })}
          autoComplete="new-password"
          required
          fullWidth
          hint={intl.formatMessage({ id: 'account.auth.password.hint' })}
          slotProps={{ htmlInput: { 'data-testid': 'recovery-new-password' } }}
        />
        <FormTextField
          control={form.control}
          name="confirmPassword"
          as={PasswordField}
          label={intl.formatMessage({ id: 'account.auth.confirmPassword' })}
          autoComplete="new-password"
          required
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'recovery-confirm-password' } }}
        />
        <SubmitButton busy={form.formState.isSubmitting} size="large" fullWidth data-testid="recovery-save">
          <FormattedMessage id="account.recovery.reset.save" />
        </SubmitButton>
      </Box>
    </StepFrame>
  );
}

function ChangedStep({ onLogin }: { onLogin: () => void }) {
  return (
    <StepFrame
      testId="recovery-changed"
      icon={<TaskAltIcon fontSize="large" color="success" />}
      title={<FormattedMessage id="account.recovery.changed.title" />}
      text={<FormattedMessage id="account.recovery.changed.text" />}
    >
      <Button variant="contained" size="large" fullWidth onClick={onLogin} data-testid="recovery-back-to-login">
        <FormattedMessage id="account.recovery.changed.login" />
      </Button>
    </StepFrame>
  );
}
