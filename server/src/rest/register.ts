import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import Type, { type TSchema } from 'typebox';
import { badInput, unsupportedMediaType } from '../errors.js';
import type { RequestContext } from '../request-context.js';
import { checkInput } from '../input.js';
import { readMultipart, type MultipartBody } from './multipart.js';
import { expandFormBody } from './params.js';
import type { RestRoute } from './route.js';
import { components, ErrorBody, ref } from './schema.js';
import { checkJsonField, restValidatorCompiler } from './validation.js';

export const REST_PREFIX = '/api/v1';
/** The OpenAPI 3.1 document of the route table, and the API reference page that reads it. */
export const OPENAPI_PATH = `${REST_PREFIX}/openapi.json`;
export const API_DOCS_PATH = '/api/docs';

type CreateContext = (request: FastifyRequest) => Promise<RequestContext>;
/** Refuses (throws) a caller who may not send files, before their body is read. */
export type MayUpload = (request: FastifyRequest) => Promise<void>;

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);
const FORM_AND_JSON = ['application/json', 'application/x-www-form-urlencoded'];

/** The body types a route validates; Fastify would hand any other parsed body (text/plain) to the handler unchecked. */
const bodyTypesOf = (route: RestRoute) => (route.multipart ? [...FORM_AND_JSON, 'multipart/form-data'] : FORM_AND_JSON);

/** Multipart bodies read before validation, removed once the answer is sent. */
const uploads = new WeakMap<FastifyRequest, MultipartBody>();

/**
 * Mounts the route table under /api/v1 with its schemas, and publishes them as OpenAPI. Form bodies are
 * parsed here only, so GraphQL's own handling is untouched: urlencoded on every route, multipart only
 * on routes that declare it (the others answer 415 without reading the body). Errors thrown by
 * services reach the app's error handler.
 */
export async function registerRestRoutes(app: FastifyInstance, createContext: CreateContext, routes: RestRoute[], mayUpload: MayUpload): Promise<void> {
  await app.register(async (rest) => {
    rest.setValidatorCompiler(restValidatorCompiler);
    for (const schema of components) rest.addSchema(schema);
    // Sees the routes of this scope only: the REST shim, not GraphQL, health or static files.
    await rest.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Shop REST API',
          version: '1',
          description:
            "The REST shim over the shop's services, for existing clients and integrators (the full API is GraphQL at /graphql). " +
            'Paths match whatever their letter case. Bodies are JSON; the routes that say so also take urlencoded or multipart forms, ' +
            'whose text values are converted to the declared types. Unknown body fields, wrong types and oversized values are refused ' +
            'with 400 and a message naming the field. Send a bearer token (from POST /Auth/login) for signed-in routes.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }, {}],
      },
      // Shared schemas keep their names under components.schemas.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
    });
    await rest.register(formbody);
    for (const route of routes.filter((r) => !r.multipart)) mountRoute(rest, route, createContext, mayUpload);
    await rest.register(async (withMultipart) => {
      await withMultipart.register(multipart);
      for (const route of routes.filter((r) => r.multipart)) mountRoute(withMultipart, route, createContext, mayUpload);
    });
    rest.get(OPENAPI_PATH, { schema: { hide: true } }, async () => rest.swagger());
    // Bundled assets, served by this server: the page works offline and under the shop's CSP.
    await rest.register(swaggerUi, { routePrefix: API_DOCS_PATH });
  });
}

/** Fastify gives a repeated query key as a list; no route takes one. An empty or blank value counts as absent. */
function queryOf(query: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) throw badInput(`${key} is given more than once`, 'repeatedParameter');
  }
  checkInput(query);
  return withoutEmptyFields(query);
}

/**
 * Query fields a route declares as objects (`PUT /Products/{id}/with-image?productData={...}`) arrive as
 * JSON text: parsed here (checked as a body is), then validated against the route's schema.
 */
function withJsonFields(query: Record<string, unknown>, schema: { properties?: Record<string, { type?: unknown }> } | undefined): Record<string, unknown> {
  const properties = schema?.properties ?? {};
  for (const [key, value] of Object.entries(query)) {
    const property = properties[key];
    if (typeof value !== 'string' || property?.type !== 'object') continue;
    try {
      query[key] = JSON.parse(value);
    } catch {
      throw badInput(`${key} is not valid JSON`);
    }
    checkInput(query[key], key);
    checkJsonField(property, query[key], key);
  }
  return query;
}

