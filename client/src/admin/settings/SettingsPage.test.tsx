import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../lib/language';
import { mock, mockError, renderWithProviders, sentOperations, type MockedResponse } from '../../test/render';
import { AdminStoreSettingsQuery, AdminUpdateStoreSettingsMutation } from './operations';
import SettingsPage from './SettingsPage';

const OFFICE = {
  nameAz: 'Baş ofis',
  nameEn: 'Head office',
  addressAz: 'Nizami küçəsi 10, Bakı',
  addressEn: '10 Nizami street, Baku',
  hoursAz: 'B.e.–Cümə 9:00–18:00',
  hoursEn: 'Mon–Fri 9:00–18:00',
  latitude: 40.4093,
  longitude: 49.8671,
};

const SETTINGS = {
  shopNameAz: 'Texno Mağaza',
  shopNameEn: 'Techno Shop',
  phones: ['+994 12 555 55 55'],
  whatsApp: '994501234567',
  email: 'info@example.az',
  offices: [OFFICE],
  facebookUrl: 'https://facebook.com/shop',
  instagramUrl: '',
  youtubeUrl: '',
  linkedinUrl: '',
  tiktokUrl: '',
  softwareSiteUrl: '',
};

const answer = (settings: typeof SETTINGS) => ({
  __typename: 'AdminStoreSettings',
  ...settings,
  offices: settings.offices.map((office) => ({ __typename: 'AdminStoreOffice', ...office })),
  updatedAt: '2026-01-02T10:00:00Z',
  updatedByEmail: 'admin@example.az',
});

async function openPage(language: Language, mocks: MockedResponse[] = []) {
  const view = renderWithProviders(<SettingsPage />, {
    language,
    mocks: [mock(AdminStoreSettingsQuery, undefined, { adminStoreSettings: answer(SETTINGS) }), ...mocks],
  });
  const form = within(await screen.findByTestId('settings-form'));
  const save = () => view.user.click(screen.getAllByRole('button', { name: view.t('admin.settings.save') })[0]!);
  const retype = async (testId: string, value: string) => {
    await view.user.clear(form.getByTestId(testId));
    if (value) await view.user.type(form.getByTestId(testId), value);
  };
  return { ...view, form, save, retype };
}

describe.each<Language>(['en', 'az'])('the settings form’s messages in %s', (language) => {
  it('shows each field’s rule, then the texts needed in one language; nothing is saved', async () => {
    const { form, save, retype, requests, t } = await openPage(language);
    await retype('settings-phone-0', 'call us');
    await retype('settings-whatsapp', '12-34');
    await retype('settings-email', 'info@');
    await retype('settings-facebookUrl', 'facebook.com/shop');
    await retype('settings-office-0-latitude', '95');
    await save();

    expect(await form.findByText(t('admin.errors.settingsPhoneInvalid'))).toBeTruthy();
    expect(form.getByText(t('admin.errors.settingsWhatsAppInvalid'))).toBeTruthy();
    expect(form.getByText(t('admin.errors.settingsEmailInvalid'))).toBeTruthy();
    expect(form.getByText(t('admin.errors.settingsUrlInvalid'))).toBeTruthy();
    expect(form.getByText(t('admin.errors.settingsCoordinateInvalid'))).toBeTruthy();

    await retype('settings-phone-0', '+994 12 555 55 55');
    await retype('settings-whatsapp', '994501234567');
    await retype('settings-email', '');
    await retype('settings-facebookUrl', '');
    await retype('settings-office-0-latitude', '40.4');
    for (const field of ['settings-shop-shopNameAz', 'settings-shop-shopNameEn', 'settings-office-0-offices.0.nameAz', 'settings-office-0-offices.0.nameEn'])
      await retype(field, '');
    await save();

    await waitFor(() => expect(form.getAllByText(t('admin.errors.settingsTextRequired'))).toHaveLength(2));
    expect(sentOperations(requests)).toEqual(['AdminStoreSettings']);
  });
});

describe('saving the settings', () => {
  it('sends every field trimmed, and the form takes the saved values from the answer, without a refetch', async () => {
    const saved = { ...SETTINGS, shopNameEn: 'Techno Store', phones: ['+994 12 555 55 55', '+994 50 111 22 33'] };
    const { user, form, save, retype, requests, t } = await openPage('az', [
      mock(AdminUpdateStoreSettingsMutation, { input: saved }, { updateStoreSettings: answer(saved) }),
    ]);
    await retype('settings-shop-shopNameEn', ' Techno Store ');
    await user.click(form.getByRole('button', { name: t('admin.settings.addPhone') }));
    await user.type(form.getByTestId('settings-phone-1'), '+994 50 111 22 33');
    expect(form.getByText(t('admin.settings.unsaved'))).toBeTruthy();
    await save();

    expect(await screen.findByText(t('admin.settings.saved'))).toBeTruthy();
    await waitFor(() => expect(form.queryByText(t('admin.settings.unsaved'))).toBeNull());
    expect(form.getByTestId('settings-shop-shopNameEn')).toHaveProperty('value', 'Techno Store');
    expect(sentOperations(requests)).toEqual(['AdminStoreSettings', 'AdminUpdateStoreSettings']);
  });

  it('keeps the changes and says why when the server refuses', async () => {
    const changed = { ...SETTINGS, whatsApp: '994551234567' };
    const { form, save, retype, t } = await openPage('en', [
      mockError(AdminUpdateStoreSettingsMutation, { input: changed }, { message: 'bad number', reason: 'settingsWhatsAppInvalid' }),
    ]);
    await retype('settings-whatsapp', '994551234567');
    await save();

    expect(await screen.findByText(t('admin.settings.saveFailed', { reason: t('admin.errors.settingsWhatsAppInvalid') }))).toBeTruthy();
    expect(form.getByText(t('admin.settings.unsaved'))).toBeTruthy();
    expect(form.getByTestId('settings-whatsapp')).toHaveProperty('value', '994551234567');
  });
});
