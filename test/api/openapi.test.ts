import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiSuite } from '../support/api-suite';
import { PRODUCT, TestApp, signIn } from '../support/test-app';

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
  security?: Record<string, unknown>[];
}
/**
 * The routes whose success answer has no JSON body to describe: a file streamed by the handler, a redirect,
 * or nothing (204). Every other route's success response must carry a schema.
 */
const NO_BODY_SCHEMA = new Set([
  'GET /api/01/{gtin}/21/{serial}', // 302 to the tracking page
  'DELETE /api/account/apikeys/{id}', // 204
]);

type Doc = { openapi: string; paths: Record<string, Record<string, Operation>>; components: Record<string, Record<string, unknown>> };

/**
 * Every route the HTTP server really answers, read from Express's own router (not from our generator's
 * discovery), as `METHOD /api/x/{id}`.
 */
function expressRoutes(t: TestApp): string[] {
  const instance = t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } };
  const routes = new Set<string>();
  for (const layer of instance.router.stack) {
    if (!layer.route || !layer.route.path.startsWith('/api/')) continue;
    const path = layer.route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    if (path === '/api/docs' || path.startsWith('/api/docs/') || path === '/api/openapi.json') continue; // the reference itself
    for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') routes.add(`${method.toUpperCase()} ${path}`);
  }
  return [...routes].sort();
}

