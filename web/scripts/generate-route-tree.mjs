// Writes src/route-tree.gen.ts from the file routes, as the router plugin does at the start of `vite build`/`vite`.
// The file is generated, not committed: the type check and the lint of the web app run this first, so they do not
// depend on a build having run. Same generator and config (tsr.config.json) as the plugin.
import { Generator, getConfig } from '@tanstack/router-generator';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
await new Generator({ config: getConfig({}, root), root }).run();
