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
    const changed = ({ stream, data }: RecordedOf<Exclude<SupportEvent, { type: 'SupportTicketOpened' }>>) => {
      this.changed.set(idOf(stream), data.ticketAuthorId);
    };
    this.relay.subscribe<SupportEvent>(
      'support',
      { SupportMessagePosted: changed, SupportTicketStatusChanged: changed, SupportTicketRead: changed },
      () => this.push(),
    );
  }

  private push(): Promise<void> | void {
    if (this.changed.size === 0) return;
    const changed = this.changed;
    this.changed = new Map();
    if (!this.publisher.anyoneOnline()) return;
    return this.pushChanged(changed);
  }

  private async pushChanged(changed: Map<string, string>): Promise<void> {
    const admins = await this.users.administratorIds();
    for (const [ticket, author] of changed) {
      for (const user of new Set([author, ...admins])) {
        if (user) this.publisher.toUser(user, 'support:message', { ticket });
      }
    }
  }
}
