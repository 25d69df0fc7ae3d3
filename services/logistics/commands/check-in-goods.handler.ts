import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { GoodsRef, decideCheckIn } from '../domain/goods-moves.rules';
import { GoodsLoader } from './goods.loader';

export class CheckInGoodsCommand {
  constructor(
    readonly warehouseId: string,
    readonly entries: GoodsRef[],
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

/** warehousestock: the warehouse and every stream of the goods in one append; returns how many entries moved. */
@CommandHandler(CheckInGoodsCommand)
export class CheckInGoodsHandler implements ICommandHandler<CheckInGoodsCommand, number> {
  constructor(
    private readonly goods: GoodsLoader,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ warehouseId, entries, actorId, context }: CheckInGoodsCommand): Promise<number> {
    const outcome = await this.goods.decide(entries.map((e) => e.id), [warehouseId], undefined, (world) => decideCheckIn(world, warehouseId, entries, actorId), context);
    await this.projections.settle(outcome.result);
    return entries.length;
  }
}
