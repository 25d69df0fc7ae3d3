import { ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ThrottlerGuard, ThrottlerLimitDetail, ThrottlerModuleOptions, ThrottlerRequest } from '@nestjs/throttler';
import type { Request } from 'express';
import { AppConfig } from '../../config/config';
import { AuthUser } from '../auth/jwt.strategy';
import { RateLimited } from '../errors/domain-error';
import { QueueThrottlerStorage } from './throttler-storage';

/** Stricter per-IP limits of some public routes, each group with its own window and count. */
export type RateLimitGroup = 'auth' | 'contact' | 'complaint' | 'qr';
const GROUPS: RateLimitGroup[] = ['auth', 'contact', 'complaint', 'qr'];
const RATE_LIMIT_GROUP = 'throttle:group';

/** Puts a route into a stricter per-IP group (on top of the general per-IP and per-user limits). */
export const RateLimit = (group: RateLimitGroup) => SetMetadata(RATE_LIMIT_GROUP, group);

/** Throttlers counted per client IP: every request, and the stricter groups. */
const PER_IP = new Set<string>(['ip', ...GROUPS]);

/**
 * The limits (@nestjs/throttler, in-process storage: QueueThrottlerStorage): `ip` for every request of a client address, `user`
 * for every request of a signed-in user or API key, and one per group of sensitive public routes.
 */
export function throttlerOptions(config: AppConfig): ThrottlerModuleOptions {
  const window = config.RATE_WINDOW * 1000;
  return {
    throttlers: [
      { name: 'ip', ttl: 60_000, limit: config.REQUESTS_PER_IP },
      {
        name: 'user',
        ttl: 60_000,
        limit: (context: ExecutionContext) =>
          context.switchToHttp().getRequest<Request & { user?: AuthUser }>().user?.apiKey ? config.API_KEY_PER_MINUTE : config.REQUESTS_PER_USER,
      },
      { name: 'auth', ttl: window, limit: config.AUTH_PER_IP },
      { name: 'contact', ttl: window, limit: config.PUBLIC_FORMS_PER_IP },
      { name: 'complaint', ttl: window, limit: config.PUBLIC_FORMS_PER_IP },
      { name: 'qr', ttl: window, limit: config.QR_UPLOADS_PER_IP },
    ],
    setHeaders: false,
    // The library's answers in constant time per hit (its own storage copies a client's whole window per request).
    storage: new QueueThrottlerStorage(),
  };
}

/**
 * A ThrottlerGuard for a subset of the throttlers. Keys are the throttler and the tracker only (not the
 * route), so a group's routes share one count; over the limit it throws our RateLimited (429 with
 * Retry-After in the API's shape).
 */
abstract class SomeThrottlersGuard extends ThrottlerGuard {
  protected abstract handles(name: string): boolean;

  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const name = props.throttler.name ?? 'default';
    if (!this.handles(name)) return true;
    if ((GROUPS as string[]).includes(name)) {
      const group = this.reflector.getAllAndOverride<string | undefined>(RATE_LIMIT_GROUP, [props.context.getHandler(), props.context.getClass()]);
      if (group !== name) return true;
    }
    return super.handleRequest(props);
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    return `${name}:${tracker}`;
  }

  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw new RateLimited(Math.max(1, Math.ceil(detail.timeToBlockExpire)));
  }
}

/** Per client IP: runs first, before authentication and before any body or file is read. */
@Injectable()
export class IpThrottlerGuard extends SomeThrottlersGuard {
  protected handles(name: string): boolean {
    return PER_IP.has(name);
  }

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    return (request as unknown as Request).ip ?? 'unknown';
  }
}

/** Per signed-in user, or per API key when the request came with one; anonymous requests are not counted. */
@Injectable()
export class UserThrottlerGuard extends SomeThrottlersGuard {
  protected handles(name: string): boolean {
    return name === 'user';
  }

  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const request = props.context.switchToHttp().getRequest<Request & { user?: AuthUser }>();
    if (!request.user) return true;
    return super.handleRequest(props);
  }

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    const caller = request.user as AuthUser | undefined;
    return caller?.apiKey ? `key:${caller.apiKey.id}` : `user:${caller?.id ?? ''}`;
  }
}

export { Reflector };
