import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import express from 'express';
import { Observable, from, switchMap } from 'rxjs';
import { AppConfig, CONFIG } from '../../config/config';

type Parser = (request: express.Request, response: express.Response, next: (error?: unknown) => void) => void;

/**
 * Reads JSON and form bodies (with the body limit) only once a request has passed the global guard: the
 * limits and authentication refuse a request before its body is read. Multipart files are read by
 * multer's interceptor on their routes, after this one.
 */
@Injectable()
export class BodyParserInterceptor implements NestInterceptor {
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
    return from(this.parse(request, response)).pipe(switchMap(() => next.handle()));
  }

  private async parse(request: express.Request, response: express.Response): Promise<void> {
    for (const parser of this.parsers) {
      await new Promise<void>((resolve, reject) => parser(request, response, (error) => (error ? reject(error) : resolve())));
    }
  }
}
