import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import FolderOpenIcon from '@mui/icons-material/FolderOpenOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { getFragmentData } from '../../gql';
import type { AdminFileFieldsFragment } from '../../gql/graphql';
import { formatFileSize } from '../kit/fileChecks';
import { useMutationToast } from '../kit/mutationToast';
import { PageHeader } from '../kit/PageHeader';
import { removeCachedFile } from './fileCache';
import { fileIcon } from './fileIcon';
import { AdminDeleteFileMutation, AdminFileFields, AdminFilesQuery } from './operations';
import { UploadFileDialog } from './UploadFileDialog';
import { LoadFailedAlert } from '../kit/LoadFailedAlert';
import { useDateFormat } from '../../lib/useDateFormat';

type FileRow = AdminFileFieldsFragment;

const CARD_GRID = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' } as const;

/** /admin/file-management: the Download page's files as cards; upload with progress, download, delete. */
export default function FilesPage() {
  const { data, loading, error, refetch } = useQuery(AdminFilesQuery, { fetchPolicy: 'cache-and-network' });
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<FileRow | null>(null);
  const files = getFragmentData(AdminFileFields, data?.adminFiles ?? []);

  let body;
  if (error && !data) {
    body = <LoadFailedAlert message="admin.files.loadFailed" onRetry={() => void refetch()} />;
  } else if (loading && !data) {
    body = (
      <Box sx={CARD_GRID} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={190} />
        ))}
      </Box>
    );
  } else if (files.length === 0) {
    body = (
      <Paper sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }} data-testid="files-empty">
        <FolderOpenIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden="true" />
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="admin.files.empty" />
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <Box component="ul" sx={{ ...CARD_GRID, listStyle: 'none', m: 0, p: 0 }} data-testid="files-grid">
        {files.map((file) => (
          <FileCard key={file.id} file={file} onDelete={() => setDeleting(file)} />
        ))}
      </Box>
    );
  }

  return (
    <Box data-testid="admin-files">
      <PageHeader
        title={<FormattedMessage id="admin.files.title" />}
        subtitle={data ? <FormattedMessage id="admin.files.count" values={{ count: files.length }} /> : <FormattedMessage id="admin.files.subtitle" />}
        action={
          <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => setUploading(true)} data-testid="file-upload">
            <FormattedMessage id="admin.files.upload" />
          </Button>
        }
      />
      {body}
      <UploadFileDialog open={uploading} onClose={() => setUploading(false)} />
      <DeleteFileDialog file={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}

/** One file: icon by extension, name, description, category, size, date, download and delete. */
function FileCard({ file, onDelete }: { file: FileRow; onDelete: () => void }) {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const name = file.customFileName || file.originalFileName;
  const { Icon, color } = fileIcon(file.originalFileName);
  return (
    <Paper component="li" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.25, minWidth: 0 }} data-testid="file-card">
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box
          sx={{ width: 44, height: 44, flexShrink: 0, borderRadius: 2, display: 'grid', placeItems: 'center', color, bgcolor: `${color}1a` }}
          aria-hidden="true"
        >
          <Icon />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere', lineHeight: 1.3 }} data-testid="file-card-name">
            {name}
          </Typography>
          {name !== file.originalFileName && (
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} component="p">
              {file.originalFileName}
            </Typography>
          )}
        </Box>
      </Box>
      {file.description && (
        <Typography variant="body2" color="text.secondary" lang="az" sx={{ overflowWrap: 'anywhere' }}>
          {file.description}
        </Typography>
      )}
      {file.descriptionEn && (
        <Typography variant="body2" color="text.secondary" lang="en" sx={{ overflowWrap: 'anywhere' }} data-testid="file-card-description-en">
          {file.descriptionEn}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 'auto' }}>
        {file.category && <Chip size="small" color="primary" variant="outlined" label={file.category} data-testid="file-card-category" />}
        <Typography variant="caption" color="text.secondary">
          {formatFileSize(file.fileSize, (value, options) => intl.formatNumber(value, options))} ·{' '}
          <FormattedMessage id="admin.files.uploadedAt" values={{ date: formatDate(file.uploadedAt, { short: true }) }} />
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', borderTop: 1, borderColor: 'divider', pt: 1 }}>
        <Tooltip title={intl.formatMessage({ id: 'admin.files.downloadOne' }, { name })}>
          <IconButton
            component="a"
            href={file.downloadUrl}
            download
            aria-label={intl.formatMessage({ id: 'admin.files.downloadOne' }, { name })}
            data-testid="file-download"
          >
            <DownloadIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={intl.formatMessage({ id: 'admin.files.deleteOne' }, { name })}>
          <IconButton color="error" onClick={onDelete} aria-label={intl.formatMessage({ id: 'admin.files.deleteOne' }, { name })} data-testid="file-delete">
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Box>
    </Paper>
  );
}

function DeleteFileDialog({ file, onClose }: { file: FileRow | null; onClose: () => void }) {
  const { run } = useMutationToast();
  const [remove, { loading }] = useMutation(AdminDeleteFileMutation);
  const confirm = async () => {
    if (!file) return;
    const deleted = await run(() => remove({ variables: { id: file.id }, update: (cache, { data }) => data && removeCachedFile(cache, data.deleteFile) }), {
      success: 'admin.files.delete.success',
      failure: 'admin.files.delete.failed',
      serverMessage: true,
    });
    if (deleted) onClose();
  };
  return (
    <ConfirmDialog
      open={file !== null}
      title={<FormattedMessage id="admin.files.delete.title" />}
      text={<FormattedMessage id="admin.files.delete.text" />}
      confirmLabel={<FormattedMessage id="admin.common.delete" />}
      busy={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      testId="file-delete-dialog"
    />
  );
}
