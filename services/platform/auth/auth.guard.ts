import { ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../errors/domain.errors';
import { ApiKeyAuthenticator, presentedApiKey } from './api-key.authenticator';
import { AuthUser, JwtStrategy } from './jwt.strategy';
import { INVALID_TOKEN } from './token.service';
import { PLATFORM } from '../errors/platform.errors';

/** Requires a valid access token or API key; answers 401 `{detail}` otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly strategy: JwtStrategy,
    private readonly apiKeys: ApiKeyAuthenticator,
  ) {
    super();
  }

  /**
   * Already authenticated by the global RequestGuard (a route may still name this guard): true at once, without a
   * promise (Nest awaits a guard's promise, one more turn of the microtask queue on every such request).
   */
  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (request.user) return true;
    return this.authenticate(context, request);
  }

  /** A token passport-jwt verified before skips a second verification; its session is checked every time. */
  private async authenticate(context: ExecutionContext, request: Request & { user?: AuthUser }): Promise<boolean> {
    const apiKey = presentedApiKey(request);
    if (apiKey !== undefined) {
      request.user = await this.apiKeys.authenticate(apiKey, request.method);
      return true;
    }
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const payload = token ? this.strategy.verified.get(token) : undefined;
    if (payload) {
      request.user = this.handleRequest(null, await this.strategy.validate(payload), undefined, context) as AuthUser;
      return true;
    }
    const allowed = (await super.canActivate(context)) as boolean;
    if (allowed && token) this.strategy.verified.remember(token);
    return allowed;
  }

  override handleRequest<T>(error: unknown, user: T, _info: unknown, context: ExecutionContext): T {
    if (error || !user) {
      const request = context.switchToHttp().getRequest<Request>();
      const hasToken = /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
      throw hasToken
        ? new DomainError('unauthorized', PLATFORM.AUTH_INVALID_TOKEN, INVALID_TOKEN)
        : new DomainError('unauthorized', PLATFORM.AUTH_NOT_AUTHENTICATED, 'Authentication credentials were not provided.');
    }
    return user;
  }
}

/** What passport-jwt's `fromAuthHeaderAsBearerToken` extracts. */
const BEARER = /^bearer\s+(\S+)$/i;

/** The signed-in user of a request guarded by JwtAuthGuard. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser => context.switchToHttp().getRequest<Request & { user: AuthUser }>().user,
);
