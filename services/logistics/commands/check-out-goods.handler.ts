import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { GoodsRef, decideCheckOut } from '../domain/goods-moves.rules';
import { GoodsLoader } from './goods.loader';

export class CheckOutGoodsCommand {
  constructor(
    readonly warehouseId: string,
    readonly entries: GoodsRef[],
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

/** warehouserelease: goods stored in the warehouse leave it, in one append with the warehouse. */
@CommandHandler(CheckOutGoodsCommand)
export class CheckOutGoodsHandler implements ICommandHandler<CheckOutGoodsCommand, number> {
  constructor(
    private readonly goods: GoodsLoader,
    private readonly commands: SettledLog,
  ) {}

  async execute({ warehouseId, entries, actorId, context }: CheckOutGoodsCommand): Promise<number> {
    await this.commands.settled(
      this.goods.decide(entries.map((e) => e.id), [warehouseId], undefined, (world) => decideCheckOut(world, warehouseId, entries, actorId), context),
    );
    return entries.length;
  }
}
