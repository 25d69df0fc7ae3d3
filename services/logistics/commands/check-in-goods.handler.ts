import { CommandHandler } from '@nestjs/cqrs';
import { decideCheckIn } from '../domain/goods-moves.rules';
import { WarehouseMoveCommand, WarehouseMoveHandler } from './warehouse-move.handler';

export class CheckInGoodsCommand extends WarehouseMoveCommand {}

/** warehousestock: goods their owner holds go into the warehouse. */
@CommandHandler(CheckInGoodsCommand)
export class CheckInGoodsHandler extends WarehouseMoveHandler<CheckInGoodsCommand> {
  protected readonly rule = decideCheckIn;
}
