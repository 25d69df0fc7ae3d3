import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { shipmentDecider } from '../domain/shipment.decider';

export class ReportPositionCommand {
  constructor(
    readonly shipmentId: string,
    readonly location: string,
    readonly recordedAt: string,
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

@CommandHandler(ReportPositionCommand)
export class ReportPositionHandler implements ICommandHandler<ReportPositionCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ shipmentId, location, recordedAt, actorId, context }: ReportPositionCommand): Promise<void> {
    const outcome = await this.log.handle(streams.shipment(shipmentId), shipmentDecider, { kind: 'ReportPosition', actorId, location, recordedAt }, context);
    await this.projections.settle(outcome.result);
  }
}
