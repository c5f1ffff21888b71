import { badInput } from '../errors.js';
import { checkFieldName, checkInput, fieldPath, ownFields } from '../input.js';

/** Reading the shim's form bodies: nested form fields, and numbers as forms write them. */

export function numberParam(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.')) : NaN;
  if (!Number.isFinite(n)) throw badInput(`${name} must be a number`);
  return n;
}

/** The highest list position a form field may name (`filterCriteria[99]`): lists are short, holes are not. */
const MAX_LIST_INDEX = 99;

/**
 * Turns a form body into the JSON shape: `filterCriteria` may come as a JSON string or as bracketed or
 * dotted keys (`filterCriteria[0][filterId]`, `filterCriteria[0].filterOptionIds[1]`). Only own members
 * are ever followed and prototype names are refused, so no key can reach an object's prototype.
 */
export function expandFormBody(body: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(body)) {
    checkFieldName(key);
    // Form parsers give a repeated field as a list; a single one is just the value.
    const value = Array.isArray(raw) && raw.length === 1 && typeof raw[0] === 'string' ? raw[0] : raw;
    const path = fieldPath(key);
    let node: Record<string, unknown> = result;
    path.forEach((part, i) => {
      if (Array.isArray(node) && !(/^\d+$/.test(part) && Number(part) <= MAX_LIST_INDEX)) {
        throw badInput(`${key}: list positions are whole numbers from 0 to ${MAX_LIST_INDEX}`);
      }
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      if (!Object.hasOwn(node, part)) node[part] = /^\d+$/.test(path[i + 1]!) ? [] : {};
      const child = node[part];
      if (!child || typeof child !== 'object') throw badInput(`${key} conflicts with the field ${path.slice(0, i + 1).join('.')}`);
      node = child as Record<string, unknown>;
    });
  }
  for (const [key, value] of Object.entries(result)) {
    if (typeof value === 'string' && /^\s*[[{]/.test(value)) {
      try {
        result[key] = JSON.parse(value);
      } catch {
        throw badInput(`${key} is not valid JSON`);
      }
      checkInput(result[key], key);
    }
  }
  return ownFields(result);
}
