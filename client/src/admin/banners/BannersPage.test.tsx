import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../lib/language';
import { mock, renderWithProviders, sentOperations, type MockedResponse } from '../../test/render';
import { BannerInput } from '../../../../server/src/modules/banners/banners.schemas';
import { schemaLimit, tooLongFor } from '../../test/contract';
import { fakeUploadServer } from '../../test/uploads';
import BannersPage from './BannersPage';
import { AdminBannersQuery, AdminDeleteBannerMutation, BannerLinkCategoriesQuery } from './operations';

// Banners are saved by multipart uploads (XMLHttpRequest, beside Apollo's link): this server answers them.
let server: ReturnType<typeof fakeUploadServer>;
beforeEach(() => {
  server = fakeUploadServer();
});

const banner = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Banner',
  id,
  imageUrl: `/uploads/${id}.webp`,
  title,
  titleAz: title,
  titleEn: title,
  descriptionAz: '',
  descriptionEn: '',
  linkUrl: null,
  buttonTextAz: null,
  buttonTextEn: '',
  type: 'CAROUSEL',
  isActive: true,
  sortOrder: 1,
  startDate: null,
  endDate: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...extra,
});

const SUMMER = banner('b1', 'Yay endirimi');
const CATEGORIES = {
  categories: [
    { __typename: 'Category', id: 'c1', name: 'Noutbuklar', slug: 'noutbuklar', parentCategoryId: null },
    { __typename: 'Category', id: 'c2', name: 'Oyun noutbukları', slug: 'oyun-noutbuklari', parentCategoryId: 'c1' },
  ],
};

const pageMocks = (): MockedResponse[] => [
  mock(AdminBannersQuery, undefined, { adminBanners: [SUMMER] }),
  mock(BannerLinkCategoriesQuery, undefined, CATEGORIES, { maxUsageCount: 5 }),
];

async function openPage(language: Language = 'en', mocks: MockedResponse[] = []) {
  const view = renderWithProviders(<BannersPage />, { language, mocks: [...pageMocks(), ...mocks] });
  await screen.findByText('Yay endirimi');
  return view;
}

const png = (name = 'banner.png') => new File(['\x89PNG fake picture'], name, { type: 'image/png' });
const titles = () => screen.getAllByTestId('banner-title').map((title) => title.textContent);

