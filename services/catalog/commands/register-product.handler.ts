import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { ProductDetails, productDecider } from '../domain/product.decider';

export class RegisterProductCommand {
  constructor(
    readonly ownerId: string,
    readonly details: ProductDetails,
    readonly context: CommandContext,
    /** A GS1 GTIN (8, 12, 13 or 14 digits), checked by the decider. */
    readonly gtin?: string,
  ) {}
}

@CommandHandler(RegisterProductCommand)
export class RegisterProductHandler implements ICommandHandler<RegisterProductCommand, string> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ ownerId, details, context, gtin }: RegisterProductCommand): Promise<string> {
    const productId = this.ids.uuid();
    const outcome = await this.log.handle(
      streams.product(productId),
      productDecider,
      { kind: 'RegisterProduct', productId, ownerId, details, gtin },
      context,
    );
    await this.projections.settle(outcome.result);
    return productId;
  }
}
