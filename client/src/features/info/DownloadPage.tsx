import AppleIcon from '@mui/icons-material/Apple';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import FolderOffOutlinedIcon from '@mui/icons-material/FolderOffOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import WindowIcon from '@mui/icons-material/Window';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { HeadMaker } from '../../components/head/head';
import { InfoLayout } from './InfoLayout';

/** What a row of the download list shows. */
export const DownloadFileFragment = graphql(`
  fragment DownloadFile on DownloadableFile {
    id
    fileName
    originalFileName
    description
    category
    fileSize
    downloadUrl
  }
`);

export const DownloadFilesQuery = graphql(`
  query DownloadFiles {
    files {
      id
      ...DownloadFile
    }
  }
`);

/** Download: the drivers, programs and manuals the shop offers (the files query), each with a download link. */
export default function DownloadPage({ head }: { head: HeadMaker }) {
  const { data, loading, error, refetch } = useQuery(DownloadFilesQuery);
  const files = data?.files ?? [];

  let body;
  if (error && files.length === 0) {
    body = (
      <Alert
        severity="error"
        data-testid="download-error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        <FormattedMessage id="info.download.error" />
      </Alert>
    );
  } else if (loading && files.length === 0) {
    body = (
      <Box aria-busy="true" data-testid="download-loading" sx={{ display: 'grid', gap: 2 }}>
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={92} />
        ))}
      </Box>
    );
  } else if (files.length === 0) {
    body = (
      <Paper variant="outlined" data-testid="download-empty" sx={{ py: { xs: 6, lg: 8 }, px: 3, textAlign: 'center' }}>
        <Box
          sx={{
            width: 80,
            height: 80,
            mx: 'auto',
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(11,61,145,0.08)',
            color: 'primary.main',
          }}
        >
          <FolderOffOutlinedIcon sx={{ fontSize: 40 }} aria-hidden="true" />
        </Box>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          <FormattedMessage id="info.download.empty" />
        </Typography>
        <Typography color="text.secondary">
          <FormattedMessage id="info.download.emptyText" />
        </Typography>
      </Paper>
    );
  } else {
    body = (
      <Box component="ul" data-testid="download-list" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
        {files.map((file) => (
          <FileRow key={file.id} file={file} />
        ))}
      </Box>
    );
  }

  return (
    <InfoLayout head={head} testId="download-page" titleKey="info.download.title" leadKey="info.download.lead" icon={<CloudDownloadOutlinedIcon />}>
      {body}
    </InfoLayout>
  );
}

function FileIcon({ category, name }: { category: string; name: string }) {
  const c = category.toLowerCase();
  if (c.includes('windows')) return <WindowIcon />;
  if (c.includes('mac')) return <AppleIcon />;
  if (/\.(pdf|docx?|txt)$/i.test(name)) return <DescriptionOutlinedIcon />;
  return <InsertDriveFileOutlinedIcon />;
}

function FileRow({ file }: { file: FragmentType<typeof DownloadFileFragment> }) {
  const f = getFragmentData(DownloadFileFragment, file);
  const intl = useIntl();
  const size = formatSize(f.fileSize, (value, options) => intl.formatNumber(value, options));
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="download-item"
      sx={{ p: { xs: 2, lg: 2.5 }, display: 'flex', gap: 2, alignItems: { xs: 'flex-start', sm: 'center' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          borderRadius: 2,
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(11,61,145,0.08)',
          color: 'primary.main',
        }}
        aria-hidden="true"
      >
        <FileIcon category={f.category} name={f.originalFileName} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {f.fileName}
          </Typography>
          {f.category && <Chip size="small" label={f.category} />}
        </Box>
        {f.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {f.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {f.originalFileName} · {size}
        </Typography>
      </Box>
      <Button
        variant="contained"
        href={f.downloadUrl}
        download={f.originalFileName}
        startIcon={<DownloadIcon />}
        aria-label={intl.formatMessage({ id: 'info.download.actionLabel' }, { name: f.fileName })}
        sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
      >
        <FormattedMessage id="info.download.action" />
      </Button>
    </Paper>
  );
}

function formatSize(bytes: number, formatNumber: (value: number, options: { style: 'unit'; unit: string; maximumFractionDigits?: number }) => string): string {
  if (bytes >= 1024 * 1024) return formatNumber(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return formatNumber(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' });
}
