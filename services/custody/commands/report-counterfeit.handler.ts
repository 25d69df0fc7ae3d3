import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { derivedUuid } from '../../platform/domain/clock.port';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { ReportCounterfeitCommand } from '../custody.public';
import { counterfeitReportDecider } from '../domain/counterfeit.decider';
import { goodsStreamOf } from '../../platform/event-store/streams.rules';

/**
 * A counterfeit report about one of our ids goes on that item's or package's stream, else on a stream of
 * its own (the decider picks). The complaint id derives from the command id, so a retried POST with the
 * same Idempotency-Key appends nothing twice.
 */
@CommandHandler(ReportCounterfeitCommand)
export class ReportCounterfeitHandler implements ICommandHandler<ReportCounterfeitCommand, string> {
  constructor(private readonly commands: SettledLog) {}

  async execute({ displayId, reason, address, context }: ReportCounterfeitCommand): Promise<string> {
    const complaintId = derivedUuid(context.commandId, `complaint\u0000${context.commandId}`);
    await this.commands.handleMany(
      [goodsStreamOf(displayId)],
      counterfeitReportDecider,
      { kind: 'ReportCounterfeit', complaintId, displayId, reason, address },
      context,
    );
    return complaintId;
  }
}
