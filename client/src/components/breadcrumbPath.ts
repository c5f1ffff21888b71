/** One step of a breadcrumb trail; the last one (the current page) has no link. */
export interface BreadcrumbItem {
  label: string;
  to?: string;
}

const NUMERIC = /^\d+$/;
const OBJECT_ID = /^[0-9a-f]{24}$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in a path (numbers, 24-hex object ids, UUIDs) are not places a shopper can go back to. */
export function isIdSegment(segment: string): boolean {
  return NUMERIC.test(segment) || OBJECT_ID.test(segment) || UUID.test(segment);
}

/**
 * A slug as a title: dashes to spaces, each word capitalised ("oyun-noutbuklari" → "Oyun Noutbuklari"),
 * as the interface's locale writes capitals (az-AZ: "idare" → "İdare").
 */
export function titleFromSlug(slug: string, locale = 'en-US'): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase(locale) + word.slice(1))
    .join(' ');
}

/**
 * The trail after Home for a path, when nothing better is known: one step per segment, skipping ids,
 * each linking to the path up to it; the last step is the current page and has no link.
 * `label` turns a segment into its text (by default the slug as a title).
 */
export function breadcrumbsFromPath(pathname: string, label: (segment: string) => string = titleFromSlug): BreadcrumbItem[] {
  const segments = pathname.split('/').filter(Boolean);
  const items: BreadcrumbItem[] = [];
  segments.forEach((raw, index) => {
    let segment = raw;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      // keep the raw segment
    }
    if (isIdSegment(segment)) return;
    items.push({ label: label(segment), to: `/${segments.slice(0, index + 1).join('/')}` });
  });
  const last = items.at(-1);
  if (last) delete last.to;
  return items;
}
