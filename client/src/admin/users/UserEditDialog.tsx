import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Box from '@mui/material/Box';
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField, FormToggle } from '../../components/form/fields';
import { useZodForm } from '../../components/form/useZodForm';
import { roleMessageKey } from '../../lib/roles';
import { localPhoneDigits, PHONE_PREFIX, splitPhone } from '../../lib/validation';
import { FormDialog } from '../kit/FormDialog';
import { useMutationToast } from '../kit/mutationToast';
import { AdminUpdateUserMutation } from './operations';
import { updateCachedStats } from './userCache';
import { userEditSchema, userInput } from './userForm';
import type { RoleOption, UserRow } from './operations';

/** The user edit form: first name, last name and phone required; role; Active. The answer updates the cached row. */
export function UserEditDialog({ user, roles, self, onClose }: { user: UserRow | null; roles: RoleOption[]; self: boolean; onClose: () => void }) {
  const intl = useIntl();
  const form = useZodForm(userEditSchema, { defaultValues: { firstName: '', lastName: '', phone: '', role: 'NORMAL_USER', isActive: true } });
  const { run } = useMutationToast();
  const [update] = useMutation(AdminUpdateUserMutation);

  useEffect(() => {
    if (user) form.reset({ firstName: user.firstName, lastName: user.lastName, phone: splitPhone(user.phoneNumber), role: user.role, isActive: user.isActive });
  }, [user, form]);

  const submit = form.handleSubmit(async (values) => {
    if (!user) return;
    const saved = await run(
      () =>
        update({
          variables: {
            id: user.id,
            input: userInput(values),
          },
          update: (cache, { data }) => {
            if (data) updateCachedStats(cache, { from: user.role, to: data.updateUser.role });
          },
        }),
      { success: 'admin.users.update.success', failure: 'admin.users.update.failed' },
    );
    if (saved) onClose();
  });

  const options = roles.length > 0 ? roles : user ? [{ value: user.role, name: user.roleName }] : [];
  const text = (name: 'firstName' | 'lastName', label: 'account.auth.firstName' | 'account.auth.lastName', testId: string) => ({
    control: form.control,
    name,
    label: intl.formatMessage({ id: label }),
    required: true,
    fullWidth: true,
    slotProps: { htmlInput: { 'data-testid': testId } },
  });

  return (
    <FormDialog
      open={user !== null}
      title={<FormattedMessage id="admin.users.edit.title" values={{ name: user?.fullName ?? '' }} />}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      testId="user-edit-dialog"
      dirty={form.formState.isDirty}
    >
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        <FormTextField {...text('firstName', 'account.auth.firstName', 'edit-first-name')} />
        <FormTextField {...text('lastName', 'account.auth.lastName', 'edit-last-name')} />
      </Box>
      <FormTextField
        control={form.control}
        name="phone"
        transform={localPhoneDigits}
        label={intl.formatMessage({ id: 'account.auth.phone' })}
        required
        fullWidth
        type="tel"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">{PHONE_PREFIX}</InputAdornment> },
          htmlInput: { inputMode: 'numeric', 'data-testid': 'edit-phone' },
        }}
      />
      {/* One's own role and access are not offered (the server refuses them too). */}
      <FormTextField control={form.control} name="role" select label={intl.formatMessage({ id: 'admin.users.col.role' })} fullWidth disabled={self}>
        {options.map((role) => (
          <MenuItem key={role.value} value={role.value}>
            <FormattedMessage id={roleMessageKey(role.value)} />
          </MenuItem>
        ))}
      </FormTextField>
      <FormToggle
        control={form.control}
        name="isActive"
        variant="checkbox"
        label={<FormattedMessage id="admin.users.active" />}
        testId="edit-active"
        disabled={self}
      />
    </FormDialog>
  );
}
