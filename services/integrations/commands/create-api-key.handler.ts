import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomBytes } from 'node:crypto';
import { API_KEYS_COLLECTION, ApiKeyDoc, hashApiKey } from '../../platform/auth/api-key.authenticator';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { LivePublisher } from '../../platform/live/live.publisher';
import { DomainError } from '../../platform/errors/domain.errors';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { ApiKeyScope, MAX_KEYS_PER_USER, apiKeyDecider } from '../domain/api-key.decider';
import { INTEGRATIONS } from '../domain/integrations.errors';

export class CreateApiKeyCommand {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly scopes: ApiKeyScope[],
    readonly context: CommandContext,
  ) {}
}

export interface CreatedApiKey {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScope[];
  /** The key itself: returned this once, never stored. */
  key: string;
}

/** `prv_` + 8 hex characters (the prefix shown in lists) + `_` + 256 random bits. */
function newKey(): { key: string; prefix: string } {
  const prefix = `prv_${randomBytes(4).toString('hex')}`;
  return { key: `${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

@CommandHandler(CreateApiKeyCommand)
export class CreateApiKeyHandler implements ICommandHandler<CreateApiKeyCommand, CreatedApiKey> {
  constructor(
    private readonly commands: SettledLog,
    @Inject(IDS) private readonly ids: IdGenerator,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly live: LivePublisher,
  ) {}

  async execute({ userId, name, scopes, context }: CreateApiKeyCommand): Promise<CreatedApiKey> {
    const held = await this.readStore.collection<ApiKeyDoc>(API_KEYS_COLLECTION).count({ user_id: userId, revoked: false });
    if (held >= MAX_KEYS_PER_USER) {
      throw new DomainError('conflict', INTEGRATIONS.APIKEY_TOO_MANY, `You may hold at most ${MAX_KEYS_PER_USER} API keys; revoke one first.`);
    }
    const keyId = this.ids.uuid();
    const { key, prefix } = newKey();
    const outcome = await this.commands.handle(
      streams.apiKey(keyId),
      apiKeyDecider,
      { kind: 'CreateApiKey', keyId, userId, name, scopes, prefix, keyHash: hashApiKey(key) },
      context,
    );
    this.live.toUser(userId, 'apikeys:changed', { change: 'created' });
    const created = outcome.events[0];
    return { id: keyId, name, prefix, scopes: created.type === 'ApiKeyCreated' ? (created.data.scopes as ApiKeyScope[]) : scopes, key };
  }
}
