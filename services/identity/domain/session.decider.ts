import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/errors/domain-error';
import { INVALID_TOKEN } from '../../platform/auth/token.service';
import { SessionEvent } from './identity.events';

export type SessionCommand =
  | { kind: 'StartSession'; sessionId: string; userId: string; tokenId: string; expiresAt: string }
  | { kind: 'RotateRefreshToken'; presentedTokenId: string; newTokenId: string; expiresAt: string }
  | { kind: 'RevokeSession'; reason: 'logout'; userId: string };

export interface SessionState {
  userId?: string;
  currentTokenId?: string;
  usedTokenIds: string[];
  revoked: boolean;
}

/**
 * A refresh-token family. Each refresh rotates the token; presenting a rotated (already used) token again
 * means it leaked, so the whole family is revoked.
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
          usedTokenIds: [...state.usedTokenIds, event.data.previousTokenId],
        };
      case 'SessionRevoked':
        return { ...state, revoked: true };
    }
  },

  decide(command, state) {
    if (command.kind === 'StartSession') {
      if (state.userId) throw new DomainError('conflict', 'SESSION.EXISTS', 'Session already started.');
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
    if (!state.userId || state.revoked) throw new DomainError('unauthorized', 'AUTH.INVALID_TOKEN', INVALID_TOKEN);
    if (command.kind === 'RevokeSession') {
      if (command.userId !== state.userId) throw new DomainError('unauthorized', 'AUTH.INVALID_TOKEN', INVALID_TOKEN);
      return [{ type: 'SessionRevoked', data: { reason: command.reason } }];
    }
    if (command.presentedTokenId === state.currentTokenId) {
      return [
        {
          type: 'RefreshTokenRotated',
          data: { previousTokenId: command.presentedTokenId, tokenId: command.newTokenId, expiresAt: command.expiresAt },
        },
      ];
    }
    if (state.usedTokenIds.includes(command.presentedTokenId)) {
      return [{ type: 'SessionRevoked', data: { reason: 'reuse' } }];
    }
    throw new DomainError('unauthorized', 'AUTH.INVALID_TOKEN', INVALID_TOKEN);
  },
};
