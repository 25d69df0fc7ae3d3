import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { Logger, PinoLogger } from 'nestjs-pino';
import { Store, storage } from 'nestjs-pino/storage';
import { Options, pinoHttp } from 'pino-http';
import { AppConfig } from '../../config/config';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Structured JSON logs (nestjs-pino): one line per request with its id (the caller's `X-Request-Id` when
 * well-formed, else a new UUID, echoed in the response), method, path without the query (ids and
 * addresses stay out), status and time; credentials are redacted. Probes and scrapes are not logged.
 */
export function loggingOptions(config: AppConfig): Options {
  return {
      level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info'),
      genReqId: (request: IncomingMessage, response: ServerResponse) => {
        const given = request.headers['x-request-id'];
        const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
        response.setHeader('X-Request-Id', id);
        return id;
      },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
      serializers: {
        req: (request: { id: string; method: string; url: string }) => ({ id: request.id, method: request.method, path: request.url.split('?')[0] }),
        res: (response: { statusCode: number }) => ({ status: response.statusCode }),
      },
      customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
        error || response.statusCode >= 500 ? 'error' : 'info',
      autoLogging: {
        ignore: (request: IncomingMessage) => /^\/api\/(health(\/live)?|metrics)(\?|$)/.test(request.url ?? ''),
      },
  };
}

/**
 * The request logger (plain Express middleware, so it adds no route) and the Nest logger writing through
 * the same pino instance; inside a request, Nest's log lines carry the request's id (nestjs-pino's storage).
 */
export function createLogging(config: AppConfig): { middleware: RequestHandler[]; logger: Logger } {
  const http = pinoHttp(loggingOptions(config));
  const bind: RequestHandler = (request, _response, next) => storage.run(new Store(request.log), next);
  const logger = new Logger(new PinoLogger({ pinoHttp: { logger: http.logger } }), {});
  return { middleware: [http as unknown as RequestHandler, bind], logger };
}
