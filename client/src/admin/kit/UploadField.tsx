import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useRef, type ReactNode, type Ref } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageText } from '../../components/form/fields';
import { formatFileSize, isImageFile, type UploadRule } from './fileChecks';

interface FormUploadFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  rule: UploadRule;
  label: ReactNode;
  required?: boolean;
  /** The picture stored now (an edit), shown until another is picked. */
  currentUrl?: string | null;
  disabled?: boolean;
  testId: string;
}

/**
 * A file picker bound to a form field (a File or null): image preview, name and size, the rule's
 * limit as a hint, and the browser-side check's message (the form's schema runs `checkFile`).
 */
export function FormUploadField<T extends FieldValues>({ control, name, rule, label, required, currentUrl, disabled, testId }: FormUploadFieldProps<T>) {
  const intl = useIntl();
  const inputId = useId();
  const labelId = useId();
  const hintId = useId();
  const { field, fieldState } = useController({ control, name });
  const file = field.value as File | null;
  const preview = useMemo(() => (file && isImageFile(file) ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const error = errorMessageText(intl, fieldState.error?.message);
  const shown = preview ?? (file ? null : currentUrl);
  const size = (bytes: number) => formatFileSize(bytes, (value, options) => intl.formatNumber(value, options));

  return (
    <Box data-testid={testId}>
      <Typography component="label" id={labelId} htmlFor={inputId} variant="subtitle2" sx={{ display: 'block', mb: 1 }}>
        {label}
        {required && ' *'}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt=""
            sx={{ width: 136, height: 80, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'grey.100' }}
            data-testid={`${testId}-preview`}
          />
        ) : (
          file && <InsertDriveFileIcon color="action" fontSize="large" aria-hidden="true" />
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <FilePickerButton
            inputId={inputId}
            accept={rule.accept}
            disabled={disabled}
            labelledBy={labelId}
            describedBy={hintId}
            invalid={Boolean(error)}
            onFiles={(files) => field.onChange(files[0] ?? null)}
            onBlur={field.onBlur}
            buttonRef={field.ref}
            icon={<UploadIcon />}
            testId={`${testId}-input`}
          >
            <FormattedMessage id={file || currentUrl ? 'admin.upload.change' : 'admin.upload.choose'} />
          </FilePickerButton>
          {file && (
            <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }} data-testid={`${testId}-name`}>
              {file.name} · {size(file.size)}
            </Typography>
          )}
        </Box>
      </Box>
      <FormHelperText id={hintId} error={Boolean(error)} data-testid={`${testId}-message`}>
        {error ?? intl.formatMessage({ id: 'admin.upload.limit' }, { size: size(rule.maxBytes) })}
      </FormHelperText>
    </Box>
  );
}

interface FilePickerButtonProps {
  inputId?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The field's label, read after the button's own text ("Choose file, Main image"). */
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  onFiles: (files: File[]) => void;
  onBlur?: () => void;
  /** The form library focuses the button when the field is invalid. */
  buttonRef?: Ref<HTMLButtonElement>;
  icon: ReactNode;
  /** `data-testid` of the file input (tests set files on it). */
  testId: string;
  children: ReactNode;
}

/**
 * A button that opens the browser's file picker. The input itself is hidden and out of the tab order; the
 * button is the one control a keyboard reaches (an input inside a button-styled label is a control inside
 * a control, which screen readers cannot announce).
 */
export function FilePickerButton(props: FilePickerButtonProps) {
  const { inputId, accept, multiple, disabled, labelledBy, describedBy, invalid, onFiles, onBlur, buttonRef, icon, testId, children } = props;
  const input = useRef<HTMLInputElement>(null);
  const textId = useId();
  return (
    <>
      <Button
        ref={buttonRef}
        variant="outlined"
        size="small"
        startIcon={icon}
        disabled={disabled}
        onClick={() => input.current?.click()}
        onBlur={onBlur}
        aria-labelledby={labelledBy ? `${textId} ${labelledBy}` : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      >
        <span id={textId}>{children}</span>
      </Button>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(files);
        }}
        data-testid={testId}
      />
    </>
  );
}

/** The upload's progress bar with the share sent and Cancel. */
export function UploadProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const intl = useIntl();
  const percent = Math.round(progress * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} data-testid="upload-progress">
      <Box sx={{ flex: 1 }}>
        <LinearProgress variant="determinate" value={percent} aria-label={intl.formatMessage({ id: 'admin.upload.progress' })} />
        <Typography variant="caption" color="text.secondary">
          <FormattedMessage id="admin.upload.sent" values={{ percent }} />
        </Typography>
      </Box>
      <Button size="small" color="error" onClick={onCancel} data-testid="upload-cancel">
        <FormattedMessage id="admin.upload.cancel" />
      </Button>
    </Box>
  );
}
