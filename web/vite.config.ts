import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` (brotli, best level) and `.gz` (gzip -9) beside every text file of the build; the Nest server serves
 * the one the browser accepts (services/platform/http/precompressed.middleware.ts). Source maps are left as they are.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => /\.(js|mjs|css|html|svg|json|txt|woff2?)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const body = await readFile(path);
          if (body.length < 1024) return;
          const [br, gzipped] = await Promise.all([
            brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            gz(body, { level: 9 }),
          ]);
          // A copy that is not smaller is not worth serving.
          if (br.length < body.length) await writeFile(`${path}.br`, br);
          if (gzipped.length < body.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}

// The Nest server owns /api and /socket.io; in development Vite proxies both to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * Chunking. Long-lived vendor chunks keep the big libraries cached across deploys that only touch our code;
 * route components are split separately by the router plugin (autoCodeSplitting), and libraries that only
 * some routes use (leaflet, recharts, the date pickers) stay out of the entry because only those lazy route
 * chunks import them.
 *
 * Left alone, the automatic split cuts the modules shared by different sets of routes into dozens of tiny
 * chunks, and the landing page paid for it: each file compresses on its own, so 50 small files weigh about a
 * third more than the same code in one. Two groups keep the first load in a few files:
 * - `mantine`: Mantine's core and the components of the landing page's first screen, which are also the
 *   common building blocks of the other pages (buttons, inputs, layout, cards). Components only some pages
 *   use (tables, modals, the accordion, the text area, …) stay with those pages.
 * - the entry's own static imports (`$initial`: the route tree, the API client, session handling, the
 *   loaders' query modules), which rolldown then keeps in the entry chunk.
 */
const MANTINE_FIRST_SCREEN = [
  'ActionIcon', 'Anchor', 'Box', 'Button', 'Card', 'Center', 'CloseButton', 'Code', 'Container', 'FileButton', 'Group',
  'Input', 'InputBase', 'Loader', 'SimpleGrid', 'Stack', 'Text', 'TextInput', 'ThemeIcon', 'Title',
];
const mantineFirstScreen = new RegExp(
  String.raw`node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](${MANTINE_FIRST_SCREEN.join('|')}))[\\/]`,
);
const vendor = (test: (id: string) => boolean) => (id: string) => id.includes('node_modules') && test(id);

const codeSplitting = {
  groups: [
    // clsx rides with React: Mantine and recharts both use it, and a group takes its members' dependencies along, so
    // left alone it went into the charts group and Mantine (every page) then loaded the whole chart library.
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]/, priority: 40 },
    { name: 'tanstack', test: vendor((id) => id.includes('@tanstack/')), priority: 30 },
    // Leaflet is left to the automatic split: a manual 'map' group captured React with it, which put the
    // whole map library into every page's entry preload.
    // recharts (the dashboard and the report screens) with what it pulls in (its d3 scales, redux store, immer):
    // one cached file that only those lazy routes load.
    { name: 'charts', test: vendor((id) => id.includes('recharts') || id.includes('d3-')), priority: 20 },
    { name: 'socket', test: vendor((id) => id.includes('socket.io') || id.includes('engine.io')), priority: 20 },
    // Above `charts`: a group also takes the dependencies of what it captures, and Mantine shares some with
    // recharts (clsx); at a lower priority they went to `charts`, and the first screen then preloaded all of it.
    { name: 'mantine', test: mantineFirstScreen, priority: 25 },
    { name: 'app', tags: ['$initial' as const], test: (id: string) => !id.includes('node_modules'), priority: 5 },
  ],
};

export default defineConfig({
  plugins: [
    // Must run before the React plugin: it generates src/route-tree.gen.ts and splits route components. Where the
    // routes are and where the tree goes is in tsr.config.json, which scripts/generate-route-tree.mjs reads too.
    tanstackRouter({
      autoCodeSplitting: true,
      // Loaders travel with their route's component (one chunk per route): the entry keeps only the route tree,
      // so public pages do not download the signed-in screens' data code.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    precompress(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to name a public page's route chunk and its imports in the HTML answer (early hints).
    manifest: true,
    // Lazy route chunks are fetched without a preload map of their dependencies. With ~80 routes the map
    // (every asset's name, and per route the list it needs) was over a third of the entry, which every page,
    // the public ones included, downloads first; the router preloads a route's chunk on intent (hover,
    // touch) instead, and the server names a public page's chunks in its HTML answer.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: { output: { codeSplitting } },
  },
});
