import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { streams } from '../../platform/event-store/streams.rules';
import { SettledLog } from '../../platform/event-store/settled-log.service';
import { RecordBatchCommand } from '../custody.public';
import { recordBatchDecider } from '../domain/stock-item.decider';

/** updatebatch: the batch data of several items, all changed or none. */
@CommandHandler(RecordBatchCommand)
export class RecordBatchHandler implements ICommandHandler<RecordBatchCommand> {
  constructor(private readonly commands: SettledLog) {}

  async execute({ actorId, displayIds, details, context }: RecordBatchCommand): Promise<void> {
    const names = [...new Set(displayIds.map((id) => streams.stockItem(id)))];
    await this.commands.handleMany(names, recordBatchDecider, { kind: 'RecordBatch', actorId, details }, context);
  }
}
