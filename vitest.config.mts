import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// Nest relies on decorator metadata, which esbuild does not emit: every project compiles with SWC.
const plugins = [swc.vite({ module: { type: 'es6' } })];

export default defineConfig({
  test: {
    projects: [
      {
        plugins,
        test: { name: 'unit', include: ['services/**/*.spec.ts', 'web/src/**/*.spec.ts'], environment: 'node' },
      },
      {
        plugins,
        test: { name: 'contracts', include: ['test/contracts/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        plugins,
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          environment: 'node',
          // The server runs in the test's process: with the heap limit production starts it with (see Dockerfile).
          execArgv: ['--max-old-space-size=2000', '--max-semi-space-size=32'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // expect.poll's own default (1 s) is shorter than a projection or a page can take on a loaded CI machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        plugins,
        test: {
          name: 'browser',
          include: ['test/browser/**/*.test.ts'],
          environment: 'node',
          // One Chromium at a time: the machine has two cores.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll's own default (1 s) is shorter than a page can take to load on a loaded CI machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
