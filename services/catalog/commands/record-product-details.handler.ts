import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { DetailEntry, productDecider } from '../domain/product.decider';

export class RecordProductDetailsCommand {
  constructor(
    readonly productId: string,
    readonly actorId: string,
    /** `add` merges into the current list; `replace` sets the whole list. */
    readonly mode: 'add' | 'replace',
    readonly detail: DetailEntry[],
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RecordProductDetailsCommand)
export class RecordProductDetailsHandler implements ICommandHandler<RecordProductDetailsCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ productId, actorId, mode, detail, context }: RecordProductDetailsCommand): Promise<void> {
    const outcome = await this.log.handle(
      streams.product(productId),
      productDecider,
      { kind: mode === 'add' ? 'AddProductDetails' : 'ReplaceProductDetails', actorId, detail },
      context,
    );
    await this.projections.settle(outcome.result);
  }
}
