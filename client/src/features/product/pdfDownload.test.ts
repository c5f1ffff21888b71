import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProductPdf } from './pdfDownload';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchProductPdf', () => {
  it('sends the bearer token and credentials to the download path of the PDF, and keeps the file for 60 s', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(new Blob(['%PDF-1.7']), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const blob = await fetchProductPdf('/api/v1/product-pdfs/p-1/download', 'jwt', 1_000);
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/product-pdfs/p-1/download', {
      headers: { Authorization: 'Bearer jwt' },
      credentials: 'include',
    });
    await fetchProductPdf('/api/v1/product-pdfs/p-1/download', 'jwt', 60_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchProductPdf('/api/v1/product-pdfs/p-1/download', 'jwt', 61_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails on a non-OK answer and on an empty file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ message: 'No file exists for this product' }), { status: 404 }))),
    );
    await expect(fetchProductPdf('/api/v1/product-pdfs/p-2/download', 'jwt')).rejects.toThrow('404');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(new Blob([]), { status: 200 }))),
    );
    await expect(fetchProductPdf('/api/v1/product-pdfs/p-3/download', 'jwt')).rejects.toThrow('empty');
  });
});
