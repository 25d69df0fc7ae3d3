import { ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ThrottlerGenerateKeyFunction,
  ThrottlerGetTrackerFunction,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  ThrottlerModuleOptions,
  ThrottlerOptions,
} from '@nestjs/throttler';
import type { Request } from 'express';
import { AppConfig } from '../../config/config';
import { AuthUser } from '../auth/jwt.strategy';
import { RateLimited } from '../errors/domain.errors';
import { QueueThrottlerStorage } from './throttler.store';

/**
 * Stricter limits of some routes, each group with its own window and count: per IP for public routes, per
 * user for `lookup` (finding people by e-mail, so nobody checks a list of addresses against the user base).
 */
export type RateLimitGroup = 'auth' | 'contact' | 'complaint' | 'qr' | 'lookup';
const IP_GROUPS: RateLimitGroup[] = ['auth', 'contact', 'complaint', 'qr'];
const GROUPS: RateLimitGroup[] = [...IP_GROUPS, 'lookup'];
const RATE_LIMIT_GROUP = 'throttle:group';

/** Puts a route into a stricter per-IP group (on top of the general per-IP and per-user limits). */
export const RateLimit = (group: RateLimitGroup) => SetMetadata(RATE_LIMIT_GROUP, group);

/** Throttlers counted per client IP: every request, and the stricter groups. */
const PER_IP = new Set<string>(['ip', ...IP_GROUPS]);

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
      { name: 'lookup', ttl: window, limit: config.EMAIL_LOOKUPS_PER_USER },
    ],
    setHeaders: false,
    // The library's answers in constant time per hit (its own storage copies a client's whole window per request).
    storage: new QueueThrottlerStorage(),
  };
}

/** The library's route-level metadata keys (`@Throttle`, `@SkipThrottle`), per throttler name. */
const META = { skip: 'THROTTLER:SKIP', limit: 'THROTTLER:LIMIT', ttl: 'THROTTLER:TTL', block: 'THROTTLER:BLOCK_DURATION', tracker: 'THROTTLER:TRACKER', key: 'THROTTLER:KEY_GENERATOR' };

type Resolvable = number | ((context: ExecutionContext) => number | Promise<number>);
/** One throttler as it applies to one route, its route-level overrides already looked up. */
interface Step {
  throttler: ThrottlerOptions;
  limit: Resolvable;
  ttl: Resolvable;
  blockDuration?: Resolvable;
  skipIf?: (context: ExecutionContext) => boolean;
  getTracker: ThrottlerGetTrackerFunction;
  generateKey: ThrottlerGenerateKeyFunction;
  /** Counted without a promise: our storage, the guard's own tracker and key, no user agents ignored, no headers. */
  direct: boolean;
}

const valueOf = (value: Resolvable, context: ExecutionContext): number | Promise<number> => (typeof value === 'function' ? value(context) : value);

/**
 * A ThrottlerGuard for a subset of the throttlers. Keys are the throttler and the tracker only (not the
 * route), so a group's routes share one count; over the limit it throws our RateLimited (429 with
 * Retry-After in the API's shape).
 *
 * The library's canActivate looks up six metadata keys per throttler on every request (36 reflect-metadata
 * lookups per guard, two guards): a tenth of a public lookup's CPU. Route metadata never changes after start-up,
 * so the throttlers that apply to a route, with their overrides, are worked out on its first request and kept
 * per handler; each request then only counts the hits of those (for a public GET: the per-IP limit alone).
 * `count` counts them without a promise when nothing needs one (see `Step.direct`): the library's path awaits
 * four promises per throttler.
 */
abstract class SomeThrottlersGuard extends ThrottlerGuard {
  private readonly plans = new WeakMap<object, WeakMap<object, Step[]>>();

  protected abstract handles(name: string): boolean;

  /** The client a throttler counts for this request (an address, a user, an API key). */
  protected abstract trackerOf(request: Request): string;

  protected override async getTracker(request: Record<string, unknown>): Promise<string> {
    return this.trackerOf(request as unknown as Request);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.count(context);
    return true;
  }

  /**
   * Counts this request's hits against the route's throttlers, in order, and throws RateLimited over a limit:
   * synchronously (undefined) when every step could be counted at once, else a promise of the rest.
   */
  count(context: ExecutionContext): Promise<void> | undefined {
    const plan = this.planFor(context);
    for (let i = 0; i < plan.length; i += 1) {
      const pending = this.countStep(plan[i], context);
      if (pending) return pending.then(() => this.countRest(plan, i + 1, context));
    }
    return undefined;
  }

