import { InterceptorsConsumer } from '@nestjs/core/interceptors/interceptors-consumer';
import type { Request, Response } from 'express';

/**
 * An interceptor whose whole work, for some requests, happens before the route handler: reading the body, or
 * nothing at all (an Idempotency-Key interceptor on a request without a key).
 */
export interface BeforeHandler {
  /** True when, for this request, the interceptor does nothing after the handler (nothing but `before`). */
  onlyBefore(request: Request): boolean;
  /** Its work before the handler; a promise when it has to wait (a body still arriving). */
  before(request: Request, response: Response): Promise<void> | undefined;
}

const isBeforeHandler = (interceptor: unknown): interceptor is BeforeHandler =>
  typeof (interceptor as Partial<BeforeHandler>).onlyBefore === 'function' && typeof (interceptor as Partial<BeforeHandler>).before === 'function';

type Intercept = InterceptorsConsumer['intercept'];
let installed = false;

/**
 * Nest runs a route's interceptors as a chain of rxjs observables, each link deferred through a new
 * `AsyncResource.bind` (an async resource and two deprecation wrappers per call in Node 20): on a command route
 * (body parser, then Idempotency-Key) that chain was about a tenth of the request's allocations. When every
 * interceptor of the route does its work before the handler for this request (`BeforeHandler.onlyBefore`), their
 * `before` steps run in order and the handler is called directly, as Nest does for a route without interceptors.
 * Otherwise (a file upload's multer interceptor, a request with an Idempotency-Key) the chain runs as before.
 * Installed once per process; a route without such interceptors is untouched.
 */
export function bypassBeforeOnlyInterceptors(): void {
  if (installed) return;
  installed = true;
  const prototype = InterceptorsConsumer.prototype as { intercept: Intercept };
  const intercept = prototype.intercept;
  prototype.intercept = function (this: InterceptorsConsumer, interceptors, args, instance, callback, next, type) {
    if (type === 'http' && interceptors.length > 0 && interceptors.every((i) => isBeforeHandler(i) && i.onlyBefore(args[0] as Request))) {
      return beforeThenHandle(interceptors as unknown as BeforeHandler[], args[0] as Request, args[1] as Response, next);
    }
    return intercept.call(this, interceptors, args, instance, callback, next, type);
  } as Intercept;
}

async function beforeThenHandle(interceptors: BeforeHandler[], request: Request, response: Response, next: () => Promise<unknown>): Promise<unknown> {
  for (const interceptor of interceptors) {
    const waiting = interceptor.before(request, response);
    if (waiting) await waiting;
  }
  return next();
}
