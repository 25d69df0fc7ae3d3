import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { SettledLog } from '../../platform/event-store/settled-log.service';
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
    private readonly commands: SettledLog,
  ) {}

  async execute({ warehouseId, entries, actorId, context }: CheckInGoodsCommand): Promise<number> {
    await this.commands.settled(
      this.goods.decide(entries.map((e) => e.id), [warehouseId], undefined, (world) => decideCheckIn(world, warehouseId, entries, actorId), context),
    );
    return entries.length;
  }
}
