import { describe, expect, it } from 'vitest';
import { endpointsOf, exampleOf, typeOf, type OpenApiDocument } from './endpoints';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/api/product/addproduct': {
      post: {
        tags: ['Product'],
        security: [{ bearer: [] }],
        requestBody: {
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  name: { type: 'string', minLength: 1, maxLength: 120 },
                  warranty: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
                  category: { type: 'number' },
                  scopes: { type: 'array', items: { type: 'string', enum: ['read', 'write'] } },
                },
                required: ['name', 'warranty'],
              },
            },
          },
        },
        responses: { '201': { description: 'Created.' }, '400': { $ref: '#/components/responses/BadRequest' } },
      },
    },
    '/api/tracking/{id}': {
      get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }], responses: { '200': { description: 'Public fields.' } }, security: [] },
    },
  },
};

describe('endpoint cards from the OpenAPI document', () => {
  it('lists every operation with its method, auth, fields and success response', () => {
    const endpoints = endpointsOf(doc);
    expect(endpoints.map((e) => e.id)).toEqual(['POST /api/product/addproduct', 'GET /api/tracking/{id}']);
    const add = endpoints[0];
    expect(add).toMatchObject({ auth: true, tag: 'Product', contentType: 'application/json', success: { status: '201', description: 'Created.' } });
    expect(add.fields).toEqual([
      { name: 'name', where: 'body', type: 'string', required: true, notes: '1–120 characters' },
      { name: 'warranty', where: 'body', type: 'string', required: true, notes: 'matches ^\\d{4}-\\d{2}-\\d{2}$' },
      { name: 'category', where: 'body', type: 'number', required: false, notes: '' },
      { name: 'scopes', where: 'body', type: '"read" | "write"[]', required: false, notes: '' },
    ]);
    expect(endpoints[1]).toMatchObject({ auth: false, exampleBody: null, fields: [{ name: 'id', where: 'path', required: true }] });
  });

  it('builds an example body that has the right shape', () => {
    expect(endpointsOf(doc)[0].exampleBody).toEqual({ name: 'Submariner Date', warranty: '2026-01-31', category: 1, scopes: ['read'] });
    expect(exampleOf({ type: 'string', pattern: '^INVE\\d{6,12}$' }, 'stock_item')).toBe('INVE000001');
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toBe('string | number');
  });
});
