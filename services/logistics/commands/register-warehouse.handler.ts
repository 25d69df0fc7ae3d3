import { CommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { FreshIdHandler } from '../../platform/event-store/fresh-id.handler';
import { streams } from '../../platform/event-store/streams.rules';
import { WarehouseFields, warehouseDecider } from '../domain/warehouse.decider';

export class RegisterWarehouseCommand {
  constructor(
    readonly ownerId: string,
    readonly fields: WarehouseFields,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RegisterWarehouseCommand)
export class RegisterWarehouseHandler extends FreshIdHandler<RegisterWarehouseCommand> {
  protected append(warehouseId: string, { ownerId, fields, context }: RegisterWarehouseCommand) {
    return this.commands.handle(streams.warehouse(warehouseId), warehouseDecider, { kind: 'RegisterWarehouse', warehouseId, ownerId, fields }, context);
  }
}
