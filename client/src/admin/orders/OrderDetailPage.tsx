import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { Money } from '../../components/Money';
import { formatPhone } from '../../lib/validation';
import type { AdminOrderQuery as AdminOrderData } from '../../gql/graphql';
import type { MessageKey } from '../../i18n';
import { apiErrorInfo } from '../../lib/errors';
import { ROUTES } from '../../lib/site';
import { backToInbox } from './inboxState';
import { useMarkOrdersSeen } from '../layout/newOrders';
import { AdminOrderQuery } from './operations';
import { OrderStatusActions } from './OrderStatusActions';
import { OrderStatusChip } from '../../components/OrderStatusChip';
import { useDateFormat } from '../../lib/useDateFormat';
import { LoadingBar } from '../../components/LoadingBar';

type Order = NonNullable<AdminOrderData['order']>;

const LANGUAGE_KEYS: Record<string, MessageKey> = { en: 'admin.orders.language.en', az: 'admin.orders.language.az' };

/** /admin/orders/:id: one order with its customer, lines, totals, history and the status actions allowed now. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const back = backToInbox(location.state);
  const { data, previousData, loading, error, refetch } = useQuery(AdminOrderQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  // previousData only while the same order reloads; another id starts blank.
  const order = data?.order ?? (previousData?.order?.id === id ? previousData.order : undefined);
  useMarkOrdersSeen(data?.order ? [data.order.id] : []);
  const code = error ? apiErrorInfo(error).code : undefined;
  // The server answers null for an unknown id; an id that cannot be one is refused as bad input.
  const notFound = (!loading && !error && data?.order === null) || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT';

  return (
    <Box data-testid="admin-order">
      <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />} color="inherit" sx={{ mb: 2, ml: -1 }} data-testid="order-back">
        <FormattedMessage id="admin.orders.back" />
      </Button>
      {order ? (
        <OrderView order={order} />
      ) : notFound ? (
        <OrderNotFound />
      ) : error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              <FormattedMessage id="admin.orders.retry" />
            </Button>
          }
          data-testid="order-error"
        >
          <FormattedMessage id="admin.orders.detail.loadFailed" />
        </Alert>
      ) : (
        <LoadingBar data-testid="order-loading" />
      )}
    </Box>
  );
}

function OrderView({ order }: { order: Order }) {
  const formatDate = useDateFormat();
  const date = (value: string) => formatDate(value, { short: true, time: true });
  const languageKey = LANGUAGE_KEYS[order.language];

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, overflowWrap: 'anywhere' }} data-testid="order-reference">
          <FormattedMessage id="admin.orders.detail.title" values={{ reference: order.reference }} />
        </Typography>
        <OrderStatusChip status={order.status} size="medium" testId="order-current-status" />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, mb: 3, color: 'text.secondary', fontSize: '0.9rem' }}>
        <span>
          <FormattedMessage id="admin.orders.detail.created" />: <time dateTime={order.createdAt}>{date(order.createdAt)}</time>
        </span>
        <span>
          <FormattedMessage id="admin.orders.detail.updated" />: <time dateTime={order.updatedAt}>{date(order.updatedAt)}</time>
        </span>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          gridTemplateRows: { lg: 'auto auto 1fr' },
          gridTemplateAreas: { xs: '"actions" "customer" "lines" "history"', lg: '"actions actions" "lines customer" "history customer"' },
        }}
      >
        <Section title="admin.orders.detail.actions" area="actions" testId="order-actions">
          <OrderStatusActions order={order} />
        </Section>

        <Section title="admin.orders.detail.customer" area="customer" testId="order-customer">
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              columnGap: 2,
              rowGap: 1,
              '& dt': { color: 'text.secondary' },
              '& dd': { m: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>
              <FormattedMessage id="admin.orders.detail.name" />
            </dt>
            <dd data-testid="order-customer-name">{order.customerName}</dd>
            <dt>
              <FormattedMessage id="admin.orders.detail.phone" />
            </dt>
            <dd>
              <Link href={`tel:${order.customerPhone.replace(/[^\d+]/g, '')}`} data-testid="order-customer-phone">
                {formatPhone(order.customerPhone)}
              </Link>
            </dd>
            <dt>
              <FormattedMessage id="admin.orders.detail.email" />
            </dt>
            <dd>
              <Link href={`mailto:${order.customerEmail}`} data-testid="order-customer-email">
                {order.customerEmail}
              </Link>
            </dd>
            <dt>
              <FormattedMessage id="admin.orders.detail.language" />
            </dt>
            <dd data-testid="order-language">{languageKey ? <FormattedMessage id={languageKey} /> : order.language}</dd>
          </Box>
        </Section>

        <Section title="admin.orders.detail.lines" area="lines" testId="order-lines" flush>
          <OrderLines order={order} />
        </Section>

        <Section title="admin.orders.detail.history" area="history" testId="order-history">
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {order.history.map((event, index) => (
              <Box
                component="li"
                key={`${event.at}-${index}`}
                data-testid="order-history-event"
                sx={{ position: 'relative', pl: 3, pb: index === order.history.length - 1 ? 0 : 2, borderLeft: 2, borderColor: 'divider', ml: 1 }}
              >
                <Box aria-hidden sx={{ position: 'absolute', left: -7, top: 4, width: 12, height: 12, borderRadius: '50%', bgcolor: 'secondary.main' }} />
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                  <OrderStatusChip status={event.status} />
                  <Typography component="time" dateTime={event.at} variant="body2" color="text.secondary">
                    {date(event.at)}
                  </Typography>
                </Box>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  <FormattedMessage id="admin.orders.history.by" values={{ name: event.byName }} />
                </Typography>
                {event.note && (
                  <Typography
                    variant="body2"
                    sx={{ mt: 0.5, fontStyle: 'italic', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                    data-testid="order-history-note"
                  >
                    {event.note}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </Section>
      </Box>
    </>
  );
}

/** The lines as ordered (a table, or one block per line on phones), then the totals. */
function OrderLines({ order }: { order: Order }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      {phone ? <LineList order={order} /> : <LineTable order={order} />}
      <Totals order={order} />
    </>
  );
}

