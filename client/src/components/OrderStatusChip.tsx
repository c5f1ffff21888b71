import Chip from '@mui/material/Chip';
import { FormattedMessage } from 'react-intl';
import type { OrderStatus } from '../gql/graphql';
import { orderStatusColors, orderStatusKey } from './orderStatus';

/** An order's status as a chip, one colour per status: the customer's "My orders" and the admin's inbox alike. */
export function OrderStatusChip({ status, size = 'small', testId = 'order-status' }: { status: OrderStatus; size?: 'small' | 'medium'; testId?: string }) {
  return (
    <Chip
      size={size}
      label={<FormattedMessage id={orderStatusKey(status)} />}
      data-testid={testId}
      data-status={status}
      sx={{ fontWeight: 700, ...orderStatusColors(status) }}
    />
  );
}
