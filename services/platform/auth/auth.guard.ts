import { ExecutionContext, Injectable, createParamDecorator } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';
import { AuthUser } from './jwt.strategy';
import { INVALID_TOKEN } from './token.service';

/** Requires a valid access token; answers 401 `{detail}` otherwise. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T>(error: unknown, user: T, _info: unknown, context: ExecutionContext): T {
    if (error || !user) {
      const request = context.switchToHttp().getRequest<Request>();
      const hasToken = /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
      throw hasToken
        ? new DomainError('unauthorized', 'AUTH.INVALID_TOKEN', INVALID_TOKEN)
        : new DomainError('unauthorized', 'AUTH.NOT_AUTHENTICATED', 'Authentication credentials were not provided.');
    }
    return user;
  }
}

/** The signed-in user of a request guarded by JwtAuthGuard. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthUser => context.switchToHttp().getRequest<Request & { user: AuthUser }>().user,
);
