import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { LivePublisher } from '../../platform/live/live.publisher';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { apiKeyDecider } from '../domain/api-key.decider';

export class RecordApiKeyUseCommand {
  constructor(
    readonly keyId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RecordApiKeyUseCommand)
export class RecordApiKeyUseHandler implements ICommandHandler<RecordApiKeyUseCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    private readonly live: LivePublisher,
  ) {}

  async execute({ keyId, context }: RecordApiKeyUseCommand): Promise<void> {
    const outcome = await this.log.handle(streams.apiKey(keyId), apiKeyDecider, { kind: 'RecordApiKeyUse' }, context);
    if (!outcome.result) return;
    await this.projections.settle(outcome.result);
    const owner = outcome.state.userId;
    if (owner) this.live.toUser(owner, 'apikeys:changed', { change: 'used' });
  }
}
