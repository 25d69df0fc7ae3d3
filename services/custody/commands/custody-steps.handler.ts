import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductDirectory } from '../../catalog/catalog.public';
import { STOCK_ITEM_PREFIX, displayId } from '../../platform/domain/display-id.rules';
import { EventLog, eventId } from '../../platform/event-store/event-log.service';
import { DomainEvent } from '../../platform/event-store/event.types';
import { goodsStreamOf, streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { CustodyStepsCommand, RegisteredItem } from '../custody.public';
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
    const names = [...(await this.custody.withDescendants(named)).map(goodsStreamOf), ...(steps.some((s) => s.kind === 'RegisterStockItems') ? [sequence] : [])];
    const earlier = await this.landedBefore(names, context.commandId);
    if (earlier) return earlier;
    const { writes, result } = await this.log.handleMany(names, custodyStepsDecider, { kind: 'CustodySteps', actorId, steps }, context);
    await this.projections.settle(result);
    return registered(writes.filter((w) => w.stream === sequence).flatMap((w) => w.events));
  }

  /**
   * A retried command (the same command id: the same Idempotency-Key, also after a restart, when the answer
   * kept in memory is gone) finds its own events, whose ids derive from it, and answers again, appending
   * nothing; deciding it afresh would refuse goods it already moved.
   */
  private async landedBefore(names: string[], commandId: string): Promise<RegisteredItem[] | undefined> {
    let landed = false;
    const allocations: DomainEvent[] = [];
    for (const name of names) {
      const { events } = await this.log.load(name, custodyStepsDecider.evolve, custodyStepsDecider.initialState);
      const first = eventId(commandId, name, 0);
      const at = events.findIndex((e) => e.id === first);
      if (at < 0) continue;
      landed = true;
      // One append's events on a stream are consecutive: ids of index 0, 1, … from its first.
      const own = events.slice(at).filter((e, k) => e.id === eventId(commandId, name, k));
      if (name === streams.sequence(STOCK_ITEM_PREFIX)) allocations.push(...own.map((e) => ({ type: e.type, data: e.data })));
    }
    return landed ? registered(allocations) : undefined;
  }
}

function registered(sequenceEvents: DomainEvent[]): RegisteredItem[] {
  return sequenceEvents
    .flatMap((e) => (e.type === 'DisplayIdsAllocated' ? Array.from({ length: e.data.count as number }, (_, i) => displayId(STOCK_ITEM_PREFIX, (e.data.first as number) + i)) : []))
    .map((id) => ({ id, display_id: id }));
}
