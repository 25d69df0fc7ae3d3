import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the HTML answer of the two public pages names in its `Link` header, so the browser fetches it while the
 * entry scripts download instead of one round trip after another: the page's route chunk with the chunks it
 * imports (from the web build's manifest), and for the tracking page its data (the page's first queries then
 * find them in flight). A shopper who scans a tag on a slow phone sees the product sooner. Only public,
 * unauthenticated reads are named.
 */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

// The landing page names nothing: its route chunk is small, and hints sent ahead of the HTML's own entry
// preloads only competed with them (measured: Lighthouse's LCP got worse).
const PAGES: { pattern: RegExp; route: string; data?: (id: string) => string[] }[] = [
  {
    pattern: /^\/productTracking\/([A-Za-z0-9]{1,32})\/?$/,
    route: 'src/routes/productTracking.$id.tsx',
    data: (id) => [`/api/tracking/${id}`, `/api/provenance/${id}`],
  },
];

/** The manifest key of a route file's component chunk (`<file>?tsr-split=component` or with its loader). */
function componentChunkKey(manifest: Manifest, routeFile: string): string | undefined {
  return Object.keys(manifest).find((key) => {
    const [file, query] = key.split('?tsr-split=');
    return file === routeFile && query?.split('---').includes('component');
  });
}

function chunksOf(manifest: Manifest, key: string, skip: Set<string>, seen = new Set<string>()): ManifestChunk[] {
  if (seen.has(key) || skip.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  return [chunk, ...(chunk.imports ?? []).flatMap((next) => chunksOf(manifest, next, skip, seen))];
}

export function earlyHints(webDist: string): (path: string) => string | undefined {
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  // index.html already preloads the entry and its static imports.
  const entry = new Set(chunksOf(manifest, 'index.html', new Set()).map((chunk) => chunk.file));
  const entryKeys = new Set(Object.entries(manifest).filter(([, chunk]) => entry.has(chunk.file)).map(([key]) => key));
  const code = new Map(
    PAGES.map((page) => {
      const key = componentChunkKey(manifest, page.route);
      const chunks = key ? chunksOf(manifest, key, entryKeys) : [];
      const links = [
        ...chunks.map((chunk) => `</${chunk.file}>; rel=modulepreload`),
        ...[...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((css) => `</${css}>; rel=preload; as=style`),
      ];
      return [page.route, links];
    }),
  );
  return (path) => {
    for (const page of PAGES) {
      const match = page.pattern.exec(path);
      if (!match) continue;
      const data = page.data?.(match[1]!).map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`) ?? [];
      const links = [...data, ...(code.get(page.route) ?? [])];
      return links.length ? links.join(', ') : undefined;
    }
    return undefined;
  };
}
