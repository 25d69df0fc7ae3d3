import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';
import { DomainError, ValidationFailed } from '../errors/domain.errors';
import { EventLog } from '../event-store/event-log.service';
import { LivePublisher } from '../live/live.publisher';
import { ProjectionLifecycle } from '../projections/projection-lifecycle.service';
import { HttpRequestMetrics } from './http-requests.metrics';

/**
 * Prometheus metrics (prom-client), one registry per application: HTTP requests, commands, appends,
 * projection lag, live sockets and stock imports, plus Node's own (event-loop lag, heap, GC). Served at
 * /api/metrics.
 */
@Injectable()
export class Metrics implements OnModuleInit {
  readonly registry = new Registry();

  /** http_requests_total and http_request_duration_seconds, counted per route (see HttpRequestMetrics). */
  private readonly http = new HttpRequestMetrics(this.registry);
  readonly commands = this.counter('commands_total', 'Commands handled, by command and outcome (ok, rejected: a domain refusal, error).', ['command', 'outcome']);
  readonly appends = this.counter('event_appends_total', 'Appends to the event store (one per decision, single- or multi-stream).');
  readonly appendedEvents = this.counter('events_appended_total', 'Events appended to the event store.');
  readonly imports = this.counter('stock_imports_total', 'CSV stock imports, by outcome (created, duplicate, rejected, busy, error).', ['outcome']);
  readonly importedRows = this.counter('stock_import_rows_total', 'Stock items created by CSV imports.');
  readonly importsRunning = this.gauge('stock_imports_running', 'CSV stock imports being parsed or written now.');

  /** A counter in this registry (labels, when given, are the dimensions it is counted by). */
  private counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
    return new Counter<L>({ name, help, labelNames, registers: [this.registry] });
  }

  private gauge(name: string, help: string) {
    return new Gauge({ name, help, registers: [this.registry] });
  }

  constructor(
    private readonly commandBus: CommandBus,
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    @Inject(LivePublisher) private readonly live: LivePublisher,
  ) {
    collectDefaultMetrics({ register: this.registry });
    const lifecycle = this.projections;
    new Gauge({
      name: 'projection_lag_events',
      help: 'Events in the log not yet in the read models (counted up to 100).',
      registers: [this.registry],
      async collect() {
        this.set((await lifecycle.lag()).behind);
      },
    });
    new Gauge({
      name: 'projection_failed',
      help: '1 while a projection batch has failed (the runner retries from its checkpoint), else 0.',
      registers: [this.registry],
      collect() {
        this.set(lifecycle.runner?.lastError ? 1 : 0);
      },
    });
    const publisher = this.live;
    new Gauge({
      name: 'live_sockets',
      help: 'Connected Socket.IO sockets, by namespace.',
      labelNames: ['namespace'] as const,
      registers: [this.registry],
      collect() {
        const counts = publisher.socketCounts();
        this.set({ namespace: '/live' }, counts.live);
        this.set({ namespace: '/track' }, counts.track);
      },
    });
  }

  onModuleInit(): void {
    // Every command goes through the bus: count it by its class and how it ended.
    const execute = this.commandBus.execute.bind(this.commandBus);
    this.commandBus.execute = (async (command: object) => {
      const name = command?.constructor?.name ?? 'unknown';
      try {
        const result = await execute(command as never);
        this.commands.inc({ command: name, outcome: 'ok' });
        return result;
      } catch (error) {
        const refused = error instanceof DomainError || error instanceof ValidationFailed;
        this.commands.inc({ command: name, outcome: refused ? 'rejected' : 'error' });
        throw error;
      }
    }) as CommandBus['execute'];
    this.log.onAppend = (events) => {
      this.appends.inc();
      this.appendedEvents.inc(events);
    };
  }

  /** Express middleware counting every request under /api once answered, by its route pattern. */
  httpMiddleware() {
    return this.http.middleware();
  }
}
