import { useMutation } from '@apollo/client/react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useMutationToast } from '../kit/mutationToast';
import { AdminDeleteUserMutation } from './operations';
import { removeCachedUser, updateCachedStats } from './userCache';
import type { UserRow } from './operations';

/** Asks before deleting a user; the row leaves the cached pages and the stat cards move, without refetching. */
export function DeleteUserDialog({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { run } = useMutationToast();
  const [remove, { loading }] = useMutation(AdminDeleteUserMutation);

  const confirm = async () => {
    if (!user) return;
    const deleted = await run(
      () =>
        remove({
          variables: { id: user.id },
          update: (cache, { data }) => {
            if (!data) return;
            updateCachedStats(cache, { from: user.role });
            removeCachedUser(cache, data.deleteUser);
          },
        }),
      { success: 'admin.users.delete.success', failure: 'admin.users.delete.failed', serverMessage: true },
    );
    if (deleted) onClose();
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
