import { authorizationHeader } from '../../lib/auth';

/** The spec caches a product's PDF for 60 s. */
const PDF_CACHE_MS = 60_000;
const cache = new Map<string, { blob: Blob; at: number }>();

/** Fetches a PDF by its download path with the bearer token; throws on a non-OK answer or an empty file. */
export async function fetchProductPdf(downloadUrl: string, token: string, now = Date.now()): Promise<Blob> {
  const hit = cache.get(downloadUrl);
  if (hit && now - hit.at < PDF_CACHE_MS) return hit.blob;
  const response = await fetch(downloadUrl, { headers: authorizationHeader(token), credentials: 'include' });
  if (!response.ok) throw new Error(`Download failed: ${response.status}`);
  const blob = await response.blob();
  if (blob.size === 0) throw new Error('Download failed: empty file');
  cache.set(downloadUrl, { blob, at: now });
  return blob;
}

/** Saves a blob through a temporary link under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
