import 'reflect-metadata';
import { CallHandler, Controller, ExecutionContext, Injectable, Module, NestInterceptor, Post, Req, UseInterceptors } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { Request } from 'express';
import { Observable, map } from 'rxjs';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BeforeHandler, bypassBeforeOnlyInterceptors } from './interceptor-bypass';

const calls: string[] = [];

/** Before the handler it notes the request; with `x-after` it also changes the answer after the handler. */
@Injectable()
class Marking implements NestInterceptor, BeforeHandler {
  onlyBefore(request: Request): boolean {
    return request.headers['x-after'] === undefined;
  }

  before(request: Request): Promise<void> | undefined {
    calls.push('before');
    // Waits a turn when asked, as a body still arriving does.
    if (request.headers['x-wait'] === undefined) return undefined;
    return new Promise<void>((resolve) => setImmediate(resolve));
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    calls.push('chain');
    void this.before(context.switchToHttp().getRequest());
    return next.handle().pipe(map((body) => ({ ...(body as object), after: true })));
  }
}

/** An interceptor that knows nothing of `BeforeHandler`: its route always gets Nest's chain. */
@Injectable()
class Plain implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    calls.push('plain');
    return next.handle();
  }
}

@Controller()
class ThingsController {
  @Post('marked')
  @UseInterceptors(Marking, Marking)
  marked(@Req() request: Request) {
    calls.push('handler');
    return { ok: true, path: request.path };
  }

  @Post('mixed')
  @UseInterceptors(Marking, Plain)
  mixed() {
    calls.push('handler');
    return { ok: true };
  }

  @Post('failing')
  @UseInterceptors(Marking)
  failing() {
    throw new Error('boom');
  }
}

@Module({ controllers: [ThingsController], providers: [Marking, Plain] })
class ThingsModule {}

describe('bypassBeforeOnlyInterceptors', () => {
  let app: INestApplication;
  beforeAll(async () => {
    bypassBeforeOnlyInterceptors();
    bypassBeforeOnlyInterceptors();
    app = await NestFactory.create(ThingsModule, { logger: false });
    await app.init();
  });
  afterAll(() => app.close());

  const post = async (path: string, headers: Record<string, string> = {}) => {
    calls.length = 0;
    const response = await request(app.getHttpServer()).post(path).set(headers);
    return { status: response.status, body: response.body as unknown, calls: [...calls] };
  };

  it('runs each interceptor’s before step in order and calls the handler directly when all act only before it', async () => {
    expect(await post('/marked')).toEqual({ status: 201, body: { ok: true, path: '/marked' }, calls: ['before', 'before', 'handler'] });
    expect(await post('/marked', { 'x-wait': '1' })).toEqual({ status: 201, body: { ok: true, path: '/marked' }, calls: ['before', 'before', 'handler'] });
  });

  it('runs Nest’s chain when one interceptor has work after the handler, or does not know the bypass', async () => {
    expect(await post('/marked', { 'x-after': '1' })).toEqual({
      status: 201,
      body: { ok: true, path: '/marked', after: true },
      calls: ['chain', 'before', 'chain', 'before', 'handler'],
    });
    expect(await post('/mixed')).toEqual({ status: 201, body: { ok: true, after: true }, calls: ['chain', 'before', 'plain', 'handler'] });
  });

  it('answers a handler’s error as Nest does', async () => {
    const bypassed = await post('/failing');
    const chained = await post('/failing', { 'x-after': '1' });
    expect(bypassed.status).toBe(500);
    expect(bypassed.body).toEqual(chained.body);
  });
});
