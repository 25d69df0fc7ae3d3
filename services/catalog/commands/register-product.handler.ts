import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
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
    private readonly commands: SettledLog,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ ownerId, details, context, gtin }: RegisterProductCommand): Promise<string> {
    const productId = this.ids.uuid();
    await this.commands.handle(streams.product(productId), productDecider, { kind: 'RegisterProduct', productId, ownerId, details, gtin }, context);
    return productId;
  }
}
