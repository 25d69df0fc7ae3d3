import { idOf } from '../../platform/event-store/streams.rules';
import { Projection } from '../../platform/projections/projection.types';
import { upsert } from '../../platform/projections/upsert.helper';
import { SessionEvent } from '../domain/identity.events';

/** Every session of every user (for the account screen). The auth guard reads only the revoked ones (`sessions`). */
export const USER_SESSIONS = 'user_sessions';

export interface UserSessionDoc {
  _id: string;
  user_id: string;
  started_at: string;
  last_used_at: string;
  expires_at: string;
  revoked: boolean;
  revoked_reason: string;
  [key: string]: unknown;
}

/** Its own projection (own checkpoint), so an existing installation builds it from the start of the log. */
export const userSessionsProjection: Projection<SessionEvent> = {
  name: 'identity.user-sessions',
  collections: [USER_SESSIONS],
  indexes: [{ collection: USER_SESSIONS, fields: ['user_id'] }],
  handlers: {
    async SessionStarted(event, w) {
      const { data } = event;
      await upsert(
        w,
        USER_SESSIONS,
        data.sessionId,
        { user_id: data.userId, started_at: event.metadata.time, last_used_at: event.metadata.time, expires_at: data.expiresAt },
        { revoked: false, revoked_reason: '' },
      );
    },
    async RefreshTokenRotated(event, w) {
      const { data } = event;
      await w.updateOne(USER_SESSIONS, { _id: idOf(event.stream) }, { $set: { last_used_at: event.metadata.time, expires_at: data.expiresAt } });
    },
    async SessionRevoked(event, w) {
      const { data } = event;
      await w.updateOne(USER_SESSIONS, { _id: idOf(event.stream) }, { $set: { revoked: true, revoked_reason: data.reason } });
    },
  },
};