/** Blank text too: the validator would read " " as the number 0. */
function withoutEmptyFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')));
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Request body schemas by media type: JSON always, forms as the route takes them; multipart shows its file fields. */
function bodySchema(route: RestRoute): { content: Record<string, { schema: TSchema }> } | undefined {
  const schema = route.schema.body;
  if (!schema) return undefined;
  const content: Record<string, { schema: TSchema }> = Object.fromEntries(FORM_AND_JSON.map((type) => [type, { schema }]));
  if (route.multipart) content['multipart/form-data'] = { schema: withFileFields(schema, route.multipart.fileFields ?? []) };
  return { content };
}

/** A form's schema with its file fields beside the text ones (files never reach validation: they are read aside). */
function withFileFields(schema: TSchema, fileFields: string[]): TSchema {
  const { properties } = schema as { properties?: Record<string, TSchema> };
  if (!properties || fileFields.length === 0) return schema;
  const files = Object.fromEntries(fileFields.map((field) => [field, Type.String({ format: 'binary', description: 'A file' })]));
  return { ...schema, properties: { ...properties, ...files } };
}

const isFileAnswer = (schema: TSchema) => (schema as { format?: string }).format === 'binary';

/** The success answer's schema: JSON, or a file sent as it is. */
function successSchema(schema: TSchema): TSchema | { content: Record<string, { schema: TSchema }> } {
  if (!isFileAnswer(schema)) return schema;
  return { content: { 'application/pdf': { schema }, 'application/octet-stream': { schema } } };
}

function mountRoute(app: FastifyInstance, route: RestRoute, createContext: CreateContext, mayUpload: MayUpload): void {
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: route.method,
    url: REST_PREFIX + route.path,
    schema: {
      summary: route.summary,
      ...(route.tag ? { tags: [route.tag] } : {}),
      ...(route.schema.params ? { params: route.schema.params } : {}),
      ...(route.schema.querystring ? { querystring: route.schema.querystring } : {}),
      ...(route.schema.body ? { body: bodySchema(route) } : {}),
      response: { [route.status ?? 200]: successSchema(route.schema.response), '4xx': ref(ErrorBody), '5xx': ref(ErrorBody) },
    },
    // Before the schemas run: multipart fields read, prototype keys and NUL characters refused with
    // the field named, form fields brought to the JSON shape (an empty one is no field).
    preValidation: async (request, reply) => {
      if (route.multipart && request.isMultipart()) {
        if (route.multipart.maxFiles > 0) {
          // Before a byte of the body is stored; a refused body is not read: close the connection after answering.
          await mayUpload(request).catch((error: unknown) => {
            reply.header('connection', 'close');
            throw error;
          });
        }
        const upload = await readMultipart(request, route.multipart, app.initialConfig.bodyLimit!);
        uploads.set(request, upload);
        request.body = upload.fields;
      }
      if (route.schema.body && request.body !== undefined && !bodyTypesOf(route).includes(request.mediaType ?? '')) {
        throw unsupportedMediaType(`The body must be ${bodyTypesOf(route).join(' or ')}, not ${request.mediaType || 'untyped'}`);
      }
      request.query = withJsonFields(queryOf(request.query as Record<string, unknown>), route.schema.querystring);
      checkInput(request.params);
      checkInput(request.body);
      if (isObject(request.body) && FORM_TYPES.has(request.mediaType ?? '')) {
        const fields = withoutEmptyFields(request.body);
        request.body = route.nestedFields ? expandFormBody(fields) : fields;
      }
      if (route.schema.body && request.body === undefined) throw badInput('The request body must be a JSON object');
    },
    onSend: async (request, _reply, payload) => {
      await uploads.get(request)?.remove();
      return payload;
    },
    handler: async (request, reply) => {
      const context = await createContext(request);
      // The language the answer's catalogue texts are in (the viewer's: cookie, Accept-Language or Azerbaijani); files have their own.
      if (!isFileAnswer(route.schema.response)) reply.header('Content-Language', context.language);
      const result = await route.handler({
        params: request.params as never,
        query: request.query as never,
        body: request.body,
        files: uploads.get(request)?.files ?? [],
        context,
        reply,
      });
      reply.code(route.status ?? 200);
      return result ?? null;
    },
  });
}
