import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
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
  constructor(private readonly commands: SettledLog) {}

  async execute({ productId, actorId, mode, detail, context }: RecordProductDetailsCommand): Promise<void> {
    await this.commands.handle(
      streams.product(productId),
      productDecider,
      { kind: mode === 'add' ? 'AddProductDetails' : 'ReplaceProductDetails', actorId, detail },
      context,
    );
  }
}
