import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { LivePublisher } from '../../platform/live/live.publisher';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
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
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    private readonly live: LivePublisher,
  ) {}

  /** Waits for the read model, so the key is refused as soon as the answer arrives. */
  async execute({ userId, keyId, context }: RevokeApiKeyCommand): Promise<void> {
    const outcome = await this.log.handle(streams.apiKey(keyId), apiKeyDecider, { kind: 'RevokeApiKey', userId }, context);
    await this.projections.settle(outcome.result);
    this.live.toUser(userId, 'apikeys:changed', { change: 'revoked' });
  }
}
