import { INestApplication, RequestMethod, SetMetadata } from '@nestjs/common';
import { HEADERS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { z } from 'zod';
import { IS_PUBLIC } from '../auth/public.decorator';
import { RESPONSE_SCHEMAS } from './openapi-responses.gen';

/**
 * The OpenAPI 3.1 document, generated: `@nestjs/swagger` scans every controller route (paths, path and
 * query parameters), and this file adds what our controllers declare in their own way: the zod schema that
 * validates a route's body (`@BodySchema`, the very object the handler passes to `parseBody`), whether
 * the route needs a signed-in user (its guards), and the error shapes of API.md. A route's success body is
 * the JSON Schema of what its handler returns, derived from its TypeScript return type by
 * `npm run openapi:responses` (`openapi-responses.gen.ts`), unless `@ResponseDoc({ schema })` names a zod
 * schema. A route added later is in the document by itself; `test/api/openapi.test.ts` checks that every
 * controller route is, with a success schema, and that the generated schemas are current.
 */

const BODY_SCHEMA = 'openapi:body-schema';
const QUERY_SCHEMA = 'openapi:query-schema';
const RESPONSE_DOC = 'openapi:response';

export interface BodySchemaOptions {
  /** Multipart form: the names of its file fields (the other fields come from the schema). */
  files?: string[];
}

/** Documents a route's request body with the zod schema its handler validates it with. */
export const BodySchema = (schema: z.ZodType, options: BodySchemaOptions = {}) => SetMetadata(BODY_SCHEMA, { schema, options });

/** Documents a multipart upload of files with no other fields. */
export const FileUpload = (...files: string[]) => BodySchema(z.object({}), { files });

/** Documents a route's query parameters with the zod object its handler validates them with. */
export const QuerySchema = (schema: z.ZodObject) => SetMetadata(QUERY_SCHEMA, schema);

export interface ResponseDoc {
  description: string;
  /** A zod schema of the success body, or a JSON example of it. */
  schema?: z.ZodType;
  example?: unknown;
  /** Another content type than JSON (`image/png`, `text/csv`, `text/plain`). */
  contentType?: string;
}

/** Documents a route's success response. */
export const ResponseDoc = (doc: ResponseDoc) => SetMetadata(RESPONSE_DOC, doc);

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses) of what a zod schema accepts. */
export function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as Record<string, unknown>;
  delete json.$schema;
  return json;
}


export interface RouteInfo {
  method: string;
  /** OpenAPI path, e.g. `/api/product/getproduct/{id}`. */
  path: string;
  authenticated: boolean;
  status: number;
  body?: { schema: z.ZodType; options: BodySchemaOptions };
  query?: z.ZodObject;
  response?: ResponseDoc;
  /** The JSON Schema of what the handler returns (generated from its return type), if it returns a body. */
  returns?: Record<string, unknown>;
  summary?: string;
}

/** Every route the controllers declare, with what they say about it. */
export function controllerRoutes(app: INestApplication, globalPrefix: string): RouteInfo[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const routes: RouteInfo[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype } = wrapper;
    if (!instance || !metatype) continue;
    const prototype = Object.getPrototypeOf(instance);
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined) continue;
      const verb = RequestMethod[method];
      const info = {
        method: verb,
        // Every route needs a signed-in user (or an API key) unless marked @Public() (the global RequestGuard).
        authenticated: !(Reflect.getMetadata(IS_PUBLIC, handler) ?? Reflect.getMetadata(IS_PUBLIC, metatype) ?? false),
        status: (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (verb === 'POST' ? 201 : 200),
        body: Reflect.getMetadata(BODY_SCHEMA, handler),
        query: Reflect.getMetadata(QUERY_SCHEMA, handler),
        response: Reflect.getMetadata(RESPONSE_DOC, handler) ?? fromHeaders(handler),
        returns: RESPONSE_SCHEMAS[`${metatype.name}.${name}`],
      };
      for (const base of paths(Reflect.getMetadata(PATH_METADATA, metatype))) {
        for (const sub of paths(Reflect.getMetadata(PATH_METADATA, handler))) {
          routes.push({ ...info, path: openApiPath([globalPrefix, base, sub]) });
        }
      }
    }
  }
  return routes;
}

