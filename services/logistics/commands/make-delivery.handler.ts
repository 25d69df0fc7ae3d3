import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { GoodsRef, decideDelivery } from '../domain/goods-moves.rules';
import { logisticsErrors } from '../domain/logistics.errors';
import { nextOwnerDecider } from '../domain/next-owner.decider';
import { GoodsLoader } from './goods.loader';

export class MakeDeliveryCommand {
  constructor(
    readonly nextOwnerId: string,
    readonly entries: GoodsRef[],
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

/** A direct delivery: everything listed (and all it holds) passes to the next owner in one append. */
@CommandHandler(MakeDeliveryCommand)
export class MakeDeliveryHandler implements ICommandHandler<MakeDeliveryCommand, string> {
  constructor(
    private readonly log: EventLog,
    private readonly goods: GoodsLoader,
    private readonly commands: SettledLog,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ nextOwnerId, entries, actorId, context }: MakeDeliveryCommand): Promise<string> {
    const nextOwner = await this.log.load(streams.nextOwner(nextOwnerId), nextOwnerDecider.evolve, nextOwnerDecider.initialState);
    if (!nextOwner.state.exists || nextOwner.state.ownerId !== actorId) throw logisticsErrors.nextOwnerNotFound();
    const deliveryId = this.ids.uuid();
    await this.commands.settled(
      this.goods.decide(
        entries.map((e) => e.id),
        [],
        undefined,
        (world) => decideDelivery(world, { deliveryId, nextOwnerId, userId: nextOwner.state.userId }, entries, actorId),
        context,
      ),
    );
    return deliveryId;
  }
}
