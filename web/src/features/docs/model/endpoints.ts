/**
 * Endpoint cards from the server's OpenAPI 3.1 document (`/api/openapi.json`), so the endpoints page shows
 * exactly what the server serves and validates. Pure: no fetching here.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  contentMediaType?: string;
  examples?: unknown[];
  default?: unknown;
  description?: string;
};

type MediaType = { schema?: JsonSchema; example?: unknown };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> } | { $ref: string }>;
  security?: Record<string, unknown>[];
};

export type OpenApiDocument = {
  openapi: string;
  info?: { title?: string; version?: string };
  paths: Record<string, Record<string, Operation>>;
};

export type EndpointField = { name: string; where: 'body' | 'query' | 'path'; type: string; required: boolean; notes: string };

export type Endpoint = {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  auth: boolean;
  contentType: string | null;
  fields: EndpointField[];
  /** A body that passes validation's shape (multipart bodies: null). */
  exampleBody: unknown;
  success: { status: string; description: string; example?: unknown };
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function endpointsOf(doc: OpenApiDocument): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [null, undefined];
      const schema = media?.schema;
      const fields: EndpointField[] = [];
      for (const p of op.parameters ?? []) {
        if (p.in !== 'path' && p.in !== 'query') continue;
        fields.push({ name: p.name, where: p.in, type: typeOf(p.schema), required: p.in === 'path' || !!p.required, notes: notesOf(p.schema) });
      }
      for (const [name, property] of Object.entries(schema?.properties ?? {})) {
        fields.push({ name, where: 'body', type: typeOf(property), required: schema?.required?.includes(name) ?? false, notes: notesOf(property) });
      }
      const [status, response] = Object.entries(op.responses ?? {}).find(([code]) => /^[23]/.test(code)) ?? ['200', {}];
      const success = 'content' in response || 'description' in response ? (response as { description?: string; content?: Record<string, MediaType> }) : {};
      endpoints.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        tag: op.tags?.[0] ?? path.split('/')[2] ?? 'api',
        summary: op.summary ?? op.description ?? '',
        auth: (op.security ?? []).length > 0,
        contentType,
        fields,
        exampleBody: schema && contentType === 'application/json' ? exampleOf(schema, '') : null,
        success: { status, description: success.description ?? '', example: Object.values(success.content ?? {})[0]?.example },
      });
    }
  }
  return endpoints;
}

export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.contentMediaType) return 'file';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return [...new Set(variants.map(typeOf))].join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array') return `${typeOf(schema.items)}[]`;
  if (type === 'object' && schema.properties) return `{${Object.keys(schema.properties).join(', ')}}`;
  return type ?? 'any';
}

export function notesOf(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const notes: string[] = [];
  if (schema.minLength !== undefined && schema.maxLength !== undefined) notes.push(`${schema.minLength}–${schema.maxLength} characters`);
  else if (schema.maxLength !== undefined) notes.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.minItems !== undefined) notes.push(`at least ${schema.minItems} item${schema.minItems === 1 ? '' : 's'}`);
  if (schema.maxItems !== undefined) notes.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) notes.push(`matches ${schema.pattern}`);
  if (schema.description) notes.push(schema.description);
  return notes.join('; ');
}

/** Sample values by field name, where a type alone would give a useless example. */
const SAMPLES: Record<string, unknown> = {
  email: 'buyer@example.com',
  otp: '123456',
  fullname: 'Jane Doe',
  name: 'Submariner Date',
  brand: 'Rolex',
  brand_name: 'Rolex',
  sku: 'RLX-126610LN',
  location: '28.4595&77.0266',
  address_location: '28.4595&77.0266',
  address: '1 Cyber City, Gurugram',
  mobile: '+91 98765 43210',
  gtin: '09506000134352',
};

export function exampleOf(schema: JsonSchema, name: string): unknown {
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return exampleOf(variants[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(property, key);
    return out;
  }
  if (type === 'array') return schema.items ? [exampleOf(schema.items, name)] : [];
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (name in SAMPLES) return SAMPLES[name];
  if (schema.pattern?.includes('INVE')) return 'INVE000001';
  if (schema.pattern?.includes('PACK')) return 'PACK000001';
  if (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return '2026-01-31';
  if (schema.pattern?.startsWith('^[0-9a-f]{8}-')) return '0190f3c2-7a7e-7c4d-9b1e-3f2a1c0d9e8f';
  if (schema.format === 'date-time') return '2026-01-31T09:30:00.000Z';
  return name ? `<${name}>` : 'text';
}
