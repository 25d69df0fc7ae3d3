import { Inject, Injectable } from '@nestjs/common';
import { API_KEYS_COLLECTION, ApiKeyDoc } from '../../platform/auth/api-key.authenticator';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';

export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: string;
  last_used_at: string | null;
}

/** API keys from their read model, for the key endpoints. */
@Injectable()
export class ApiKeyViews {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** The user's live keys, newest first; never the key or its digest. */
  async live(userId: string): Promise<ApiKeyView[]> {
    const docs = await this.readStore
      .collection<ApiKeyDoc>(API_KEYS_COLLECTION)
      .find({ user_id: userId, revoked: false }, { sort: { created_at: -1, _id: -1 } });
    return docs.map((d) => ({ id: d._id, name: d.name, prefix: d.prefix, scopes: d.scopes, created_at: d.created_at, last_used_at: d.last_used_at }));
  }
}
