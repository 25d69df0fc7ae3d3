import { CommandHandler } from '@nestjs/cqrs';
import { FreshIdHandler, NewRecordCommand } from '../../platform/event-store/fresh-id.handler';
import { streams } from '../../platform/event-store/streams.rules';
import { WarehouseFields, warehouseDecider } from '../domain/warehouse.decider';

export class RegisterWarehouseCommand extends NewRecordCommand<WarehouseFields> {}

@CommandHandler(RegisterWarehouseCommand)
export class RegisterWarehouseHandler extends FreshIdHandler<RegisterWarehouseCommand> {
  protected append(warehouseId: string, { ownerId, fields, context }: RegisterWarehouseCommand) {
    return this.commands.handle(streams.warehouse(warehouseId), warehouseDecider, { kind: 'RegisterWarehouse', warehouseId, ownerId, fields }, context);
  }
}
