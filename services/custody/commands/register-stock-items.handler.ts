import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductDirectory } from '../../catalog/catalog.public';
import { STOCK_ITEM_PREFIX, displayId } from '../../platform/domain/display-id.rules';
import { sequenceDecider } from '../../platform/domain/sequence.decider';
import { DomainError } from '../../platform/errors/domain.errors';
import { EventLog, NEW_STREAM, eventId, retryOnConflict } from '../../platform/event-store/event-log.service';
import { streams } from '../../platform/event-store/streams.rules';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle.service';
import { RegisterStockItemsCommand, RegisteredItem } from '../custody.public';
import { stockItemDecider } from '../domain/stock-item.decider';
import { CUSTODY } from '../domain/custody.errors';

/**
 * Registers `count` stock items of a product its owner registered, in one atomic append: the block of
 * display numbers taken from the INVE sequence and one new stream per item. Either all of it lands or none
 * (a call killed mid-way leaves nothing behind), and the sequence never disagrees with the items it handed
 * out. A retried command (same Idempotency-Key, so the same command id and event ids) finds its own
 * allocation in the sequence stream and answers with the items it created, appending nothing.
 */
@CommandHandler(RegisterStockItemsCommand)
export class RegisterStockItemsHandler implements ICommandHandler<RegisterStockItemsCommand, RegisteredItem[]> {
  constructor(
    private readonly log: EventLog,
    private readonly projections: ProjectionLifecycle,
    private readonly products: ProductDirectory,
  ) {}

  async execute(command: RegisterStockItemsCommand): Promise<RegisteredItem[]> {
    const product = await this.products.byId(command.productId);
    if (!product) throw new DomainError('not_found', CUSTODY.PRODUCT_NOT_FOUND, 'Product not found.');
    if (product.ownerId !== command.actorId) {
      throw new DomainError('forbidden', CUSTODY.PRODUCT_NOT_OWNER, 'Only the owner of this product may add stock items.');
    }
    const sequenceStream = streams.sequence(STOCK_ITEM_PREFIX);
    const ownAllocationId = eventId(command.context.commandId, sequenceStream, 0);
    return retryOnConflict(async () => {
      const sequence = await this.log.load(sequenceStream, sequenceDecider.evolve, sequenceDecider.initialState);
      const earlier = sequence.events.find((e) => e.id === ownAllocationId);
      if (earlier) {
        const { first, count } = earlier.data as { first: number; count: number };
        return itemsOf(first, count);
      }
      const [allocation] = sequenceDecider.decide({ kind: 'AllocateDisplayIds', prefix: STOCK_ITEM_PREFIX, count: command.count }, sequence.state);
      const items = itemsOf(allocation.data.first, allocation.data.count);
      const registrations = items.map(({ id }) => ({
        stream: streams.stockItem(id),
        after: NEW_STREAM,
        events: stockItemDecider.decide(
          {
            kind: 'RegisterStockItem',
            displayId: id,
            productId: command.productId,
            ownerId: command.actorId,
            location: command.location,
            addressLocation: command.addressLocation,
          },
          stockItemDecider.initialState,
        ),
      }));
      const result = await this.log.appendMultiple([{ stream: sequenceStream, after: sequence, events: [allocation] }, ...registrations], command.context);
      await this.projections.settle(result);
      return items;
    });
  }
}

function itemsOf(first: number, count: number): RegisteredItem[] {
  return Array.from({ length: count }, (_, i) => {
    const id = displayId(STOCK_ITEM_PREFIX, first + i);
    return { id, display_id: id };
  });
}
