import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../lib/language';
import { mock, renderWithProviders, sentOperations, type MockedResponse } from '../../test/render';
import { fakeUploadServer } from '../../test/uploads';
import FilesPage from './FilesPage';
import { AdminDeleteFileMutation, AdminFilesQuery } from './operations';

// Saved by multipart uploads (XMLHttpRequest, beside Apollo's link): this server answers them.
let server: ReturnType<typeof fakeUploadServer>;
beforeEach(() => {
  server = fakeUploadServer();
});

const file = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ManagedFile',
  id,
  customFileName: name,
  originalFileName: name,
  description: '',
  descriptionEn: '',
  category: '',
  fileSize: 2048,
  uploadedAt: '2026-01-01T00:00:00Z',
  downloadUrl: `/api/files/${id}/download`,
  ...extra,
});

const pageMocks = (): MockedResponse[] => [mock(AdminFilesQuery, undefined, { adminFiles: [file('f1', 'manual.pdf'), file('f2', 'setup.exe')] })];

async function openPage(language: Language = 'en', mocks: MockedResponse[] = []) {
  const view = renderWithProviders(<FilesPage />, { language, mocks: [...pageMocks(), ...mocks] });
  await screen.findByText('manual.pdf');
  const openDialog = async () => {
    await view.user.click(screen.getByTestId('file-upload'));
    return within(await screen.findByTestId('file-upload-dialog'));
  };
  return { ...view, openDialog };
}

const cardNames = () => screen.getAllByTestId('file-card-name').map((name) => name.textContent);
const zip = () => new File(['PK fake archive'], 'driver.zip', { type: 'application/zip' });

describe.each<Language>(['en', 'az'])('the upload dialog’s messages in %s', (language) => {
  it('a file is required, and no web page or SVG; nothing is uploaded', async () => {
    const { user, openDialog, t } = await openPage(language);
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: t('admin.files.upload') }));
    expect(await dialog.findByText(t('admin.upload.fileRequired'))).toBeTruthy();

    await user.upload(dialog.getByTestId('file-picker-input'), new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(await dialog.findByText(t('admin.upload.fileType'))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t('admin.files.upload') }));
    expect(server.sent).toEqual([]);
  });
});

describe('uploading a file', () => {
  it('names it after the picked file unless told otherwise, sends the texts, and puts it first without a refetch', async () => {
    const { user, requests, openDialog, t } = await openPage('az');
    const dialog = await openDialog();
    const picked = zip();
    await user.upload(dialog.getByTestId('file-picker-input'), picked);
    expect(dialog.getByTestId('file-name')).toHaveProperty('value', 'driver.zip');
    await user.clear(dialog.getByTestId('file-name'));
    await user.type(dialog.getByTestId('file-name'), ' Printer driver ');
    await user.type(dialog.getByTestId('file-description'), 'Printer üçün drayver');
    await user.type(dialog.getByTestId('file-category'), 'Windows');
    server.answer({ data: { uploadFile: file('f3', 'Printer driver', { originalFileName: 'driver.zip', category: 'Windows' }) } });
    await user.click(dialog.getByRole('button', { name: t('admin.files.upload') }));

    expect(await screen.findByText(t('admin.files.upload.success'))).toBeTruthy();
    const [sent] = server.sent;
    expect(sent?.operationName).toBe('AdminUploadFile');
    expect(sent?.variables).toEqual({
      file: null,
      input: { customFileName: 'Printer driver', description: 'Printer üçün drayver', descriptionEn: '', category: 'Windows' },
    });
    expect(sent?.files.file?.name).toBe(picked.name);
    await waitFor(() => expect(cardNames()).toEqual(['Printer driver', 'manual.pdf', 'setup.exe']));
    expect(screen.getByText(t('admin.files.count', { count: 3 }))).toBeTruthy();
    expect(sentOperations(requests)).toEqual(['AdminFiles']);
  });

  it('shows the progress; Cancel upload stops it, says so, and keeps the dialog', async () => {
    const { user, openDialog, t } = await openPage('en');
    server.hang(0.4);
    const dialog = await openDialog();
    await user.upload(dialog.getByTestId('file-picker-input'), zip());
    await user.click(dialog.getByRole('button', { name: t('admin.files.upload') }));

    expect(await dialog.findByText(t('admin.upload.sent', { percent: 40 }))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t('admin.upload.cancel') }));
    expect(await screen.findByText(t('admin.upload.cancelled'))).toBeTruthy();
    await waitFor(() => expect(dialog.queryByTestId('upload-progress')).toBeNull());
    expect(screen.getByTestId('file-upload-dialog')).toBeTruthy();
    expect(cardNames()).toEqual(['manual.pdf', 'setup.exe']);
  });
});

describe('deleting a file', () => {
  it('asks first: Cancel sends nothing, Delete takes the card away without a refetch', async () => {
    const { user, requests, t } = await openPage('az', [mock(AdminDeleteFileMutation, { id: 'f2' }, { deleteFile: 'f2' })]);
    const ask = async () => {
      await user.click(screen.getByRole('button', { name: t('admin.files.deleteOne', { name: 'setup.exe' }) }));
      return within(await screen.findByTestId('file-delete-dialog'));
    };

    let dialog = await ask();
    expect(dialog.getByText(t('admin.files.delete.text'))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByTestId('file-delete-dialog')).toBeNull());
    expect(sentOperations(requests)).toEqual(['AdminFiles']);

    dialog = await ask();
    await user.click(dialog.getByRole('button', { name: t('admin.common.delete') }));
    expect(await screen.findByText(t('admin.files.delete.success'))).toBeTruthy();
    await waitFor(() => expect(cardNames()).toEqual(['manual.pdf']));
    expect(screen.getByText(t('admin.files.count', { count: 1 }))).toBeTruthy();
    expect(sentOperations(requests)).toEqual(['AdminFiles', 'AdminDeleteFile']);
  });
});
