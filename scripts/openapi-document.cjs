#!/usr/bin/env node
/**
 * `node scripts/openapi-document.cjs [file]`: writes the OpenAPI document the server serves at /api/openapi.json
 * (to `file`, else to stdout), built from the TypeScript sources with no build, no server and no port: the
 * sources are compiled in memory by SWC (with decorator metadata, which Nest needs, as the tests compile them),
 * the application's modules are created on empty stores in a temporary folder, and the document is built from
 * their controllers by the server's own `buildOpenApiDocument`. The web's API types are generated from it
 * (web/scripts/generate-api-types.mjs), and test/api/openapi.test.ts checks that it is the served document.
 */
const { mkdtempSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const root = join(__dirname, '..');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

async function main() {
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { AppModule } = require(join(root, 'services/app.module.ts'));
  const { loadConfig } = require(join(root, 'services/config/config.ts'));
  const { API_PREFIX } = require(join(root, 'services/platform/http/app.factory.ts'));
  const { buildOpenApiDocument } = require(join(root, 'services/platform/http/openapi.document.ts'));
  const dataDir = mkdtempSync(join(tmpdir(), 'openapi-document-'));
  try {
    // Only what the document needs: not this shell's variables (another store, a port), no web app.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(48), WEB_DIST: dataDir });
    const app = await NestFactory.create(AppModule.forRoot(config), { logger: false });
    try {
      app.setGlobalPrefix(API_PREFIX);
      return JSON.stringify(buildOpenApiDocument(app, API_PREFIX), null, 2) + '\n';
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (json) => (process.argv[2] ? writeFileSync(process.argv[2], json) : process.stdout.write(json)),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
