import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { RecordedEvent } from '../platform/event-store/event-store.port';
import { idOf } from '../platform/event-store/streams';
import { LivePublisher } from '../platform/live/live.publisher';
import { ProjectionLifecycle } from '../platform/projections/projection-lifecycle';
import { reportsProjection } from './projections/reports.projection';
import { CounterfeitReportViews } from './queries/counterfeit-report-views';
import { ReportViews } from './queries/report-views';

export type ReportName = 'dashboard' | 'inventory' | 'logistics' | 'counterfeit' | 'activities';

/** Hand-overs that move an item's complaints from one user's report to another's: [from, to]. */
const HAND_OVERS: Record<string, (data: Record<string, unknown>) => string[]> = {
  OwnershipApproved: (d) => [d.previousOwnerId as string, d.newOwnerId as string],
  StockItemHandedOver: (d) => [d.fromOwnerId as string, d.toOwnerId as string],
  OwnershipTransferredWithPackage: (d) => [d.fromOwnerId as string, d.toOwnerId as string],
  OwnershipDelivered: (d) => [d.fromOwnerId as string, d.toOwnerId as string],
};

/** Fields of our events that name a user whose figures or timeline the event changes. */
const PARTY_FIELDS = ['ownerId', 'requesterId', 'previousOwnerId', 'newOwnerId', 'fromOwnerId', 'toOwnerId', 'userId'];

/** The reports an event changes (the projection's other events change the dashboard, inventory and timeline). */
const REPORTS_OF: Record<string, ReportName[]> = {
  ProductUpdated: ['dashboard', 'inventory', 'activities'],
  OwnershipRequested: ['dashboard', 'activities'],
  OwnershipRejected: ['dashboard', 'activities'],
  CounterfeitReported: ['dashboard', 'activities'],
};
const DEFAULT_REPORTS: ReportName[] = ['dashboard', 'inventory', 'activities'];
const WITH_LOGISTICS: ReportName[] = [...DEFAULT_REPORTS, 'logistics'];
for (const type of [
  'PackageContentsAdded',
  'PackageUnpacked',
  'PackedIntoPackage',
  'ReleasedFromPackage',
  'GoodsCheckedIn',
  'GoodsCheckedOut',
  'GoodsDispatched',
  'GoodsDelivered',
  'OwnershipDelivered',
  'ShipmentPlanned',
  'ShipmentDispatched',
  'ShipmentDelivered',
  'DeliveryMade',
  'WarehouseUpdated',
]) {
  REPORTS_OF[type] = WITH_LOGISTICS;
}

/**
 * `report:updated {report}` on /live to the users whose reports changed, once the read models include the
 * change: the actor and every party an event names (both sides of a transfer), the brand and owner of an
 * item reported as counterfeit, and the requester of a request closed by someone else.
 */
@Injectable()
export class ReportingLiveNotifier implements OnApplicationBootstrap {
  constructor(
    private readonly projections: ProjectionLifecycle,
    private readonly publisher: LivePublisher,
    private readonly counterfeit: CounterfeitReportViews,
    private readonly reports: ReportViews,
  ) {}

  onApplicationBootstrap(): void {
    this.projections.events.on('projected', (batch: RecordedEvent[]) => {
      void this.push(batch).catch((error) => console.error('live push failed', error));
    });
  }

  private async push(batch: RecordedEvent[]): Promise<void> {
    if (!this.publisher.anyoneOnline()) return;
    const updates = new Map<string, Set<ReportName>>();
    const notify = (users: Iterable<string>, reports: ReportName[]) => {
      for (const user of users) {
        if (!user) continue;
        let set = updates.get(user);
        if (!set) updates.set(user, (set = new Set()));
        for (const report of reports) set.add(report);
      }
    };
    for (const event of batch) {
      if (event.type === 'CounterfeitReported') {
        notify(await this.counterfeit.audienceOf(event.data.complaintId as string), ['counterfeit']);
      } else if (HAND_OVERS[event.type] && (await this.counterfeit.hasComplaints(idOf(event.stream)))) {
        notify(HAND_OVERS[event.type](event.data), ['counterfeit']);
      }
      if (!reportsProjection.handlers[event.type]) continue;
      const reports = REPORTS_OF[event.type] ?? DEFAULT_REPORTS;
      notify([event.metadata.userId, ...PARTY_FIELDS.map((f) => event.data[f] as string)], reports);
      if (event.type === 'CounterfeitReported') notify(await this.reports.partiesOfSubject(event.data.displayId as string), reports);
      if (event.type === 'OwnershipRejected') notify(await this.reports.partiesOfRequest(event.data.requestId as string), reports);
    }
    for (const [user, reports] of updates) {
      if (!this.publisher.isOnline(user)) continue;
      for (const report of reports) this.publisher.toUser(user, 'report:updated', { report });
    }
  }
}
