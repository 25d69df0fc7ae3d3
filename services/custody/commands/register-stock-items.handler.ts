import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ProductDirectory } from '../../catalog/product-directory';
import { STOCK_ITEM_PREFIX, displayId } from '../../platform/domain/display-id';
import { sequenceDecider } from '../../platform/domain/sequence.decider';
import { DomainError } from '../../platform/errors/domain-error';
import { AppendResult } from '../../platform/event-store/event-store.port';
import { EventLog } from '../../platform/event-store/event-log';
import { streams } from '../../platform/event-store/streams';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle';
import { RegisterStockItemsCommand, RegisteredItem } from '../custody.public';
import { stockItemDecider } from '../domain/stock-item.decider';

/**
 * Registers `count` stock items of a product its owner registered: a block of display numbers from the
 * INVE sequence, then one stream per item.
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
    if (!product) throw new DomainError('not_found', 'PRODUCT.NOT_FOUND', 'Product not found.');
    if (product.ownerId !== command.actorId) {
      throw new DomainError('forbidden', 'PRODUCT.NOT_OWNER', 'Only the owner of this product may add stock items.');
    }
    const allocated = await this.log.handle(
      streams.sequence(STOCK_ITEM_PREFIX),
      sequenceDecider,
      { kind: 'AllocateDisplayIds', prefix: STOCK_ITEM_PREFIX, count: command.count },
      command.context,
    );
    const { first, count } = allocated.events[0].data;
    const items: RegisteredItem[] = [];
    let last: AppendResult | undefined;
    for (let n = first; n < first + count; n += 1) {
      const id = displayId(STOCK_ITEM_PREFIX, n);
      const registered = await this.log.handle(
        streams.stockItem(id),
        stockItemDecider,
        {
          kind: 'RegisterStockItem',
          displayId: id,
          productId: command.productId,
          ownerId: command.actorId,
          location: command.location,
          addressLocation: command.addressLocation,
        },
        command.context,
      );
      last = registered.result ?? last;
      items.push({ id, display_id: id });
    }
    await this.projections.settle(last);
    return items;
  }
}
