import { CustodyState, evolveCustody, initialCustody } from '../../custody/custody.public';
import { DomainEvent } from '../../platform/event-store/event.types';
import { GoodsState } from './goods-moves.rules';

/** The goods' state as the moves read it: custody's one fold (owner, packing, requests, location). */
export const initialGoods: GoodsState & CustodyState = initialCustody;

export function evolveGoods(state: typeof initialGoods, event: DomainEvent): typeof initialGoods {
  return evolveCustody(state, event);
}
