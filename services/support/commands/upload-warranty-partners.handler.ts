import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductDirectory } from '../../catalog/catalog.public';
import { CsvTooLong } from '../../platform/csv/csv.format';
import { DomainError, ValidationFailed } from '../../platform/errors/domain.errors';
import { DomainEvent } from '../../platform/event-store/event.types';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { MAX_PARTNER_ROWS, TooManyRows, checkWarrantyCsv } from '../domain/warranty-csv';
import { WarrantyPartnerState, warrantyPartnerDecider, warrantyPartnerId } from '../domain/warranty-partner.decider';
import { SUPPORT } from '../domain/support.errors';
import { checkOwnProducts } from './own-products.check';

const MESSAGES_SHOWN = 200;

export class UploadWarrantyPartnersCommand {
  constructor(
    readonly ownerId: string,
    readonly file: Buffer,
    readonly productIds: string[],
    readonly context: CommandContext,
  ) {}
}

export interface PartnerUploadResult {
  created: number;
  updated: number;
  unchanged: number;
  /** Nothing in the file was new (a re-sent file). */
  duplicate: boolean;
  ids: string[];
}

/**
 * A partner file: every row checked first (any bad row refuses the file, nothing stored), then every partner
 * added or updated in one atomic multi-stream append. A row for a known address updates that partner; a
 * re-sent file changes nothing and says so.
 */
@CommandHandler(UploadWarrantyPartnersCommand)
export class UploadWarrantyPartnersHandler implements ICommandHandler<UploadWarrantyPartnersCommand, PartnerUploadResult> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    private readonly products: ProductDirectory,
  ) {}

  async execute({ ownerId, file, productIds, context }: UploadWarrantyPartnersCommand): Promise<PartnerUploadResult> {
    let checked;
    try {
      checked = checkWarrantyCsv(file.toString('utf8'));
    } catch (error) {
      if (error instanceof TooManyRows) throw new DomainError('too_large', SUPPORT.WARRANTY_UPLOAD_TOO_MANY_ROWS, `At most ${MAX_PARTNER_ROWS} rows per file.`);
      if (error instanceof CsvTooLong) throw new ValidationFailed({ csv_file: [`${error.message} Nothing was stored.`] });
      throw error;
    }
    if (checked.errors.length > 0) {
      const rows = new Set(checked.errors.map((e) => e.row)).size;
      throw new ValidationFailed(
        { csv_file: [`${rows} row(s) have errors; nothing was stored.`, ...checked.errors.slice(0, MESSAGES_SHOWN).map((e) => `Row ${e.row}, ${e.field}: ${e.message}`)] },
        { row_errors: checked.errors },
      );
    }
    await checkOwnProducts(this.products, ownerId, productIds);

    const partners = checked.rows.map((details) => ({ id: warrantyPartnerId(ownerId, details.email), details }));
    const { writes, result } = await this.log.handleAcross<WarrantyPartnerState>(
      partners.map((p) => ({
        stream: streams.warrantyPartner(p.id),
        evolve: warrantyPartnerDecider.evolve as (state: WarrantyPartnerState, event: DomainEvent) => WarrantyPartnerState,
        initialState: warrantyPartnerDecider.initialState,
      })),
      (states) =>
        partners.map((p) => {
          const stream = streams.warrantyPartner(p.id);
          const events = warrantyPartnerDecider.decide({ kind: 'RegisterPartner', partnerId: p.id, ownerId, details: p.details, productIds }, states.get(stream)!);
          return { stream, events };
        }),
      context,
    );
    await this.projections.settle(result ? { position: result.position } : undefined);
    const created = writes.filter((w) => w.events.some((e) => e.type === 'WarrantyPartnerAdded')).length;
    const updated = writes.length - created;
    return { created, updated, unchanged: partners.length - writes.length, duplicate: writes.length === 0, ids: partners.map((p) => p.id) };
  }
}
