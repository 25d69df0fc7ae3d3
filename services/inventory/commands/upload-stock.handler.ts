import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { ProductDirectory } from '../../catalog/catalog.public';
import { STOCK_ITEM_PREFIX, displayId } from '../../platform/domain/display-id';
import { sequenceDecider } from '../../platform/domain/sequence.decider';
import { DomainError, ValidationFailed } from '../../platform/errors/domain-error';
import { DomainEvent } from '../../platform/event-store/event-types';
import { WrongExpectedRevisionError } from '../../platform/event-store/event-store.port';
import { CommandContext, EventLog, NEW_STREAM } from '../../platform/event-store/event-log';
import { streams } from '../../platform/event-store/streams';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle';
import { CsvTooLong } from '../../platform/csv/csv';
import { MAX_STOCK_ROWS, TooManyRows, checkStockCsvInSlices } from '../domain/stock-upload';

export class UploadStockCommand {
  constructor(
    readonly actorId: string,
    readonly file: Buffer,
    readonly context: CommandContext,
  ) {}
}

export interface UploadResult {
  created: number;
  duplicate: boolean;
  batch_id: string;
  first_display_id: string;
  last_display_id: string;
  items?: { id: string; display_id: string }[];
}

const MAX_ATTEMPTS = 5;
const LISTED_ITEMS = 1000;
const MESSAGES_SHOWN = 200;

/**
 * A stock file becomes stock items in one atomic append: the block of display numbers, one stream per
 * item (registration and batch data) and the file's own stream, keyed by the uploader and the content hash
 * so the same user never imports the same file twice. Any bad row refuses the whole file and nothing is stored.
 */
@CommandHandler(UploadStockCommand)
export class UploadStockHandler implements ICommandHandler<UploadStockCommand, UploadResult> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    private readonly products: ProductDirectory,
  ) {}

  async execute({ actorId, file, context }: UploadStockCommand): Promise<UploadResult> {
    // Per uploader: a file another user imported is no duplicate of this user's (nor are its ids theirs).
    const contentHash = createHash('sha256').update(`${actorId}\u0000`).update(file).digest('hex').slice(0, 32);
    const batchStream = streams.stockBatch(contentHash);
    const earlier = await this.earlierImport(batchStream);
    if (earlier) return earlier;

    const own = await this.products.ownedBy(actorId);
    const bySku = new Map<string, string[]>();
    for (const p of own) bySku.set(p.sku, [...(bySku.get(p.sku) ?? []), p.id]);
    let checked;
    try {
      checked = await checkStockCsvInSlices(file.toString('utf8'), { byId: new Set(own.map((p) => p.id)), bySku });
    } catch (error) {
      if (error instanceof TooManyRows) throw new DomainError('too_large', 'STOCK_UPLOAD.TOO_MANY_ROWS', `At most ${MAX_STOCK_ROWS} rows per file.`);
      if (error instanceof CsvTooLong) throw new ValidationFailed({ csv_file: [`${error.message} Nothing was stored.`] });
      throw error;
    }
    if (checked.errors.length > 0) {
      const rows = new Set(checked.errors.map((e) => e.row)).size;
      throw new ValidationFailed(
        {
          csv_file: [
            `${rows} row(s) have errors; nothing was stored.`,
            ...checked.errors.slice(0, MESSAGES_SHOWN).map((e) => `Row ${e.row}, ${e.field}: ${e.message}`),
          ],
        },
        { row_errors: checked.errors.slice(0, 5000) },
      );
    }

    const count = checked.rows.length;
    for (let attempt = 1; ; attempt += 1) {
      const sequence = await this.log.load(streams.sequence(STOCK_ITEM_PREFIX), sequenceDecider.evolve, sequenceDecider.initialState);
      const [allocation] = sequenceDecider.decide({ kind: 'AllocateDisplayIds', prefix: STOCK_ITEM_PREFIX, count }, sequence.state);
      const first = allocation.data.first;
      const ids = checked.rows.map((_, i) => displayId(STOCK_ITEM_PREFIX, first + i));
      const imported: DomainEvent = {
        type: 'StockBatchImported',
        data: { contentHash, rowCount: count, firstDisplayId: ids[0], lastDisplayId: ids[count - 1], ownerId: actorId },
      };
      try {
        const result = await this.log.appendMultiple(
          [
            { stream: streams.sequence(STOCK_ITEM_PREFIX), after: sequence, events: [allocation] },
            { stream: batchStream, after: NEW_STREAM, events: [imported] },
            ...checked.rows.map((row, i) => ({
              stream: streams.stockItem(ids[i]),
              after: NEW_STREAM,
              events: [
                {
                  type: 'StockItemRegistered',
                  data: { displayId: ids[i], productId: row.productId, ownerId: actorId, location: '', addressLocation: '' },
                },
                {
                  type: 'StockItemBatchRecorded',
                  data: {
                    batch: row.batch,
                    status: row.status,
                    manufectureDate: row.manufectureDate,
                    expireDate: row.expireDate,
                    warranty: row.warranty,
                  },
                },
              ],
            })),
          ],
          context,
        );
        await this.projections.settle(result, 120_000);
        return {
          created: count,
          duplicate: false,
          batch_id: contentHash,
          first_display_id: ids[0],
          last_display_id: ids[count - 1],
          ...(count <= LISTED_ITEMS ? { items: ids.map((id) => ({ id, display_id: id })) } : {}),
        };
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= MAX_ATTEMPTS) throw error;
        // The same file may have been imported by a concurrent upload: then answer as for a re-send.
        const concurrent = await this.earlierImport(batchStream);
        if (concurrent) return concurrent;
      }
    }
  }

  private async earlierImport(batchStream: string): Promise<UploadResult | undefined> {
    const [event] = await this.log.store.readStream(batchStream, { maxCount: 1 });
    if (!event) return undefined;
    const d = event.data as { contentHash: string; rowCount: number; firstDisplayId: string; lastDisplayId: string };
    return { created: 0, duplicate: true, batch_id: d.contentHash, first_display_id: d.firstDisplayId, last_display_id: d.lastDisplayId };
  }
}
