// Writes src/route-tree.gen.ts from the file routes, as the router plugin does at the start of `vite build`/`vite`.
// The file is generated, not committed: the web app's type check runs this first, so it does not depend on a build
// having run (ESLint ignores the file). Same generator and config (tsr.config.json) as the plugin.
import { Generator, getConfig } from '@tanstack/router-generator';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await new Generator({ config: getConfig({}, root), root }).run();
