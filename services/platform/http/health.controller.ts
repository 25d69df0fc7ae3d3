import { Controller, Get, Inject, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheckResult, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { Response } from 'express';
import { Public } from '../auth/public.decorator';
import { EVENT_STORE, EventStore } from '../event-store/event-store.port';
import { ProjectionLifecycle } from '../projections/projection-lifecycle.service';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';

/** How long a backend may take to answer a probe before it counts as unreachable. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * Health through @nestjs/terminus. `/api/health/live` is liveness: the process answers, nothing else is
 * asked (a restart would not help a slow backend). `/api/health` is readiness: 200 when both stores answer
 * and no projection has failed, 503 otherwise; every probe is a few cheap reads (the store's head position,
 * one read-model lookup, at most 100 events to count the projection lag).
 */
@Public()
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    private readonly projections: ProjectionLifecycle,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly readModels: ReadStore,
  ) {}

  @Get('live')
  live() {
    return { status: 'ok' };
  }

  @Get()
  async ready(@Res({ passthrough: true }) response: Response) {
    let lag: Awaited<ReturnType<ProjectionLifecycle['lag']>> | undefined;
    let result: HealthCheckResult;
    try {
      result = await this.health.check([
        () => this.probe('event_store', () => this.events.headPosition().then(() => undefined)),
        () => this.probe('read_store', () => this.readModels.collection('sessions').findOne({ _id: 'health-probe' }).then(() => undefined)),
        async () => {
          const check = this.indicators.check('projections');
          const error = this.projections.runner?.lastError ?? null;
          try {
            lag = await withTimeout(this.projections.lag());
          } catch (e) {
            return check.down({ message: `lag unknown: ${e instanceof Error ? e.message : String(e)}` });
          }
          return error ? check.down({ error, ...lag }) : check.up({ ...lag });
        },
      ]);
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      result = error.getResponse() as HealthCheckResult;
      response.status(503);
    }
    // `projections` as before: the lag and the last projection error, for scripts that wait for `behind: 0`.
    return { ...result, projections: { ...(lag ?? { head: null, applied: null, behind: null }), error: this.projections.runner?.lastError ?? null } };
  }

  private async probe(key: string, call: () => Promise<void>) {
    const check = this.indicators.check(key);
    try {
      await withTimeout(call());
      return check.up();
    } catch (error) {
      return check.down({ message: error instanceof Error ? error.message : String(error) });
    }
  }
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
