import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { roleMessageKey } from '../../features/accounts/roles';
import { checkLocalPhone, checkRequired, localPhoneDigits, PHONE_PREFIX, splitPhone } from '../../features/accounts/validation';
import type { MessageKey } from '../../i18n';
import { useApiErrorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { AdminUpdateUserMutation, USER_LIST_QUERIES } from './operations';
import type { RoleOption, UserRow } from './UsersPage';
import type { Role } from '../../gql/graphql';

interface EditForm {
  firstName: string;
  lastName: string;
  phone: string;
  role: Role;
  isActive: boolean;
}

/** The user edit form: first name, last name and phone required; role; Active. */
export function UserEditDialog({ user, roles, onClose }: { user: UserRow | null; roles: RoleOption[]; onClose: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const errorText = useApiErrorText();
  const [form, setForm] = useState<EditForm | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [update, { loading }] = useMutation(AdminUpdateUserMutation, { refetchQueries: USER_LIST_QUERIES });

  useEffect(() => {
    if (!user) return;
    setForm({ firstName: user.firstName, lastName: user.lastName, phone: splitPhone(user.phoneNumber), role: user.role, isActive: user.isActive });
    setSubmitted(false);
  }, [user]);

  if (!user || !form) return null;

  const errors: Partial<Record<'firstName' | 'lastName' | 'phone', MessageKey>> = {};
  const firstNameError = checkRequired(form.firstName, 'errors.firstNameRequired');
  const lastNameError = checkRequired(form.lastName, 'errors.lastNameRequired');
  const phoneError = checkLocalPhone(form.phone);
  if (firstNameError) errors.firstName = firstNameError;
  if (lastNameError) errors.lastName = lastNameError;
  if (phoneError) errors.phone = phoneError;
  const shown = (field: keyof typeof errors) => (submitted ? errors[field] : undefined);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    try {
      await update({
        variables: {
          id: user.id,
          input: {
            firstName: form.firstName.trim(),
            lastName: form.lastName.trim(),
            phoneNumber: `${PHONE_PREFIX}${form.phone}`,
            role: form.role,
            isActive: form.isActive,
          },
        },
      });
      toast(intl.formatMessage({ id: 'admin.users.update.success' }), 'success');
      onClose();
    } catch (error) {
      toast(errorText(error, 'admin.users.update.failed', false), 'error');
    }
  };

  const text = (field: 'firstName' | 'lastName', label: MessageKey) => ({
    label: intl.formatMessage({ id: label }),
    required: true,
    fullWidth: true,
    value: form[field],
    onChange: (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value }),
    error: Boolean(shown(field)),
    helperText: shown(field) ? intl.formatMessage({ id: shown(field) as MessageKey }) : undefined,
  });

  const options = roles.length > 0 ? roles : [{ value: user.role, name: user.roleName }];

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="user-edit-dialog">
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>
          <FormattedMessage id="admin.users.edit.title" values={{ name: user.fullName }} />
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField {...text('firstName', 'auth.firstName')} slotProps={{ htmlInput: { 'data-testid': 'edit-first-name' } }} />
            <TextField {...text('lastName', 'auth.lastName')} slotProps={{ htmlInput: { 'data-testid': 'edit-last-name' } }} />
          </Box>
          <TextField
            label={intl.formatMessage({ id: 'auth.phone' })}
            required
            fullWidth
            type="tel"
            value={form.phone}
            onChange={(event) => setForm({ ...form, phone: localPhoneDigits(event.target.value) })}
            error={Boolean(shown('phone'))}
            helperText={shown('phone') ? intl.formatMessage({ id: shown('phone') as MessageKey }) : undefined}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">{PHONE_PREFIX}</InputAdornment> },
              htmlInput: { inputMode: 'numeric', 'data-testid': 'edit-phone' },
            }}
          />
          <TextField
            select
            label={intl.formatMessage({ id: 'admin.users.col.role' })}
            value={form.role}
            onChange={(event) => setForm({ ...form, role: event.target.value as Role })}
            fullWidth
          >
            {options.map((role) => (
              <MenuItem key={role.value} value={role.value}>
                <FormattedMessage id={roleMessageKey(role.value)} />
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={form.isActive} onChange={(event) => setForm({ ...form, isActive: event.target.checked })} data-testid="edit-active" />}
            label={<FormattedMessage id="admin.users.active" />}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={loading} color="inherit">
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={loading}
            data-testid="edit-save"
            startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            <FormattedMessage id="common.save" />
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
