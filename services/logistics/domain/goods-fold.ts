import { DomainEvent } from '../../platform/event-store/event-types';
import { evolveSubject, initialSubject } from '../../ownership/domain/subject.state';
import { evolveLocation, initialLocation } from './goods-location';
import { GoodsState } from './goods-moves';

/** The goods' custody state as the moves read it: owner, packing and requests, and location. */
export const initialGoods: GoodsState & typeof initialSubject = { ...initialSubject, location: initialLocation };

export function evolveGoods(state: typeof initialGoods, event: DomainEvent): typeof initialGoods {
  const subject = evolveSubject(state, event);
  const owner = event.type === 'OwnershipDelivered' ? (event.data as { toOwnerId: string }).toOwnerId : subject.ownerId;
  return { ...subject, ownerId: owner, location: evolveLocation(state.location, event) };
}
