import { describe, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { apiKeyDecider } from './api-key.decider';
import { ApiKeyEvent } from './integrations.events';

const created: ApiKeyEvent = {
  type: 'ApiKeyCreated',
  data: { keyId: 'k1', userId: 'alice', name: 'ERP', scopes: ['read'], prefix: 'prv_abcdefgh', keyHash: 'ff'.repeat(32) },
};
const revoked: ApiKeyEvent = { type: 'ApiKeyRevoked', data: { keyId: 'k1' } };
const create = { kind: 'CreateApiKey' as const, keyId: 'k1', userId: 'alice', name: 'ERP', prefix: 'prv_abcdefgh', keyHash: 'ff'.repeat(32) };

describe('API key decider', () => {
  it('creates a read key', () => {
    spec(apiKeyDecider).given([]).when({ ...create, scopes: ['read'] }).then([created]);
  });

  it('a write key can always read', () => {
    spec(apiKeyDecider)
      .given([])
      .when({ ...create, scopes: ['write'] })
      .then([{ ...created, data: { ...created.data, scopes: ['read', 'write'] } } as ApiKeyEvent]);
  });

  it('never creates the same key twice', () => {
    spec(apiKeyDecider).given([created]).when({ ...create, scopes: ['read'] }).thenThrows('APIKEY.EXISTS');
  });

  it('its owner revokes it', () => {
    spec(apiKeyDecider).given([created]).when({ kind: 'RevokeApiKey', userId: 'alice' }).then([revoked]);
  });

  it("another user's key, or one already revoked, is not found", () => {
    spec(apiKeyDecider).given([created]).when({ kind: 'RevokeApiKey', userId: 'bob' }).thenThrows('APIKEY.NOT_FOUND');
    spec(apiKeyDecider).given([created, revoked]).when({ kind: 'RevokeApiKey', userId: 'alice' }).thenThrows('APIKEY.NOT_FOUND');
    spec(apiKeyDecider).given([]).when({ kind: 'RevokeApiKey', userId: 'alice' }).thenThrows('APIKEY.NOT_FOUND');
  });

  it('records use of a live key only', () => {
    spec(apiKeyDecider).given([created]).when({ kind: 'RecordApiKeyUse' }).then([{ type: 'ApiKeyUsed', data: { keyId: 'k1' } }]);
    spec(apiKeyDecider).given([created, revoked]).when({ kind: 'RecordApiKeyUse' }).then([]);
  });
});
