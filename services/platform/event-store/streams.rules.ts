import { createHash } from 'node:crypto';
import { GoodsKind, goodsKindOf } from '../domain/display-id.rules';

/**
 * The one place stream names are built. A stream is `<category>-<id>` with no dash inside the category,
 * because EventStoreDB's `$ce-` category projection splits at the first dash.
 */
export const streams = {
  user: (userId: string) => `user-${userId}`,
  /** Claims an e-mail for one account; keyed by a hash so the address is not in the stream name. */
  userEmail: (email: string) => `useremail-${digest(email)}`,
  otp: (email: string) => `otp-${digest(email)}`,
  session: (sessionId: string) => `session-${sessionId}`,
  product: (productId: string) => `product-${productId}`,
  stockItem: (displayId: string) => `stockitem-${displayId}`,
  package: (displayId: string) => `package-${displayId}`,
  sequence: (prefix: string) => `sequence-${prefix.toLowerCase()}`,
  packagingOrder: (orderId: string) => `packagingorder-${orderId}`,
  stockBatch: (contentHash: string) => `stockbatch-${contentHash}`,
  /** A counterfeit report about an id that is not ours (reports about our ids go on the item's stream). */
  complaint: (complaintId: string) => `complaint-${complaintId}`,
  /** One newsletter subscription per e-mail; hashed like `userEmail`. */
  subscriber: (email: string) => `subscriber-${digest(email)}`,
  contactQuery: (queryId: string) => `contactquery-${queryId}`,
  supportTicket: (ticketId: string) => `supportticket-${ticketId}`,
  warrantyPartner: (partnerId: string) => `warrantypartner-${partnerId}`,
  warehouse: (warehouseId: string) => `warehouse-${warehouseId}`,
  carrier: (carrierId: string) => `carrier-${carrierId}`,
  nextOwner: (nextOwnerId: string) => `nextowner-${nextOwnerId}`,
  shipment: (shipmentId: string) => `shipment-${shipmentId}`,
  delivery: (deliveryId: string) => `delivery-${deliveryId}`,
  apiKey: (keyId: string) => `apikey-${keyId}`,
  iotTag: (tagId: string) => `iottag-${tagId}`,
};

/** The category of a stream name (`stockitem` for `stockitem-INVE000001`). */
export function categoryOf(stream: string): string {
  return stream.slice(0, stream.indexOf('-'));
}

/** The id part of a stream name (`INVE000001` for `stockitem-INVE000001`). */
export function idOf(stream: string): string {
  return stream.slice(stream.indexOf('-') + 1);
}

function digest(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** Whether a stream belongs to a category, named as in `streams`: `isStreamOf('stockItem', event.stream)`. */
export function isStreamOf(kind: keyof typeof streams, stream: string): boolean {
  return categoryOf(stream) === categoryOf(streams[kind]('x'));
}

/** Whether a stream is a stock item's or a package's (the goods whose custody is tracked). */
export function isGoodsStream(stream: string): boolean {
  return isStreamOf('stockItem', stream) || isStreamOf('package', stream);
}

/** The stream of an item (`INVE…`) or package (`PACK…`) display id. */
export function goodsStreamOf(displayId: string): string {
  return goodsKindOf(displayId) === 'package' ? streams.package(displayId) : streams.stockItem(displayId);
}

/** Whether a goods stream is a package's or a stock item's. */
export function goodsKindOfStream(stream: string): GoodsKind {
  return isStreamOf('package', stream) ? 'package' : 'item';
}
