import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { RecordedEvent } from '../event-store/event-store.port';
import { DomainEvent } from '../event-store/event.types';
import { EventHandlers } from '../projections/projection.types';
import { ProjectionLifecycle } from '../projections/projection-lifecycle.service';

interface Subscriber {
  name: string;
  handlers: Partial<Record<string, (event: RecordedEvent, batch: RecordedEvent[]) => Promise<void>>>;
  /** Once per batch, after its events (for pushes that gather per batch, such as badge counts). */
  afterBatch?: () => Promise<void>;
}

/**
 * The one relay between the projector and the live notifiers: each projected batch (the read models
 * include it, so a client that refetches sees the change) is handed to every notifier's handler for each
 * event's type, in log order. A failing notifier is logged and does not stop the others.
 */
@Injectable()
export class LiveRelay implements OnApplicationBootstrap {
  private readonly subscribers: Subscriber[] = [];

  constructor(private readonly projections: ProjectionLifecycle) {}

  /** Handlers keyed by event type, their payloads typed by the contracts of `E`. */
  subscribe<E extends DomainEvent>(name: string, handlers: EventHandlers<E, RecordedEvent[]>, afterBatch?: () => Promise<void>): void {
    this.subscribers.push({ name, handlers: handlers as Subscriber['handlers'], afterBatch });
  }

  onApplicationBootstrap(): void {
    this.projections.events.on('projected', (batch: RecordedEvent[]) => {
      for (const subscriber of this.subscribers) {
        void this.deliver(subscriber, batch).catch((error) => console.error(`${subscriber.name} live push failed`, error));
      }
    });
  }

  private async deliver(subscriber: Subscriber, batch: RecordedEvent[]): Promise<void> {
    // Awaited only where the notifier has a handler: most events of a batch concern one notifier or none, and
    // each needless await is a promise (and an async-hooks resource) per event per notifier.
    for (const event of batch) {
      const handler = subscriber.handlers[event.type];
      if (handler) await handler(event, batch);
    }
    await subscriber.afterBatch?.();
  }
}
