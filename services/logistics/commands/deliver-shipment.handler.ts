import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { decideDeliverShipment } from '../domain/goods-moves.rules';
import { assertShipment } from '../domain/shipment.decider';
import { shipmentFold } from './dispatch-shipment.handler';
import { GoodsLoader } from './goods.loader';

export class DeliverShipmentCommand {
  constructor(
    readonly shipmentId: string,
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

/** Delivery: the shipment, its goods, and the destination warehouse or the delivery to a next owner, in one append. */
@CommandHandler(DeliverShipmentCommand)
export class DeliverShipmentHandler implements ICommandHandler<DeliverShipmentCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly goods: GoodsLoader,
    private readonly commands: SettledLog,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ shipmentId, actorId, context }: DeliverShipmentCommand): Promise<void> {
    const fold = shipmentFold(shipmentId);
    const shipment = await this.log.load(fold.stream, fold.evolve, fold.initialState);
    assertShipment(shipment.state, actorId, ['in_transit'], 'delivered');
    const deliveryId = this.ids.uuid();
    const destinationWarehouse = shipment.state.destination?.kind === 'warehouse' ? [shipment.state.destination.warehouseId] : [];
    await this.commands.settled(
      this.goods.decide(
        shipment.state.entries.map((e) => e.id),
        destinationWarehouse,
        fold,
        (world, current) => decideDeliverShipment(world, current!, actorId, deliveryId),
        context,
      ),
    );
  }
}