/** A route that sets its own Content-Type (`@Header`) answers that type. */
function fromHeaders(handler: object): ResponseDoc | undefined {
  const headers = (Reflect.getMetadata(HEADERS_METADATA, handler) ?? []) as { name: string; value: string }[];
  const type = headers.find((h) => h.name.toLowerCase() === 'content-type')?.value;
  return type ? { description: 'Success.', contentType: type.split(';')[0] } : undefined;
}

function paths(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [value === undefined ? '' : String(value)];
}

/** `api/product/getproduct/:id` → `/api/product/getproduct/{id}`. */
function openApiPath(parts: string[]): string {
  const joined = ('/' + parts.join('/')).replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  return joined.replace(/:([A-Za-z0-9_]+)\??/g, '{$1}');
}

const DETAIL = { $ref: '#/components/schemas/Detail' };

const COMPONENTS = {
  schemas: {
    Detail: {
      type: 'object',
      description: 'Every error that is not a field validation: a human-readable `detail`, and a stable `code` for domain errors.',
      properties: { detail: { type: 'string' }, code: { type: 'string', examples: ['OWNERSHIP.NOT_OWNER'] } },
      required: ['detail'],
    },
    FieldErrors: {
      type: 'object',
      description: 'Validation errors keyed by field name; `non_field_errors` when not tied to one field.',
      properties: { non_field_errors: { type: 'array', items: { type: 'string' } } },
      additionalProperties: { type: 'array', items: { type: 'string' } },
      examples: [{ email: ['Enter a valid email address.'] }, { non_field_errors: ['Invalid or expired code. Please request a new one.'] }],
    },
  },
  responses: {
    BadRequest: {
      description: 'Validation failed (per field, or `non_field_errors`), or malformed JSON / wrong content type (`detail`).',
      content: { 'application/json': { schema: { oneOf: [{ $ref: '#/components/schemas/FieldErrors' }, DETAIL] } } },
    },
    Unauthorized: { description: 'No credentials, or a bad or expired token or key.', content: { 'application/json': { schema: DETAIL } } },
    Forbidden: { description: 'Not allowed (e.g. not the owner, or a read-only API key on a write).', content: { 'application/json': { schema: DETAIL } } },
    NotFound: { description: 'Unknown id.', content: { 'application/json': { schema: DETAIL } } },
    MethodNotAllowed: {
      description: 'The path exists with other methods (listed in `Allow`).',
      headers: { Allow: { schema: { type: 'string' } } },
      content: { 'application/json': { schema: DETAIL, example: { detail: 'Method "GET" not allowed.' } } },
    },
    Conflict: { description: 'The state changed meanwhile, or a duplicate.', content: { 'application/json': { schema: DETAIL } } },
    PayloadTooLarge: { description: 'Body too large.', content: { 'application/json': { schema: DETAIL } } },
    TooManyRequests: {
      description: 'Rate limited; retry after the given number of seconds.',
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
      content: { 'application/json': { schema: DETAIL } },
    },
    ServerError: { description: 'Server fault; never a stack trace.', content: { 'application/json': { schema: DETAIL } } },
  },
  securitySchemes: {
    bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token of `POST /api/account/login`.' },
    apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An API key (`POST /api/account/apikeys`); `Authorization: Api-Key <key>` works too.' },
  },
};

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

type Operation = Record<string, unknown> & { parameters?: Record<string, unknown>[]; responses?: Record<string, unknown> };

