import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from '../../lib/zod';
import { FormTextField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/useZodForm';
import { fileSchema, UPLOAD_RULES } from '../kit/fileChecks';
import { FormDialog } from '../kit/FormDialog';
import { useMutationToast } from '../kit/mutationToast';
import { FormUploadField, UploadProgress } from '../kit/UploadField';
import { useUpload } from '../kit/useUpload';
import { addCachedFile } from './fileCache';
import { AdminUploadFileMutation } from './operations';

/** Back office §5: a file is required; the name defaults to the file's own; description and category may stay empty. */
const uploadFileSchema = z.object({
  file: fileSchema(UPLOAD_RULES.managedFile, 'admin.upload.fileRequired'),
  customFileName: z.string(),
  description: z.string(),
  category: z.string(),
});

const EMPTY = { file: null, customFileName: '', description: '', category: '' };

/** The Upload File dialog: picker (with a preview for pictures), name, description, category; progress and cancel. */
export function UploadFileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const form = useZodForm(uploadFileSchema, { mode: 'onChange', defaultValues: EMPTY });
  const { run } = useMutationToast();
  const upload = useUpload();
  const file = form.watch('file');

  // The custom name starts as the picked file's name (until the admin types one).
  useEffect(() => {
    if (file && !form.getFieldState('customFileName').isDirty) form.setValue('customFileName', file.name);
  }, [file, form]);

  const submit = form.handleSubmit(async (values) => {
    if (!values.file) return;
    const picked = values.file;
    const input = { customFileName: values.customFileName.trim() || picked.name, description: values.description.trim(), category: values.category.trim() };
    const saved = await run(
      () => upload.send(AdminUploadFileMutation, { file: picked, input }, { file: picked }, (cache, data) => addCachedFile(cache, data.uploadFile.id)),
      { success: 'admin.files.upload.success', failure: 'admin.files.upload.failed', serverMessage: true },
    );
    if (saved) onClose();
  });

  const busy = form.formState.isSubmitting;
  return (
    <FormDialog
      open={open}
      title={<FormattedMessage id="admin.files.upload" />}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      onExited={() => form.reset(EMPTY)}
      busy={busy}
      submitLabel={<FormattedMessage id="admin.files.upload" />}
      testId="file-upload-dialog"
    >
      <FormUploadField
        control={form.control}
        name="file"
        rule={UPLOAD_RULES.managedFile}
        label={<FormattedMessage id="admin.files.field.file" />}
        required
        disabled={busy}
        testId="file-picker"
      />
      <FormTextField
        control={form.control}
        name="customFileName"
        label={intl.formatMessage({ id: 'admin.files.field.name' })}
        hint={intl.formatMessage({ id: 'admin.files.field.nameHint' })}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'file-name' } }}
      />
      <FormTextField
        control={form.control}
        name="description"
        label={intl.formatMessage({ id: 'admin.files.field.description' })}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'file-description' } }}
      />
      <FormTextField
        control={form.control}
        name="category"
        label={intl.formatMessage({ id: 'admin.files.field.category' })}
        placeholder={intl.formatMessage({ id: 'admin.files.field.categoryPlaceholder' })}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 255, 'data-testid': 'file-category' } }}
      />
      {upload.progress !== null && <UploadProgress progress={upload.progress} onCancel={upload.cancel} />}
    </FormDialog>
  );
}
