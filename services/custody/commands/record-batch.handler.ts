import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { RecordBatchCommand } from '../custody.public';
import { recordBatchDecider } from '../domain/stock-item.decider';

/** updatebatch: the batch data of several items, all changed or none. */
@CommandHandler(RecordBatchCommand)
export class RecordBatchHandler implements ICommandHandler<RecordBatchCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ actorId, displayIds, details, context }: RecordBatchCommand): Promise<void> {
    const names = [...new Set(displayIds.map((id) => streams.stockItem(id)))];
    const outcome = await this.log.handleMany(names, recordBatchDecider, { kind: 'RecordBatch', actorId, details }, context);
    await this.projections.settle(outcome.result);
  }
}
