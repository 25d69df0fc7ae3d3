import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { Observable, from, of, switchMap, tap } from 'rxjs';
import { RecentCache } from '../cache/recent.cache';
import { DomainError, ValidationFailed } from '../errors/domain.errors';
import { PLATFORM } from '../errors/platform.errors';
import { BeforeHandler } from './interceptor-bypass';

const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
/** First answers kept (per process): a client retries within minutes, not days. */
const KEPT_ANSWERS = 10_000;
const KEPT_MS = 24 * 3600 * 1000;

interface Answer {
  fingerprint: string;
  at: number;
  /** Settles with the first request's answer; rejected answers are forgotten, so a retry runs again. */
  answer: Promise<{ status: number; body: unknown }>;
}

/**
 * The first answers by key, one store per app: the interceptor is on each POST route (body-routes.interceptor.ts), so Nest makes
 * one per module, and a key reused on another module's route must still be recognised.
 */
@Injectable()
export class IdempotencyAnswers extends RecentCache<string, Answer> {
  constructor() {
    super(KEPT_ANSWERS);
  }
}

/**
 * `Idempotency-Key` on POST (every creating call): the same key with the same request answers the first
 * answer again, status and body, without running the command twice (also while the first is still running);
 * the same key with another request is refused with 422. Keys belong to the signed-in user (or the client IP
 * on public routes). The first answers live in this process; across a restart the command id derived from the
 * key still keeps the events from being appended twice (event ids derive from it, see commandContext).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor, BeforeHandler {
  constructor(private readonly answers: IdempotencyAnswers) {}

  /** Without a key (or on another method than POST) it has nothing to do (see interceptor-bypass.ts). */
  onlyBefore(request: Request): boolean {
    return request.method !== 'POST' || request.headers['idempotency-key'] === undefined;
  }

  before(): undefined {
    return undefined;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request & { user?: { id: string } }>();
    const response = context.switchToHttp().getResponse<Response>();
    const header = request.headers['idempotency-key'];
    const key = Array.isArray(header) ? header[0] : header;
    if (request.method !== 'POST' || key === undefined) return next.handle();
    if (!KEY.test(key)) throw new ValidationFailed({ 'Idempotency-Key': ['Use 8 to 128 letters, digits or . _ : - characters.'] });

    const scope = request.user?.id ? `user:${request.user.id}` : `ip:${request.ip}`;
    const id = createHash('sha256').update(`${scope}\u0000${key}`).digest('hex');
    const fingerprint = fingerprintOf(request);
    const earlier = this.answers.get(id);
    if (earlier && Date.now() - earlier.at < KEPT_MS) {
      if (earlier.fingerprint !== fingerprint) {
        throw new DomainError('unprocessable', PLATFORM.IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was used with another request; use a new key for a new request.');
      }
      return from(earlier.answer).pipe(
        tap(({ status }) => {
          response.status(status);
          response.setHeader('Idempotent-Replayed', 'true');
        }),
        switchMap(({ body }) => of(body)),
      );
    }

    let settle!: (answer: { status: number; body: unknown }) => void;
    let fail!: (error: unknown) => void;
    const answer = new Promise<{ status: number; body: unknown }>((resolve, reject) => ((settle = resolve), (fail = reject)));
    answer.catch(() => undefined);
    this.answers.set(id, { fingerprint, at: Date.now(), answer });
    return next.handle().pipe(
      tap({
        next: (body) => settle({ status: response.statusCode, body }),
        error: (error) => {
          this.answers.delete(id);
          fail(error);
        },
      }),
    );
  }
}

/** What makes two requests "the same": method, path and body (a multipart body by its type and length). */
function fingerprintOf(request: Request): string {
  const type = request.headers['content-type'] ?? '';
  const body = type.startsWith('multipart/') ? `${type.split(';')[0]}:${request.headers['content-length'] ?? ''}` : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(`${request.method} ${request.path}\u0000${body}`).digest('hex');
}
