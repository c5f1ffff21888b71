import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockResetIcon from '@mui/icons-material/LockReset';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ClipboardEvent, type SubmitEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/useZodForm';
import { SITE } from '../../lib/site';
import { PasswordField } from './PasswordField';
import { newPasswordSchema, recoveryEmailSchema } from './schemas';

export type RecoveryStep = 'forgot' | 'code' | 'reset' | 'changed';

/** The spec's countdown before "send again". */
export const RESEND_SECONDS = 20;
const CODE_LENGTH = 4;

/**
 * The mobile password recovery steps: forgot password → 4-digit code → new password → changed → login.
 * As the spec says they are placeholders: nothing is sent and no call is made, which the first step
 * tells the customer (with the phone number that does work).
 */
export function LoginRecovery({ step, onStep }: { step: RecoveryStep; onStep: (step: RecoveryStep | 'login') => void }) {
  const [email, setEmail] = useState('');
  switch (step) {
    case 'forgot':
      return <ForgotStep email={email} onEmail={setEmail} onBack={() => onStep('login')} onSent={() => onStep('code')} />;
    case 'code':
      return <CodeStep email={email} onBack={() => onStep('forgot')} onVerified={() => onStep('reset')} />;
    case 'reset':
      return <ResetStep onBack={() => onStep('code')} onDone={() => onStep('changed')} />;
    case 'changed':
      return <ChangedStep onLogin={() => onStep('login')} />;
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
  const submit = form.handleSubmit((values) => {
    onEmail(values.email);
    onSent();
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
        <Button type="submit" variant="contained" size="large" fullWidth data-testid="recovery-send">
          <FormattedMessage id="account.recovery.forgot.send" />
        </Button>
        <Alert severity="info" variant="outlined">
          <FormattedMessage id="account.recovery.preview" values={{ phone: SITE.phone.display }} />
        </Alert>
      </Box>
    </StepFrame>
  );
}

function CodeStep({ email, onBack, onVerified }: { email: string; onBack: () => void; onVerified: () => void }) {
  const intl = useIntl();
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length: CODE_LENGTH }, () => ''));
  const [secondsLeft, setSecondsLeft] = useState(RESEND_SECONDS);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  useEffect(() => inputs.current[0]?.focus(), []);

  const setDigit = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1);
    setDigits((current) => current.map((d, i) => (i === index ? digit : d)));
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
    setDigits(Array.from({ length: CODE_LENGTH }, (_, i) => pasted[i] ?? ''));
    inputs.current[Math.min(pasted.length, CODE_LENGTH - 1)]?.focus();
  };

  const complete = digits.every((d) => d !== '');
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (complete) onVerified();
  };
  const resend = () => {
    setDigits(Array.from({ length: CODE_LENGTH }, () => ''));
    setSecondsLeft(RESEND_SECONDS);
    inputs.current[0]?.focus();
  };

  return (
    <StepFrame
      testId="recovery-code"
      icon={<MarkEmailReadIcon fontSize="large" />}
      title={<FormattedMessage id="account.recovery.code.title" />}
      text={<FormattedMessage id="account.recovery.code.text" values={{ email: email.trim() || 'customer@example.az' }} />}
      onBack={onBack}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Box
          role="group"
          aria-label={intl.formatMessage({ id: 'account.recovery.code.label' })}
          sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', mb: 3 }}
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
              aria-label={intl.formatMessage({ id: 'account.recovery.code.digit' }, { count: index + 1 })}
              data-testid={`code-digit-${index}`}
              sx={{
                width: 60,
                height: 64,
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
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!complete} data-testid="recovery-verify">
          <FormattedMessage id="account.recovery.code.verify" />
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }} aria-live="polite">
          {secondsLeft > 0 ? (
            <Typography color="text.secondary" data-testid="recovery-countdown">
              <FormattedMessage id="account.recovery.code.wait" values={{ seconds: `0:${String(secondsLeft).padStart(2, '0')}` }} />
            </Typography>
          ) : (
            <Button onClick={resend} data-testid="recovery-resend">
              <FormattedMessage id="account.recovery.code.resend" />
            </Button>
          )}
        </Box>
      </Box>
    </StepFrame>
  );
}

function ResetStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const intl = useIntl();
  const form = useZodForm(newPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const submit = form.handleSubmit(onDone);
  return (
    <StepFrame
      testId="recovery-reset"
      icon={<LockResetIcon fontSize="large" />}
      title={<FormattedMessage id="account.recovery.reset.title" />}
      text={<FormattedMessage id="account.recovery.reset.text" />}
      onBack={onBack}
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <FormTextField
          control={form.control}
          name="password"
          as={PasswordField}
          label={intl.formatMessage({ id: 'account.recovery.reset.new' })}
          autoComplete="new-password"
          required
          fullWidth
          hint={intl.formatMessage({ id: 'account.auth.password.hint' })}
        />
        <FormTextField
          control={form.control}
          name="confirmPassword"
          as={PasswordField}
          label={intl.formatMessage({ id: 'account.auth.confirmPassword' })}
          autoComplete="new-password"
          required
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth data-testid="recovery-save">
          <FormattedMessage id="account.recovery.reset.save" />
        </Button>
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
