import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { DomainEvent } from '../../platform/event-store/event.types';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { decideDispatch } from '../domain/goods-moves.rules';
import { ShipmentEvent } from '../domain/logistics.events';
import { ShipmentState, assertShipment, evolveShipment, initialShipment } from '../domain/shipment.decider';
import { GoodsLoader } from './goods.loader';

export const shipmentFold = (shipmentId: string) => ({
  stream: streams.shipment(shipmentId),
  evolve: (s: ShipmentState, e: DomainEvent) => evolveShipment(s, e as ShipmentEvent),
  initialState: initialShipment,
});

export class DispatchShipmentCommand {
  constructor(
    readonly shipmentId: string,
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

/** Dispatch: the shipment, its goods and the warehouses they leave, in one append. */
@CommandHandler(DispatchShipmentCommand)
export class DispatchShipmentHandler implements ICommandHandler<DispatchShipmentCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly goods: GoodsLoader,
    private readonly commands: SettledLog,
  ) {}

  async execute({ shipmentId, actorId, context }: DispatchShipmentCommand): Promise<void> {
    const fold = shipmentFold(shipmentId);
    const shipment = await this.log.load(fold.stream, fold.evolve, fold.initialState);
    assertShipment(shipment.state, actorId, ['planned'], 'dispatched');
    await this.commands.settled(
      this.goods.decide(
        shipment.state.entries.map((e) => e.id),
        [],
        fold,
        (world, current) => decideDispatch(world, current!, actorId),
        context,
      ),
    );
  }
}
