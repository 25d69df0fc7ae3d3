import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { RecordedEvent } from '../event-store/event-store.port';
import { DomainEvent } from '../event-store/event.types';
import { RecordedOf } from '../projections/projection.types';
import { ProjectionLifecycle } from '../projections/projection-lifecycle.service';

/**
 * A notifier's handler per event type. It may return nothing when it only gathers what to push (most do):
 * the relay then goes on at once, without a promise per event.
 */
export type LiveHandlers<E extends DomainEvent> = {
  [T in E['type']]?: (event: RecordedOf<Extract<E, { type: T }>>, batch: RecordedEvent[]) => void | Promise<void>;
};

type Handler = (event: RecordedEvent, batch: RecordedEvent[]) => void | Promise<void>;

interface Subscriber {
  name: string;
  handlers: Partial<Record<string, Handler>>;
  /** Once per batch, after its events (for pushes that gather per batch, such as badge counts). */
  afterBatch?: () => void | Promise<void>;
}

/**
 * The one relay between the projector and the live notifiers: each projected batch (the read models
 * include it, so a client that refetches sees the change) is handed to every notifier's handler for each
 * event's type, in log order, each handler finishing before the next starts. A failing notifier is logged
 * and does not stop the others.
 */
@Injectable()
export class LiveRelay implements OnApplicationBootstrap {
  private readonly subscribers: Subscriber[] = [];

  constructor(private readonly projections: ProjectionLifecycle) {}

  /** Handlers keyed by event type, their payloads typed by the contracts of `E`. */
  subscribe<E extends DomainEvent>(name: string, handlers: LiveHandlers<E>, afterBatch?: () => void | Promise<void>): void {
    this.subscribers.push({ name, handlers: handlers as Subscriber['handlers'], afterBatch });
  }

  onApplicationBootstrap(): void {
    this.projections.events.on('projected', (batch: RecordedEvent[]) => {
      for (const subscriber of this.subscribers) {
        const failed = (error: unknown) => console.error(`${subscriber.name} live push failed`, error);
        try {
          this.deliver(subscriber, batch, 0)?.catch(failed);
        } catch (error) {
          failed(error);
        }
      }
    });
  }

  /**
   * The batch's events from `from` on, then the notifier's `afterBatch`. Synchronous until a handler returns a
   * promise, and only then does the rest wait for it: a pass with nothing to look up (most batches, for most
   * notifiers) makes no promise at all, and every promise costs an async-hooks resource here.
   */
  private deliver(subscriber: Subscriber, batch: RecordedEvent[], from: number): Promise<void> | void {
    for (let i = from; i < batch.length; i += 1) {
      const handler = subscriber.handlers[batch[i].type];
      const pending = handler?.(batch[i], batch);
      if (pending instanceof Promise) return pending.then(() => this.deliver(subscriber, batch, i + 1));
    }
    return subscriber.afterBatch?.();
  }
}
