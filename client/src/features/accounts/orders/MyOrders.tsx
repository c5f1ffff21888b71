import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Money } from '../../../components/Money';
import { belowHeader } from '../../../lib/headerHeight';
import { useDateFormat } from '../../../lib/useDateFormat';
import { MyOrderDialog } from './MyOrderDialog';
import { MY_ORDERS_PAGE_SIZE, MyOrdersQuery } from './operations';
import { OrderStatusChip } from '../../../components/OrderStatusChip';

/** The section's id, the fragment of ROUTES.myOrders. */
const MY_ORDERS_ANCHOR = 'my-orders';

/** The profile's "My orders": reference, date, total and status, newest first; each opens with its lines. */
export function MyOrders() {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const [opened, setOpened] = useState<{ id: string; reference: string } | null>(null);
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(MyOrdersQuery, {
    variables: { page: 1, pageSize: MY_ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const orders = data?.myOrders;
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = orders !== undefined;
  // Reached from the menu's "My orders" (/profile#my-orders): brought into view once the list is in.
  useEffect(() => {
    if (hash === `#${MY_ORDERS_ANCHOR}` && loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);

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
          <Box component="li" key={order.id} data-testid="my-order" data-reference={order.reference}>
            <ButtonBase
              // A div (ButtonBase gives it the button role and keyboard): the row's parts are blocks.
              component="div"
              onClick={() => setOpened({ id: order.id, reference: order.reference })}
              data-testid="my-order-open"
              sx={{
                width: '100%',
                textAlign: 'left',
                font: 'inherit',
                display: 'grid',
                gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1.2fr) minmax(0, 1.4fr) auto auto' },
                alignItems: 'center',
                columnGap: 2,
                rowGap: 0.5,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main', bgcolor: 'action.hover' },
              }}
            >
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }} data-testid="my-order-reference">
                {order.reference}
              </Typography>
              <Typography variant="body2" color="text.secondary" component="time" dateTime={order.createdAt} sx={{ order: { xs: 3, sm: 0 } }}>
                {formatDate(order.createdAt, { short: true, time: true })}
              </Typography>
              <Money amount={order.totalPrice} data-testid="my-order-total" sx={{ fontWeight: 700, textAlign: 'right' }} />
              <Box sx={{ order: { xs: 4, sm: 0 }, justifySelf: 'end' }}>
                <OrderStatusChip status={order.status} testId="my-order-status" />
              </Box>
            </ButtonBase>
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Paper
      ref={section}
      component="section"
      id={MY_ORDERS_ANCHOR}
      aria-labelledby={headingId}
      sx={{ p: { xs: 2.5, md: 3 }, mt: 3, scrollMarginTop: belowHeader(16) }}
      data-testid="my-orders"
    >
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
      <MyOrderDialog orderId={opened?.id ?? null} reference={opened?.reference ?? ''} onClose={() => setOpened(null)} />
    </Paper>
  );
}
