import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import { HelmetOptions } from 'helmet';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { AppModule } from '../../app.module';
import { RecentCache } from '../cache/recent.cache';
import { AppConfig } from '../../config/config';
import { HttpErrorFilter } from '../errors/http-exception.filter';
import { MEDIA, MediaStore } from '../media/media.store';
import { earlyHints } from './early-hints.provider';
import { firstScreens, PUBLIC_GOODS_HEADINGS, type PublicGoodsHeadings } from './first-screen.renderer';
import { accepts, PrecompressedFiles } from './precompressed.middleware';
import { Metrics } from '../metrics/metrics.service';
import { interceptRoutesWithBodies } from './body-routes.interceptor';
import { bypassBeforeOnlyInterceptors } from './interceptor-bypass';
import { buildOpenApiDocument, serveOpenApi } from './openapi.document';
import { createLogging } from './logging.middleware';
import { IndexedRouter, indexRoutes } from './route-index';
import { prefilterRoutes } from './route-prefilter';
import { RouteTable } from './route-table.registry';
import { securityHeaders } from './security-headers.middleware';

export const API_PREFIX = 'api';

/**
 * How long an idle keep-alive connection stays open (Node's default is 5 s). With the default, clients that
 * pause a few seconds reconnect, and after any short pause of the server (a full GC, a read-model flush) their
 * queued requests come back on a burst of new connections, which Node (libuv >= 1.45) accepts one per turn of
 * the event loop while it serves the requests already in: those requests wait for their connection, far longer
 * than the pause itself (perf-notes, "Session 10 — steady"). Longer than the 60 s idle timeout of common
 * proxies and load balancers, so the proxy, not the server, closes an idle connection.
 */
export const KEEP_ALIVE_MS = 65_000;

/** helmet's defaults, with the images and connections the web app needs (map tiles, uploads, Socket.IO). */
export const SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'connect-src': ["'self'", 'ws:', 'wss:', 'https:'],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * Builds the one Nest application: /api (JSON with a body limit, helmet headers, one error filter),
 * /socket.io, uploaded media, and the built web app for every other path.
 */
export async function createApp(config: AppConfig): Promise<INestApplication> {
  const root = AppModule.forRoot(config);
  // Bodies are read by interceptors of the routes that take one, not by global interceptors (see there).
  interceptRoutesWithBodies(root);
  // ...and when all they do for a request happens before the handler, without Nest's interceptor chain (see there).
  bypassBeforeOnlyInterceptors();
  const app = await NestFactory.create<NestExpressApplication>(root, {
    bodyParser: false,
    bufferLogs: true,
  });
  (app.getHttpServer() as Server).keepAliveTimeout = KEEP_ALIVE_MS;
  const logging = createLogging(config);
  app.useLogger(logging.logger);
  // The signals that stop a server (a supervisor's SIGTERM, Ctrl-C, a closed terminal). Not Nest's default list,
  // which includes SIGUSR2: `node --heapsnapshot-signal=SIGUSR2` (how an operator takes a heap snapshot of a
  // running server) shut the server down instead.
  app.enableShutdownHooks(['SIGTERM', 'SIGINT', 'SIGHUP']);
  // X-Forwarded-For is honoured only from the proxies TRUST_PROXY names (none by default): per-IP limits key
  // on the client address, and a client could otherwise pick any address it likes.
  app.set('trust proxy', config.TRUST_PROXY);
  peerAddressWithoutProxies(app.getHttpAdapter().getInstance() as express.Express);
  app.disable('x-powered-by');
  app.use(...logging.middleware);
  app.use(securityHeaders(SECURITY_HEADERS));
  app.use(`/${API_PREFIX}`, app.get(Metrics).httpMiddleware());
  // JSON and form bodies are read by BodyParserInterceptor, after the global guard (limits, authentication).
  const media = app.get<MediaStore>(MEDIA);
  app.use(`/${API_PREFIX}/media`, express.static(media.root, { index: false, maxAge: '7d' }));
  // A missing file is a plain 404 in the API's shape (not an error with a stack trace).
  app.use(`/${API_PREFIX}/media`, (_request: express.Request, response: express.Response) => {
    response.status(404).json({ detail: 'Not found.' });
  });
  app.setGlobalPrefix(API_PREFIX);

  const routes = app.get(RouteTable);
  app.useGlobalFilters(new HttpErrorFilter(routes));
  serveOpenApi(app, API_PREFIX, buildOpenApiDocument(app, API_PREFIX));
  // GS1 Digital Link: QR codes encode `<PUBLIC_URL>/01/{gtin}/21/{serial}`; the API resolves it.
  app.use('/01', (request: express.Request, response: express.Response, next: express.NextFunction) =>
    request.method === 'GET' || request.method === 'HEAD' ? response.redirect(302, `/${API_PREFIX}/01${request.url}`) : next(),
  );
  serveWebApp(app, config.webDist);
  await app.init();
  // Routes are in Express's router once initialised: each route layer gets a check of its literal start.
  const router = (app.getHttpAdapter().getInstance() as unknown as { router: IndexedRouter }).router;
  prefilterRoutes(router.stack);
  // ...and a request is handed only the route layers whose literal start its path begins with.
  indexRoutes(router);
  routes.build(API_PREFIX);
  return app;
}

