import Chip from '@mui/material/Chip';
import { FormattedMessage } from 'react-intl';
import type { OrderStatus } from '../../gql/graphql';
import { STATUS_COLORS, statusKey } from './orderStatus';

/** An order's status as a chip, one colour per status. */
export function OrderStatusChip({ status, size = 'small', testId = 'order-status' }: { status: OrderStatus; size?: 'small' | 'medium'; testId?: string }) {
  return (
    <Chip
      size={size}
      color={STATUS_COLORS[status]}
      label={<FormattedMessage id={statusKey(status)} />}
      data-testid={testId}
      data-status={status}
      sx={{ fontWeight: 600 }}
    />
  );
}
