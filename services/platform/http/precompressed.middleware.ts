import express from 'express';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';

/** Encodings the web build writes beside each text asset (`.br`, `.gz`), in the order we prefer them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** `q=0` refuses an encoding; anything else named (or `*`) accepts it. */
export function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim() !== encoding && name?.trim() !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

function walk(dir: string, found: Set<string>): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, found);
    else found.add(path);
  }
}

/**
 * Serves the precompressed copies the web build writes (`npm run build:web` adds `.br` and `.gz` beside every
 * text asset): the best one the browser accepts, with the original's type and caching, `Vary: Accept-Encoding`.
 * Compressing at build time costs nothing per request and allows brotli's best (slowest) level.
 */
export class PrecompressedFiles {
  private readonly files = new Set<string>();

  constructor(private readonly root: string) {
    if (existsSync(root)) walk(root, this.files);
  }

  /** Sends `file` (an absolute path under the root) compressed when it can; false when it did not. */
  send(request: express.Request, response: express.Response, file: string, cacheControl: string): boolean {
    const header = request.headers['accept-encoding'];
    const encoding = ENCODINGS.find((e) => this.files.has(file + e.suffix) && accepts(typeof header === 'string' ? header : undefined, e.name));
    if (!encoding) return false;
    const compressed = file + encoding.suffix;
    response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    response.setHeader('Content-Encoding', encoding.name);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('Content-Length', String(statSync(compressed).size));
    response.setHeader('Cache-Control', cacheControl);
    if (request.method === 'HEAD') {
      response.end();
      return true;
    }
    response.sendFile(compressed, { headers: {}, cacheControl: false, lastModified: true, etag: true });
    return true;
  }

  /** Middleware for the static files: compressed copies first, everything else falls through to express.static. */
  middleware(cacheControlFor: (relativePath: string) => string): express.RequestHandler {
    return (request, response, next) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return next();
      let path: string;
      try {
        path = decodeURIComponent(request.path);
      } catch {
        return next();
      }
      const file = join(this.root, path);
      // Only files of the build: no way out of the root, no directory listing.
      if (!file.startsWith(this.root + sep) || !this.files.has(file)) return next();
      if (!this.send(request, response, file, cacheControlFor(relative(this.root, file)))) next();
    };
  }
}