/**
 * `req.ip` is the TCP peer's address while no proxy is trusted (TRUST_PROXY unset), read from the socket: Express's
 * getter parses X-Forwarded-For into a new array on every read (proxy-addr), to end on that same address, and the
 * per-IP limits read it on every request. With proxies trusted (the setting read when the getter runs), Express's.
 */
function peerAddressWithoutProxies(app: express.Express): void {
  if (app.get('trust proxy') !== false) return;
  // Express's trust function for "no proxy" as set now; another one once the setting changes.
  const trustNone = app.get('trust proxy fn') as unknown;
  let proto: object | null = app.request;
  let inherited: PropertyDescriptor | undefined;
  while (proto && !(inherited = Object.getOwnPropertyDescriptor(proto, 'ip'))) proto = Object.getPrototypeOf(proto);
  const expressIp = inherited?.get;
  if (!expressIp) return;
  Object.defineProperty(app.request, 'ip', {
    configurable: true,
    enumerable: true,
    get(this: express.Request) {
      return this.app.get('trust proxy fn') === trustNone ? this.socket.remoteAddress : expressIp.call(this);
    },
  });
}

/** The SPA: static files, and index.html for every path outside /api and /socket.io. */
function serveWebApp(app: NestExpressApplication, webDist: string): void {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return;
  const compressed = new PrecompressedFiles(webDist);
  const early = earlyHints(webDist);
  const screens = firstScreens(webDist, optional<PublicGoodsHeadings>(app, PUBLIC_GOODS_HEADINGS));
  const html = new CompressedHtml();
  const compressedFiles = compressed.middleware((path) => (isHashedAsset(path) ? IMMUTABLE : 'public, max-age=3600'));
  const staticFiles = express.static(webDist, { index: false, maxAge: '1h', setHeaders: immutableAssets });
  const isApi = (path: string) => path.startsWith(`/${API_PREFIX}/`) || path === `/${API_PREFIX}` || path.startsWith('/socket.io');
  // API and socket paths skip the build's files: serve-static looked each one up on disk (a stat and a stream
  // object per API request, a tracking lookup included), and a file of the build could have shadowed a route.
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) =>
    isApi(request.path) ? next() : compressedFiles(request, response, () => staticFiles(request, response, next)),
  );
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (isApi(request.path)) return next();
    screens(request.path).then(
      (screen) => {
        const links = [...(screen?.links ?? []), early(request.path)].filter(Boolean).join(', ');
        if (links) response.setHeader('Link', links);
        if (screen) return html.send(request, response, screen.html, screen.cacheable);
        if (compressed.send(request, response, index, 'no-cache')) return;
        response.setHeader('Cache-Control', 'no-cache');
        response.sendFile(index);
      },
      (error: unknown) => next(error),
    );
  });
}

function optional<T>(app: INestApplication, token: symbol): T | undefined {
  try {
    return app.get<T>(token, { strict: false });
  } catch {
    return undefined;
  }
}

/**
 * A page's HTML written per request (its first screen), compressed the way the browser accepts: brotli at a
 * fast level (a few kilobytes), gzip otherwise. The landing page's answer never changes: compressed once.
 */
class CompressedHtml {
  private readonly cache = new Map<string, Buffer>();
  /**
   * A goods page's first screen changes with its goods, so it is kept by its content (in effect per version of the
   * goods), a bounded number of pages: a label scanned again and again was compressed again on every scan, and
   * compressing is far dearer than the lookup of the page's text in a Map.
   */
  private readonly pages = new RecentCache<string, Buffer>(PAGES_KEPT);

  send(request: express.Request, response: express.Response, html: string, cacheable: boolean): void {
    const header = request.headers['accept-encoding'];
    const encodings = typeof header === 'string' ? header : undefined;
    const encoding = accepts(encodings, 'br') ? 'br' : accepts(encodings, 'gzip') ? 'gzip' : undefined;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
    if (encoding) response.setHeader('Content-Encoding', encoding);
    if (request.method === 'HEAD') return void response.end();
    if (!encoding) return void response.end(html);
    const key = `${encoding}:${html}`;
    const kept = cacheable ? this.cache : this.pages;
    let body = kept.get(key);
    if (!body) {
      body = encoding === 'br' ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: cacheable ? 11 : 5 } }) : gzipSync(html);
      kept.set(key, body);
    }
    response.end(body);
  }
}

/** Goods pages whose compressed first screen is kept (a few kilobytes each). */
const PAGES_KEPT = 2_000;

/** Files under assets/ carry a content hash in their name: cached for a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const isHashedAsset = (path: string) => path.includes(`${join('assets', '')}`);

function immutableAssets(response: express.Response, path: string): void {
  if (isHashedAsset(path)) response.setHeader('Cache-Control', IMMUTABLE);
}