function UnitPrice({ line }: { line: Order['items'][number] }) {
  return (
    <>
      {line.originalUnitPrice > line.unitPrice && (
        <Money amount={line.originalUnitPrice} component="s" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem' }} />
      )}
      <Money amount={line.unitPrice} />
    </>
  );
}

function LineList({ order }: { order: Order }) {
  const intl = useIntl();
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', borderTop: 1, borderColor: 'divider' }}>
      {order.items.map((line) => (
        <Box component="li" key={line.id} data-testid="order-line" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Link component={RouterLink} to={ROUTES.product(line.productId)} data-testid="order-line-name" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {line.productName}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {intl.formatMessage({ id: 'admin.orders.line.sku' })}: {line.productSku}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1, mt: 0.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5 }}>
              <span data-testid="order-line-quantity">{line.quantity}</span>
              <span aria-hidden="true">×</span>
              <Box>
                <UnitPrice line={line} />
              </Box>
            </Box>
            <Money amount={line.totalPrice} sx={{ fontWeight: 600 }} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** On wider screens; it scrolls sideways inside its card when the card is narrow. */
function LineTable({ order }: { order: Order }) {
  return (
    <TableContainer>
      <Table size="small" sx={{ minWidth: 600, '& th': { fontWeight: 600, whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="admin.orders.line.name" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="admin.orders.line.sku" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="admin.orders.line.unitPrice" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="admin.orders.line.quantity" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="admin.orders.line.total" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((line) => (
            <TableRow key={line.id} data-testid="order-line">
              <TableCell>
                <Link component={RouterLink} to={ROUTES.product(line.productId)} data-testid="order-line-name">
                  {line.productName}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{line.productSku}</TableCell>
              <TableCell align="right">
                <UnitPrice line={line} />
              </TableCell>
              <TableCell align="right" data-testid="order-line-quantity">
                {line.quantity}
              </TableCell>
              <TableCell align="right">
                <Money amount={line.totalPrice} sx={{ fontWeight: 600 }} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Totals({ order }: { order: Order }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        px: 2,
        py: 1.5,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 0.5,
        '& dd': { m: 0, textAlign: 'right' },
      }}
    >
      <dt>
        <FormattedMessage id="admin.orders.totals.amount" />
      </dt>
      <dd>
        <Money amount={order.totalAmount} />
      </dd>
      {order.totalDiscount > 0 && (
        <>
          <dt>
            <FormattedMessage id="admin.orders.totals.discount" />
          </dt>
          <Box component="dd" sx={{ color: 'success.main' }}>
            −<Money amount={order.totalDiscount} />
          </Box>
        </>
      )}
      <Box component="dt" sx={{ fontWeight: 700 }}>
        <FormattedMessage id="admin.orders.totals.total" />
      </Box>
      <Box component="dd" sx={{ fontWeight: 700, fontSize: '1.1rem' }} data-testid="order-total">
        <Money amount={order.totalPrice} />
      </Box>
    </Box>
  );
}

function Section({ title, area, testId, flush = false, children }: { title: MessageKey; area: string; testId: string; flush?: boolean; children: ReactNode }) {
  return (
    <Paper component="section" sx={{ gridArea: area, minWidth: 0, p: flush ? 0 : { xs: 2, md: 2.5 }, overflow: 'hidden' }} data-testid={testId}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5, fontSize: '1.05rem', ...(flush ? { px: 2, pt: { xs: 2, md: 2.5 } } : {}) }}>
        <FormattedMessage id={title} />
      </Typography>
      {children}
    </Paper>
  );
}

function OrderNotFound() {
  return (
    <Paper sx={{ p: { xs: 4, md: 8 }, textAlign: 'center' }} data-testid="order-not-found">
      <SearchOffIcon sx={{ fontSize: 48, color: 'text.secondary', mb: 1 }} aria-hidden="true" />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        <FormattedMessage id="admin.orders.detail.notFound" />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id="admin.orders.detail.notFoundText" />
      </Typography>
    </Paper>
  );
}