  private async countRest(plan: Step[], from: number, context: ExecutionContext): Promise<void> {
    for (let i = from; i < plan.length; i += 1) await this.countStep(plan[i], context);
  }

  private countStep(step: Step, context: ExecutionContext): Promise<void> | undefined {
    if (step.skipIf?.(context)) return undefined;
    const ttl = valueOf(step.ttl, context);
    const limit = valueOf(step.limit, context);
    const blockDuration = step.blockDuration === undefined ? ttl : valueOf(step.blockDuration, context);
    if (!step.direct || typeof ttl !== 'number' || typeof limit !== 'number' || typeof blockDuration !== 'number') {
      return this.countThroughLibrary(step, context, ttl, limit, blockDuration);
    }
    const name = step.throttler.name!;
    const key = this.generateKey(context, this.trackerOf(context.switchToHttp().getRequest<Request>()), name);
    const { isBlocked, timeToBlockExpire } = (this.storageService as QueueThrottlerStorage).hit(key, ttl, limit, blockDuration, name);
    if (isBlocked) throw new RateLimited(Math.max(1, Math.ceil(timeToBlockExpire)));
    return undefined;
  }

  private async countThroughLibrary(step: Step, context: ExecutionContext, ttl: number | Promise<number>, limit: number | Promise<number>, blockDuration: number | Promise<number>): Promise<void> {
    await this.handleRequest({
      context,
      throttler: step.throttler,
      limit: await limit,
      ttl: await ttl,
      blockDuration: await blockDuration,
      getTracker: step.getTracker,
      generateKey: step.generateKey,
    });
  }

  /** What the library's canActivate would look up for this route, in its order (`throttlers` is sorted by ttl). */
  private planFor(context: ExecutionContext): Step[] {
    const handler = context.getHandler();
    const type = context.getClass();
    let byHandler = this.plans.get(type);
    if (!byHandler) this.plans.set(type, (byHandler = new WeakMap()));
    let plan = byHandler.get(handler);
    if (plan) return plan;
    const meta = <T>(key: string, name: string) => this.reflector.getAllAndOverride<T | undefined>(key + name, [handler, type]);
    const group = this.reflector.getAllAndOverride<string | undefined>(RATE_LIMIT_GROUP, [handler, type]);
    plan = [];
    for (const throttler of this.throttlers) {
      const name = throttler.name ?? 'default';
      if (!this.handles(name) || ((GROUPS as string[]).includes(name) && group !== name) || meta<boolean>(META.skip, name)) continue;
      const blockDuration = meta<Resolvable>(META.block, name) ?? throttler.blockDuration;
      plan.push({
        throttler,
        limit: meta<Resolvable>(META.limit, name) ?? throttler.limit,
        ttl: meta<Resolvable>(META.ttl, name) ?? throttler.ttl,
        ...(blockDuration === undefined ? {} : { blockDuration }),
        skipIf: throttler.skipIf ?? this.commonOptions.skipIf,
        getTracker: meta<ThrottlerGetTrackerFunction>(META.tracker, name) ?? throttler.getTracker ?? this.commonOptions.getTracker!,
        generateKey: meta<ThrottlerGenerateKeyFunction>(META.key, name) ?? throttler.generateKey ?? this.commonOptions.generateKey!,
        direct: false,
      });
      const step = plan[plan.length - 1];
      step.direct =
        this.storageService instanceof QueueThrottlerStorage &&
        step.getTracker === this.commonOptions.getTracker &&
        step.generateKey === this.commonOptions.generateKey &&
        (throttler.ignoreUserAgents ?? this.commonOptions.ignoreUserAgents) === undefined &&
        (throttler.setHeaders ?? this.commonOptions.setHeaders) === false &&
        throttler.name !== undefined;
    }
    byHandler.set(handler, plan);
    return plan;
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

  protected trackerOf(request: Request): string {
    return request.ip ?? 'unknown';
  }
}

/** Per signed-in user, or per API key when the request came with one (and the per-user groups); anonymous requests are not counted. */
@Injectable()
export class UserThrottlerGuard extends SomeThrottlersGuard {
  protected handles(name: string): boolean {
    return name === 'user' || name === 'lookup';
  }

  override count(context: ExecutionContext): Promise<void> | undefined {
    if (!context.switchToHttp().getRequest<Request & { user?: AuthUser }>().user) return undefined;
    return super.count(context);
  }

  protected trackerOf(request: Request & { user?: AuthUser }): string {
    const caller = request.user;
    return caller?.apiKey ? `key:${caller.apiKey.id}` : `user:${caller?.id ?? ''}`;
  }
}

export { Reflector };
