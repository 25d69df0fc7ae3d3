import { Inject, Injectable } from '@nestjs/common';
import { RevokedSessions } from '../../platform/auth/revoked-sessions.port';
import { EVENT_STORE, EventStore } from '../../platform/event-store/event-store.port';
import { streams } from '../../platform/event-store/streams.rules';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { USER_SESSIONS, UserSessionDoc } from '../projections/user-sessions.projection';

/**
 * Platform's `RevokedSessions` port, answered from identity's read model of sessions: a session's tokens work
 * only while it is known and not revoked. A token of a session that never started (signed with a leaked
 * secret) is refused like a revoked one.
 */
@Injectable()
export class RevokedSessionViews extends RevokedSessions {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {
    super();
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    // One point lookup per request, as the revoked list was (the store's document cache answers it).
    const session = await this.readStore.collection<UserSessionDoc>(USER_SESSIONS).findOne({ _id: sessionId });
    if (session) return session.revoked;
    // Not in the read model: a session started a moment ago (sign-in does not wait for the read models) or one
    // that never existed. Only this rare case reads the session's own stream in the log.
    const history = await this.events.readStream(streams.session(sessionId));
    return !history.some((e) => e.type === 'SessionStarted') || history.some((e) => e.type === 'SessionRevoked');
  }
}
