import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The Nest server owns /api and /socket.io; in development Vite proxies both to it.
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * Long-lived vendor chunks, so a deploy that only touches our code keeps the big libraries cached.
 * Route components are split separately by the router plugin (autoCodeSplitting), and libraries that only
 * some routes use (leaflet, recharts, the date pickers) stay out of the entry because their chunks are only
 * imported from those lazy route chunks.
 */
function manualChunks(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  if (id.includes('@tanstack/')) return 'tanstack';
  // Leaflet is left to the automatic split: a manual 'map' group captured React with it, which put the
  // whole map library into every page's entry preload.
  if (id.includes('recharts') || id.includes('d3-')) return 'charts';
  if (id.includes('socket.io') || id.includes('engine.io')) return 'socket';
  return undefined;
}

export default defineConfig({
  plugins: [
    // Must run before the React plugin: it generates src/route-tree.gen.ts and splits route components.
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
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
    rollupOptions: { output: { manualChunks } },
  },
});
