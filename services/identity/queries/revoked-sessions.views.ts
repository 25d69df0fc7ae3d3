import { Inject, Injectable } from '@nestjs/common';
import { RevokedSessions } from '../../platform/auth/revoked-sessions.port';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { REVOKED_SESSIONS } from '../projections/users.projection';

/** Platform's `RevokedSessions` port, answered from identity's read model of revoked sessions. */
@Injectable()
export class RevokedSessionViews extends RevokedSessions {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {
    super();
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return Boolean(await this.readStore.collection(REVOKED_SESSIONS).findOne({ _id: sessionId }));
  }
}
