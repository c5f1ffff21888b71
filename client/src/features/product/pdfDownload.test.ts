import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchProductPdf } from './pdfDownload';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchProductPdf', () => {
  it('sends the bearer token and credentials to the REST path, and keeps the file for 60 s', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(new Blob(['%PDF-1.7']), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    const blob = await fetchProductPdf('p-1', 'jwt', 1_000);
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/product-pdfs/download/product/p-1', {
      headers: { Authorization: 'Bearer jwt' },
      credentials: 'include',
    });
    await fetchProductPdf('p-1', 'jwt', 60_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await fetchProductPdf('p-1', 'jwt', 61_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails on a non-OK answer and on an empty file', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ message: 'No file exists for this product' }), { status: 404 }))),
    );
    await expect(fetchProductPdf('p-2', 'jwt')).rejects.toThrow('404');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(new Blob([]), { status: 200 }))),
    );
    await expect(fetchProductPdf('p-3', 'jwt')).rejects.toThrow('empty');
  });
});
