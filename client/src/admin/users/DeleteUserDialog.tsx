import { useMutation } from '@apollo/client/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useApiErrorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { AdminDeleteUserMutation, USER_LIST_QUERIES } from './operations';
import type { UserRow } from './UsersPage';
import { ConfirmDialog } from '../../components/ConfirmDialog';

/** Asks before deleting a user; the grid and the stats are refetched afterwards. */
export function DeleteUserDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const intl = useIntl();
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
    <ConfirmDialog
      open={user !== null}
      title={<FormattedMessage id="admin.users.delete.title" />}
      text={<FormattedMessage id="admin.users.delete.text" values={{ name: user?.fullName ?? '', email: user?.email ?? '' }} />}
      confirmLabel={<FormattedMessage id="admin.users.delete" />}
      busy={loading}
      onCancel={onClose}
      onConfirm={() => void confirm()}
      testId="user-delete-dialog"
    />
  );
}
