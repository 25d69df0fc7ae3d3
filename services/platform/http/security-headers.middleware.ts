import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { HelmetOptions } from 'helmet';

/**
 * helmet's response headers, worked out once at start-up. helmet runs a dozen middlewares per request
 * (about a tenth of a millisecond each request under load); with a fixed configuration they always set
 * the same headers, so they are recorded from one run of helmet and set in one call afterwards.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const { set, removed } = recordHelmet(options);
  const headers = new Map(Object.entries(set));
  return (_request: Request, response: Response, next: NextFunction) => {
    response.setHeaders(headers);
    for (const name of removed) response.removeHeader(name);
    next();
  };
}

/** The headers one run of helmet sets and removes (helmet never reads the request for these options). */
export function recordHelmet(options: HelmetOptions): { set: Record<string, string>; removed: string[] } {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const response = {
    setHeader: (name: string, value: unknown) => void (set[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void removed.push(name.toLowerCase()),
  };
  let done = false;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  // helmet is synchronous; if a future version were not, the headers above would be incomplete.
  if (!done) throw new Error('helmet did not finish synchronously');
  return { set, removed };
}
