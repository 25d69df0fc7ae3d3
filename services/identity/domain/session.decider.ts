import { Decider } from '../../platform/domain/decider.types';
import { DomainError } from '../../platform/errors/domain.errors';
import { INVALID_TOKEN } from '../../platform/auth/token.service';
import { SessionEvent } from './identity.events';
import { IDENTITY } from './identity.errors';

export type SessionCommand =
  | { kind: 'StartSession'; sessionId: string; userId: string; tokenId: string; expiresAt: string }
  | {
      kind: 'RotateRefreshToken';
      presentedTokenId: string;
      newTokenId: string;
      expiresAt: string;
      now: Date;
      /** How long the token just rotated away still counts as current (two tabs refreshing at once). */
      graceSeconds: number;
    }
  | { kind: 'RevokeSession'; reason: 'logout'; userId: string };

export interface SessionState {
  userId?: string;
  currentTokenId?: string;
  /** The token the last rotation replaced, and when. */
  previousTokenId?: string;
  rotatedAt?: string;
  usedTokenIds: string[];
  revoked: boolean;
}

/**
 * A refresh-token family. Each refresh rotates the token; presenting a rotated (already used) token again
 * means it leaked, so the whole family is revoked. Only the token the last rotation replaced is forgiven
 * for `graceSeconds` after it (OAuth 2.0 Security BCP, RFC 9700 4.14.2): a second tab that refreshed with it
 * at the same moment decides nothing and gets the current token again.
 */
export const sessionDecider: Decider<SessionCommand, SessionEvent, SessionState> = {
  initialState: { usedTokenIds: [], revoked: false },

  evolve(state, event) {
    switch (event.type) {
      case 'SessionStarted':
        return { ...state, userId: event.data.userId, currentTokenId: event.data.tokenId };
      case 'RefreshTokenRotated':
        return {
          ...state,
          currentTokenId: event.data.tokenId,
          previousTokenId: event.data.previousTokenId,
          rotatedAt: event.data.rotatedAt || undefined,
          usedTokenIds: [...state.usedTokenIds, event.data.previousTokenId],
        };
      case 'SessionRevoked':
        return { ...state, revoked: true };
    }
  },

  decide(command, state) {
    if (command.kind === 'StartSession') {
      if (state.userId) throw new DomainError('conflict', IDENTITY.SESSION_EXISTS, 'Session already started.');
      return [
        {
          type: 'SessionStarted',
          data: {
            sessionId: command.sessionId,
            userId: command.userId,
            tokenId: command.tokenId,
            expiresAt: command.expiresAt,
          },
        },
      ];
    }
    if (!state.userId || state.revoked) throw new DomainError('unauthorized', IDENTITY.AUTH_INVALID_TOKEN, INVALID_TOKEN);
    if (command.kind === 'RevokeSession') {
      if (command.userId !== state.userId) throw new DomainError('unauthorized', IDENTITY.AUTH_INVALID_TOKEN, INVALID_TOKEN);
      return [{ type: 'SessionRevoked', data: { reason: command.reason } }];
    }
    if (command.presentedTokenId === state.currentTokenId) {
      return [
        {
          type: 'RefreshTokenRotated',
          data: {
            previousTokenId: command.presentedTokenId,
            tokenId: command.newTokenId,
            expiresAt: command.expiresAt,
            rotatedAt: command.now.toISOString(),
          },
        },
      ];
    }
    if (
      command.presentedTokenId === state.previousTokenId &&
      state.rotatedAt !== undefined &&
      command.now.getTime() - Date.parse(state.rotatedAt) <= command.graceSeconds * 1000
    ) {
      return [];
    }
    if (state.usedTokenIds.includes(command.presentedTokenId)) {
      return [{ type: 'SessionRevoked', data: { reason: 'reuse' } }];
    }
    throw new DomainError('unauthorized', IDENTITY.AUTH_INVALID_TOKEN, INVALID_TOKEN);
  },
};
