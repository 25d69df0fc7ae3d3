import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
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
  constructor(private readonly commands: SettledLog) {}

  async execute({ shipmentId, location, recordedAt, actorId, context }: ReportPositionCommand): Promise<void> {
    await this.commands.handle(streams.shipment(shipmentId), shipmentDecider, { kind: 'ReportPosition', actorId, location, recordedAt }, context);
  }
}
