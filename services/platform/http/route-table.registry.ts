import { Injectable, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';

interface Route {
  method: string;
  pattern: RegExp;
}

/**
 * Every route the controllers declare, so an unknown method on a known path answers 405 with the
 * allowed methods instead of a bare 404.
 */
@Injectable()
export class RouteTable {
  private routes: Route[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  build(globalPrefix: string): void {
    const routes: Route[] = [];
    for (const wrapper of this.discovery.getControllers()) {
      const { instance, metatype } = wrapper;
      if (!instance || !metatype) continue;
      const base = paths(Reflect.getMetadata(PATH_METADATA, metatype));
      const prototype = Object.getPrototypeOf(instance);
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        for (const b of base) {
          for (const p of paths(Reflect.getMetadata(PATH_METADATA, handler))) {
            const full = ['', globalPrefix, b, p].join('/').replace(/\/+/g, '/').replace(/\/$/, '');
            routes.push({ method: RequestMethod[method], pattern: toPattern(full) });
          }
        }
      }
    }
    this.routes = routes;
  }

  allowedMethods(path: string): string[] {
    const clean = path.replace(/\/$/, '');
    const methods = new Set(this.routes.filter((r) => r.pattern.test(clean)).map((r) => r.method));
    if (methods.has('GET')) methods.add('HEAD');
    if (methods.size > 0) methods.add('OPTIONS');
    return [...methods];
  }
}

function paths(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [value === undefined ? '' : String(value)];
}

function toPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? '[^/]+' + (seg.endsWith('?') ? '?' : '') : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}
