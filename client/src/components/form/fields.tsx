import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ComponentType, ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useIntl, type IntlShape } from 'react-intl';
import type { MessageKey } from '../../i18n';
import { splitMessage } from './messages';

/** A field's error as shown: schema messages are catalogue keys (with values: keyWith); a server's own text is shown as it came. */
export function errorMessageText(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const { id, values } = splitMessage(message);
  return id in intl.messages ? intl.formatMessage({ id: id as MessageKey }, values) : message;
}

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'> & {
  control: Control<T>;
  name: Path<T>;
  /** Rewrites what was typed before it is stored (the phone field keeps digits only). */
  transform?: (raw: string) => string;
  /** The input component: MUI's TextField, or one built on it (PasswordField). */
  as?: ComponentType<TextFieldProps>;
  /** Shown under the field while it has no error. */
  hint?: ReactNode;
};

/** A TextField bound to a form field: value, changes, focus and the translated error. */
export function FormTextField<T extends FieldValues>({ control, name, transform, as: Input = TextField, hint, ...props }: FormTextFieldProps<T>) {
  const intl = useIntl();
  const { field, fieldState } = useController({ control, name });
  const error = errorMessageText(intl, fieldState.error?.message);
  return (
    <Input
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(transform ? transform(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ?? hint}
    />
  );
}

/** A checkbox or switch bound to a boolean form field. */
export function FormToggle<T extends FieldValues>({
  control,
  name,
  label,
  variant = 'switch',
  testId,
  disabled,
}: {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  variant?: 'switch' | 'checkbox';
  testId?: string;
  disabled?: boolean;
}) {
  const { field } = useController({ control, name });
  const props = {
    checked: Boolean(field.value),
    onChange: (event: { target: { checked: boolean } }) => field.onChange(event.target.checked),
    onBlur: field.onBlur,
    disabled,
    slotProps: { input: testId ? ({ 'data-testid': testId } as object) : undefined },
  };
  return <FormControlLabel control={variant === 'switch' ? <Switch {...props} /> : <Checkbox {...props} />} label={label} />;
}
