import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { JwtAuthGuard } from '../auth/auth.guard';
import { IS_PUBLIC } from '../auth/public.decorator';
import { AuthUser } from '../auth/jwt.strategy';
import { ReadYourWrites } from '../projections/read-your-writes.service';
import { IpThrottlerGuard, UserThrottlerGuard } from './throttling.guard';

/**
 * The one global guard of every HTTP route, in this order: the per-IP limits, then authentication unless
 * the route is `@Public()` (JwtAuthGuard: an API key, else the bearer access token), then
 * the per-user (or per-key) limit, then a wait for a bulk import the caller is owed (read-your-writes). Guards run
 * before interceptors, so all of this happens before a body or an uploaded file is read (bodies are parsed by
 * BodyParserInterceptor, files by multer's interceptor: route interceptors, see body-routes.interceptor.ts).
 */
@Injectable()
export class RequestGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly ipLimits: IpThrottlerGuard,
    private readonly jwt: JwtAuthGuard,
    private readonly userLimits: UserThrottlerGuard,
    private readonly reads: ReadYourWrites,
  ) {}

  /**
   * Synchronous (no promise) where nothing waits: a public route's per-IP count is a few Map operations, and every
   * promise here costs an allocation and a turn of the microtask queue, and Nest awaits what a guard returns.
   */
  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const counting = this.ipLimits.count(context);
    if (counting) return counting.then(() => this.afterIpLimits(context));
    return this.afterIpLimits(context);
  }

  private afterIpLimits(context: ExecutionContext): boolean | Promise<boolean> {
    if (this.isPublic(context.getHandler(), context.getClass())) return this.afterAuthentication(context);
    const authenticated = this.jwt.canActivate(context);
    return authenticated === true ? this.afterAuthentication(context) : Promise.resolve(authenticated).then(() => this.afterAuthentication(context));
  }

  private afterAuthentication(context: ExecutionContext): boolean | Promise<boolean> {
    const counting = this.userLimits.count(context);
    if (counting) return counting.then(() => this.afterUserLimits(context));
    return this.afterUserLimits(context);
  }

  private afterUserLimits(context: ExecutionContext): boolean | Promise<boolean> {
    // Read-your-writes of a bulk import (see ReadYourWrites): the uploader's requests wait, before any body is read.
    if (this.reads.pending) {
      const userId = context.switchToHttp().getRequest<Request & { user?: AuthUser }>().user?.id;
      if (userId) return this.reads.settleFor(userId).then(() => true);
    }
    return true;
  }

  // Route metadata is fixed at start-up: looked up once per handler, not per request (reflect-metadata walks
  // the prototype chain on every lookup).
  private readonly publicHandlers = new WeakMap<object, boolean>();

  private isPublic(handler: object, type: object): boolean {
    let known = this.publicHandlers.get(handler);
    if (known === undefined) {
      known = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [handler as never, type as never]) === true;
      this.publicHandlers.set(handler, known);
    }
    return known;
  }
}
