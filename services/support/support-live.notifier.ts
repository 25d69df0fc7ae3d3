import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { UserDirectory } from '../identity/identity.public';
import { RecordedEvent } from '../platform/event-store/event-store.port';
import { idOf } from '../platform/event-store/streams';
import { LivePublisher } from '../platform/live/live.publisher';
import { ProjectionLifecycle } from '../platform/projections/projection-lifecycle';

const SUPPORT_EVENTS = new Set(['SupportMessagePosted', 'SupportTicketStatusChanged', 'SupportTicketRead']);

/**
 * `support:message {ticket}` on /live, once the read models include the change, to the ticket's author
 * (the events carry it) and to every administrator: a new message, a status change, or a read (so the
 * reader's other tabs and the header count follow).
 */
@Injectable()
export class SupportLiveNotifier implements OnApplicationBootstrap {
  constructor(
    private readonly projections: ProjectionLifecycle,
    private readonly publisher: LivePublisher,
    private readonly users: UserDirectory,
  ) {}

  onApplicationBootstrap(): void {
    this.projections.events.on('projected', (batch: RecordedEvent[]) => {
      void this.push(batch).catch((error) => console.error('live push failed', error));
    });
  }

  private async push(batch: RecordedEvent[]): Promise<void> {
    const changed = new Map<string, string>();
    for (const event of batch) {
      if (SUPPORT_EVENTS.has(event.type)) changed.set(idOf(event.stream), event.data.ticketAuthorId as string);
    }
    if (changed.size === 0 || !this.publisher.anyoneOnline()) return;
    const admins = await this.users.administratorIds();
    for (const [ticket, author] of changed) {
      for (const user of new Set([author, ...admins])) {
        if (user) this.publisher.toUser(user, 'support:message', { ticket });
      }
    }
  }
}
