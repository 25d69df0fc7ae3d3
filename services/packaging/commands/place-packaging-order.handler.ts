import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { PackagingOrder, packagingOrderDecider } from '../domain/packaging-order.decider';

export class PlacePackagingOrderCommand {
  constructor(
    readonly ownerId: string,
    readonly order: PackagingOrder,
    readonly context: CommandContext,
  ) {}
}

/** An outsourced packaging order: one event on its own stream. */
@CommandHandler(PlacePackagingOrderCommand)
export class PlacePackagingOrderHandler implements ICommandHandler<PlacePackagingOrderCommand, string> {
  constructor(
    private readonly commands: SettledLog,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ ownerId, order, context }: PlacePackagingOrderCommand): Promise<string> {
    const orderId = this.ids.uuid();
    await this.commands.handle(
      streams.packagingOrder(orderId),
      packagingOrderDecider,
      { kind: 'PlacePackagingOrder', orderId, ownerId, order },
      context,
    );
    return orderId;
  }
}
