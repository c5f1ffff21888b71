import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../components/form/fields';
import type { MessageKey } from '../../i18n';
import type { UploadRule } from './fileChecks';
import { FormDialog } from './FormDialog';
import { FormUploadField, UploadProgress } from './UploadField';
import type { useUpload } from './useUpload';

/** The fields every document upload has; a form may have more (rendered by the caller as children). */
export interface DocumentFields extends FieldValues {
  file: File | null;
  customFileName: string;
  description: string;
}

/** The dialog's texts (catalogue keys) and test ids, by field. */
export interface DocumentUploadLabels {
  title: MessageKey;
  file: MessageKey;
  name: MessageKey;
  nameHint: MessageKey;
  description: MessageKey;
}

/**
 * Uploading one file with a display name and a description (the managed files' and the product PDFs'
 * dialogs): the picker with the rule's checks, the two texts, the caller's own fields, progress and cancel.
 */
export function DocumentUploadDialog<T extends DocumentFields>({
  open,
  onClose,
  form,
  onSubmit,
  upload,
  rule,
  labels,
  testIds,
  children,
}: {
  open: boolean;
  onClose: () => void;
  form: UseFormReturn<T>;
  /** The form's handleSubmit result. */
  onSubmit: () => Promise<void>;
  upload: ReturnType<typeof useUpload>;
  rule: UploadRule;
  labels: DocumentUploadLabels;
  testIds: { dialog: string; file: string; name: string; description: string };
  /** Fields of this kind of document (a category, an active switch). */
  children?: ReactNode;
}) {
  const intl = useIntl();
  const busy = form.formState.isSubmitting;
  // Every form of this dialog has these fields (DocumentFields); TypeScript cannot see it through T.
  const field = (name: keyof DocumentFields) => name as Path<T>;
  return (
    <FormDialog
      open={open}
      title={<FormattedMessage id={labels.title} />}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      onClose={onClose}
      onExited={() => form.reset()}
      busy={busy}
      submitLabel={<FormattedMessage id={labels.title} />}
      testId={testIds.dialog}
      dirty={form.formState.isDirty}
    >
      <FormUploadField
        control={form.control}
        name={field('file')}
        rule={rule}
        label={<FormattedMessage id={labels.file} />}
        required
        disabled={busy}
        testId={testIds.file}
      />
      <FormTextField
        control={form.control}
        name={field('customFileName')}
        label={intl.formatMessage({ id: labels.name })}
        hint={intl.formatMessage({ id: labels.nameHint })}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 255, 'data-testid': testIds.name } }}
      />
      <FormTextField
        control={form.control}
        name={field('description')}
        label={intl.formatMessage({ id: labels.description })}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': testIds.description } }}
      />
      {children}
      {upload.progress !== null && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
    </FormDialog>
  );
}
