import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@apollo/client/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApiErrorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { AdminDeleteUserMutation, USER_LIST_QUERIES } from './operations';
import type { UserRow } from './UsersPage';

/** Asks before deleting a user; the grid and the stats are refetched afterwards. */
export function DeleteUserDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const errorText = useApiErrorText();
  const [remove, { loading }] = useMutation(AdminDeleteUserMutation, {
    refetchQueries: USER_LIST_QUERIES,
    update: (cache, { data }) => {
      if (data) cache.evict({ id: cache.identify({ __typename: 'User', id: data.deleteUser }) });
    },
  });

  const confirm = async () => {
    if (!user) return;
    try {
      await remove({ variables: { id: user.id } });
      toast(intl.formatMessage({ id: 'admin.users.delete.success' }), 'success');
      onClose();
    } catch (error) {
      toast(errorText(error, 'admin.users.delete.failed'), 'error');
    }
  };

  return (
    <Dialog open={user !== null} onClose={loading ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="user-delete-dialog">
      <DialogTitle id={titleId}>
        <FormattedMessage id="admin.users.delete.title" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="admin.users.delete.text" values={{ name: user?.fullName ?? '', email: user?.email ?? '' }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={loading} color="inherit">
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={loading}
          variant="contained"
          color="error"
          data-testid="delete-confirm"
          startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          <FormattedMessage id="admin.users.delete" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
