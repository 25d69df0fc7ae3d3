import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import express from 'express';
import { Observable, from, switchMap } from 'rxjs';
import { AppConfig, CONFIG } from '../../config/config';
import { BeforeHandler } from './interceptor-bypass';

type Parser = (request: express.Request, response: express.Response, next: (error?: unknown) => void) => void;

/**
 * Reads JSON and form bodies (with the body limit) only once a request has passed the global guard: the
 * limits and authentication refuse a request before its body is read. Multipart files are read by
 * multer's interceptor on their routes, after this one.
 */
@Injectable()
export class BodyParserInterceptor implements NestInterceptor, BeforeHandler {
  private readonly parsers: Parser[];

  constructor(@Inject(CONFIG) config: AppConfig) {
    this.parsers = [
      express.json({ limit: config.BODY_LIMIT, strict: false }) as Parser,
      express.urlencoded({ extended: false, limit: config.BODY_LIMIT }) as Parser,
    ];
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<express.Request>();
    const response = context.switchToHttp().getResponse<express.Response>();
    return from(this.before(request, response) ?? Promise.resolve()).pipe(switchMap(() => next.handle()));
  }

  /** Reading the body is all it does: nothing after the handler (see interceptor-bypass.ts). */
  onlyBefore(): boolean {
    return true;
  }

  /** Runs the parsers in order; a promise only while a body is still arriving (no body, no wait). */
  before(request: express.Request, response: express.Response): Promise<void> | undefined {
    let result: { error?: unknown } | undefined;
    let settle: ((error?: unknown) => void) | undefined;
    const run = (index: number): void => {
      if (index === this.parsers.length) return done();
      this.parsers[index](request, response, (error) => (error ? done(error) : run(index + 1)));
    };
    const done = (error?: unknown): void => {
      if (settle) settle(error);
      else result = { error };
    };
    run(0);
    if (result) return result.error === undefined ? undefined : Promise.reject(result.error);
    return new Promise<void>((resolve, reject) => (settle = (error) => (error === undefined ? resolve() : reject(error))));
  }
}