/** Builds the document from the running application's controllers. */
export function buildOpenApiDocument(app: INestApplication, globalPrefix: string, publicUrl?: string): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Provenance API')
    .setDescription(
      'Product authenticity and ownership tracking. JSON in and out. Sign in with an e-mail code (`/api/account/sendotp`, ' +
        '`/api/account/login`) and send `Authorization: Bearer <access>`, or use an API key. Errors follow the shapes in `components.responses`.',
    )
    .setVersion('1');
  if (publicUrl) builder.addServer(publicUrl);
  const scanned = SwaggerModule.createDocument(app, builder.build());
  const document: OpenAPIObject = { ...scanned, paths: {}, components: { ...(scanned.components ?? {}), ...COMPONENTS } as OpenAPIObject['components'] };

  for (const route of controllerRoutes(app, globalPrefix)) {
    const method = route.method.toLowerCase();
    const found = (scanned.paths[route.path] as Record<string, Operation> | undefined)?.[method];
    const operation: Operation = { ...(found ?? { operationId: `${method}_${route.path}` }) };
    const pathParams = [...route.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const parameters = (operation.parameters ?? []).filter((p) => p.in === 'path' || (p.in === 'query' && p.name && !route.query));
    for (const name of pathParams) {
      if (!parameters.some((p) => p.in === 'path' && p.name === name)) parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
    if (route.query) {
      const shape = jsonSchemaOf(route.query) as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(shape.properties ?? {})) {
        parameters.push({ name, in: 'query', required: shape.required?.includes(name) ?? false, schema });
      }
    }
    operation.parameters = parameters;

    // A route that reads a body but declares no schema keeps the scanner's generic object.
    if (route.body) operation.requestBody = requestBody(route.body.schema, route.body.options);

    const success: Record<string, unknown> = { description: route.response?.description ?? 'Success.' };
    const contentType = route.response?.contentType ?? 'application/json';
    const json = contentType === 'application/json';
    const text = contentType.startsWith('text/') ? { type: 'string' } : { type: 'string', contentMediaType: contentType };
    const schema = route.response?.schema ? jsonSchemaOf(route.response.schema) : json ? route.returns : text;
    if (schema || route.response?.example !== undefined) {
      success.content = {
        [contentType]: {
          ...(schema ? { schema } : {}),
          ...(route.response?.example !== undefined ? { example: route.response.example } : {}),
        },
      };
    }
    const responses: Record<string, unknown> = { [String(route.status)]: success };
    if (route.body || route.query || pathParams.length > 0) responses['400'] = ref('BadRequest');
    if (route.authenticated) {
      responses['401'] = ref('Unauthorized');
      responses['403'] = ref('Forbidden');
    }
    if (pathParams.length > 0) responses['404'] = ref('NotFound');
    responses['405'] = ref('MethodNotAllowed');
    if (route.method !== 'GET') responses['409'] = ref('Conflict');
    if (route.body) responses['413'] = ref('PayloadTooLarge');
    responses['429'] = ref('TooManyRequests');
    responses['500'] = ref('ServerError');
    operation.responses = responses;
    operation.security = route.authenticated ? [{ bearer: [] }, { apiKey: [] }] : [];
    if (!operation.tags || (operation.tags as unknown[]).length === 0) operation.tags = [route.path.split('/')[2] ?? 'api'];

    const item = ((document.paths[route.path] ??= {}) as Record<string, Operation>);
    item[method] = operation;
  }
  return document;
}

function requestBody(schema: z.ZodType, options: BodySchemaOptions) {
  const json = jsonSchemaOf(schema) as { properties?: Record<string, unknown>; required?: string[] };
  if (options.files?.length) {
    const properties = { ...(json.properties ?? {}) };
    for (const f of options.files) properties[f] = { type: 'string', contentMediaType: 'application/octet-stream' };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { ...json, properties, required: [...(json.required ?? []), ...options.files] } } },
    };
  }
  return { required: true, content: { 'application/json': { schema: json } } };
}

/** Serves the document at `/<prefix>/openapi.json` and the Swagger UI (assets from npm, no CDN) at `/<prefix>/docs`. */
export function serveOpenApi(app: INestApplication, globalPrefix: string, document: OpenAPIObject): void {
  SwaggerModule.setup(`${globalPrefix}/docs`, app, document, {
    jsonDocumentUrl: `${globalPrefix}/openapi.json`,
    raw: ['json'],
    customSiteTitle: 'Provenance API reference',
    swaggerOptions: { persistAuthorization: false, tryItOutEnabled: false },
  });
}
