import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { UserDirectory } from '../../identity/identity.public';
import { idOf } from '../../platform/event-store/streams.rules';
import { LivePublisher } from '../../platform/live/live.publisher';
import { LiveRelay } from '../../platform/live/live.relay';
import { RecordedOf } from '../../platform/projections/projection.types';
import { SupportEvent } from '../domain/support.events';

/**
 * `support:message {ticket}` on /live, once the read models include the change, to the ticket's author
 * (the events carry it) and to every administrator: a new message, a status change, or a read (so the
 * reader's other tabs and the header count follow).
 */
@Injectable()
export class SupportLiveNotifier implements OnApplicationBootstrap {
  /** Tickets changed in the batch being pushed, with their authors. */
  private changed = new Map<string, string>();

  constructor(
    private readonly relay: LiveRelay,
    private readonly publisher: LivePublisher,
    private readonly users: UserDirectory,
  ) {}

  onApplicationBootstrap(): void {
    const changed = async ({ stream, data }: RecordedOf<Exclude<SupportEvent, { type: 'SupportTicketOpened' }>>) => {
      this.changed.set(idOf(stream), data.ticketAuthorId);
    };
    this.relay.subscribe<SupportEvent>(
      'support',
      { SupportMessagePosted: changed, SupportTicketStatusChanged: changed, SupportTicketRead: changed },
      () => this.push(),
    );
  }

  private async push(): Promise<void> {
    const changed = this.changed;
    this.changed = new Map();
    if (changed.size === 0 || !this.publisher.anyoneOnline()) return;
    const admins = await this.users.administratorIds();
    for (const [ticket, author] of changed) {
      for (const user of new Set([author, ...admins])) {
        if (user) this.publisher.toUser(user, 'support:message', { ticket });
      }
    }
  }
}
