import { CommandHandler } from '@nestjs/cqrs';
import { FreshIdHandler, NewRecordCommand } from '../../platform/event-store/fresh-id.handler';
import { streams } from '../../platform/event-store/streams.rules';
import { PackagingOrder, packagingOrderDecider } from '../domain/packaging-order.decider';

export class PlacePackagingOrderCommand extends NewRecordCommand<PackagingOrder> {}

/** An outsourced packaging order: one event on its own stream. */
@CommandHandler(PlacePackagingOrderCommand)
export class PlacePackagingOrderHandler extends FreshIdHandler<PlacePackagingOrderCommand> {
  protected append(orderId: string, { ownerId, fields: order, context }: PlacePackagingOrderCommand) {
    return this.commands.handle(streams.packagingOrder(orderId), packagingOrderDecider, { kind: 'PlacePackagingOrder', orderId, ownerId, order }, context);
  }
}
