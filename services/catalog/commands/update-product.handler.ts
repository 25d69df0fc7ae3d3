import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { productDecider } from '../domain/product.decider';

export class UpdateProductCommand {
  constructor(
    readonly productId: string,
    readonly actorId: string,
    readonly changes: { name: string; brand: string; sku: string },
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(UpdateProductCommand)
export class UpdateProductHandler implements ICommandHandler<UpdateProductCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ productId, actorId, changes, context }: UpdateProductCommand): Promise<void> {
    const outcome = await this.log.handle(
      streams.product(productId),
      productDecider,
      { kind: 'UpdateProduct', actorId, ...changes },
      context,
    );
    await this.projections.settle(outcome.result);
  }
}