describe.each<Language>(['en', 'az'])('the banner dialog’s messages in %s', (language) => {
  it('a picture, an image one, a title in one language, dates in order, a whole order: each message in turn; nothing is uploaded', async () => {
    const { user, t } = await openPage(language);
    await user.click(screen.getByRole('button', { name: t('admin.banners.add') }));
    const dialog = within(await screen.findByTestId('banner-dialog'));
    const save = () => user.click(dialog.getByRole('button', { name: t('common.save') }));

    await save();
    expect(await dialog.findByText(t('admin.upload.imageRequired'))).toBeTruthy();

    await user.upload(dialog.getByTestId('banner-image-input'), new File(['%PDF'], 'price-list.pdf', { type: 'application/pdf' }));
    expect(await dialog.findByText(t('admin.upload.imageType'))).toBeTruthy();

    // The rules across fields are checked once every field passes its own.
    await user.upload(dialog.getByTestId('banner-image-input'), png());
    await save();
    expect(await dialog.findByText(t('admin.errors.titleRequired'))).toBeTruthy();

    await user.type(dialog.getByTestId('banner-texts-titleEn'), 'Winter sale');
    await user.type(dialog.getByTestId('banner-start'), '2026-06-10T09:00');
    await user.type(dialog.getByTestId('banner-end'), '2026-06-01T09:00');
    await save();
    expect(await dialog.findByText(t('admin.errors.dateRangeInvalid'))).toBeTruthy();

    await user.clear(dialog.getByTestId('banner-end'));
    await user.clear(dialog.getByTestId('banner-sort-order'));
    await user.type(dialog.getByTestId('banner-sort-order'), '2.5');
    await save();
    expect(await dialog.findByText(t('admin.errors.sortOrderInvalid'))).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it('a title longer than the server’s BannerInput takes: its limit, on the field; nothing is uploaded', async () => {
    const { user, t } = await openPage(language);
    await user.click(screen.getByRole('button', { name: t('admin.banners.add') }));
    const dialog = within(await screen.findByTestId('banner-dialog'));
    await user.upload(dialog.getByTestId('banner-image-input'), png());
    await user.click(dialog.getByTestId('banner-texts-titleEn'));
    await user.paste(tooLongFor(BannerInput.properties.titleEn));
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    const message = t('errors.contract.tooLong', { max: schemaLimit(BannerInput.properties.titleEn, 'maxLength') });
    expect(await dialog.findByText(message)).toBeTruthy();
    expect(dialog.getByTestId('banner-texts-titleEn').getAttribute('aria-invalid')).toBe('true');
    expect(server.sent).toEqual([]);
  });
});

describe('saving banners', () => {
  it('uploads a new banner with its picture and texts; it joins the grid without a refetch', async () => {
    const { user, requests, t } = await openPage('az');
    server.answer({ data: { addBanner: banner('b2', 'Qış endirimi', { titleEn: 'Winter sale', linkUrl: '/products/oyun-noutbuklari', sortOrder: 2 }) } });
    await user.click(screen.getByRole('button', { name: t('admin.banners.add') }));
    const dialog = within(await screen.findByTestId('banner-dialog'));
    const picture = png();
    await user.upload(dialog.getByTestId('banner-image-input'), picture);
    await user.type(dialog.getByTestId('banner-texts-titleAz'), ' Qış endirimi ');
    await user.type(dialog.getByTestId('banner-texts-titleEn'), 'Winter sale');
    await user.click(dialog.getByRole('combobox', { name: t('admin.banners.field.category') }));
    await user.click(await screen.findByRole('option', { name: 'Oyun noutbukları · /products/oyun-noutbuklari' }));
    expect(dialog.getByTestId('banner-link')).toHaveProperty('value', '/products/oyun-noutbuklari');
    await user.clear(dialog.getByTestId('banner-sort-order'));
    await user.type(dialog.getByTestId('banner-sort-order'), '2');
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await screen.findByText(t('admin.banners.add.success'))).toBeTruthy();
    expect(server.sent).toHaveLength(1);
    const [sent] = server.sent;
    expect(sent?.operationName).toBe('AdminAddBanner');
    // The request's own texts in the interface language, as Apollo's requests ask; past the CSRF check.
    expect(sent?.headers).toMatchObject({ 'accept-language': 'az', 'apollo-require-preflight': 'true' });
    expect(sent?.variables).toEqual({
      input: {
        title: 'Qış endirimi',
        titleEn: 'Winter sale',
        description: '',
        descriptionEn: '',
        buttonText: null,
        buttonTextEn: '',
        linkUrl: '/products/oyun-noutbuklari',
        type: 'CAROUSEL',
        isActive: true,
        sortOrder: 2,
        startDate: null,
        endDate: null,
      },
      image: null,
    });
    expect(sent?.files.image?.name).toBe(picture.name);
    expect(sent?.files.image?.size).toBe(picture.size);
    await waitFor(() => expect(titles()).toEqual(['Yay endirimi', 'Qış endirimi']));
    expect(sentOperations(requests)).toEqual(['AdminBanners', 'BannerLinkCategories']);
  });

  it('says why an upload failed in the failure text, and stays open', async () => {
    const { user, t } = await openPage('en');
    server.answer({ errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', reason: 'imageInvalid' } }] });
    await user.click(screen.getByRole('button', { name: t('admin.banners.add') }));
    const dialog = within(await screen.findByTestId('banner-dialog'));
    await user.upload(dialog.getByTestId('banner-image-input'), png());
    await user.type(dialog.getByTestId('banner-texts-titleEn'), 'Winter sale');
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await screen.findByText(t('admin.banners.add.failed', { reason: t('admin.errors.imageInvalid') }))).toBeTruthy();
    expect(screen.getByTestId('banner-dialog')).toBeTruthy();
  });

  it('saves an edit without a new picture; the row shows the answer', async () => {
    const { user, t } = await openPage('en');
    server.answer({ data: { updateBanner: { ...SUMMER, title: 'Summer sale', titleAz: 'Summer sale', isActive: false } } });
    await user.click(screen.getByRole('button', { name: t('admin.banners.editOne', { title: 'Yay endirimi' }) }));
    const dialog = within(await screen.findByTestId('banner-dialog'));
    await user.clear(dialog.getByTestId('banner-texts-titleAz'));
    await user.type(dialog.getByTestId('banner-texts-titleAz'), 'Summer sale');
    await user.click(dialog.getByTestId('banner-active'));
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await screen.findByText(t('admin.banners.update.success'))).toBeTruthy();
    const [sent] = server.sent;
    expect(sent?.operationName).toBe('AdminUpdateBanner');
    expect(sent?.variables).toMatchObject({ id: 'b1', input: { title: 'Summer sale', isActive: false, sortOrder: 1 } });
    expect(sent?.variables).not.toHaveProperty('image');
    expect(sent?.files).toEqual({});
    await waitFor(() => expect(titles()).toEqual(['Summer sale']));
  });
});

describe('deleting a banner', () => {
  it('asks first: Cancel sends nothing, Delete removes the row without a refetch', async () => {
    const { user, requests, t } = await openPage('az', [mock(AdminDeleteBannerMutation, { id: 'b1' }, { deleteBanner: 'b1' })]);
    const ask = () => user.click(screen.getByRole('button', { name: t('admin.banners.deleteOne', { title: 'Yay endirimi' }) }));

    await ask();
    let dialog = within(await screen.findByTestId('banner-delete-dialog'));
    expect(dialog.getByText(t('admin.banners.delete.text', { title: 'Yay endirimi' }))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByTestId('banner-delete-dialog')).toBeNull());
    expect(sentOperations(requests)).toEqual(['AdminBanners']);

    await ask();
    dialog = within(await screen.findByTestId('banner-delete-dialog'));
    await user.click(dialog.getByRole('button', { name: t('admin.common.delete') }));
    expect(await screen.findByText(t('admin.banners.delete.success'))).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('banner-title')).toEqual([]));
    expect(screen.getByText(t('admin.banners.empty'))).toBeTruthy();
    expect(sentOperations(requests)).toEqual(['AdminBanners', 'AdminDeleteBanner']);
  });
});
