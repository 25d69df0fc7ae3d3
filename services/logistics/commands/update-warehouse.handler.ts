import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { WarehouseFields, warehouseDecider } from '../domain/warehouse.decider';

export class UpdateWarehouseCommand {
  constructor(
    readonly warehouseId: string,
    readonly actorId: string,
    readonly fields: WarehouseFields,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(UpdateWarehouseCommand)
export class UpdateWarehouseHandler implements ICommandHandler<UpdateWarehouseCommand> {
  constructor(private readonly commands: SettledLog) {}

  async execute({ warehouseId, actorId, fields, context }: UpdateWarehouseCommand): Promise<void> {
    await this.commands.handle(streams.warehouse(warehouseId), warehouseDecider, { kind: 'UpdateWarehouse', actorId, fields }, context);
  }
}
