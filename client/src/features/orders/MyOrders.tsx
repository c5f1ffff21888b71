import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money } from '../../components/Money';
import { useLanguage } from '../../lib/i18n';
import { LOCALES } from '../../lib/language';
import { MY_ORDERS_PAGE_SIZE, MyOrdersQuery } from './operations';
import { OrderStatusChip } from './OrderStatusChip';

/** The profile's "My orders": reference, date, total and status, newest first. */
export function MyOrders() {
  const intl = useIntl();
  const { language } = useLanguage();
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(MyOrdersQuery, {
    variables: { page: 1, pageSize: MY_ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const orders = data?.myOrders;
  const dateFormat = new Intl.DateTimeFormat(LOCALES[language], { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });

  let body;
  if (!orders && error) {
    body = (
      <Alert
        severity="error"
        data-testid="my-orders-error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="common.retry" />
          </Button>
        }
      >
        <FormattedMessage id="orders.loadFailed" />
      </Alert>
    );
  } else if (!orders && loading) {
    body = <Skeleton variant="rounded" height={120} data-testid="my-orders-loading" />;
  } else if (!orders || orders.items.length === 0) {
    body = (
      <Typography color="text.secondary" data-testid="my-orders-empty">
        <FormattedMessage id="orders.empty" />
      </Typography>
    );
  } else {
    body = (
      <Box component="ul" data-testid="my-orders-list" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {orders.items.map((order) => (
          <Box
            component="li"
            key={order.id}
            data-testid="my-order"
            data-reference={order.reference}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1.2fr) minmax(0, 1.4fr) auto auto' },
              alignItems: 'center',
              columnGap: 2,
              rowGap: 0.5,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
            }}
          >
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="my-order-reference">
              {order.reference}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="time" dateTime={order.createdAt} sx={{ order: { xs: 3, sm: 0 } }}>
              {dateFormat.format(new Date(order.createdAt))}
            </Typography>
            <Money amount={order.totalPrice} data-testid="my-order-total" sx={{ fontWeight: 700, textAlign: 'right' }} />
            <Box sx={{ order: { xs: 4, sm: 0 }, justifySelf: 'end' }}>
              <OrderStatusChip status={order.status} testId="my-order-status" />
            </Box>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2.5, md: 3 }, mt: 3 }} data-testid="my-orders">
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 2.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        <ReceiptLongOutlinedIcon aria-hidden="true" />
        {intl.formatMessage({ id: 'orders.mine' })}
        {orders && orders.totalCount > MY_ORDERS_PAGE_SIZE && (
          <Typography component="span" variant="body2" color="text.secondary">
            <FormattedMessage id="orders.latest" values={{ count: MY_ORDERS_PAGE_SIZE }} />
          </Typography>
        )}
      </Typography>
      {body}
    </Paper>
  );
}
