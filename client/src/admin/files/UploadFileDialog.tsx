import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { z } from '../../lib/zod';
import { FormTextField } from '../../components/form/fields';
import { useZodForm } from '../../components/form/useZodForm';
import { fileSchema, UPLOAD_RULES } from '../kit/fileChecks';
import { DocumentUploadDialog } from '../kit/DocumentUploadDialog';
import { useMutationToast } from '../kit/mutationToast';
import { useUpload } from '../kit/useUpload';
import { addCachedFile } from './fileCache';
import { AdminUploadFileMutation } from './operations';

/** Back office §5: a file is required; the name defaults to the file's own; description and category may stay empty. */
const uploadFileSchema = z.object({
  file: fileSchema(UPLOAD_RULES.managedFile, 'admin.upload.fileRequired'),
  customFileName: z.string(),
  description: z.string(),
  descriptionEn: z.string().max(2000),
  category: z.string(),
});

const EMPTY = { file: null, customFileName: '', description: '', descriptionEn: '', category: '' };

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
    const input = {
      customFileName: values.customFileName.trim() || picked.name,
      description: values.description.trim(),
      descriptionEn: values.descriptionEn.trim(),
      category: values.category.trim(),
    };
    const saved = await run(
      () => upload.send(AdminUploadFileMutation, { file: picked, input }, { file: picked }, (cache, data) => addCachedFile(cache, data.uploadFile.id)),
      { success: 'admin.files.upload.success', failure: 'admin.files.upload.failed', serverMessage: true },
    );
    if (saved) onClose();
  });

  return (
    <DocumentUploadDialog
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      upload={upload}
      rule={UPLOAD_RULES.managedFile}
      labels={{
        title: 'admin.files.upload',
        file: 'admin.files.field.file',
        name: 'admin.files.field.name',
        nameHint: 'admin.files.field.nameHint',
        description: 'admin.files.field.description',
      }}
      testIds={{ dialog: 'file-upload-dialog', file: 'file-picker', name: 'file-name', description: 'file-description' }}
    >
      <FormTextField
        control={form.control}
        name="descriptionEn"
        label={intl.formatMessage({ id: 'admin.files.field.descriptionEn' })}
        hint={intl.formatMessage({ id: 'admin.files.field.descriptionEnHint' })}
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000, lang: 'en', 'data-testid': 'file-description-en' } }}
      />
      <FormTextField
        control={form.control}
        name="category"
        label={intl.formatMessage({ id: 'admin.files.field.category' })}
        placeholder={intl.formatMessage({ id: 'admin.files.field.categoryPlaceholder' })}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 255, 'data-testid': 'file-category' } }}
      />
    </DocumentUploadDialog>
  );
}
