import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { DomainError } from '../errors/domain.errors';
import { READ_STORE, ReadStore } from '../read-store/read-store.port';
import { AuthUser } from './jwt.strategy';
import { PLATFORM } from '../errors/platform.errors';

/** The integrations context's read model of API keys (written by its projection, read here to authenticate). */
export const API_KEYS_COLLECTION = 'apikeys';

export interface ApiKeyDoc {
  _id: string;
  user_id: string;
  name: string;
  prefix: string;
  scopes: string[];
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked: boolean;
  [key: string]: unknown;
}

/** Hex SHA-256 of a key: keys carry 256 random bits, so a fast digest is as safe as a slow one and costs nothing per request. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

const API_KEY_SCHEME = /^api-key\s+(\S+)$/i;

/** The API key a request presents (`Authorization: Api-Key <key>` or `X-API-Key: <key>`), if any. */
export function presentedApiKey(request: Request): string | undefined {
  const header = request.headers['x-api-key'];
  if (typeof header === 'string' && header.trim()) return header.trim();
  const match = API_KEY_SCHEME.exec(request.headers.authorization ?? '');
  return match?.[1];
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How often a key's use is recorded (as an event) at most: `last_used_at` is to the minute. */
const USE_RECORD_INTERVAL_MS = 60_000;

/**
 * Authenticates API keys for the auth guard: the key's owner, within the key's scopes (a read key may only
 * read); each key is rate limited on its own by the global guard (API_KEY_PER_MINUTE). Uses are reported to the integrations context, which records them.
 */
@Injectable()
export class ApiKeyAuthenticator {
  private readonly logger = new Logger('ApiKeyAuthenticator');
  private readonly lastRecorded = new Map<string, number>();
  private useListener?: (keyId: string) => Promise<unknown>;

  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  /** The integrations context records each key's use through this. */
  onUse(listener: (keyId: string) => Promise<unknown>): void {
    this.useListener = listener;
  }

  async authenticate(key: string, method: string): Promise<AuthUser> {
    const doc = key.length <= 200 ? await this.readStore.collection<ApiKeyDoc>(API_KEYS_COLLECTION).findOne({ key_hash: hashApiKey(key) }) : null;
    if (!doc || doc.revoked) throw new DomainError('unauthorized', PLATFORM.AUTH_INVALID_API_KEY, 'Invalid or revoked API key.');
    if (!READ_METHODS.has(method.toUpperCase()) && !doc.scopes.includes('write')) {
      throw new DomainError('forbidden', PLATFORM.AUTH_READ_ONLY_KEY, 'This API key may only read; create a read and write key to make changes.');
    }
    this.recordUse(doc._id);
    return { id: doc.user_id, sessionId: '', apiKey: { id: doc._id, scopes: doc.scopes } };
  }

  private recordUse(keyId: string): void {
    const now = Date.now();
    if (!this.useListener || now - (this.lastRecorded.get(keyId) ?? 0) < USE_RECORD_INTERVAL_MS) return;
    this.lastRecorded.set(keyId, now);
    this.useListener(keyId).catch((error: unknown) => this.logger.warn(`recording the use of API key ${keyId} failed: ${String(error)}`));
  }
}
