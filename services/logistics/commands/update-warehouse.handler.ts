import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
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
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ warehouseId, actorId, fields, context }: UpdateWarehouseCommand): Promise<void> {
    const outcome = await this.log.handle(streams.warehouse(warehouseId), warehouseDecider, { kind: 'UpdateWarehouse', actorId, fields }, context);
    await this.projections.settle(outcome.result);
  }
}
