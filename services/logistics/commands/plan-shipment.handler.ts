import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { displayId } from '../../platform/domain/display-id.rules';
import { sequenceDecider } from '../../platform/domain/sequence.decider';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { carrierDecider } from '../domain/carrier.decider';
import { ShipmentPlan, decidePlan } from '../domain/goods-moves.rules';
import { logisticsErrors } from '../domain/logistics.errors';
import { nextOwnerDecider } from '../domain/next-owner.decider';
import { Destination } from '../domain/shipment.decider';
import { GoodsLoader } from './goods.loader';

export const SHIPMENT_PREFIX = 'SHIP';

/** A shipment as its owner asks for it: the plan but for its ids, and a destination still to be resolved. */
export type ShipmentRequest = Omit<ShipmentPlan, 'shipmentId' | 'displayId' | 'destination'> & {
  destination: { warehouseId?: string; nextOwnerId?: string; address?: string; addressLocation?: string };
};

export class PlanShipmentCommand {
  constructor(
    readonly request: ShipmentRequest,
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

/**
 * A shipment is planned with its goods reserved for it (one append over the shipment and every stream of
 * the goods). Its carrier must be "own" or one of the actor's carriers offering the mode; a next-owner
 * destination must be one of the actor's next owners.
 */
@CommandHandler(PlanShipmentCommand)
export class PlanShipmentHandler implements ICommandHandler<PlanShipmentCommand, { shipmentId: string; displayId: string }> {
  constructor(
    private readonly log: EventLog,
    private readonly goods: GoodsLoader,
    private readonly commands: SettledLog,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ request, actorId, context }: PlanShipmentCommand) {
    if (request.carrier !== 'own') {
      const carrier = await this.log.load(streams.carrier(request.carrier), carrierDecider.evolve, carrierDecider.initialState);
      if (!carrier.state.exists || carrier.state.ownerId !== actorId) throw logisticsErrors.carrierNotFound();
      if (!carrier.state.modes.includes(request.mode)) throw logisticsErrors.carrierMode(request.mode);
    }
    const destination = await this.destination(request.destination, actorId);
    const allocated = await this.log.handle(streams.sequence(SHIPMENT_PREFIX), sequenceDecider, { kind: 'AllocateDisplayIds', prefix: SHIPMENT_PREFIX, count: 1 }, context);
    const shipment = { shipmentId: this.ids.uuid(), displayId: displayId(SHIPMENT_PREFIX, allocated.events[0].data.first) };
    const warehouses = [request.fromWarehouseId, destination.warehouseId].filter(Boolean);
    await this.commands.settled(
      this.goods.decide(
        request.entries.map((e) => e.id),
        warehouses,
        undefined,
        (world) => decidePlan(world, { ...request, ...shipment, destination }, actorId),
        context,
      ),
    );
    return shipment;
  }

  private async destination(d: ShipmentRequest['destination'], actorId: string): Promise<Destination> {
    const none = { warehouseId: '', nextOwnerId: '', userId: '', address: '', addressLocation: '' };
    if (d.warehouseId) return { ...none, kind: 'warehouse', warehouseId: d.warehouseId };
    if (d.nextOwnerId) {
      const nextOwner = await this.log.load(streams.nextOwner(d.nextOwnerId), nextOwnerDecider.evolve, nextOwnerDecider.initialState);
      if (!nextOwner.state.exists || nextOwner.state.ownerId !== actorId) throw logisticsErrors.nextOwnerNotFound();
      return { ...none, kind: 'next_owner', nextOwnerId: d.nextOwnerId, userId: nextOwner.state.userId };
    }
    return { ...none, kind: 'address', address: d.address ?? '', addressLocation: d.addressLocation ?? '' };
  }
}
