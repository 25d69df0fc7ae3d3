import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_GUARD, DiscoveryModule } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { ThrottlerModule } from '@nestjs/throttler';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { join } from 'node:path';
import { AppConfig, CONFIG } from '../config/config';
import { ApiKeyAuthenticator } from './auth/api-key.authenticator';
import { JwtAuthGuard } from './auth/auth.guard';
import { JwtStrategy } from './auth/jwt.strategy';
import { TOKENS, TokenService } from './auth/token.service';
import { CLOCK, IDS, randomIds, systemClock } from './domain/clock.port';
import { EventLog } from './event-store/event-log.service';
import { SettledLog } from './event-store/settled-log.service';
import { EVENT_STORE, EventStore } from './event-store/event-store.port';
import { SqliteEventStore } from './event-store/sqlite-event-store.adapter';
import { HealthController } from './http/health.controller';
import { IdempotencyAnswers } from './http/idempotency.interceptor';
import { Metrics } from './metrics/metrics.service';
import { MetricsController } from './metrics/metrics.controller';
import { RequestCommands } from './http/request-commands.service';
import { RequestGuard } from './http/request.guard';
import { IpThrottlerGuard, UserThrottlerGuard, throttlerOptions } from './http/throttling.guard';
import { RouteTable } from './http/route-table.registry';
import { LiveGateway } from './live/live.gateway';
import { LivePublisher } from './live/live.publisher';
import { LiveRelay } from './live/live.relay';
import { TrackGateway } from './live/track.gateway';
import { MAILER, Mailer } from './mail/mailer.service';
import { MEDIA, MediaStore } from './media/media.store';
import { ReadYourWrites } from './projections/read-your-writes.service';
import { ProjectionLifecycle } from './projections/projection-lifecycle.service';
import { ProjectionRegistry } from './projections/projection.registry';
import { EmbeddedReadStore } from './read-store/embedded-read-store.adapter';
import { READ_STORE, ReadStore } from './read-store/read-store.port';

/** Opens the configured event store adapter; the production one is loaded only when chosen. */
async function openEventStore(config: AppConfig): Promise<EventStore> {
  if (config.EVENT_STORE === 'esdb') {
    const { EsdbEventStore } = await import('./event-store/esdb-event-store.adapter.js');
    return EsdbEventStore.connect(config.EVENTSTORE_URL!);
  }
  return new SqliteEventStore(join(config.dataDir, 'events.db'));
}

async function openReadStore(config: AppConfig): Promise<ReadStore> {
  if (config.READ_STORE === 'mongo') {
    const { MongoReadStore } = await import('./read-store/mongo-read-store.adapter.js');
    return MongoReadStore.connect(config.MONGO_URL!);
  }
  return new EmbeddedReadStore(join(config.dataDir, 'readmodels.db'));
}

/**
 * The ports and shared services every context uses: stores, event log, projections, auth, mail, media,
 * live updates. Global, so context modules just inject what they need.
 */
@Global()
@Module({})
export class PlatformModule implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: PlatformModule,
      imports: [CqrsModule.forRoot(), PassportModule, DiscoveryModule, ThrottlerModule.forRoot(throttlerOptions(config)), TerminusModule.forRoot({ logger: false }),
      ],
      controllers: [HealthController, MetricsController],
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: EVENT_STORE, useFactory: () => openEventStore(config) },
        { provide: READ_STORE, useFactory: () => openReadStore(config) },
        { provide: EventLog, useFactory: (store: EventStore) => new EventLog(store), inject: [EVENT_STORE] },
        { provide: CLOCK, useValue: systemClock },
        { provide: IDS, useValue: randomIds },
        { provide: TOKENS, useValue: new TokenService(config) },
        { provide: MAILER, useValue: new Mailer(config) },
        { provide: MEDIA, useValue: new MediaStore(config.dataDir) },
        ProjectionRegistry,
        ProjectionLifecycle,
        SettledLog,
        LivePublisher,
        LiveRelay,
        LiveGateway,
        TrackGateway,
        JwtStrategy,
        ApiKeyAuthenticator,
        RouteTable,
        RequestCommands,
        JwtAuthGuard,
        Metrics,
        IpThrottlerGuard,
        UserThrottlerGuard,
        RequestGuard,
        // Every route: limits, then authentication unless @Public(), then the per-user limit; bodies after.
        { provide: APP_GUARD, useExisting: RequestGuard },
        ReadYourWrites,
        // Bodies are read (and Idempotency-Key honoured) by route interceptors of the routes that take a body,
        // after this guard: see http/body-routes.interceptor.ts.
        IdempotencyAnswers,
      ],
      exports: [
        ReadYourWrites,
        IdempotencyAnswers,
        CONFIG,
        EVENT_STORE,
        READ_STORE,
        EventLog,
        CLOCK,
        IDS,
        TOKENS,
        MAILER,
        MEDIA,
        ProjectionRegistry,
        ProjectionLifecycle,
        SettledLog,
        LivePublisher,
        LiveRelay,
        RouteTable,
        RequestCommands,
        JwtStrategy,
        ApiKeyAuthenticator,
        JwtAuthGuard,
        Metrics,
        CqrsModule,
      ],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.readStore.close();
    await this.eventStore.close();
  }
}
