import { Inject, Injectable } from '@nestjs/common';
import { UserDirectory } from '../../identity/identity.public';
import { DomainError } from '../../platform/errors/domain.errors';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { SUPPORT_MESSAGES, SUPPORT_TICKETS, SupportMessageDoc, SupportTicketDoc } from '../projections/support-tickets.projection';
import { SUPPORT } from '../domain/support.errors';

/** Who is asking: tickets are visible to their author and to every administrator. */
export interface Viewer {
  id: string;
  isAdmin: boolean;
}

const MAX_TICKETS = 200;
const notFound = () => new DomainError('not_found', SUPPORT.TICKET_NOT_FOUND, 'Ticket not found.');

/** Support tickets and messages as the API returns them. */
@Injectable()
export class SupportViews {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly users: UserDirectory,
  ) {}

  private tickets() {
    return this.readStore.collection<SupportTicketDoc>(SUPPORT_TICKETS);
  }

  /** Own tickets (administrators: all), most recently active first, each with its last message. */
  async list(viewer: Viewer, status?: string) {
    const filter: Record<string, unknown> = viewer.isAdmin ? {} : { author_id: viewer.id };
    if (status) filter.status = status;
    const docs = await this.tickets().find(filter, { sort: { updated_at: -1, _id: -1 }, limit: MAX_TICKETS });
    const users = await this.users.byIds(docs.map((d) => d.author_id));
    return docs.map((d) => this.render(d, viewer, users));
  }

  async one(ticketId: string, viewer: Viewer) {
    const doc = await this.visible(ticketId, viewer);
    const users = await this.users.byIds([doc.author_id]);
    return { ...this.render(doc, viewer, users), messages: await this.messagesOf(doc._id) };
  }

  /** The ticket's messages, oldest first. */
  async messages(ticketId: string, viewer: Viewer) {
    const doc = await this.visible(ticketId, viewer);
    return this.messagesOf(doc._id);
  }

  /** Messages from the other side not read yet: on own tickets, and (administrators) on everyone else's. */
  async unread(viewer: Viewer): Promise<number> {
    const own = await this.tickets().find({ author_id: viewer.id, author_unread: { $gt: 0 } });
    let count = own.reduce((sum, t) => sum + t.author_unread, 0);
    if (viewer.isAdmin) {
      const others = await this.tickets().find({ admin_unread: { $gt: 0 }, author_id: { $ne: viewer.id } });
      count += others.reduce((sum, t) => sum + t.admin_unread, 0);
    }
    return count;
  }

  private async visible(ticketId: string, viewer: Viewer): Promise<SupportTicketDoc> {
    const doc = await this.tickets().findOne({ _id: ticketId });
    if (!doc || (!viewer.isAdmin && doc.author_id !== viewer.id)) throw notFound();
    return doc;
  }

  private async messagesOf(ticketId: string) {
    const docs = await this.readStore
      .collection<SupportMessageDoc>(SUPPORT_MESSAGES)
      .find({ ticket_id: ticketId }, { sort: { created_at: 1, _id: 1 } });
    const users = await this.users.byIds(docs.map((m) => m.author_id));
    return docs.map((m) => ({
      id: m._id,
      ticket: m.ticket_id,
      message: m.message,
      from_admin: m.from_admin,
      created_at: m.created_at,
      author: { id: m.author_id, fullname: users.get(m.author_id)?.fullname ?? '' },
    }));
  }

  private render(d: SupportTicketDoc, viewer: Viewer, users: Map<string, { fullname: string; company: string }>) {
    const author = users.get(d.author_id);
    const mine = d.author_id === viewer.id;
    return {
      id: d._id,
      subject: d.subject,
      category: d.category,
      display_id: d.display_id || null,
      status: d.status,
      created_at: d.created_at,
      updated_at: d.updated_at,
      message_count: d.message_count,
      last_message: d.last_message,
      author: { id: d.author_id, fullname: author?.fullname ?? '', company: author?.company ?? '' },
      unread: mine ? d.author_unread : viewer.isAdmin ? d.admin_unread : 0,
    };
  }
}
