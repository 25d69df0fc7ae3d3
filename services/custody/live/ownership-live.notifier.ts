import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { goodsKindOfStream, idOf, isGoodsStream } from '../../platform/event-store/streams.rules';
import { LivePublisher } from '../../platform/live/live.publisher';
import { LiveRelay } from '../../platform/live/live.relay';
import { CustodyEvent } from '../domain/custody.events';
import { OwnershipRequestViews } from '../queries/ownership-request.views';

/**
 * Pushes ownership changes once the read models include them: the badge count to the owner,
 * `ownership:changed` to owner and requester, and `tracking:updated` to the item's public watchers. The
 * parties come from the events (a request names requester and owner, an approval both owners); only a
 * rejection, which names neither, is looked up.
 */
@Injectable()
export class OwnershipLiveNotifier implements OnApplicationBootstrap {
  /** Owners whose badge count changed in the batch being pushed. */
  private countsFor = new Set<string>();

  constructor(
    private readonly relay: LiveRelay,
    private readonly publisher: LivePublisher,
    private readonly views: OwnershipRequestViews,
  ) {}

  onApplicationBootstrap(): void {
    this.publisher.onUserConnected(async (userId, socket) => {
      this.publisher.toSocket(socket, 'notification:count', await this.views.counts(userId));
    });
    const watchers = (event: { stream: string }) => this.toWatchers(event.stream);
    this.relay.subscribe<CustodyEvent>(
      'ownership',
      {
        OwnershipRequested: ({ stream, data }) => this.changed(stream, data.requestId, 'request', data.ownerId, data.requesterId),
        OwnershipApproved: ({ stream, data }) => {
          this.changed(stream, data.requestId, 'approved', data.previousOwnerId, data.newOwnerId);
          this.toWatchers(stream);
        },
        OwnershipRejected: async ({ stream, data }) => {
          if (!this.publisher.anyoneOnline()) return;
          const request = await this.views.byId(data.requestId);
          if (request) this.changed(stream, data.requestId, 'rejected', request.owner_id, request.requester_id);
        },
        StockItemHandedOver: ({ stream, data }) => {
          this.toWatchers(stream);
          const displayId = idOf(stream);
          for (const user of [data.fromOwnerId, data.toOwnerId]) {
            this.publisher.toUser(user, 'ownership:changed', { kind: 'item', request_id: '', status: 'approved', display_id: displayId });
          }
        },
        OwnershipTransferredWithPackage: watchers,
        PackageContentsAdded: watchers,
        PackageUnpacked: watchers,
        PackedIntoPackage: watchers,
        ReleasedFromPackage: watchers,
      },
      () => this.pushCounts(),
    );
  }

  private changed(stream: string, requestId: string, status: 'request' | 'approved' | 'rejected', ownerId: string, requesterId: string): void {
    if (!isGoodsStream(stream) || !this.publisher.anyoneOnline()) return;
    const payload = { kind: goodsKindOfStream(stream), request_id: requestId, status, display_id: idOf(stream) };
    this.publisher.toUser(ownerId, 'ownership:changed', payload);
    this.publisher.toUser(requesterId, 'ownership:changed', payload);
    this.countsFor.add(ownerId);
  }

  private toWatchers(stream: string): void {
    if (!isGoodsStream(stream)) return;
    const displayId = idOf(stream);
    this.publisher.toWatchers(displayId, 'tracking:updated', { display_id: displayId });
  }

  private pushCounts(): Promise<void> | void {
    if (this.countsFor.size === 0) return;
    const users = this.countsFor;
    this.countsFor = new Set();
    return this.pushCountsOf(users);
  }

  private async pushCountsOf(users: Set<string>): Promise<void> {
    for (const userId of users) {
      if (this.publisher.isOnline(userId)) this.publisher.toUser(userId, 'notification:count', await this.views.counts(userId));
    }
  }
}
