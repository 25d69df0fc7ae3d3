import { Injectable } from '@nestjs/common';
import { CommandContext, EventLog } from '../../platform/event-store/event-log.service';
import { DomainEvent } from '../../platform/event-store/event.types';
import { goodsStreamOf, streams } from '../../platform/event-store/streams.rules';
import { evolveGoods, initialGoods } from '../domain/goods.fold';
import { GoodsState, World, Write, merged } from '../domain/goods-moves.rules';
import { WarehouseEvent } from '../domain/logistics.events';
import { WarehouseState, evolveWarehouse, initialWarehouse } from '../domain/warehouse.decider';

type Fold = { stream: string; evolve: (state: unknown, event: DomainEvent) => unknown; initialState: unknown };

/** A further stream a decision reads (a shipment, a next owner), folded with its own evolve. */
export interface ExtraStream<S> {
  stream: string;
  evolve: (state: S, event: DomainEvent) => S;
  initialState: S;
}

/**
 * Runs a move of goods as one decision over every stream it touches: the goods listed and everything
 * packed inside them (any depth), the warehouses involved (named, and where the goods are stored now),
 * and any further stream (the shipment); all decided events are appended atomically under each stream's
 * expected revision, retried from fresh loads when another writer got there first.
 */
@Injectable()
export class GoodsLoader {
  constructor(private readonly log: EventLog) {}

  async decide<X>(
    goodsIds: string[],
    warehouseIds: string[],
    extra: ExtraStream<X> | undefined,
    decide: (world: World, extra: X | undefined) => Write[],
    context: CommandContext,
  ) {
    const { goods, warehouses } = await this.discover(goodsIds, warehouseIds);
    const folds: Fold[] = [
      ...goods.map((id) => ({ stream: goodsStreamOf(id), evolve: evolveGoods as Fold['evolve'], initialState: initialGoods })),
      ...warehouses.map((id) => ({ stream: streams.warehouse(id), evolve: ((s: WarehouseState, e: DomainEvent) => evolveWarehouse(s, e as WarehouseEvent)) as Fold['evolve'], initialState: initialWarehouse })),
      ...(extra ? [extra as unknown as Fold] : []),
    ];
    return this.log.handleAcross<unknown>(
      folds,
      (states) => {
        const world: World = {
          goods: new Map(goods.map((id) => [id, states.get(goodsStreamOf(id)) as GoodsState])),
          warehouses: new Map(warehouses.map((id) => [id, states.get(streams.warehouse(id)) as WarehouseState])),
        };
        return merged(decide(world, extra ? (states.get(extra.stream) as X) : undefined));
      },
      context,
    );
  }

  /** The goods with everything inside them, and the named warehouses with those the goods are stored in. */
  private async discover(goodsIds: string[], warehouseIds: string[]) {
    const seen = new Set<string>();
    const warehouses = new Set(warehouseIds);
    const queue = [...goodsIds];
    while (queue.length > 0) {
      const id = queue.shift()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const loaded = await this.log.load(goodsStreamOf(id), evolveGoods, initialGoods);
      if (loaded.state.location.warehouseId && !loaded.state.packedIn) warehouses.add(loaded.state.location.warehouseId);
      queue.push(...loaded.state.contents.map((c) => c.id));
    }
    return { goods: [...seen], warehouses: [...warehouses] };
  }
}
