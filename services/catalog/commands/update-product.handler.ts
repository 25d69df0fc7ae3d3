import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
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
  constructor(private readonly commands: SettledLog) {}

  async execute({ productId, actorId, changes, context }: UpdateProductCommand): Promise<void> {
    await this.commands.handle(streams.product(productId), productDecider, { kind: 'UpdateProduct', actorId, ...changes }, context);
  }
}
