import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtAuthGuard } from '../auth/auth.guard';
import { IS_PUBLIC } from '../auth/public.decorator';
import { IpThrottlerGuard, UserThrottlerGuard } from './throttling';

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
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (!isPublic) await this.jwt.canActivate(context);
    await this.userLimits.canActivate(context);
    return true;
  }

}
