import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { badInput } from '../errors.js';

/**
 * How the REST routes validate input against their schemas. JSON must carry the declared types; a query
 * string, a path and a form body carry only text, which is converted to them ("2" to 2, "true" to true,
 * one value to a list). Unknown body fields are refused, not dropped; the first error answers 400,
 * naming the field in the app's error shape. NaN and Infinity are no numbers (the fuzz battery found
 * `?pageSize=Infinity` taken for a whole number).
 */

const shared: Options = {
  allErrors: false,
  removeAdditional: false,
  useDefaults: false,
  strict: true,
  strictNumbers: true,
  allowUnionTypes: true,
  // `binary`: the file fields of multipart forms, which the API reference shows and the reader takes aside.
  formats: { 'date-time': true, binary: true },
};
const forJson = new Ajv({ ...shared, coerceTypes: false });
const forText = new Ajv({ ...shared, coerceTypes: 'array' });

/** Body media types whose values are all text. */
const TEXT_BODIES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

type Part = 'body' | 'querystring' | 'params' | 'headers';

export const restValidatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart, contentType }) => {
  const textOnly = httpPart !== 'body' || TEXT_BODIES.has(contentType ?? '');
  const validate = (textOnly ? forText : forJson).compile(schema);
  return (data: unknown) => {
    if (!validate(data)) return { error: badInput(describeError(validate.errors ?? [], httpPart as Part)) };
    // Ajv converts "Infinity" and "1e400" to Infinity without checking the number again.
    const infinite = textOnly ? nonFiniteField(data) : undefined;
    return infinite === undefined ? { value: data } : { error: badInput(`${infinite} must be a number`) };
  };
};

const jsonValidators = new WeakMap<object, ValidateFunction>();

/** What `schema` finds wrong with `value` by the JSON rules (types as sent, nothing converted); undefined when nothing. */
function jsonErrors(schema: object, value: unknown): ErrorObject[] | undefined {
  let validate = jsonValidators.get(schema);
  if (!validate) jsonValidators.set(schema, (validate = forJson.compile(schema)));
  return validate(value) ? undefined : (validate.errors ?? []);
}

/**
 * A query field that holds JSON (`?productData={...}`) is checked as a JSON body is, before the query's
 * own validation: its values must carry their types (the text rules would turn a number 0 into "0").
 */
export function checkJsonField(schema: object, value: unknown, field: string): void {
  const errors = jsonErrors(schema, value)?.map((error) => ({ ...error, instancePath: `/${field}${error.instancePath}` }));
  if (errors) throw badInput(describeError(errors, 'querystring'));
}

/**
 * Input that arrives parsed and typed (a GraphQL input, its DateTimes as ISO text) is checked against
 * the schema its REST route uses, by the JSON rules: 400 (BAD_USER_INPUT) with the message a JSON body
 * gets, naming the field (`options.2.value must be at most 255 characters`). A text that is too long
 * also carries the reason `textTooLong`, which the services' own text checks gave before the schemas
 * took them over (the back office translates it). `reasons` gives a top-level field's refusal the reason
 * its service's own check gave before (`passwordTooLong`), where clients translate that one.
 */
export function checkParsedInput(schema: object, value: unknown, reasons: Readonly<Record<string, string>> = {}): void {
  const errors = jsonErrors(schema, value);
  if (!errors) return;
  const failed = errors.at(-1);
  const field = failed?.instancePath.split('/')[1] ?? '';
  const reason = Object.hasOwn(reasons, field) ? reasons[field] : failed?.keyword === 'maxLength' ? 'textTooLong' : undefined;
  throw badInput(describeError(errors, 'body'), reason);
}

/** The first field (dotted) holding a number that is not finite, if any. */
function nonFiniteField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, member] of Object.entries(value)) {
    const found = nonFiniteField(member, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

/** `/filterCriteria/0/minValue` → `filterCriteria.0.minValue`. */
function fieldName(instancePath: string, part: Part): string {
  const path = instancePath
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
  return path || (part === 'body' ? 'The request body' : `The ${part}`);
}

/** What one failed keyword asks of the value, e.g. "must be a whole number". */
function expectation(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      // null is left unsaid: a field that may be null may also be left out, which is what callers mean.
      const types = String(params.type).split(',');
      return `must be ${(types.length > 1 ? types.filter((t) => t !== 'null') : types).map((t) => TYPE_NAMES[t] ?? t).join(' or ')}`;
    }
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'enum':
      return `must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return `must be at least ${String(params.limit)} characters`;
    case 'maxItems':
      return `must have at most ${String(params.limit)} entries`;
    case 'maximum':
      return `must be at most ${String(params.limit)}`;
    case 'minimum':
      return `must be at least ${String(params.limit)}`;
    default:
      return error.message ?? 'is not valid';
  }
}

/** One sentence for the first error: the field and what it must be. */
export function describeError(errors: ErrorObject[], part: Part): string {
  // Without allErrors, the keyword that failed comes last; an anyOf is preceded by its branches' errors.
  const failed = errors.at(-1);
  if (!failed) return 'The request is not valid';
  const field = fieldName(failed.instancePath, part);
  if (failed.keyword === 'required')
    return `${joinField(field, (failed.params as { missingProperty: string }).missingProperty, failed.instancePath)} is required`;
  if (failed.keyword === 'additionalProperties') {
    return `${joinField(field, (failed.params as { additionalProperty: string }).additionalProperty, failed.instancePath)} is not a known field`;
  }
  if (failed.keyword === 'type' && failed.instancePath === '' && part === 'body' && (failed.params as { type: string }).type === 'object') {
    return 'The request body must be a JSON object';
  }
  if (failed.keyword !== 'anyOf') return `${field} ${expectation(failed)}`;
  // A deeper error of a branch says more than "must match a schema in anyOf" (a list's wrong entry, an unknown field).
  const branches = errors.slice(0, -1);
  const deeper = branches.filter((e) => e.instancePath.length > failed.instancePath.length);
  if (deeper.length) return describeError([deeper.at(-1)!], part);
  const types = branches
    .filter((e) => e.keyword === 'type' && (e.params as { type: string }).type !== 'null')
    .map((e) => TYPE_NAMES[(e.params as { type: string }).type]);
  const values = branches.flatMap((e) => {
    const params = e.params as { allowedValue?: unknown; allowedValues?: unknown[] };
    return e.keyword === 'const' ? [params.allowedValue] : e.keyword === 'enum' ? (params.allowedValues ?? []) : [];
  });
  const options = [...types, ...(values.length ? [`one of ${values.map(String).join(', ')}`] : [])].filter(Boolean);
  return `${field} must be ${options.join(' or ') || 'of another type'}`;
}

function joinField(parent: string, name: string, instancePath: string): string {
  return instancePath === '' ? name : `${parent}.${name}`;
}
