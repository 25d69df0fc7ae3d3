import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { WarehouseFields, warehouseDecider } from '../domain/warehouse.decider';

export class RegisterWarehouseCommand {
  constructor(
    readonly ownerId: string,
    readonly fields: WarehouseFields,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(RegisterWarehouseCommand)
export class RegisterWarehouseHandler implements ICommandHandler<RegisterWarehouseCommand, string> {
  constructor(
    private readonly commands: SettledLog,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ ownerId, fields, context }: RegisterWarehouseCommand): Promise<string> {
    const warehouseId = this.ids.uuid();
    await this.commands.handle(streams.warehouse(warehouseId), warehouseDecider, { kind: 'RegisterWarehouse', warehouseId, ownerId, fields }, context);
    return warehouseId;
  }
}
