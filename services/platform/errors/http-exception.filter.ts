import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { WrongExpectedRevisionError } from '../event-store/event-store.port';
import { DomainError, ErrorKind, RateLimited, ValidationFailed } from './domain.errors';
import { RouteTable } from '../http/route-table.registry';
import { inRequest } from '../http/logging.middleware';

/** The one place where error kinds become HTTP status codes. */
const STATUS: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
};

interface Reply {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * Maps everything thrown while handling a request to the error shapes of API.md. Nothing but `detail`
 * (and documented extras) leaves the server: no stack traces, no driver messages.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpErrorFilter');

  constructor(private readonly routes: RouteTable) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const request = host.switchToHttp().getRequest<Request>();
    const response = host.switchToHttp().getResponse<Response>();
    const reply = this.toReply(exception, request);
    // Through the request's logger: the line carries its id (see logging.middleware.ts).
    if (reply.status >= 500) inRequest(request, () => this.logger.error(`${request.method} ${request.originalUrl}`, exception as Error));
    for (const [k, v] of Object.entries(reply.headers ?? {})) response.setHeader(k, v);
    if (!response.headersSent) response.status(reply.status).json(reply.body);
  }

  toReply(exception: unknown, request: Request): Reply {
    if (exception instanceof ValidationFailed) return { status: 400, body: { ...exception.fields, ...exception.extra } };
    if (exception instanceof RateLimited) {
      return {
        status: 429,
        body: { detail: exception.message },
        headers: { 'Retry-After': String(exception.retryAfterSeconds) },
      };
    }
    if (exception instanceof DomainError && exception.kind === 'validation') {
      // A refusal not tied to one field, in the documented validation shape.
      return { status: 400, body: { non_field_errors: [exception.message] } };
    }
    if (exception instanceof DomainError) {
      return { status: STATUS[exception.kind], body: { detail: exception.message, code: exception.code, ...exception.extra } };
    }
    if (exception instanceof WrongExpectedRevisionError) {
      return { status: 409, body: { detail: 'This record was changed by someone else meanwhile. Please retry.', code: exception.code } };
    }
    const bodyParserReply = fromBodyParser(exception);
    if (bodyParserReply) return bodyParserReply;
    if (exception instanceof HttpException) return this.fromHttpException(exception, request);
    return { status: 500, body: { detail: 'A server error occurred.' } };
  }

  private fromHttpException(exception: HttpException, request: Request): Reply {
    const status = exception.getStatus();
    if (status === 404) {
      const allowed = this.routes.allowedMethods(request.path);
      if (allowed.length > 0) {
        return {
          status: 405,
          body: { detail: `Method "${request.method}" not allowed.` },
          headers: { Allow: allowed.join(', ') },
        };
      }
      return { status: 404, body: { detail: 'Not found.' } };
    }
    // Nest reports body-parser's JSON syntax errors as a plain BadRequestException; our own code never throws one.
    if (status === 400 && request.is('application/json')) {
      return { status, body: { detail: `JSON parse error - ${exception.message}` } };
    }
    if (status === 401) return { status, body: { detail: 'Authentication credentials were not provided.' } };
    if (status === 413) return { status, body: { detail: 'Request body is too large.' } };
    if (status >= 500) return { status: 500, body: { detail: 'A server error occurred.' } };
    const response = exception.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : typeof (response as { message?: unknown }).message === 'string'
          ? (response as { message: string }).message
          : exception.message;
    return { status, body: { detail: message } };
  }
}

/** body-parser and multer report through plain errors with a `type` or `code`. */
function fromBodyParser(exception: unknown): Reply | undefined {
  const e = exception as { type?: string; code?: string; status?: number; message?: string } | null;
  if (!e || typeof e !== 'object') return undefined;
  if (e.type === 'entity.parse.failed') return { status: 400, body: { detail: `JSON parse error - ${e.message ?? 'malformed JSON'}` } };
  if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE' || e.code === 'LIMIT_FIELD_VALUE') {
    return { status: 413, body: { detail: 'Request body is too large.' } };
  }
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return { status: 415, body: { detail: 'Unsupported media type in request.' } };
  }
  if (typeof e.code === 'string' && e.code.startsWith('LIMIT_')) {
    return { status: 400, body: { detail: e.message ?? 'Invalid upload.' } };
  }
  return undefined;
}
