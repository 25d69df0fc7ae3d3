import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { derivedUuid } from '../../platform/domain/clock';
import { CommandContext, EventLog, NEW_STREAM } from '../../platform/event-store/event-log';
import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.port';
import { streams } from '../../platform/event-store/streams';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle';
import { counterfeitDecider } from '../domain/counterfeit.decider';

export class ReportCounterfeitCommand {
  constructor(
    readonly displayId: string,
    readonly reason: string,
    readonly address: string,
    readonly context: CommandContext,
  ) {}
}

const MAX_CONFLICT_RETRIES = 5;

/**
 * A counterfeit report goes on the reported item's or package's stream when the id is ours (so it is part
 * of that item's provenance and hash chain), otherwise on a `complaint-<id>` stream of its own. The
 * complaint id derives from the command id, so a retried POST with the same Idempotency-Key appends
 * nothing twice.
 */
@CommandHandler(ReportCounterfeitCommand)
export class ReportCounterfeitHandler implements ICommandHandler<ReportCounterfeitCommand, string> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ displayId, reason, address, context }: ReportCounterfeitCommand): Promise<string> {
    const complaintId = uuidFrom(context.commandId);
    const subjectStream = displayId.startsWith('PACK') ? streams.package(displayId) : streams.stockItem(displayId);
    for (let attempt = 1; ; attempt += 1) {
      const loaded = await this.log.load(subjectStream, counterfeitDecider.evolve, counterfeitDecider.initialState);
      const events = counterfeitDecider.decide({ kind: 'ReportCounterfeit', complaintId, displayId, reason, address }, loaded.state);
      const [stream, after] = loaded.state.exists ? [subjectStream, loaded] : [streams.complaint(complaintId), NEW_STREAM];
      try {
        const result = await this.log.append(stream, after, events, context);
        await this.projections.settle(result);
        return complaintId;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_CONFLICT_RETRIES) throw error;
      }
    }
  }
}

function uuidFrom(commandId: string): string {
  return derivedUuid(commandId, `complaint\u0000${commandId}`);
}
