import Chip from '@mui/material/Chip';
import { FormattedMessage } from 'react-intl';

/** An Active / Inactive badge: filled green when active, outlined grey when not. */
export function StatusChip({ active, testId }: { active: boolean; testId?: string }) {
  return (
    <Chip
      size="small"
      label={<FormattedMessage id={active ? 'admin.users.active' : 'admin.users.inactive'} />}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      data-testid={testId}
    />
  );
}
