import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT, Session, TestApp, signIn, startTestApp } from '../support/test-app';

/** Inside the repository, so the generated client resolves openapi-fetch from node_modules. */
const WORK = resolve(__dirname, '../../test-results/openapi-client');

function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, skipLibCheck: true });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** What the SDKs page promises: a typed TypeScript client generated from /api/openapi.json works against the server. */
describe('a TypeScript client generated from the OpenAPI document (openapi-typescript + openapi-fetch)', () => {
  let t: TestApp;
  let alice: Session;

  beforeAll(async () => {
    t = await startTestApp();
    alice = await signIn(t, 'alice@sdk.example', 'Alice Brand');
    mkdirSync(WORK, { recursive: true });
  });
  afterAll(async () => {
    await t.close();
    rmSync(WORK, { recursive: true, force: true });
  });

  it('generates types for every path, which check a correct call and reject a wrong body', async () => {
    const document = (await t.api().get('/api/openapi.json').expect(200)).body;
    const types = astToString(await openapiTS(document));
    for (const path of Object.keys(document.paths)) expect(types, path).toContain(`"${path}"`);
    writeFileSync(join(WORK, 'provenance.d.ts'), types);
    const client = (body: string) => `import createClient from 'openapi-fetch';
import type { paths } from './provenance';
const client = createClient<paths>({ baseUrl: 'http://localhost:3000' });
export const call = () => client.POST('/api/account/apikeys', { body: ${body} });
`;
    writeFileSync(join(WORK, 'good.ts'), client(`{ name: 'ERP', scopes: ['read'] }`));
    writeFileSync(join(WORK, 'bad.ts'), client(`{ nam: 'ERP', scopes: ['admin'] }`));
    expect(typeErrors(join(WORK, 'good.ts'))).toEqual([]);
    expect(typeErrors(join(WORK, 'bad.ts')).length).toBeGreaterThan(0);
  });

  it('calls the server with an API key', async () => {
    const { key } = (await t.api().post('/api/account/apikeys').set(alice.auth).send({ name: 'SDK', scopes: ['read', 'write'] }).expect(201)).body;
    const client = createClient<Record<string, never>>({ baseUrl: t.url, headers: { 'X-API-Key': key } });
    const made = await (client as unknown as { POST: (p: string, o: unknown) => Promise<{ data?: { id: string }; response: Response }> }).POST('/api/product/addproduct', { body: PRODUCT });
    expect(made.response.status).toBe(201);
    const listed = await (client as unknown as { GET: (p: string) => Promise<{ data?: { id: string }[] }> }).GET('/api/product/getproducts');
    expect(listed.data?.map((p) => p.id)).toContain(made.data!.id);
  });
});
