import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { Hash, createHash } from 'node:crypto';
import { ProductDirectory } from '../../catalog/catalog.public';
import { STOCK_ITEM_PREFIX, displayId } from '../../platform/domain/display-id.rules';
import { DomainError, ValidationFailed } from '../../platform/errors/domain.errors';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { ReadYourWrites } from '../../platform/projections/read-your-writes.service';
import { ImportsInProjection } from '../queries/imports-in-projection.tracker';
import { CsvTooLong } from '../../platform/csv/csv.format';
import { MAX_STOCK_ROWS, TooManyRows, checkStockCsvInSlices } from '../domain/stock-upload';
import { StockUploadEvent, stockUploadDecider, stockUploadStreams } from '../domain/stock-upload.decider';
import { setImmediate as nextTurn } from 'node:timers/promises';

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

const LISTED_ITEMS = 1000;
/** Bytes of the file hashed between two turns of the event loop (a 30 MB file is ~100 ms of SHA-256 on a busy machine). */
const HASH_PIECE_BYTES = 256 * 1024;

/** The file's content key: hashed a piece at a time, with a turn of the event loop between pieces. */
async function hashInPieces(hash: Hash, file: Buffer): Promise<string> {
  for (let at = 0; at < file.length; at += HASH_PIECE_BYTES) {
    hash.update(file.subarray(at, at + HASH_PIECE_BYTES));
    if (at + HASH_PIECE_BYTES < file.length) await nextTurn();
  }
  return hash.digest('hex').slice(0, 32);
}
/** From this many rows the answer does not wait for the projections (a smaller import projects in well under a second). */
const ANSWER_WHEN_DURABLE_FROM = LISTED_ITEMS;
const MESSAGES_SHOWN = 200;

/**
 * A stock file becomes stock items: every row checked first (any bad row refuses the whole file and nothing
 * is stored), then load → decide → append through the EventLog: `stockUploadDecider` turns the INVE sequence
 * and the file's own stream (keyed by the uploader and the content hash, so the same user never imports the
 * same file twice) into one atomic append of the block of display numbers, one stream per item and the file's
 * record, decided and appended a chunk of rows at a time; a conflict is retried from fresh loads by the
 * EventLog.
 */
@CommandHandler(UploadStockCommand)
export class UploadStockHandler implements ICommandHandler<UploadStockCommand, UploadResult> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    private readonly products: ProductDirectory,
    private readonly reads: ReadYourWrites,
    private readonly imports: ImportsInProjection,
  ) {}

  async execute({ actorId, file, context }: UploadStockCommand): Promise<UploadResult> {
    // Per uploader: a file another user imported is no duplicate of this user's (nor are its ids theirs).
    const contentHash = await hashInPieces(createHash('sha256').update(`${actorId}\u0000`), file);
    const names = stockUploadStreams(contentHash);
    const earlier = await this.earlierImport(names.batch);
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

    // Decided, stamped and appended a chunk of rows at a time, in one atomic append.
    const { first: decided, result } = await this.log.handleManyInChunks(
      [names.sequence, names.batch],
      stockUploadDecider,
      { kind: 'ImportStockBatch', actorId, contentHash, rows: checked.rows },
      context,
    );
    // Nothing decided: this uploader's file was imported meanwhile (a concurrent upload of the same bytes).
    if (decided.length === 0) return (await this.earlierImport(names.batch))!;
    const imported = decided.find((w) => w.stream === names.batch)!.events[0] as Extract<StockUploadEvent, { type: 'StockBatchImported' }>;
    const { rowCount, firstDisplayId, lastDisplayId } = imported.data;
    if (rowCount > ANSWER_WHEN_DURABLE_FROM) {
      // A large import answers once its events are durable (seconds) rather than once every read model holds
      // them (far longer): the uploader's following requests wait for those projections (ReadYourWrites), and
      // so does a lookup of one of its ids by anyone, so no reader sees the import half there.
      this.reads.owe(actorId, result!.position);
      this.imports.add(firstDisplayId, lastDisplayId, result!.position);
    } else {
      // As long as the projector makes progress: no fixed bound that a slow machine could outrun.
      await this.projections.settleWhileProgressing(result!.position);
    }
    const first = Number(firstDisplayId.slice(STOCK_ITEM_PREFIX.length));
    return {
      created: rowCount,
      duplicate: false,
      batch_id: contentHash,
      first_display_id: firstDisplayId,
      last_display_id: lastDisplayId,
      ...(rowCount <= LISTED_ITEMS
        ? { items: Array.from({ length: rowCount }, (_, i) => displayId(STOCK_ITEM_PREFIX, first + i)).map((id) => ({ id, display_id: id })) }
        : {}),
    };
  }

  /** The first import of this file by this uploader, answered again for a re-send. */
  private async earlierImport(batchStream: string): Promise<UploadResult | undefined> {
    const { state } = await this.log.load(batchStream, stockUploadDecider.evolve, stockUploadDecider.initialState);
    const d = state.imported;
    if (!d) return undefined;
    return { created: 0, duplicate: true, batch_id: d.contentHash, first_display_id: d.firstDisplayId, last_display_id: d.lastDisplayId };
  }
}