describe('OpenAPI document (GET /api/openapi.json) and reference (GET /api/docs)', () => {
  const { t } = apiSuite();
  let doc: Doc;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, method, op })));

  beforeAll(async () => {
    doc = (await t.api().get('/api/openapi.json').expect(200).expect('Content-Type', /json/)).body;
  });

  it('is OpenAPI 3.1 with the shared error shapes and both ways to authenticate', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['Detail', 'FieldErrors']));
    expect(Object.keys(doc.components.securitySchemes)).toEqual(expect.arrayContaining(['bearer', 'apiKey']));
  });

  it('has every route the server answers, and nothing it does not', () => {
    const served = expressRoutes(t);
    expect(served.length).toBeGreaterThan(40);
    const documented = operations().map((o) => o.key).sort();
    expect(documented).toEqual(served);
  });

  it('gives every operation a success response, its error responses and its path parameters', () => {
    for (const { key, path, op } of operations()) {
      const codes = Object.keys(op.responses);
      expect(codes.some((c) => c.startsWith('2') || c.startsWith('3')), key).toBe(true);
      expect(codes, key).toEqual(expect.arrayContaining(['405', '429', '500']));
      for (const [, name] of path.matchAll(/\{([^}]+)\}/g)) {
        expect(op.parameters?.some((p) => p.in === 'path' && p.name === name), `${key} documents {${name}}`).toBe(true);
        expect(codes, key).toContain('404');
      }
    }
  });

  it('gives every success response its schema (listed exceptions answer no JSON), generated from what the handlers return', () => {
    const missing: string[] = [];
    for (const { key, op } of operations()) {
      const [code, success] = Object.entries(op.responses).find(([c]) => c.startsWith('2') || c.startsWith('3'))!;
      const schemas = Object.values(success.content ?? {}).map((media) => media.schema);
      const described = schemas.length > 0 && schemas.every((schema) => schema && Object.keys(schema).length > 0);
      if (NO_BODY_SCHEMA.has(key)) expect(success.content, `${key} answers ${code} without a body`).toBeUndefined();
      else if (!described) missing.push(key);
    }
    expect(missing, 'success responses without a schema').toEqual([]);
    expect([...NO_BODY_SCHEMA].filter((key) => !operations().some((o) => o.key === key)), 'exceptions that are no route').toEqual([]);
    // The shapes API.md gives: a sample, field by field.
    const json = (key: string) => {
      const [method, path] = key.split(' ');
      const op = doc.paths[path][method.toLowerCase()];
      return Object.entries(op.responses).find(([c]) => c.startsWith('2'))![1].content!['application/json'].schema as {
        properties: Record<string, { type?: unknown; items?: { properties?: Record<string, unknown> } }>;
        required?: string[];
        items?: { properties: Record<string, unknown>; required?: string[] };
      };
    };
    expect(json('POST /api/account/login')).toMatchObject({ type: 'object', properties: { access: { type: 'string' }, refresh: { type: 'string' } }, required: expect.arrayContaining(['access', 'refresh']) });
    expect(Object.keys(json('GET /api/account/getuser').properties)).toEqual(
      expect.arrayContaining(['fullname', 'Linkedin', 'address', 'bio', 'email', 'facebook', 'id', 'is_active', 'mc_hash', 'mobile', 'profile_image', 'social_link', 'role', 'companyInfo']),
    );
    expect(json('GET /api/account/apikeys').items!.required).toEqual(expect.arrayContaining(['id', 'name', 'prefix', 'scopes', 'created_at', 'last_used_at']));
    expect(json('POST /api/account/apikeys').required).toEqual(expect.arrayContaining(['id', 'name', 'prefix', 'key']));
    expect(json('POST /api/epcis/capture')).toMatchObject({ properties: { captured: { type: 'number' } } });
    expect(json('GET /api/epcis/events').required).toEqual(expect.arrayContaining(['@context', 'type', 'schemaVersion', 'epcisBody']));
  });

  it('has the generated response schemas up to date with the handlers\' return types', () => {
    // Exits 1 naming the file when a handler's return type changed and `npm run openapi:responses` was not run.
    expect(() => execFileSync(process.execPath, [join(__dirname, '../../scripts/openapi-responses.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
  }, 120_000); // the TypeScript compiler reads the controllers and everything they import

  it('is the document scripts/openapi-document.cjs builds without a server (the web generates its API types from it)', () => {
    const built = JSON.parse(execFileSync(process.execPath, [join(__dirname, '../../scripts/openapi-document.cjs')], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }));
    expect(built).toEqual(doc);
  }, 120_000); // SWC compiles the server's sources in memory

  it('documents success schemas that the real answers satisfy (every GET a signed-in user with goods can call)', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const brand = await signIn(t, 'brand@openapi.example', 'Brand Owner');
    const product = (await t.api().post('/api/product/addproduct').set(brand.auth).send(PRODUCT).expect(201)).body;
    const [item] = (await t.api().post('/api/inventory/additem').set(brand.auth).send({ product_id: product.id, no_of_item: 1, location: '28.4595&77.0266' }).expect(201)).body.items;
    const pkg = (await t.api().post('/api/inventory/createpackage').set(brand.auth).send({ brand_name: 'Rolex', total_product: 1, manufecture_date: '2026-01-10', expire_date: '2036-01-10', details: '' }).expect(201)).body.packege;
    await t.api().post('/api/inventory/additemtopackage').set(brand.auth).send({ package: pkg.display_id, content_data: [{ type: 'item', id: item.display_id }] }).expect(200);
    await t.api().post('/api/account/apikeys').set(brand.auth).send({ name: 'ERP', scopes: ['read'] }).expect(201);
    const ids: Record<string, string> = { id: item.display_id };
    const checked: string[] = [];
    for (const { key, path, method, op } of operations()) {
      if (method !== 'get' || NO_BODY_SCHEMA.has(key)) continue;
      const url = path
        .replace('{id}', path.includes('package') || path.includes('packege') ? pkg.display_id : path.includes('product') && !path.includes('Tracking') ? product.id : ids.id)
        .replace(/\{[^}]+\}/g, item.display_id);
      const res = await t.api().get(url).set(brand.auth);
      if (res.status !== 200 || !/json/.test(res.headers['content-type'] ?? '')) continue;
      const schema = Object.entries(op.responses).find(([c]) => c.startsWith('2'))![1].content?.['application/json']?.schema;
      expect(schema, key).toBeDefined();
      const validate = ajv.compile({ ...schema, $defs: undefined });
      expect(validate(res.body), `${key}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(true);
      checked.push(key);
    }
    // Most reads answered and were checked (the rest need ids of other kinds: warehouses, shipments, tickets).
    expect(checked.length).toBeGreaterThan(30);
  });

  it('documents each body with the zod schema that validates it (fields, required ones, limits)', () => {
    for (const { key, method, op } of operations()) {
      if (method === 'get' || method === 'delete' || !op.requestBody) continue;
      const [type, media] = Object.entries(op.requestBody.content)[0];
      expect(['application/json', 'multipart/form-data'], key).toContain(type);
      expect(media.schema.properties, `${key} lists its fields`).toBeDefined();
      expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(['400', '413']));
    }
    const add = doc.paths['/api/product/addproduct'].post.requestBody!.content['application/json'].schema;
    expect(add.required).toEqual(expect.arrayContaining(['name', 'brand', 'sku', 'warranty', 'expire', 'location', 'category', 'color']));
    expect(add.properties!.name).toMatchObject({ type: 'string', minLength: 1, maxLength: 120 });
    const login = doc.paths['/api/account/login'].post.requestBody!.content['application/json'].schema;
    expect(Object.keys(login.properties!).sort()).toEqual(['email', 'otp']);
    const csv = doc.paths['/api/inventory/uploadcsvtostock'].post.requestBody!.content['multipart/form-data'].schema;
    expect(csv.required).toContain('csv_file');
  });

  it('marks exactly the routes that refuse an anonymous caller with 401 as needing a token or key', async () => {
    const checked: string[] = [];
    for (const { key, path, method, op } of operations()) {
      const url = path.replace(/\{[^}]+\}/g, 'INVE000001');
      const response = await (t.api() as unknown as Record<string, (u: string) => { send: (b: unknown) => Promise<{ status: number }> }>)[method](url).send({});
      const secured = (op.security ?? []).length > 0;
      expect(secured, `${key} answered ${response.status} without credentials`).toBe(response.status === 401);
      if (secured) expect(Object.keys(op.responses), key).toEqual(expect.arrayContaining(['401', '403']));
      checked.push(key);
    }
    expect(checked.length).toBe(operations().length);
  });

  it('renders the reference at /api/docs from local assets (no CDN)', async () => {
    const page = await t.api().get('/api/docs').redirects(1).expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('swagger-ui');
    expect(page.text).not.toMatch(/https?:\/\/(cdn|unpkg|cdnjs)/);
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const url = src.startsWith('/') ? src : `/api/docs/${src.replace(/^\.\//, '')}`;
      await t.api().get(url).expect(200);
    }
  });

  it("answers the error examples the Error Handling page shows", async () => {
    const wrongMethod = await t.api().get('/api/account/login').expect(405);
    expect(wrongMethod.body).toEqual({ detail: 'Method "GET" not allowed.' });
    expect(wrongMethod.headers.allow).toBe('POST, OPTIONS');
    const user = await signIn(t, 'docs@openapi.example');
    const fields = await t.api().post('/api/product/addproduct').set(user.auth).send({ brand: 'Rolex', warranty: '31/01/2030' }).expect(400);
    expect(fields.body).toMatchObject({
      name: ['This field is required.'],
      sku: ['This field is required.'],
      warranty: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'],
    });
    await t.api().post('/api/account/sendotp').send({ email: 'buyer@openapi.example' }).expect(200);
    const code = await t.api().post('/api/account/login').send({ email: 'buyer@openapi.example', otp: '000000' }).expect(400);
    expect(code.body).toEqual({ non_field_errors: ['Invalid or expired code. Please request a new one.'] });
  });
});
