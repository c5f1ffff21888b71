import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { skipToken, useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money } from '../../../components/Money';
import { useDateFormat } from '../../../lib/useDateFormat';
import { MyOrderQuery } from './operations';
import { OrderStatusChip } from '../../../components/OrderStatusChip';

/** One of "My orders" opened: its lines with quantities and the prices paid, the totals and where it stands. */
export function MyOrderDialog({ orderId, reference, onClose }: { orderId: string | null; reference: string; onClose: () => void }) {
  const intl = useIntl();
  const formatDate = useDateFormat();
  const titleId = useId();
  const { data, loading, error } = useQuery(MyOrderQuery, orderId ? { variables: { id: orderId }, fetchPolicy: 'cache-and-network' } : skipToken);
  const order = data?.order;

  let body;
  if (order) {
    body = (
      <>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <OrderStatusChip status={order.status} testId="my-order-detail-status" />
          <Typography variant="body2" color="text.secondary" component="time" dateTime={order.createdAt}>
            <FormattedMessage id="orders.detail.placed" values={{ date: formatDate(order.createdAt, { time: true }) }} />
          </Typography>
        </Box>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& th, & td': { py: 1, px: 0.75, borderBottom: 1, borderColor: 'divider' } }}>
          <thead>
            <tr>
              <Typography component="th" variant="caption" color="text.secondary" sx={{ textAlign: 'left' }}>
                <FormattedMessage id="orders.detail.product" />
              </Typography>
              <Typography component="th" variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
                <FormattedMessage id="orders.detail.quantity" />
              </Typography>
              <Typography component="th" variant="caption" color="text.secondary" sx={{ textAlign: 'right', display: { xs: 'none', sm: 'table-cell' } }}>
                <FormattedMessage id="orders.detail.unitPrice" />
              </Typography>
              <Typography component="th" variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
                <FormattedMessage id="orders.detail.lineTotal" />
              </Typography>
            </tr>
          </thead>
          <tbody>
            {order.items.map((line) => (
              <tr key={line.id} data-testid="my-order-line">
                <Box component="td" sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="my-order-line-name">
                    {line.productName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {line.productSku}
                  </Typography>
                </Box>
                <Box component="td" sx={{ textAlign: 'right' }} data-testid="my-order-line-quantity">
                  {line.quantity}
                </Box>
                <Box component="td" sx={{ textAlign: 'right', display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                  <Money amount={line.unitPrice} />
                </Box>
                <Box component="td" sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                  <Money amount={line.totalPrice} data-testid="my-order-line-total" />
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0, mt: 2, '& dd': { m: 0, textAlign: 'right' } }}
        >
          {order.totalDiscount > 0 && (
            <>
              <Typography component="dt" variant="body2" color="text.secondary">
                <FormattedMessage id="orders.detail.subtotal" />
              </Typography>
              <Typography component="dd" variant="body2">
                <Money amount={order.totalAmount} />
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                <FormattedMessage id="orders.detail.discount" />
              </Typography>
              <Typography component="dd" variant="body2">
                −<Money amount={order.totalDiscount} />
              </Typography>
            </>
          )}
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            <FormattedMessage id="orders.detail.total" />
          </Typography>
          <Typography component="dd" sx={{ fontWeight: 700 }}>
            <Money amount={order.totalPrice} data-testid="my-order-detail-total" />
          </Typography>
        </Box>
      </>
    );
  } else if (loading) {
    body = <Skeleton variant="rounded" height={160} />;
  } else {
    body = (
      <Alert severity="error">
        <FormattedMessage id={error ? 'orders.detail.loadFailed' : 'orders.loadFailed'} />
      </Alert>
    );
  }

  return (
    <Dialog open={Boolean(orderId)} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="my-order-dialog">
      <DialogTitle id={titleId}>{intl.formatMessage({ id: 'orders.detail.title' }, { reference })}</DialogTitle>
      {/* Focusable: a long order scrolls, and a scrolling region must be reachable by keyboard (axe). */}
      <DialogContent tabIndex={0}>{body}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} data-testid="my-order-dialog-close">
          <FormattedMessage id="orders.detail.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
