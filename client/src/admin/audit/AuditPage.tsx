import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@apollo/client/react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AuditTrailQuery as AuditTrailData } from '../../gql/graphql';
import { PageHeader } from '../kit/PageHeader';
import { useServerGrid, type ServerGridOptions } from '../kit/useServerGrid';
import { AUDIT_ENTITIES, auditKey, auditValue } from './auditText';
import { AuditAdminsQuery, AuditTrailQuery } from './operations';

type AuditRow = AuditTrailData['auditTrail']['items'][number];

const GRID_SPEC: ServerGridOptions<never> = { filterFields: { entity: 'entity', actorEmail: 'userId' }, noRows: 'admin.audit.noRows', pageSize: 25 };

/** The audit log: who changed what and when, with the values before and after; filtered by record kind and admin. */
export default function AuditPage() {
  const intl = useIntl();
  const grid = useServerGrid(GRID_SPEC);
  const { filter, page, pageSize } = grid.variables;
  const variables = { page, pageSize, entity: (filter.entity as string | undefined) ?? null, userId: (filter.userId as string | undefined) ?? null };
  const trail = useQuery(AuditTrailQuery, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const admins = useQuery(AuditAdminsQuery);
  const result = trail.data?.auditTrail ?? trail.previousData?.auditTrail;
  const label = useAuditLabel();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const columns = useAuditColumns(label, narrow);

  return (
    <Box data-testid="admin-audit">
      <PageHeader title={<FormattedMessage id="admin.audit.title" />} />
      <Paper sx={{ p: { xs: 1.5, md: 2 } }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 240px))' }, mb: 2 }}>
          <Select
            size="small"
            value={grid.filterValue('entity') as string}
            onChange={(event) => grid.setFilterValue('entity', event.target.value)}
            inputProps={{ 'aria-label': intl.formatMessage({ id: 'admin.audit.filter.entity' }) }}
            SelectDisplayProps={{ 'data-testid': 'audit-entity-filter' } as object}
          >
            <MenuItem value="all">
              <FormattedMessage id="admin.audit.filter.allEntities" />
            </MenuItem>
            {AUDIT_ENTITIES.map((entity) => (
              <MenuItem key={entity} value={entity} data-testid={`audit-entity-${entity}`}>
                {label('entity', entity)}
              </MenuItem>
            ))}
          </Select>
          <Select
            size="small"
            value={grid.filterValue('actorEmail') as string}
            onChange={(event) => grid.setFilterValue('actorEmail', event.target.value)}
            inputProps={{ 'aria-label': intl.formatMessage({ id: 'admin.audit.filter.user' }) }}
            SelectDisplayProps={{ 'data-testid': 'audit-user-filter' } as object}
          >
            <MenuItem value="all">
              <FormattedMessage id="admin.audit.filter.allUsers" />
            </MenuItem>
            {(admins.data?.users.items ?? []).map((admin) => (
              <MenuItem key={admin.id} value={admin.id} data-testid="audit-user-option">
                {admin.email}
              </MenuItem>
            ))}
          </Select>
        </Box>
        {trail.error && !result && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <FormattedMessage id="admin.audit.loadFailed" />
          </Alert>
        )}
        <Box data-testid="audit-grid">
          <DataGrid<AuditRow>
            autoHeight
            rows={result?.items ?? []}
            columns={columns}
            rowCount={result?.totalCount ?? 0}
            loading={trail.loading}
            {...grid.gridProps}
            disableColumnSorting
            getRowHeight={() => 'auto'}
            disableVirtualization
            sx={{ border: 0, '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' } }}
          />
        </Box>
      </Paper>
    </Box>
  );
}

/** An entity's or action's name in the interface language (as it came when the catalogue has none). */
function useAuditLabel() {
  const intl = useIntl();
  return useCallback(
    (kind: 'entity' | 'action', value: string) => {
      const key = auditKey(kind, value, intl.messages);
      return key ? intl.formatMessage({ id: key }) : value;
    },
    [intl],
  );
}

/** The values before and after, one line per field (the record's id when the entry has none). */
function Changes({ row }: { row: AuditRow }) {
  if (row.changes.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {row.entityId}
      </Typography>
    );
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 0 }} data-testid="audit-changes">
      {row.changes.map((change) => (
        <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {change.field}
          </Box>
          : {auditValue(change.before)} → {auditValue(change.after)}
        </Typography>
      ))}
    </Box>
  );
}

/** The log's columns; on a phone one, each entry stacked as a small card. */
function useAuditColumns(label: ReturnType<typeof useAuditLabel>, narrow: boolean): GridColDef<AuditRow>[] {
  const intl = useIntl();
  return useMemo((): GridColDef<AuditRow>[] => {
    const when = (value: string) =>
      intl.formatDate(value, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    if (narrow)
      return [
        {
          field: 'entry',
          headerName: intl.formatMessage({ id: 'admin.audit.title' }),
          flex: 1,
          sortable: false,
          renderCell: ({ row }) => (
            <Box sx={{ minWidth: 0, py: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {label('entity', row.entity)} · {label('action', row.action)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {when(row.at)} · {row.actorEmail}
              </Typography>
              <Changes row={row} />
            </Box>
          ),
        },
      ];
    return [
      { field: 'at', headerName: intl.formatMessage({ id: 'admin.audit.col.at' }), minWidth: 160, valueFormatter: (value: string) => when(value) },
      { field: 'actorEmail', headerName: intl.formatMessage({ id: 'admin.audit.col.actor' }), minWidth: 190, flex: 0.8 },
      {
        field: 'entity',
        headerName: intl.formatMessage({ id: 'admin.audit.col.entity' }),
        minWidth: 130,
        valueFormatter: (value: string) => label('entity', value),
      },
      {
        field: 'action',
        headerName: intl.formatMessage({ id: 'admin.audit.col.action' }),
        minWidth: 150,
        valueFormatter: (value: string) => label('action', value),
      },
      {
        field: 'changes',
        headerName: intl.formatMessage({ id: 'admin.audit.col.changes' }),
        minWidth: 300,
        flex: 1.4,
        renderCell: ({ row }) => <Changes row={row} />,
      },
    ];
  }, [intl, label, narrow]);
}
