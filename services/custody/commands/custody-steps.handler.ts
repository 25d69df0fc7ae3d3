import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductDirectory } from '../../catalog/catalog.public';
import { STOCK_ITEM_PREFIX, displayId } from '../../platform/domain/display-id';
import { EventLog } from '../../platform/event-store/event-log';
import { streams } from '../../platform/event-store/streams';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle';
import { CustodyStepsCommand, RegisteredItem } from '../custody.public';
import { custodyStream } from '../domain/custody.state';
import { CustodyStepsRefused, StepRefusal, custodyStepsDecider } from '../domain/custody-steps.decider';
import { CustodyLoader } from './custody.loader';

/**
 * Several custody commands as one decision (EPCIS capture): loads every item and package the steps name,
 * with everything inside the packages, and the INVE sequence when items are registered; custody's steps
 * decider decides them in order and everything is appended atomically under each stream's expected
 * revision, re-decided from fresh loads when someone else changed one of them first.
 */
@CommandHandler(CustodyStepsCommand)
export class CustodyStepsHandler implements ICommandHandler<CustodyStepsCommand, RegisteredItem[]> {
  constructor(
    private readonly log: EventLog,
    private readonly custody: CustodyLoader,
    private readonly projections: ProjectionLifecycle,
    private readonly products: ProductDirectory,
  ) {}

  async execute({ actorId, steps, context }: CustodyStepsCommand): Promise<RegisteredItem[]> {
    // Products are the catalogue's, not part of the decision's streams: checked first, as registration does.
    const refusals: StepRefusal[] = [];
    for (const [step, s] of steps.entries()) {
      if (s.kind !== 'RegisterStockItems') continue;
      const product = await this.products.byId(s.productId);
      if (!product) refusals.push({ step, code: 'PRODUCT.NOT_FOUND', message: 'Product not found.' });
      else if (product.ownerId !== actorId) refusals.push({ step, code: 'PRODUCT.NOT_OWNER', message: 'Only the owner of this product may add stock items.' });
    }
    if (refusals.length > 0) throw new CustodyStepsRefused(refusals);

    const named = steps.flatMap((s) =>
      s.kind === 'PackContents' ? [s.packageId, ...s.entries.map((e) => e.id)] : s.kind === 'Unpack' ? [s.packageId] : s.kind === 'HandOver' ? [s.displayId] : [],
    );
    const sequence = streams.sequence(STOCK_ITEM_PREFIX);
    const names = [...(await this.custody.withDescendants(named)).map(custodyStream), ...(steps.some((s) => s.kind === 'RegisterStockItems') ? [sequence] : [])];
    const { writes, result } = await this.log.handleMany(names, custodyStepsDecider, { kind: 'CustodySteps', actorId, steps }, context);
    await this.projections.settle(result);
    return writes
      .filter((w) => w.stream === sequence)
      .flatMap((w) => w.events)
      .flatMap((e) => (e.type === 'DisplayIdsAllocated' ? Array.from({ length: e.data.count }, (_, i) => displayId(STOCK_ITEM_PREFIX, e.data.first + i)) : []))
      .map((id) => ({ id, display_id: id }));
  }
}
