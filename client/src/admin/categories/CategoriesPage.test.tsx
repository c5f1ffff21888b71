import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../lib/language';
import { mock, mockError, renderWithProviders, sentOperations, type MockedResponse } from '../../test/render';
import { CategoryInput } from '../../../../server/src/modules/categories/categories.schemas';
import { schemaLimit, tooLongFor } from '../../test/contract';
import { fakeUploadServer } from '../../test/uploads';
import CategoriesPage from './CategoriesPage';
import { AdminCategoryTreeQuery } from '../catalogue/operations';
import { AdminDeleteCategoryMutation } from './operations';

// Saved by multipart uploads (XMLHttpRequest, beside Apollo's link): this server answers them.
let server: ReturnType<typeof fakeUploadServer>;
beforeEach(() => {
  server = fakeUploadServer();
});

interface Category {
  id: string;
  name: string;
  parentCategoryId: string | null;
  level: number;
  subCategories: Category[];
  [field: string]: unknown;
}

const category = (id: string, name: string, parentCategoryId: string | null, subCategories: Category[] = []): Category => ({
  __typename: 'AdminCategory',
  id,
  name,
  nameAz: name,
  nameEn: '',
  slug: id,
  descriptionAz: '',
  descriptionEn: '',
  imageUrl: `/uploads/${id}.webp`,
  sortOrder: 0,
  isActive: true,
  parentCategoryId,
  level: parentCategoryId ? 2 : 1,
  productCount: 0,
  totalProductCount: 0,
  subCategories,
});

const GAMING = category('c2', 'Oyun noutbukları', 'c1');
const LAPTOPS = category('c1', 'Noutbuklar', null, [GAMING]);
const PHONES = { ...category('c3', 'Telefonlar', null), sortOrder: 1 };

const pageMocks = (): MockedResponse[] => [mock(AdminCategoryTreeQuery, undefined, { adminCategoryTree: [LAPTOPS, PHONES] })];

async function openPage(language: Language = 'en', mocks: MockedResponse[] = []) {
  const view = renderWithProviders(<CategoriesPage />, { language, mocks: [...pageMocks(), ...mocks] });
  await screen.findByText('Telefonlar');
  await view.user.click(screen.getByRole('button', { name: view.t('admin.categories.expandAll') }));
  return view;
}

/** The tree's names, each indented by its level. */
const treeNames = () =>
  screen
    .getAllByTestId('category-tree-item')
    .map((item) => `${'  '.repeat(Number(item.dataset.level) - 1)}${within(item).getAllByTestId('category-tree-name')[0]!.textContent}`);

const png = () => new File(['\x89PNG fake picture'], 'category.png', { type: 'image/png' });

