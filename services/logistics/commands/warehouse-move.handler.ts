import { Injectable } from '@nestjs/common';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { GoodsRef, decideCheckIn } from '../domain/goods-moves.rules';
import { GoodsLoader } from './goods.loader';

/** Goods moved into or out of a warehouse by its owner. */
export class WarehouseMoveCommand {
  constructor(
    readonly warehouseId: string,
    readonly entries: GoodsRef[],
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

/**
 * A warehouse move (check-in, check-out): the warehouse and every stream of the goods in one append,
 * decided by the move's rule; answers how many entries moved.
 */
@Injectable()
export abstract class WarehouseMoveHandler<C extends WarehouseMoveCommand> {
  protected abstract readonly rule: typeof decideCheckIn;

  constructor(
    private readonly goods: GoodsLoader,
    private readonly commands: SettledLog,
  ) {}

  async execute({ warehouseId, entries, actorId, context }: C): Promise<number> {
    await this.commands.settled(
      this.goods.decide(entries.map((e) => e.id), [warehouseId], undefined, (world) => this.rule(world, warehouseId, entries, actorId), context),
    );
    return entries.length;
  }
}
