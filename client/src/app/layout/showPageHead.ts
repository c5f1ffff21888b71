interface Head {
  title: string;
  description: string;
}

/** Asks the server what `page` is called and shows it; one that cannot be fetched keeps the previous title. */
export async function showPageHead(page: string, signal: AbortSignal): Promise<void> {
  const response = await fetch(`/api/v1/Pages/head?path=${encodeURIComponent(page)}`, { signal });
  if (!response.ok) return;
  const head = (await response.json()) as Head;
  document.title = head.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
}
