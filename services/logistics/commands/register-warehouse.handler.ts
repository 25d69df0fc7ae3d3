import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { IDS, IdGenerator } from '../../platform/domain/clock.port';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
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
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    @Inject(IDS) private readonly ids: IdGenerator,
  ) {}

  async execute({ ownerId, fields, context }: RegisterWarehouseCommand): Promise<string> {
    const warehouseId = this.ids.uuid();
    const outcome = await this.log.handle(streams.warehouse(warehouseId), warehouseDecider, { kind: 'RegisterWarehouse', warehouseId, ownerId, fields }, context);
    await this.projections.settle(outcome.result);
    return warehouseId;
  }
}
