import { API_KEYS_COLLECTION } from '../../platform/auth/api-key.authenticator';
import { Projection } from '../../platform/projections/projection.types';
import { ApiKeyEvent } from '../domain/integrations.events';
import { snakeFields, upsert } from '../../platform/projections/upsert.helper';

/** API keys by owner (the key lists) and by digest (authentication, `platform/auth/api-key.authenticator.ts`). */
export const apiKeysProjection: Projection<ApiKeyEvent> = {
  name: 'integrations.apikeys',
  collections: [API_KEYS_COLLECTION],
  indexes: [{ collection: API_KEYS_COLLECTION, fields: ['key_hash', 'user_id'] }],
  handlers: {
    async ApiKeyCreated(event, w) {
      const { data } = event;
      await upsert(w, API_KEYS_COLLECTION, data.keyId, {
        ...snakeFields(data, 'userId', 'name', 'prefix', 'scopes', 'keyHash'),
        created_at: event.metadata.time,
        last_used_at: null,
        revoked: false,
      });
    },
    async ApiKeyRevoked(event, w) {
      const { data } = event;
      await w.updateOne(API_KEYS_COLLECTION, { _id: data.keyId }, { $set: { revoked: true, revoked_at: event.metadata.time } });
    },
    async ApiKeyUsed(event, w) {
      const { data } = event;
      await w.updateOne(API_KEYS_COLLECTION, { _id: data.keyId }, { $set: { last_used_at: event.metadata.time } });
    },
  },
};
