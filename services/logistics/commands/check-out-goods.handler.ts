import { CommandHandler } from '@nestjs/cqrs';
import { decideCheckOut } from '../domain/goods-moves.rules';
import { WarehouseMoveCommand, WarehouseMoveHandler } from './warehouse-move.handler';

export class CheckOutGoodsCommand extends WarehouseMoveCommand {}

/** warehouserelease: goods stored in the warehouse leave it, in one append with the warehouse. */
@CommandHandler(CheckOutGoodsCommand)
export class CheckOutGoodsHandler extends WarehouseMoveHandler<CheckOutGoodsCommand> {
  protected readonly rule = decideCheckOut;
}
