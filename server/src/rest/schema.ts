import Type, { type Static, type TSchema, type TUnsafe } from 'typebox';

/**
 * Building blocks of the REST schemas. The schemas check the shape of input (types, known fields,
 * lengths); the services keep the rules (ranges, formats, existence) and their messages and reasons.
 */

/** Far longer than any value a field of ours holds; a bound on what the server reads at all. */
export const MAX_TEXT = 1000;

export const Text = (maxLength = MAX_TEXT, description?: string) => Type.String({ maxLength, ...(description ? { description } : {}) });

/** An id as the path or query carries it: the services answer 404 (or 400) for one that names nothing. */
export const Id = (description = 'An id (UUID)') => Type.String({ maxLength: 100, description });

/**
 * A value that may also be null. A simple type becomes a list of types (`["number", "null"]`), which
 * converts text as one type does (Ajv's conversion inside an anyOf loses one-entry lists); an empty
 * form field reads as null.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type } = schema as { type?: unknown };
  return Type.Unsafe<Static<T> | null>(typeof type === 'string' ? { ...schema, type: [type, 'null'] } : Type.Union([schema, Type.Null()]));
}

export const DateTime = (description?: string) => Type.String({ format: 'date-time', ...(description ? { description } : {}) });

/** Page and page size of a listing; their ranges are checked by the services. */
export const PagingQuery = {
  page: Type.Optional(Type.Integer({ description: '1-based page (default 1)' })),
  pageSize: Type.Optional(Type.Integer({ description: 'Items per page, 1 to 100 (default 20)' })),
};

/** A shared schema, published once under components.schemas. */
type Component = TSchema & { $id: string };

/** Refers to a shared schema (registered with `addSchema`) and keeps its static type. */
export const ref = <T extends Component>(schema: T) => Type.Unsafe<Static<T>>(Type.Ref(schema.$id));

/** Every shared schema, registered on the app before the routes that refer to them. */
export const components: Component[] = [];

/** Declares a shared schema: registered on the app and published under components.schemas as `id`. */
export function component<T extends TSchema>(id: string, schema: T): T & { $id: string } {
  const shared = Object.assign(schema, { $id: id });
  components.push(shared);
  return shared;
}

/** An answer that only says what was done. */
export const Message = Type.Object({ message: Type.String() });

/** What every refused request answers. */
export const ErrorBody = component(
  'Error',
  Type.Object({
    message: Type.String({ description: 'In English, naming the field when one is wrong' }),
    reason: Type.Optional(Type.String({ description: 'A stable key for a translated text, when there is one' })),
  }),
);
