import { authorizationHeader } from '../../lib/auth';
import { pdfFileName, productPdfPath } from './productHelpers';

/** The spec caches a product's PDF for 60 s. */
const PDF_CACHE_MS = 60_000;
const cache = new Map<string, { blob: Blob; at: number }>();

/** Fetches a product's PDF with the bearer token; throws on a non-OK answer or an empty file. */
export async function fetchProductPdf(productId: string, token: string, now = Date.now()): Promise<Blob> {
  const hit = cache.get(productId);
  if (hit && now - hit.at < PDF_CACHE_MS) return hit.blob;
  const response = await fetch(productPdfPath(productId), { headers: authorizationHeader(token), credentials: 'include' });
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  const blob = await response.blob();
  if (blob.size === 0) throw new Error('Download failed: empty file');
  cache.set(productId, { blob, at: now });
  return blob;
}

/** Saves a blob through a temporary link, under the product name ("HP_LaserJet_Pro.pdf"). */
export function saveBlob(blob: Blob, productName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = pdfFileName(productName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
