import type {
  StockBatchImported,
  StockItemBatchRecorded,
  StockItemRegistered,
} from '../../../proto/gen/provenance/inventory/v1/events_pb';
import { ChunkedMultiStreamDecider, StreamEvents } from '../../platform/domain/decider.types';
import { STOCK_ITEM_PREFIX, displayId } from '../../platform/domain/display-id.rules';
import { SequenceEvent, sequenceDecider } from '../../platform/domain/sequence.decider';
import { DomainEvent, EventData } from '../../platform/event-store/event.types';
import { streams } from '../../platform/event-store/streams.rules';
import type { StockRow } from './stock-upload';

export type StockUploadEvent =
  | SequenceEvent
  | DomainEvent<'StockBatchImported', EventData<StockBatchImported>>
  | DomainEvent<'StockItemRegistered', EventData<StockItemRegistered>>
  | DomainEvent<'StockItemBatchRecorded', EventData<StockItemBatchRecorded>>;

/** A checked stock file (every row valid), keyed by the uploader and its content. */
export interface ImportStockBatch {
  kind: 'ImportStockBatch';
  actorId: string;
  contentHash: string;
  rows: StockRow[];
}

/**
 * The two streams an import reads, each folded with the same `evolve`: the INVE sequence (the next display
 * number) and the file's own `stockbatch-` stream (whether this uploader imported this file already).
 */
export interface StockUploadState {
  next: number;
  imported?: EventData<StockBatchImported>;
}

/** The streams an import of this file loads before deciding. */
export const stockUploadStreams = (contentHash: string) => ({
  sequence: streams.sequence(STOCK_ITEM_PREFIX),
  batch: streams.stockBatch(contentHash),
});

/**
 * Rows decided per chunk: a chunk is stamped and handed to the store before the next is decided. A chunk's
 * events live while it is stamped and serialised (a few slices of the event loop): at 1,000 rows most of them
 * lived long enough to be promoted to V8's old generation, at 250 most die young.
 */
export const STOCK_UPLOAD_CHUNK_ROWS = 250;

/**
 * A stock file becomes stock items in one decision across streams: a block of display numbers from the INVE
 * sequence, one new stream per row (its registration, owned by the uploader, and its batch data) and the
 * file's own stream recording the import. A file this uploader imported already decides nothing (the
 * handler answers with the first import's ids). `decideInChunks` makes the same decision a chunk of rows at
 * a time (the sequence and the file's record first), so 100,000 rows are never 200,000 events in memory.
 */
export const stockUploadDecider: ChunkedMultiStreamDecider<ImportStockBatch, StockUploadEvent, StockUploadState> = {
  multiStream: true,
  initialState: { next: sequenceDecider.initialState.next },
  evolve(state, event) {
    if (event.type === 'DisplayIdsAllocated') return { ...state, next: sequenceDecider.evolve({ next: state.next }, event).next };
    if (event.type === 'StockBatchImported') return { ...state, imported: event.data };
    return state;
  },
  decide(command, states) {
    return [...stockUploadDecider.decideInChunks(command, states)].flat();
  },
  *decideInChunks(command, states) {
    const names = stockUploadStreams(command.contentHash);
    if (states.get(names.batch)?.imported) return;
    const count = command.rows.length;
    const sequence = states.get(names.sequence) ?? stockUploadDecider.initialState;
    const allocation = sequenceDecider.decide({ kind: 'AllocateDisplayIds', prefix: STOCK_ITEM_PREFIX, count }, { next: sequence.next });
    if (allocation.length === 0) return;
    const first = allocation[0].data.first;
    yield [
      { stream: names.sequence, events: allocation },
      {
        stream: names.batch,
        events: [
          {
            type: 'StockBatchImported',
            data: {
              contentHash: command.contentHash,
              rowCount: count,
              firstDisplayId: displayId(STOCK_ITEM_PREFIX, first),
              lastDisplayId: displayId(STOCK_ITEM_PREFIX, first + count - 1),
              ownerId: command.actorId,
            },
          },
        ],
      },
    ];
    for (let start = 0; start < count; start += STOCK_UPLOAD_CHUNK_ROWS) {
      const chunk: StreamEvents<StockUploadEvent>[] = [];
      for (let i = start; i < Math.min(count, start + STOCK_UPLOAD_CHUNK_ROWS); i += 1) {
        const row = command.rows[i];
        const id = displayId(STOCK_ITEM_PREFIX, first + i);
        chunk.push({
          stream: streams.stockItem(id),
          events: [
            { type: 'StockItemRegistered', data: { displayId: id, productId: row.productId, ownerId: command.actorId, location: '', addressLocation: '' } },
            {
              type: 'StockItemBatchRecorded',
              data: { batch: row.batch, status: row.status, manufectureDate: row.manufectureDate, expireDate: row.expireDate, warranty: row.warranty },
            },
          ],
        });
      }
      yield chunk;
    }
  },
};
