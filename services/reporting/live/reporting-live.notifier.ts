import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { CustodyEvent } from '../../custody/custody.public';
import { RecordedEvent } from '../../platform/event-store/event-store.port';
import { idOf } from '../../platform/event-store/streams.rules';
import { LivePublisher } from '../../platform/live/live.publisher';
import { LiveRelay } from '../../platform/live/live.relay';
import { reportsProjection } from '../projections/reports.projection';
import { CounterfeitReportViews } from '../queries/counterfeit-report.views';
import { ReportViews } from '../queries/report.views';

export type ReportName = 'dashboard' | 'inventory' | 'logistics' | 'counterfeit' | 'activities';

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
 * item reported as counterfeit, and the requester of a request closed by someone else (a rejection names
 * neither party, so they are looked up). A hand-over moves the item's complaints to the new owner's
 * counterfeit report.
 */
@Injectable()
export class ReportingLiveNotifier implements OnApplicationBootstrap {
  /** The reports to refresh per user, gathered over the batch being pushed. */
  private updates = new Map<string, Set<ReportName>>();

  constructor(
    private readonly relay: LiveRelay,
    private readonly publisher: LivePublisher,
    private readonly counterfeit: CounterfeitReportViews,
    private readonly reports: ReportViews,
  ) {}

  onApplicationBootstrap(): void {
    const followed: Record<string, (event: RecordedEvent) => void> = {};
    for (const type of Object.keys(reportsProjection.handlers)) followed[type] = (event) => void this.reported(event);
    this.relay.subscribe<CustodyEvent>(
      'reporting',
      {
        ...followed,
        CounterfeitReported: async (event) => {
          if (!this.publisher.anyoneOnline()) return;
          this.notify(await this.counterfeit.audienceOf(event.data.complaintId), ['counterfeit']);
          const reports = this.reported(event);
          if (reports) this.notify(await this.reports.partiesOfSubject(event.data.displayId), reports);
        },
        OwnershipRejected: async (event) => {
          const reports = this.reported(event);
          if (reports) this.notify(await this.reports.partiesOfRequest(event.data.requestId), reports);
        },
        OwnershipApproved: (event) => this.handedOver(event, event.data.previousOwnerId, event.data.newOwnerId),
        StockItemHandedOver: (event) => this.handedOver(event, event.data.fromOwnerId, event.data.toOwnerId),
        OwnershipTransferredWithPackage: (event) => this.handedOver(event, event.data.fromOwnerId, event.data.toOwnerId),
        OwnershipDelivered: (event) => this.handedOver(event, event.data.fromOwnerId, event.data.toOwnerId),
      },
      () => this.push(),
    );
  }

  /** An event the reports projection follows: its actor and the parties it names. */
  private reported(event: RecordedEvent): ReportName[] | undefined {
    if (!this.publisher.anyoneOnline() || !Object.hasOwn(reportsProjection.handlers, event.type)) return undefined;
    const reports = REPORTS_OF[event.type] ?? DEFAULT_REPORTS;
    const parties = PARTY_FIELDS.map((f) => event.data[f]).filter((v): v is string => typeof v === 'string');
    this.notify([event.metadata.userId, ...parties], reports);
    return reports;
  }

  /** A change of owner: the counterfeit report of both sides when the item has complaints. */
  private async handedOver(event: RecordedEvent, from: string, to: string): Promise<void> {
    if (!this.publisher.anyoneOnline()) return;
    if (await this.counterfeit.hasComplaints(idOf(event.stream))) this.notify([from, to], ['counterfeit']);
    this.reported(event);
  }

  private notify(users: Iterable<string>, reports: ReportName[]): void {
    for (const user of users) {
      if (!user) continue;
      let set = this.updates.get(user);
      if (!set) this.updates.set(user, (set = new Set()));
      for (const report of reports) set.add(report);
    }
  }

  private push(): void {
    if (this.updates.size === 0) return;
    const updates = this.updates;
    this.updates = new Map();
    for (const [user, reports] of updates) {
      if (!this.publisher.isOnline(user)) continue;
      for (const report of reports) this.publisher.toUser(user, 'report:updated', { report });
    }
  }
}