describe.each<Language>(['en', 'az'])('the category dialog’s messages in %s', (language) => {
  it('a picture first, then a name, then a whole sort order; nothing is uploaded', async () => {
    const { user, t } = await openPage(language);
    await user.click(screen.getByRole('button', { name: t('admin.categories.add') }));
    const dialog = within(await screen.findByTestId('category-dialog'));
    const save = () => user.click(dialog.getByRole('button', { name: t('common.save') }));

    await save();
    expect(await dialog.findByText(t('admin.upload.imageFirst'))).toBeTruthy();

    await user.upload(dialog.getByTestId('category-image-input'), png());
    await save();
    expect(await dialog.findByText(t('admin.errors.categoryNameRequired'))).toBeTruthy();

    await user.type(dialog.getByTestId('category-texts-nameEn'), 'Tablets');
    await user.clear(dialog.getByTestId('category-sort-order'));
    await user.type(dialog.getByTestId('category-sort-order'), '0.5');
    await save();
    expect(await dialog.findByText(t('admin.errors.sortOrderInvalid'))).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it('a name longer than the server’s CategoryInput takes: its limit, on the field; nothing is uploaded', async () => {
    const { user, t } = await openPage(language);
    await user.click(screen.getByRole('button', { name: t('admin.categories.add') }));
    const dialog = within(await screen.findByTestId('category-dialog'));
    await user.upload(dialog.getByTestId('category-image-input'), png());
    await user.click(dialog.getByTestId('category-texts-nameAz'));
    await user.paste(tooLongFor(CategoryInput.properties.name));
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    const message = t('errors.contract.tooLong', { max: schemaLimit(CategoryInput.properties.name, 'maxLength') });
    expect(await dialog.findByText(message)).toBeTruthy();
    expect(dialog.getByTestId('category-texts-nameAz').getAttribute('aria-invalid')).toBe('true');
    expect(server.sent).toEqual([]);
  });
});

describe('saving categories', () => {
  it('adds a subcategory under the picked one, inactive; it joins the tree from the answer, without a refetch', async () => {
    const { user, requests, t } = await openPage('az');
    const tablets = { ...category('c4', 'Planşetlər', 'c1'), nameEn: 'Tablets', isActive: false };
    server.answer({ data: { addCategory: tablets } });
    await user.click(screen.getByText('Noutbuklar'));
    await user.click(within(await screen.findByTestId('category-details')).getByRole('button', { name: t('admin.categories.addChild') }));
    const dialog = within(await screen.findByTestId('category-dialog'));
    const picture = png();
    await user.upload(dialog.getByTestId('category-image-input'), picture);
    await user.type(dialog.getByTestId('category-texts-nameAz'), 'Planşetlər ');
    await user.type(dialog.getByTestId('category-texts-nameEn'), 'Tablets');
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await screen.findByText(t('admin.categories.add.success'))).toBeTruthy();
    const [sent] = server.sent;
    expect(sent?.operationName).toBe('AdminAddCategory');
    expect(sent?.variables).toEqual({
      input: { name: 'Planşetlər', nameEn: 'Tablets', description: '', descriptionEn: '', sortOrder: 0, isActive: false, parentCategoryId: 'c1' },
      image: null,
    });
    expect(sent?.files.image?.name).toBe(picture.name);
    await waitFor(() => expect(treeNames()).toEqual(['Noutbuklar', '  Oyun noutbukları', '  Planşetlər', 'Telefonlar']));
    expect(sentOperations(requests)).toEqual(['AdminCategoryTree']);
  });

  it('moves an edited category to the top level in the tree, without a refetch', async () => {
    const { user, requests, t } = await openPage('en');
    server.answer({ data: { updateCategory: { ...GAMING, parentCategoryId: null, level: 1, sortOrder: 5 } } });
    await user.click(screen.getByText('Oyun noutbukları'));
    await user.click(within(await screen.findByTestId('category-details')).getByRole('button', { name: t('admin.common.edit') }));
    const dialog = within(await screen.findByTestId('category-dialog'));
    await user.click(dialog.getByRole('combobox', { name: t('admin.categories.field.parent') }));
    await user.click(await screen.findByRole('option', { name: t('admin.categories.topLevel') }));
    await user.clear(dialog.getByTestId('category-sort-order'));
    await user.type(dialog.getByTestId('category-sort-order'), '5');
    await user.click(dialog.getByRole('button', { name: t('common.save') }));

    expect(await screen.findByText(t('admin.categories.update.success'))).toBeTruthy();
    const [sent] = server.sent;
    expect(sent?.operationName).toBe('AdminUpdateCategory');
    expect(sent?.variables).toMatchObject({ id: 'c2', input: { name: 'Oyun noutbukları', parentCategoryId: null, sortOrder: 5, isActive: true } });
    expect(sent?.files).toEqual({});
    await waitFor(() => expect(treeNames()).toEqual(['Noutbuklar', 'Telefonlar', 'Oyun noutbukları']));
    expect(sentOperations(requests)).toEqual(['AdminCategoryTree']);
  });
});

describe('deleting a category', () => {
  it('asks first: Cancel sends nothing, Delete takes it out of the tree without a refetch', async () => {
    const { user, requests, t } = await openPage('az', [mock(AdminDeleteCategoryMutation, { id: 'c3' }, { deleteCategory: 'c3' })]);
    const ask = async () => {
      await user.click(within(screen.getByTestId('category-details')).getByRole('button', { name: t('admin.common.delete') }));
      return within(await screen.findByTestId('category-delete-dialog'));
    };
    await user.click(screen.getByText('Telefonlar'));

    let dialog = await ask();
    expect(dialog.getByText(t('admin.categories.delete.text', { name: 'Telefonlar' }))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByTestId('category-delete-dialog')).toBeNull());
    expect(sentOperations(requests)).toEqual(['AdminCategoryTree']);

    dialog = await ask();
    await user.click(dialog.getByRole('button', { name: t('admin.common.delete') }));
    expect(await screen.findByText(t('admin.categories.delete.success'))).toBeTruthy();
    await waitFor(() => expect(treeNames()).toEqual(['Noutbuklar', '  Oyun noutbukları']));
    expect(screen.queryByTestId('category-details')).toBeNull();
    expect(sentOperations(requests)).toEqual(['AdminCategoryTree', 'AdminDeleteCategory']);
  });

  it('keeps a category the server refuses to delete, and says why in the interface language', async () => {
    const { user, t } = await openPage('az', [
      mockError(AdminDeleteCategoryMutation, { id: 'c1' }, { message: 'Category has subcategories', reason: 'categoryHasSubcategories' }),
    ]);
    await user.click(screen.getByText('Noutbuklar'));
    await user.click(within(screen.getByTestId('category-details')).getByRole('button', { name: t('admin.common.delete') }));
    await user.click(within(await screen.findByTestId('category-delete-dialog')).getByRole('button', { name: t('admin.common.delete') }));

    expect(await screen.findByText(t('admin.errors.categoryHasSubcategories'))).toBeTruthy();
    expect(treeNames()).toEqual(['Noutbuklar', '  Oyun noutbukları', 'Telefonlar']);
  });
});
