import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery } from '@apollo/client/react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { getFragmentData } from '../../gql';
import { gridLocaleText } from '../kit/gridLocale';
import { useMutationToast } from '../kit/mutationToast';
import { PageHeader } from '../kit/PageHeader';
import { StatusChip } from '../kit/StatusChip';
import { BannerDialog } from './BannerDialog';
import { removeCachedBanner } from './bannerCache';
import { AdminBannerFields, AdminBannersQuery, AdminDeleteBannerMutation, type BannerRow } from './operations';
import { LoadFailedAlert } from '../kit/LoadFailedAlert';
import { EditDeleteButtons } from '../kit/EditDeleteButtons';
import { useDateFormat } from '../../lib/useDateFormat';
import { useFittedColumns } from '../kit/useFittedColumns';

/** /admin/banners: every banner (shown or not) with its picture, title, dates, status and order; add, edit, delete. */
export default function BannersPage() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(AdminBannersQuery, { fetchPolicy: 'cache-and-network' });
  const [dialog, setDialog] = useState<{ banner: BannerRow | null } | null>(null);
  const [deleting, setDeleting] = useState<BannerRow | null>(null);
  // In carousel order (an edit may move a banner).
  const rows = useMemo(
    () => [...getFragmentData(AdminBannerFields, data?.adminBanners ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt)),
    [data],
  );
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const columns = useBannerColumns({ narrow, onEdit: (banner) => setDialog({ banner }), onDelete: setDeleting });
  // Dates give way first when the grid is narrow.
  const fitted = useFittedColumns(columns, ['dates', 'sortOrder']);
  const localeText = useMemo(() => gridLocaleText(intl, 'admin.banners.empty'), [intl]);

  return (
    <Box data-testid="admin-banners">
      <PageHeader
        title={<FormattedMessage id="admin.banners.title" />}
        action={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ banner: null })} data-testid="banner-add">
            <FormattedMessage id="admin.banners.add" />
          </Button>
        }
      />
      {error && !data && <LoadFailedAlert message="admin.banners.loadFailed" onRetry={() => void refetch()} sx={{ mb: 2 }} />}
      <Paper sx={{ p: { xs: 1, md: 2 } }} data-testid="banners-grid" ref={fitted.ref}>
        <DataGrid<BannerRow>
          autoHeight
          rows={rows}
          columns={columns}
          loading={loading && !data}
          rowHeight={narrow ? 112 : 76}
          disableRowSelectionOnClick
          disableColumnFilter
          hideFooter={rows.length <= 100}
          disableVirtualization
          localeText={localeText}
          {...fitted.gridProps}
          sx={{ border: 0, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
        />
      </Paper>
      <BannerDialog open={dialog !== null} banner={dialog?.banner ?? null} onClose={() => setDialog(null)} />
      <DeleteBannerDialog banner={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}

/**
 * The grid's columns; on a phone three: the picture, the banner's texts with its dates, order and status
 * stacked, and the actions (so nothing needs sideways scrolling).
 */
function useBannerColumns({
  narrow,
  onEdit,
  onDelete,
}: {
  narrow: boolean;
  onEdit: (banner: BannerRow) => void;
  onDelete: (banner: BannerRow) => void;
}): GridColDef<BannerRow>[] {
  const intl = useIntl();
  const formatDate = useDateFormat();
  return useMemo(() => {
    const date = (value: string) => formatDate(value, { short: true });
    const dates = (banner: BannerRow) => {
      if (banner.startDate && banner.endDate) return `${date(banner.startDate)} – ${date(banner.endDate)}`;
      if (banner.startDate) return intl.formatMessage({ id: 'admin.banners.from' }, { date: date(banner.startDate) });
      if (banner.endDate) return intl.formatMessage({ id: 'admin.banners.until' }, { date: date(banner.endDate) });
      return intl.formatMessage({ id: 'admin.banners.always' });
    };
    const columns: GridColDef<BannerRow>[] = [
      {
        field: 'imageUrl',
        headerName: intl.formatMessage({ id: 'admin.banners.col.image' }),
        sortable: false,
        width: 120,
        renderCell: ({ row }) => (
          <Box
            component="img"
            src={row.imageUrl}
            alt=""
            loading="lazy"
            sx={{ width: 104, height: 58, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
          />
        ),
      },
      {
        field: 'title',
        headerName: intl.formatMessage({ id: 'admin.banners.col.title' }),
        flex: 1,
        minWidth: narrow ? 0 : 200,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap data-testid="banner-title">
              {row.title}
            </Typography>
            {row.linkUrl && (
              <Typography variant="caption" color="text.secondary" noWrap component="p">
                {row.linkUrl}
              </Typography>
            )}
            {narrow && (
              <>
                <Typography variant="caption" color="text.secondary" noWrap component="p">
                  {dates(row)} · <FormattedMessage id="admin.banners.col.order" />: {row.sortOrder}
                </Typography>
                <StatusChip active={row.isActive} testId="banner-status" />
              </>
            )}
          </Box>
        ),
      },
      {
        field: 'dates',
        headerName: intl.formatMessage({ id: 'admin.banners.col.dates' }),
        minWidth: 200,
        sortable: false,
        valueGetter: (_, row) => dates(row),
      },
      {
        field: 'isActive',
        headerName: intl.formatMessage({ id: 'admin.banners.col.active' }),
        minWidth: 110,
        renderCell: ({ row }) => <StatusChip active={row.isActive} testId="banner-status" />,
      },
      { field: 'sortOrder', headerName: intl.formatMessage({ id: 'admin.banners.col.order' }), type: 'number', width: 90 },
      {
        field: 'actions',
        headerName: intl.formatMessage({ id: 'admin.banners.col.actions' }),
        sortable: false,
        disableColumnMenu: true,
        width: narrow ? 84 : 110,
        renderCell: ({ row }) => (
          <EditDeleteButtons
            editLabel={intl.formatMessage({ id: 'admin.banners.editOne' }, { title: row.title })}
            deleteLabel={intl.formatMessage({ id: 'admin.banners.deleteOne' }, { title: row.title })}
            onEdit={() => onEdit(row)}
            onDelete={() => onDelete(row)}
            testId="banner"
          />
        ),
      },
    ];
    // On a phone the dates, status and order sit under the title.
    return narrow ? columns.filter((column) => ['imageUrl', 'title', 'actions'].includes(column.field)) : columns;
  }, [intl, narrow, onEdit, onDelete, formatDate]);
}

function DeleteBannerDialog({ banner, onClose }: { banner: BannerRow | null; onClose: () => void }) {
  const { run } = useMutationToast();
  const [remove, { loading }] = useMutation(AdminDeleteBannerMutation);
  const confirm = async () => {
    if (!banner) return;
    const deleted = await run(
      () => remove({ variables: { id: banner.id }, update: (cache, { data }) => data && removeCachedBanner(cache, data.deleteBanner) }),
      { success: 'admin.banners.delete.success', failure: 'admin.banners.delete.failed' },
    );
    if (deleted) onClose();
  };
  return (
    <ConfirmDialog
      open={banner !== null}
      title={<FormattedMessage id="admin.banners.delete.title" />}
      text={<FormattedMessage id="admin.banners.delete.text" values={{ title: banner?.title ?? '' }} />}
      confirmLabel={<FormattedMessage id="admin.common.delete" />}
      busy={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      testId="banner-delete-dialog"
    />
  );
}
