import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { RecordedEvent } from '../platform/event-store/event-store.port';
import { idOf } from '../platform/event-store/streams';
import { LivePublisher } from '../platform/live/live.publisher';
import { ProjectionLifecycle } from '../platform/projections/projection-lifecycle';
import { CounterfeitReportViews } from './queries/counterfeit-report-views';

/** Hand-overs that move an item's complaints from one user's report to another's: [from, to]. */
const HAND_OVERS: Record<string, (data: Record<string, unknown>) => string[]> = {
  OwnershipApproved: (d) => [d.previousOwnerId as string, d.newOwnerId as string],
  StockItemHandedOver: (d) => [d.fromOwnerId as string, d.toOwnerId as string],
  OwnershipTransferredWithPackage: (d) => [d.fromOwnerId as string, d.toOwnerId as string],
};

/**
 * `report:updated` {report: 'counterfeit'} on /live to the users whose counterfeit report changed, once
 * the read model includes the change: the brand and owner of a reported item, and both sides of a
 * hand-over of an item with complaints.
 */
@Injectable()
export class ReportingLiveNotifier implements OnApplicationBootstrap {
  constructor(
    private readonly projections: ProjectionLifecycle,
    private readonly publisher: LivePublisher,
    private readonly views: CounterfeitReportViews,
  ) {}

  onApplicationBootstrap(): void {
    this.projections.events.on('projected', (batch: RecordedEvent[]) => {
      void this.push(batch).catch((error) => console.error('live push failed', error));
    });
  }

  private async push(batch: RecordedEvent[]): Promise<void> {
    if (!this.publisher.anyoneOnline()) return;
    const users = new Set<string>();
    for (const event of batch) {
      if (event.type === 'CounterfeitReported') {
        for (const user of await this.views.audienceOf(event.data.complaintId as string)) users.add(user);
      } else if (HAND_OVERS[event.type] && (await this.views.hasComplaints(idOf(event.stream)))) {
        for (const user of HAND_OVERS[event.type](event.data)) if (user) users.add(user);
      }
    }
    for (const user of users) this.publisher.toUser(user, 'report:updated', { report: 'counterfeit' });
  }
}
