import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UpdateUserInput } from '../../../../server/src/modules/accounts/accounts.schemas';
import { fieldMessage, schemaLimit, tooLongFor } from '../../test/contract';
import type { Language } from '../../lib/language';
import { mock, mockError, renderWithProviders } from '../../test/render';
import { AdminUpdateUserMutation } from './operations';
import { UserEditDialog } from './UserEditDialog';
import type { UserRow } from './operations';

const USER: UserRow = {
  id: 'u1',
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  fullName: 'Aysel Məmmədova',
  email: 'aysel@example.az',
  phoneNumber: '+994501234567',
  role: 'RETAIL',
  roleName: 'Retail',
  isActive: true,
  createdAt: '2026-01-01T00:00:00Z',
  lastLogin: null,
};

const ROLES = [
  { value: 'NORMAL_USER' as const, name: 'NormalUser' },
  { value: 'RETAIL' as const, name: 'Retail' },
  { value: 'VIP' as const, name: 'VIP' },
];

function open(language: Language, mocks: Parameters<typeof renderWithProviders>[1] = {}) {
  const onClose = vi.fn();
  const view = renderWithProviders(<UserEditDialog user={USER} roles={ROLES} self={false} onClose={onClose} />, { language, ...mocks });
  const dialog = within(screen.getByTestId('user-edit-dialog'));
  return { ...view, onClose, dialog };
}

describe.each<Language>(['en', 'az'])('the user edit dialog in %s', (language) => {
  it('shows every field’s message for empty fields and sends nothing', async () => {
    const { user, dialog, requests, onClose, t } = open(language);
    await user.clear(dialog.getByTestId('edit-first-name'));
    await user.clear(dialog.getByTestId('edit-last-name'));
    await user.clear(dialog.getByTestId('edit-phone'));
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await dialog.findByText(t('errors.firstNameRequired'))).toBeTruthy();
    expect(dialog.getByText(t('errors.lastNameRequired'))).toBeTruthy();
    expect(dialog.getByText(t('errors.phoneRequired'))).toBeTruthy();
    expect(requests).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says a short phone number is not a number', async () => {
    const { user, dialog, requests, t } = open(language);
    await user.clear(dialog.getByTestId('edit-phone'));
    await user.type(dialog.getByTestId('edit-phone'), '5012');
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await dialog.findByText(t('errors.phoneInvalid'))).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('a name longer than the server’s UpdateUserInput takes: its limit, on the field; nothing is sent', async () => {
    const { user, dialog, requests, t } = open(language);
    const lastName = dialog.getByTestId('edit-last-name');
    await user.clear(lastName);
    await user.paste(tooLongFor(UpdateUserInput.properties.lastName));
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    const message = t('errors.contract.tooLong', { max: schemaLimit(UpdateUserInput.properties.lastName, 'maxLength') });
    await waitFor(() => expect(fieldMessage(lastName)).toBe(message));
    expect(requests).toEqual([]);
  });
});

describe('saving a user', () => {
  it('sends the trimmed names, the full phone number and the role, then closes with a toast', async () => {
    const variables = {
      id: 'u1',
      input: { firstName: 'Leyla', lastName: 'Məmmədova', phoneNumber: '+994551112233', role: 'VIP' as const, isActive: false },
    };
    const answer = { updateUser: { __typename: 'User', ...USER, ...variables.input, fullName: 'Leyla Məmmədova', roleName: 'VIP' } };
    const { user, dialog, requests, onClose, t } = open('az', { mocks: [mock(AdminUpdateUserMutation, variables, answer)] });

    await user.clear(dialog.getByTestId('edit-first-name'));
    await user.type(dialog.getByTestId('edit-first-name'), '  Leyla ');
    // A pasted number keeps its nine local digits.
    await user.clear(dialog.getByTestId('edit-phone'));
    await user.type(dialog.getByTestId('edit-phone'), '+994 55 111 22 33');
    await user.click(dialog.getByRole('combobox', { name: t('admin.users.col.role') }));
    await user.click(await screen.findByRole('option', { name: t('role.VIP') }));
    await user.click(dialog.getByTestId('edit-active'));
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(requests).toEqual([{ operationName: 'AdminUpdateUser', variables }]);
    expect(await screen.findByText(t('admin.users.update.success'))).toBeTruthy();
  });

  it('stays open and says why when the server refuses', async () => {
    const variables = {
      id: 'u1',
      input: { firstName: 'Aysel', lastName: 'Məmmədova', phoneNumber: '+994501234567', role: 'RETAIL' as const, isActive: true },
    };
    const { user, dialog, onClose, t } = open('en', {
      mocks: [mockError(AdminUpdateUserMutation, variables, { message: 'boom', code: 'INTERNAL_SERVER_ERROR' })],
    });
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await screen.findByText(t('admin.users.update.failed'))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('closing with unsaved changes', () => {
  it('closes at once when nothing changed', async () => {
    const { user, dialog, onClose, t } = open('az');
    await user.click(dialog.getByRole('button', { name: t('common.cancel') }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('user-edit-dialog-discard')).toBeNull();
  });

  it('asks first: Keep editing keeps the typing, Discard closes', async () => {
    const { user, dialog, requests, onClose, t } = open('az');
    await user.type(dialog.getByTestId('edit-first-name'), 'x');
    const ask = async () => {
      await user.click(dialog.getByRole('button', { name: t('common.cancel') }));
      return within(await screen.findByTestId('user-edit-dialog-discard'));
    };

    let question = await ask();
    expect(question.getByText(t('admin.discard.text'))).toBeTruthy();
    await user.click(question.getByRole('button', { name: t('admin.discard.keep') }));
    await waitFor(() => expect(screen.queryByTestId('user-edit-dialog-discard')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByTestId('edit-first-name')).toHaveProperty('value', 'Ayselx');

    question = await ask();
    await user.click(question.getByRole('button', { name: t('admin.discard.confirm') }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(requests).toEqual([]);
  });
});
