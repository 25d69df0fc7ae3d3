/**
 * The architecture's boundaries (../shared/ARCHITECTURE.md, "Boundaries are checked by the build"), checked
 * by `npm run lint`. Server: a context imports only platform/ (and config/), its own files, and the public
 * files of another context (`<context>.public.ts`, and its Nest module for wiring); platform/ imports no
 * context; a domain/ file imports no adapter, driver or I/O. Web: a feature imports another feature only
 * through its api/ folder (query keys, queryOptions, HTTP calls, mutation hooks), never its components or
 * model; components/ and lib/ import no feature.
 */
const IO_MODULES = ['fs', 'fs/promises', 'net', 'http', 'https', 'http2', 'child_process', 'worker_threads', 'dgram', 'dns', 'tls', 'cluster', 'readline'];
const DRIVERS = [
  'better-sqlite3',
  'mongoose',
  'mongodb',
  '@eventstore/db-client',
  '@kurrent/kurrentdb-client',
  'nodemailer',
  'socket.io',
  'express',
  'multer',
  'sharp',
  '@nestjs/[^/]+',
];

module.exports = {
  forbidden: [
    {
      name: 'context-internals',
      comment:
        'A context imports another context only through its public file (<context>.public.ts) or its Nest module; ' +
        'everything else of a context (domain/, commands/, projections/, queries/, http/, live/ …) is its own.',
      severity: 'error',
      from: { path: '^services/([^/]+)/', pathNot: '^services/(platform|config)/' },
      to: {
        path: '^services/[^/]+/',
        pathNot: ['^services/$1/', '^services/(platform|config)/', '^services/[^/]+/[^/]+\\.(public|module)\\.ts$'],
      },
    },
    {
      name: 'platform-imports-no-context',
      comment: 'platform/ is below every context: it imports none of them.',
      severity: 'error',
      from: { path: '^services/platform/' },
      to: { path: '^services/[^/]+/', pathNot: '^services/(platform|config)/' },
    },
    {
      name: 'domain-no-io',
      comment: 'Business rules are pure: a domain/ file imports no adapter, driver or I/O.',
      severity: 'error',
      from: { path: ['^services/[^/]+/domain/', '^services/platform/domain/'] },
      to: {
        path: [
          '^services/platform/(event-store/(event-log\\.service|sqlite-event-store\\.adapter|esdb-event-store\\.adapter|esdb-append\\.signal|subscription\\.loop)|read-store|projections|live|mail|media|sqlite|http)(/|\\.ts$)',
          '^services/[^/]+/(commands|http|projections|queries|live)/',
          `^(node:)?(${IO_MODULES.join('|')})$`,
          `node_modules/(${DRIVERS.join('|')})/`,
        ],
      },
    },
    {
      name: 'feature-internals',
      comment: "A web feature uses another feature only through its api/ folder, never its components, model or routes' internals.",
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: { path: '^web/src/features/', pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/api/'] },
    },
    {
      name: 'shared-imports-no-feature',
      comment: 'Shared components/ and lib/ are below every feature: they import none.',
      severity: 'error',
      from: { path: '^web/src/(components|lib)/' },
      to: { path: '^web/src/features/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|proto/gen)/|(route-tree|api-schema)\\.gen\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
