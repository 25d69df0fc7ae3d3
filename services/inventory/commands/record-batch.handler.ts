import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CommandContext, EventLog } from '../../platform/event-store/event-log';
import { streams } from '../../platform/event-store/streams';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle';
import { BatchDetails, StockItemState, stockItemDecider } from '../domain/stock-item.decider';

export class RecordBatchCommand {
  constructor(
    readonly actorId: string,
    readonly displayIds: string[],
    readonly details: BatchDetails,
    readonly context: CommandContext,
  ) {}
}

/** updatebatch: the batch data of several items, all changed or none. */
@CommandHandler(RecordBatchCommand)
export class RecordBatchHandler implements ICommandHandler<RecordBatchCommand> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
  ) {}

  async execute({ actorId, displayIds, details, context }: RecordBatchCommand): Promise<void> {
    const byStream = new Map(displayIds.map((id) => [streams.stockItem(id), id]));
    const outcome = await this.log.handleAcross<StockItemState>(
      [...byStream.keys()].map((stream) => ({
        stream,
        evolve: (state, event) => stockItemDecider.evolve(state, event as Parameters<typeof stockItemDecider.evolve>[1]),
        initialState: stockItemDecider.initialState,
      })),
      (states) =>
        [...states].map(([stream, state]) => ({
          stream,
          events: stockItemDecider.decide({ kind: 'RecordBatch', actorId, details }, state),
        })),
      context,
    );
    await this.projections.settle(outcome.result);
  }
}
