import { screen, waitFor, within } from '@testing-library/react';
import { parse } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCache } from '../../lib/apollo';
import type { Language } from '../../lib/language';
import { mock, renderWithProviders, sentOperations, type MockedResponse } from '../../test/render';
import { fakeUploadServer } from '../../test/uploads';
import { AdminDeleteProductPdfMutation } from './operations';
import { ProductDocuments } from './ProductDocuments';

// Saved by multipart uploads (XMLHttpRequest, beside Apollo's link): this server answers them.
let server: ReturnType<typeof fakeUploadServer>;
beforeEach(() => {
  server = fakeUploadServer();
});

const pdf = (id: string, fileName: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'ProductPdf' as const,
  id,
  productId: 'p1',
  fileName,
  originalFileName: fileName,
  description: '',
  isActive: true,
  fileSize: 1_048_576,
  downloadCount: 3,
  createdAt: '2026-01-01T00:00:00Z',
  downloadUrl: `/api/pdfs/${id}`,
  ...extra,
});
const MANUAL = pdf('d1', 'manual.pdf');

/** The product's documents as the product page's query leaves them in the cache. */
const PRODUCT_PDFS = parse(`
  fragment TestProductPdfs on AdminProduct {
    id
    pdfs { id productId fileName originalFileName description isActive fileSize downloadCount createdAt downloadUrl }
  }
`);

function open(language: Language, mocks: MockedResponse[] = []) {
  const cache = createCache();
  cache.writeFragment({ id: 'AdminProduct:p1', fragment: PRODUCT_PDFS, data: { __typename: 'AdminProduct', id: 'p1', pdfs: [MANUAL] } });
  const view = renderWithProviders(<ProductDocuments productId="p1" pdfs={[MANUAL]} />, { language, cache, mocks });
  const cachedNames = () =>
    (cache.readFragment({ id: 'AdminProduct:p1', fragment: PRODUCT_PDFS }) as { pdfs: { fileName: string }[] }).pdfs.map((item) => item.fileName);
  const openDialog = async () => {
    await view.user.click(screen.getByRole('button', { name: view.t('admin.product.docs.upload') }));
    return within(await screen.findByTestId('product-pdf-dialog'));
  };
  return { ...view, cachedNames, openDialog };
}

describe.each<Language>(['en', 'az'])('the PDF upload dialog’s messages in %s', (language) => {
  it('a file is required, and a PDF only; nothing is uploaded', async () => {
    const { user, openDialog, t } = open(language);
    const dialog = await openDialog();
    await user.click(dialog.getByRole('button', { name: t('admin.product.docs.upload') }));
    expect(await dialog.findByText(t('admin.product.docs.fileRequired'))).toBeTruthy();

    await user.upload(dialog.getByTestId('product-pdf-file-input'), new File(['\x89PNG'], 'photo.png', { type: 'image/png' }));
    expect(await dialog.findByText(t('admin.upload.pdfType'))).toBeTruthy();
    expect(server.sent).toEqual([]);
  });
});

describe('a product’s documents', () => {
  it('uploads a PDF with its display name and access; it goes first in the cached documents and the dialog closes', async () => {
    const { user, openDialog, cachedNames, t } = open('az');
    server.answer({ data: { addProductPdf: pdf('d2', 'Texniki göstəricilər', { isActive: false }) } });
    const dialog = await openDialog();
    const file = new File(['%PDF-1.7'], 'spec.pdf', { type: 'application/pdf' });
    await user.upload(dialog.getByTestId('product-pdf-file-input'), file);
    await user.type(dialog.getByTestId('product-pdf-name'), ' Texniki göstəricilər ');
    await user.click(dialog.getByTestId('product-pdf-active'));
    await user.click(dialog.getByRole('button', { name: t('admin.product.docs.upload') }));

    expect(await screen.findByText(t('admin.product.docs.uploaded'))).toBeTruthy();
    expect(server.sent[0]?.variables).toEqual({
      productId: 'p1',
      file: null,
      input: { customFileName: 'Texniki göstəricilər', description: '', isActive: false },
    });
    expect(server.sent[0]?.files.file?.name).toBe(file.name);
    await waitFor(() => expect(screen.queryByTestId('product-pdf-dialog')).toBeNull());
    expect(cachedNames()).toEqual(['Texniki göstəricilər', 'manual.pdf']);
  });

  it('asks before deleting one: Cancel sends nothing, Delete takes it out of the cache', async () => {
    const { user, requests, cachedNames, t } = open('en', [mock(AdminDeleteProductPdfMutation, { id: 'd1' }, { deleteProductPdf: 'd1' })]);
    const ask = async () => {
      await user.click(screen.getByRole('button', { name: t('admin.product.docs.delete', { name: 'manual.pdf' }) }));
      return within(await screen.findByTestId('product-document-delete-dialog'));
    };

    let dialog = await ask();
    expect(dialog.getByText(t('admin.product.docs.deleteText', { name: 'manual.pdf' }))).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: t('common.cancel') }));
    await waitFor(() => expect(screen.queryByTestId('product-document-delete-dialog')).toBeNull());
    expect(requests).toEqual([]);

    dialog = await ask();
    await user.click(dialog.getByRole('button', { name: t('admin.common.delete') }));
    expect(await screen.findByText(t('admin.product.docs.deleted'))).toBeTruthy();
    expect(cachedNames()).toEqual([]);
    expect(sentOperations(requests)).toEqual(['AdminDeleteProductPdf']);
  });
});
