import { Decider } from '../../platform/domain/decider.types';
import { DomainError } from '../../platform/errors/domain.errors';
import { ApiKeyEvent } from './integrations.events';
import { INTEGRATIONS } from './integrations.errors';

export type ApiKeyScope = 'read' | 'write';

export type ApiKeyCommand =
  | { kind: 'CreateApiKey'; keyId: string; userId: string; name: string; scopes: ApiKeyScope[]; prefix: string; keyHash: string }
  | { kind: 'RevokeApiKey'; userId: string }
  | { kind: 'RecordApiKeyUse' };

export interface ApiKeyState {
  keyId?: string;
  userId?: string;
  revoked: boolean;
}

/** Keys a user may hold at once (revoked ones do not count); a list, not a key store. */
export const MAX_KEYS_PER_USER = 20;

const notFound = () => new DomainError('not_found', INTEGRATIONS.APIKEY_NOT_FOUND, 'No such API key.');

/**
 * An API key: created once with its scopes (a write key can always read), revoked by its owner, and used.
 * Another user's key is "not found", so ids reveal nothing.
 */
export const apiKeyDecider: Decider<ApiKeyCommand, ApiKeyEvent, ApiKeyState> = {
  initialState: { revoked: false },

  evolve(state, event) {
    switch (event.type) {
      case 'ApiKeyCreated':
        return { ...state, keyId: event.data.keyId, userId: event.data.userId };
      case 'ApiKeyRevoked':
        return { ...state, revoked: true };
      case 'ApiKeyUsed':
        return state;
    }
  },

  decide(command, state) {
    switch (command.kind) {
      case 'CreateApiKey': {
        if (state.userId) throw new DomainError('conflict', INTEGRATIONS.APIKEY_EXISTS, 'This API key already exists.');
        const scopes: ApiKeyScope[] = command.scopes.includes('write') ? ['read', 'write'] : ['read'];
        return [
          {
            type: 'ApiKeyCreated',
            data: {
              keyId: command.keyId,
              userId: command.userId,
              name: command.name,
              scopes,
              prefix: command.prefix,
              keyHash: command.keyHash,
            },
          },
        ];
      }
      case 'RevokeApiKey':
        if (!state.userId || state.userId !== command.userId || state.revoked) throw notFound();
        return [{ type: 'ApiKeyRevoked', data: { keyId: state.keyId! } }];
      case 'RecordApiKeyUse':
        if (!state.userId || state.revoked) return [];
        return [{ type: 'ApiKeyUsed', data: { keyId: state.keyId! } }];
    }
  },
};
