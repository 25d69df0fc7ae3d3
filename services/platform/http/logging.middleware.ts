import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { Logger, PinoLogger } from 'nestjs-pino';
import type { DestinationStream, Logger as Pino } from 'pino';
import { Options, pinoHttp } from 'pino-http';
import { AppConfig } from '../../config/config';

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
/** Probes and scrapes: answered, never logged. */
const NOT_LOGGED = /^\/api\/(health(\/live)?|metrics)(\?|$)/;

/** The caller's `X-Request-Id` when well-formed, else a new UUID; echoed in the response. */
function requestId(request: IncomingMessage, response: ServerResponse): string {
  const given = request.headers['x-request-id'];
  const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}

/**
 * Structured JSON logs (pino): one line per request with its id (the caller's `X-Request-Id` when
 * well-formed, else a new UUID, echoed in the response), method, path without the query (ids and
 * addresses stay out), status and time; credentials are redacted. Probes and scrapes are not logged.
 * The options are pino-http's, so the lines have pino-http's shape ("request completed" / "request errored").
 */
export function loggingOptions(config: AppConfig): Options {
  return {
    level: config.LOG_LEVEL ?? (config.NODE_ENV === 'test' ? 'warn' : 'info'),
    genReqId: requestId,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({ id: request.id, method: request.method, path: request.url.split('?')[0] }),
      res: (response: { statusCode: number }) => ({ status: response.statusCode }),
    },
    customLogLevel: (_request: IncomingMessage, response: ServerResponse, error?: Error) =>
      error || response.statusCode >= 500 ? 'error' : 'info',
    autoLogging: { ignore: (request: IncomingMessage) => NOT_LOGGED.test(request.url ?? '') },
  };
}

/**
 * One request's logger (the root logger with the request bound), built on first use. pino-http builds it for every
 * request, serializing and redacting the request even when its level logs nothing (the bench and tests run at
 * `warn`): that was a sixth of a public lookup's CPU.
 */
class RequestLog {
  private child?: Pino;

  constructor(
    private readonly root: Pino,
    private readonly request: IncomingMessage,
    /** When the request came in (ms since the epoch), for its line's `responseTime`. */
    readonly started: number,
  ) {}

  get logger(): Pino {
    return (this.child ??= this.root.child({ req: this.request }));
  }
}

const LOG = Symbol('request log');
type Logged = IncomingMessage & { [LOG]?: RequestLog };

/**
 * The request whose code is running now, synchronously: set while the middlewares and guards after the request
 * logger run (until the first await), and by `inRequest`. Not an AsyncLocalStorage (nestjs-pino's storage): in
 * Node 20 one `run` turns on promise hooks for every promise of the process for good, and those hooks were about
 * a fifth of a public lookup's CPU. A line written for a request after an await goes through `inRequest`.
 */
let current: RequestLog | undefined;

/**
 * Runs `write` (which logs through Nest's logger) as part of `request`: its lines carry the request's id. For code
 * that holds the request after an await (the error filter).
 */
export function inRequest<T>(request: IncomingMessage, write: () => T): T {
  const outer = current;
  current = (request as Logged)[LOG] ?? outer;
  try {
    return write();
  } finally {
    current = outer;
  }
}

/**
 * nestjs-pino's logger, with the request's logger taken from `current` instead of its AsyncLocalStorage, and this
 * app's root logger outside requests (nestjs-pino keeps the first one a process made).
 */
class RequestPinoLogger extends PinoLogger {
  constructor(private readonly root: Pino) {
    super({ pinoHttp: { logger: root } });
  }

  override get logger(): Pino {
    return current?.logger ?? this.root;
  }
}

/**
 * The request logger (plain Express middleware, so it adds no route) and the Nest logger writing through
 * the same pino instance; Nest's log lines written inside a request (see `current`) carry the request's id.
 * `destination` is for tests (stdout otherwise).
 */
export function createLogging(config: AppConfig, destination?: DestinationStream): { middleware: RequestHandler[]; logger: Logger } {
  // pino-http makes the root logger (its serializers wrapped, so lines keep pino-http's shape); the per-request
  // part is ours, below, so that a request whose line is not logged costs an id and two listeners.
  const root = pinoHttp(loggingOptions(config), destination as never).logger as unknown as Pino;
  // One listener function for every response (`this` is the response), not a closure per request. A response
  // emits 'close' after 'finish' (or alone when the connection went first), so 'close' sees every end; 'error' too.
  function ended(this: ServerResponse, error?: Error) {
    this.removeListener('close', ended);
    this.removeListener('error', ended);
    const request = this.req as Logged;
    const log = request[LOG];
    const failed = error !== undefined || this.statusCode >= 500;
    // As pino-http: probes are not logged, unless the response itself failed ('error').
    if (!log || !root.isLevelEnabled(failed ? 'error' : 'info') || (error === undefined && NOT_LOGGED.test((request as { originalUrl?: string }).originalUrl ?? request.url ?? ''))) return;
    const responseTime = Date.now() - log.started;
    if (failed) log.logger.error({ res: this, err: error ?? new Error(`failed with status code ${this.statusCode}`), responseTime }, 'request errored');
    else log.logger.info({ res: this, responseTime }, 'request completed');
  }
  const middleware: RequestHandler = (request, response, next) => {
    (request as IncomingMessage & { id?: string }).id = requestId(request, response);
    const log = new RequestLog(root, request, Date.now());
    (request as Logged)[LOG] = log;
    // Nothing at info or error: no line will ever be written, so no listener either.
    if (root.isLevelEnabled('error')) {
      response.on('close', ended);
      response.on('error', ended);
    }
    inRequest(request, next);
  };
  const logger = new Logger(new RequestPinoLogger(root), {});
  return { middleware: [middleware], logger };
}
