import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { skipToken, useQuery } from '@apollo/client/react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { AuditTrailQuery as AuditTrailData } from '../../gql/graphql';
import type { MessageKey } from '../../i18n';
import { useLanguage } from '../../lib/i18n';
import { useDateFormat } from '../../lib/useDateFormat';
import { PageHeader } from '../kit/PageHeader';
import { useFittedColumns } from '../kit/useFittedColumns';
import { useServerGrid, type ServerGridOptions } from '../kit/useServerGrid';
import { AUDIT_ENTITIES, auditKey, describeChange, subjectLink, type AuditWords } from './auditText';
import { AuditAdminsQuery, AuditTrailQuery } from './operations';

type AuditRow = AuditTrailData['auditTrail']['items'][number];

/** Columns that give way first on a narrow screen. */
const AUDIT_HIDE_ORDER = ['actorEmail', 'at'];

const GRID_SPEC: ServerGridOptions<never> = {
  filterFields: { entity: 'entity', actorEmail: 'userId', from: 'from', to: 'to' },
  noRows: 'admin.audit.noRows',
  pageSize: 25,
};

/** The start of a local calendar day (yyyy-mm-dd from a date field) as an ISO moment; `days` later for a range's end. */
function dayStart(day: string | undefined, days = 0): string | null {
  if (!day) return null;
  const date = new Date(`${day}T00:00:00`);
  if (Number.isNaN(date.getTime())) return null;
  date.setDate(date.getDate() + days);
  return date.toISOString();
}

/**
 * The audit log: who changed what and when, naming and linking what each entry concerns, with the values
 * before and after in words; filtered on the server by record kind, admin and a range of days.
 */
export default function AuditPage() {
  const intl = useIntl();
  const grid = useServerGrid(GRID_SPEC);
  const { filter, page, pageSize } = grid.variables;
  const fromDay = filter.from as string | undefined;
  const toDay = filter.to as string | undefined;
  const rangeInvalid = Boolean(fromDay && toDay && toDay < fromDay);
  const variables = {
    page,
    pageSize,
    entity: (filter.entity as string | undefined) ?? null,
    userId: (filter.userId as string | undefined) ?? null,
    from: dayStart(fromDay),
    // The last day chosen counts whole: up to the start of the next.
    to: dayStart(toDay, 1),
  };
  const trail = useQuery(AuditTrailQuery, rangeInvalid ? skipToken : { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const admins = useQuery(AuditAdminsQuery);
  const result = trail.data?.auditTrail ?? trail.previousData?.auditTrail;
  const label = useAuditLabel();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const columns = useAuditColumns(label, narrow);
  const fitted = useFittedColumns(columns, AUDIT_HIDE_ORDER);
  const dayField = (field: 'from' | 'to', testId: string) => (
    <TextField
      size="small"
      type="date"
      label={intl.formatMessage({ id: `admin.audit.filter.${field}` })}
      value={filter[field] ?? ''}
      onChange={(event) => grid.setFilterValue(field, event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': testId } }}
      error={field === 'to' && rangeInvalid}
    />
  );

  return (
    <Box data-testid="admin-audit">
      <PageHeader title={<FormattedMessage id="admin.audit.title" />} />
      <Paper sx={{ p: { xs: 1.5, md: 2 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 220px))' },
            mb: 2,
          }}
        >
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
          {dayField('from', 'audit-from')}
          {dayField('to', 'audit-to')}
        </Box>
        {rangeInvalid && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <FormattedMessage id="admin.audit.filter.rangeInvalid" />
          </Alert>
        )}
        {trail.error && !result && (
          <Alert severity="error" sx={{ mb: 2 }}>
            <FormattedMessage id="admin.audit.loadFailed" />
          </Alert>
        )}
        <Box data-testid="audit-grid" ref={fitted.ref}>
          <DataGrid<AuditRow>
            autoHeight
            rows={rangeInvalid ? [] : (result?.items ?? [])}
            columns={columns}
            rowCount={rangeInvalid ? 0 : (result?.totalCount ?? 0)}
            loading={trail.loading}
            {...grid.gridProps}
            {...fitted.gridProps}
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

/** The catalogue lookups describeChange needs, in the interface language. */
function useAuditWords(): AuditWords {
  const intl = useIntl();
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      text: (key: string, values?: Record<string, string>) => (key in intl.messages ? intl.formatMessage({ id: key as MessageKey }, values) : null),
    }),
    [intl, language],
  );
}

/** What the entry concerns: its name, linked to where the back office shows it while it exists. */
function Subject({ row }: { row: AuditRow }) {
  const intl = useIntl();
  const subject = row.subject;
  if (!subject)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {row.entityId}
      </Typography>
    );
  const to = subjectLink(subject);
  if (!to)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="audit-subject">
        {intl.formatMessage({ id: 'admin.audit.subject.gone' }, { name: subject.name })}
      </Typography>
    );
  return (
    <Link component={RouterLink} to={to} variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: 600 }} data-testid="audit-subject">
      {subject.name}
    </Link>
  );
}

/** The values before and after, one line per field, in words ("Role: Normal User → VIP"). */
function Changes({ row }: { row: AuditRow }) {
  const words = useAuditWords();
  if (row.changes.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 0 }} data-testid="audit-changes">
      {row.changes.map((change) => {
        const { field, before, after } = describeChange(change, words);
        return (
          <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ fontWeight: 600 }}>
              {field}
            </Box>
            : {before} → {after}
          </Typography>
        );
      })}
    </Box>
  );
}

/** The log's columns; on a phone one, each entry stacked as a small card. */
function useAuditColumns(label: ReturnType<typeof useAuditLabel>, narrow: boolean): GridColDef<AuditRow>[] {
  const intl = useIntl();
  const formatDate = useDateFormat();
  return useMemo((): GridColDef<AuditRow>[] => {
    const when = (value: string) => formatDate(value, { short: true, time: true, seconds: true });
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
              <Subject row={row} />
              <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {when(row.at)} · {row.actorEmail}
              </Typography>
              <Changes row={row} />
            </Box>
          ),
        },
      ];
    return [
      { field: 'at', headerName: intl.formatMessage({ id: 'admin.audit.col.at' }), minWidth: 150, valueFormatter: (value: string) => when(value) },
      { field: 'actorEmail', headerName: intl.formatMessage({ id: 'admin.audit.col.actor' }), minWidth: 170, flex: 0.6 },
      {
        field: 'subject',
        headerName: intl.formatMessage({ id: 'admin.audit.col.subject' }),
        minWidth: 170,
        flex: 0.8,
        renderCell: ({ row }) => <Subject row={row} />,
      },
      {
        field: 'action',
        headerName: intl.formatMessage({ id: 'admin.audit.col.action' }),
        minWidth: 150,
        renderCell: ({ row }) => (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{label('action', row.action)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {label('entity', row.entity)}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'changes',
        headerName: intl.formatMessage({ id: 'admin.audit.col.changes' }),
        minWidth: 260,
        flex: 1.4,
        renderCell: ({ row }) => <Changes row={row} />,
      },
    ];
  }, [intl, label, narrow, formatDate]);
}
