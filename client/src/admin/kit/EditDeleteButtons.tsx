import DeleteIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';

/**
 * A row's Edit and Delete icons (grids, the filters list). The labels name the row ("Edit Lenovo
 * ThinkPad"), the tooltips say the action; test ids are `{testId}-edit` and `{testId}-delete`.
 */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  testId,
  size = 'small',
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  testId: string;
  size?: 'small' | 'medium';
}) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
      <Tooltip title={intl.formatMessage({ id: 'admin.common.edit' })}>
        <IconButton size={size} onClick={onEdit} aria-label={editLabel} data-testid={`${testId}-edit`}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={intl.formatMessage({ id: 'admin.common.delete' })}>
        <IconButton size={size} color="error" onClick={onDelete} aria-label={deleteLabel} data-testid={`${testId}-delete`}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
