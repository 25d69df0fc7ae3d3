/**
 * Where an item or package was, in words or coordinates, after some of its events: the registration place,
 * then the address of the warehouse it was checked into or delivered to (on the way, its shipment's stream
 * holds the positions). Custody's state (its one
 * fold: owner, package, status) says which warehouse or shipment, not where that is; time travel shows both.
 */
type Data = Record<string, unknown>;
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

export function evolvePlace(place: string | null, event: { type: string; data: Data }): string | null {
  const d = event.data;
  switch (event.type) {
    case 'StockItemRegistered':
    case 'PackageCreated':
      return text(d.addressLocation) ?? text(d.location);
    // Here `address` is the text and `addressLocation` the "lat&lng".
    case 'GoodsCheckedIn':
    case 'GoodsDelivered':
      return text(d.address) ?? text(d.addressLocation) ?? place;
    default:
      return place;
  }
}

export const placeOf = (events: { type: string; data: Data }[]): string | null => events.reduce(evolvePlace, null as string | null);
