import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { categoryOf, idOf } from '../../platform/event-store/streams';
import { LivePublisher } from '../../platform/live/live.publisher';
import { ProjectionLifecycle } from '../../platform/projections/projection-lifecycle';
import { OwnershipRequestViews } from '../queries/ownership-request.views';

const CHANGES_OWNER = new Set(['OwnershipApproved', 'StockItemHandedOver', 'OwnershipTransferredWithPackage']);
const CHANGES_CONTENTS = new Set(['PackageContentsAdded', 'PackageUnpacked', 'PackedIntoPackage', 'ReleasedFromPackage']);
const OWNERSHIP = new Set(['OwnershipRequested', 'OwnershipApproved', 'OwnershipRejected']);

/**
 * Pushes ownership changes once the read models include them: the badge count to the owner,
 * `ownership:changed` to owner and requester, and `tracking:updated` to the item's public watchers.
 */
@Injectable()
export class OwnershipLiveNotifier implements OnApplicationBootstrap {
  constructor(
    private readonly projections: ProjectionLifecycle,
    private readonly publisher: LivePublisher,
    private readonly views: OwnershipRequestViews,
  ) {}

  onApplicationBootstrap(): void {
    this.publisher.onUserConnected(async (userId, socket) => {
      socket.emit('notification:count', await this.views.counts(userId));
    });
    this.projections.events.on('projected', (batch: RecordedEvent[]) => {
      void this.push(batch).catch((error) => console.error('live push failed', error));
    });
  }

  private async push(batch: RecordedEvent[]): Promise<void> {
    const countsFor = new Set<string>();
    for (const event of batch) {
      const category = categoryOf(event.stream);
      if (category !== 'stockitem' && category !== 'package') continue;
      const displayId = idOf(event.stream);
      if (OWNERSHIP.has(event.type) && this.publisher.anyoneOnline()) {
        const request = await this.views.byId(event.data.requestId as string);
        if (request) {
          const payload = { kind: request.kind, request_id: request._id, status: request.status, display_id: displayId };
          this.publisher.toUser(request.owner_id, 'ownership:changed', payload);
          this.publisher.toUser(request.requester_id, 'ownership:changed', payload);
          countsFor.add(request.owner_id);
        }
      }
      if (CHANGES_CONTENTS.has(event.type)) this.publisher.toWatchers(displayId, 'tracking:updated', { display_id: displayId });
      if (CHANGES_OWNER.has(event.type)) {
        this.publisher.toWatchers(displayId, 'tracking:updated', { display_id: displayId });
        if (event.type === 'StockItemHandedOver') {
          for (const user of [event.data.fromOwnerId, event.data.toOwnerId] as string[]) {
            this.publisher.toUser(user, 'ownership:changed', { kind: 'item', request_id: '', status: 'approved', display_id: displayId });
          }
        }
      }
    }
    for (const userId of countsFor) {
      if (this.publisher.isOnline(userId)) this.publisher.toUser(userId, 'notification:count', await this.views.counts(userId));
    }
  }
}
