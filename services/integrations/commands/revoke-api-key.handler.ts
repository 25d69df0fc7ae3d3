import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { LivePublisher } from '../../platform/live/live.publisher';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { apiKeyDecider } from '../domain/api-key.decider';

export class RevokeApiKeyCommand {
  constructor(
    readonly userId: string,
    readonly keyId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RevokeApiKeyCommand)
export class RevokeApiKeyHandler implements ICommandHandler<RevokeApiKeyCommand> {
  constructor(
    private readonly commands: SettledLog,
    private readonly live: LivePublisher,
  ) {}

  /** Waits for the read model, so the key is refused as soon as the answer arrives. */
  async execute({ userId, keyId, context }: RevokeApiKeyCommand): Promise<void> {
    await this.commands.handle(streams.apiKey(keyId), apiKeyDecider, { kind: 'RevokeApiKey', userId }, context);
    this.live.toUser(userId, 'apikeys:changed', { change: 'revoked' });
  }
}
