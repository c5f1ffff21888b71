import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from '../../lib/zod';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormToggle } from '../../components/form/fields';
import { useZodForm } from '../../components/form/useZodForm';
import type { AdminProductPdfFieldsFragment } from '../../gql/graphql';
import { fileSchema, UPLOAD_RULES } from '../kit/fileChecks';
import { DocumentUploadDialog } from '../kit/DocumentUploadDialog';
import { useMutationToast } from '../kit/mutationToast';
import { useUpload } from '../kit/useUpload';
import { AdminAddProductPdfMutation, AdminDeleteProductPdfMutation } from './operations';
import { addCachedPdf, removeCachedPdf } from './pdfCache';
import { Section } from '../kit/Section';

type Pdf = AdminProductPdfFieldsFragment;

/** The product's PDF documents: name, description, size in MB, downloads, active; download, delete, upload. */
export function ProductDocuments({ productId, pdfs }: { productId: string; pdfs: readonly Pdf[] }) {
  const intl = useIntl();
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<Pdf | null>(null);
  const { run } = useMutationToast();
  const [remove, { loading }] = useMutation(AdminDeleteProductPdfMutation);
  const megabytes = (bytes: number) => intl.formatNumber(bytes / (1024 * 1024), { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const confirmDelete = async () => {
    if (!deleting) return;
    const done = await run(
      () => remove({ variables: { id: deleting.id }, update: (cache, { data }) => data && removeCachedPdf(cache, data.deleteProductPdf) }),
      { success: 'admin.product.docs.deleted', failure: 'admin.product.docs.deleteFailed' },
    );
    if (done) setDeleting(null);
  };

  return (
    <Section
      title={<FormattedMessage id="admin.product.docs.title" />}
      testId="product-documents"
      action={
        <Button variant="outlined" size="small" startIcon={<UploadIcon />} onClick={() => setUploading(true)} data-testid="product-pdf-upload">
          <FormattedMessage id="admin.product.docs.upload" />
        </Button>
      }
    >
      {pdfs.length === 0 ? (
        <Typography color="text.secondary" data-testid="product-documents-empty">
          <FormattedMessage id="admin.product.docs.empty" />
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {pdfs.map((pdf) => (
            <Box
              component="li"
              key={pdf.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2, minWidth: 0 }}
              data-testid="product-document"
            >
              <PictureAsPdfIcon sx={{ color: '#c62828' }} aria-hidden="true" />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="product-document-name">
                  {pdf.fileName}
                </Typography>
                {pdf.description && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {pdf.description}
                  </Typography>
                )}
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
                  <Typography variant="caption" color="text.secondary" data-testid="product-document-size">
                    <FormattedMessage id="admin.product.docs.size" values={{ size: megabytes(pdf.fileSize) }} />
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    ·
                  </Typography>
                  <Typography variant="caption" color="text.secondary" data-testid="product-document-downloads">
                    <FormattedMessage id="admin.product.docs.downloads" values={{ count: pdf.downloadCount }} />
                  </Typography>
                  <Chip
                    size="small"
                    color={pdf.isActive ? 'success' : 'default'}
                    variant={pdf.isActive ? 'filled' : 'outlined'}
                    label={<FormattedMessage id={pdf.isActive ? 'admin.products.active' : 'admin.products.inactive'} />}
                  />
                </Box>
              </Box>
              <Tooltip title={intl.formatMessage({ id: 'admin.product.docs.download' }, { name: pdf.fileName })}>
                <IconButton
                  component="a"
                  href={pdf.downloadUrl}
                  download
                  aria-label={intl.formatMessage({ id: 'admin.product.docs.download' }, { name: pdf.fileName })}
                  data-testid="product-document-download"
                >
                  <DownloadIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={intl.formatMessage({ id: 'admin.product.docs.delete' }, { name: pdf.fileName })}>
                <IconButton
                  color="error"
                  onClick={() => setDeleting(pdf)}
                  aria-label={intl.formatMessage({ id: 'admin.product.docs.delete' }, { name: pdf.fileName })}
                  data-testid="product-document-delete"
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Box>
      )}
      <UploadPdfDialog productId={productId} open={uploading} onClose={() => setUploading(false)} />
      <ConfirmDialog
        open={deleting !== null}
        title={<FormattedMessage id="admin.product.docs.deleteTitle" />}
        text={<FormattedMessage id="admin.product.docs.deleteText" values={{ name: deleting?.fileName ?? '' }} />}
        confirmLabel={<FormattedMessage id="admin.common.delete" />}
        busy={loading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        testId="product-document-delete-dialog"
      />
    </Section>
  );
}

const pdfSchema = z.object({
  file: fileSchema(UPLOAD_RULES.productPdf, 'admin.product.docs.fileRequired'),
  customFileName: z.string().max(255),
  description: z.string().max(2000),
  isActive: z.boolean(),
});
const EMPTY_PDF = { file: null, customFileName: '', description: '', isActive: true };

/** Upload PDF: the file (a PDF, at most 20 MB), an optional display name and description, active; progress and cancel. */
function UploadPdfDialog({ productId, open, onClose }: { productId: string; open: boolean; onClose: () => void }) {
  const form = useZodForm(pdfSchema, { mode: 'onChange', defaultValues: EMPTY_PDF });
  const { run } = useMutationToast();
  const upload = useUpload();
  const submit = form.handleSubmit(async (values) => {
    const file = values.file;
    if (!file) return;
    const input = { customFileName: values.customFileName.trim() || null, description: values.description.trim(), isActive: values.isActive };
    const saved = await run(() => upload.send(AdminAddProductPdfMutation, { productId, file, input }, { file }, addCachedPdf), {
      success: 'admin.product.docs.uploaded',
      failure: 'admin.product.docs.uploadFailed',
    });
    if (saved) onClose();
  });
  return (
    <DocumentUploadDialog
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      upload={upload}
      rule={UPLOAD_RULES.productPdf}
      labels={{
        title: 'admin.product.docs.upload',
        file: 'admin.product.docs.file',
        name: 'admin.product.docs.customName',
        nameHint: 'admin.product.docs.customNameHint',
        description: 'admin.product.docs.description',
      }}
      testIds={{ dialog: 'product-pdf-dialog', file: 'product-pdf-file', name: 'product-pdf-name', description: 'product-pdf-description' }}
    >
      <FormToggle control={form.control} name="isActive" label={<FormattedMessage id="admin.product.docs.active" />} testId="product-pdf-active" />
    </DocumentUploadDialog>
  );
}
