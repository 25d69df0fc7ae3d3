import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtAuthGuard } from '../auth/auth.guard';
import { IS_PUBLIC } from '../auth/public.decorator';
import { IpThrottlerGuard, UserThrottlerGuard } from './throttling.guard';

/**
 * The one global guard of every HTTP route, in this order: the per-IP limits, then authentication unless
 * the route is `@Public()` (JwtAuthGuard: an API key, else the bearer access token), then
 * the per-user (or per-key) limit. Guards run before interceptors, so all of this happens before a body
 * or an uploaded file is read (bodies are parsed by BodyParserInterceptor, files by multer's interceptor).
 */
@Injectable()
export class RequestGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly ipLimits: IpThrottlerGuard,
    private readonly jwt: JwtAuthGuard,
    private readonly userLimits: UserThrottlerGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    await this.ipLimits.canActivate(context);
    if (!this.isPublic(context.getHandler(), context.getClass())) await this.jwt.canActivate(context);
    await this.userLimits.canActivate(context);
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
