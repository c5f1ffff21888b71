import { badInput } from '../errors.js';

/** Reading the shim's query strings and form bodies: numbers, pages and nested form fields. */

export function intParam(value: unknown, name: string, fallback: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n)) throw badInput(`${name} must be a whole number`);
  return n;
}

export function numberParam(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  if (!Number.isFinite(n)) throw badInput(`${name} must be a number`);
  return n;
}

export function paging(query: Record<string, unknown>, defaultSize = 20) {
  return { page: intParam(query.page, 'page', 1), pageSize: intParam(query.pageSize, 'pageSize', defaultSize) };
}

/**
 * Turns a form body into the JSON shape: `filterCriteria` may come as a JSON string or as bracketed or
 * dotted keys (`filterCriteria[0][filterId]`, `filterCriteria[0].filterOptionIds[1]`).
 */
export function expandFormBody(body: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(body)) {
    // Form parsers give a repeated field as a list; a single one is just the value.
    const value = Array.isArray(raw) && raw.length === 1 && typeof raw[0] === 'string' ? raw[0] : raw;
    const path = key.replace(/\]/g, '').split(/[[.]/).filter(Boolean);
    let node: Record<string, unknown> = result;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = path[i + 1]!;
      node[part] ??= /^\d+$/.test(next) ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  for (const [key, value] of Object.entries(result)) {
    if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
      try {
        result[key] = JSON.parse(value);
      } catch {
        throw badInput(`${key} is not valid JSON`);
      }
    }
  }
  return result;
}
