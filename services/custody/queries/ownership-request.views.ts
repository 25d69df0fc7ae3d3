import { Inject, Injectable } from '@nestjs/common';
import { UserDirectory } from '../../identity/identity.public';
import { StockItemViews } from '../../inventory/inventory.public';
import { ProductDirectory } from '../../catalog/catalog.public';
import { PackageViews } from '../../packaging/packaging.public';
import { READ_STORE, ReadStore } from '../../platform/read-store/read-store.port';
import { profileAudience, visible } from '../../platform/domain/visibility.policy';
import {
  NOTIFICATION_COUNTS,
  NotificationCountDoc,
  OWNERSHIP_REQUESTS,
  OwnershipRequestDoc,
} from '../projections/ownership-requests.projection';
import type { GoodsKind } from '../../platform/domain/display-id.rules';

/** Ownership requests as the API lists them (received or sent), newest first, and the badge counts. */
@Injectable()
export class OwnershipRequestViews {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly users: UserDirectory,
    private readonly items: StockItemViews,
    private readonly products: ProductDirectory,
    private readonly packages: PackageViews,
  ) {}

  async list(kind: GoodsKind, role: 'owner_id' | 'requester_id', userId: string) {
    const requests = await this.readStore
      .collection<OwnershipRequestDoc>(OWNERSHIP_REQUESTS)
      .find({ [role]: userId, kind }, { sort: { request_date: -1, _id: -1 } });
    return this.render(kind, requests, userId);
  }

  /** The status of the user's newest request for one subject, or null when there is none. */
  async statusFor(kind: GoodsKind, displayId: string, requesterId: string): Promise<{ status: string } | null> {
    const [latest] = await this.readStore
      .collection<OwnershipRequestDoc>(OWNERSHIP_REQUESTS)
      .find({ display_id: displayId, requester_id: requesterId, kind }, { sort: { request_date: -1 }, limit: 1 });
    return latest ? { status: latest.status } : null;
  }

  async counts(userId: string): Promise<{ inventory: number; package: number }> {
    const doc = await this.readStore.collection<NotificationCountDoc>(NOTIFICATION_COUNTS).findOne({ _id: userId });
    return { inventory: doc?.inventory ?? 0, package: doc?.package ?? 0 };
  }

  /** The display id a request of this kind is about, or undefined when there is no such request. */
  async subjectOf(kind: GoodsKind, requestId: string): Promise<string | undefined> {
    const request = await this.byId(requestId);
    return request && request.kind === kind ? request.display_id : undefined;
  }

  async byId(requestId: string): Promise<OwnershipRequestDoc | null> {
    return this.readStore.collection<OwnershipRequestDoc>(OWNERSHIP_REQUESTS).findOne({ _id: requestId });
  }

  /**
   * Each party as `{id, fullname, company}`; an e-mail only for the viewer themself. Tracking ids are public,
   * so anyone may send a request: showing the other party's address would hand every brand's e-mail to any
   * new account (`new_item_owner`/`new_package_owner` keep their names, without the other party's `email`).
   */
  private async render(kind: GoodsKind, requests: OwnershipRequestDoc[], viewerId: string) {
    const users = await this.users.byIds(requests.flatMap((r) => [r.requester_id, r.owner_id]));
    const items = kind === 'item' ? await Promise.all(requests.map((r) => this.items.find(r.display_id))) : [];
    const products = await this.products.byIds(items.map((i) => i?.product_id ?? ''));
    const packages = kind === 'package' ? await Promise.all(requests.map((r) => this.packages.find(r.display_id))) : [];
    return requests.map((r, index) => {
      const requester = users.get(r.requester_id);
      const owner = users.get(r.owner_id);
      const common = {
        id: r._id,
        request_id: r._id,
        status: r.status,
        reason: r.reason || null,
        request_date: r.request_date,
        decided_at: r.decided_at,
        owner: party(r.owner_id, owner, viewerId),
      };
      const requesterView = party(r.requester_id, requester, viewerId);
      if (kind === 'package') {
        const pkg = packages[index];
        return {
          ...common,
          package: { id: r.display_id, display_id: r.display_id, brand_name: pkg?.brand_name ?? '', created_at: pkg?.created_at ?? null },
          new_package_owner: requesterView,
        };
      }
      const item = items[index];
      const product = item ? products.get(item.product_id) : undefined;
      return {
        ...common,
        stock_item: {
          display_id: r.display_id,
          created_at: item?.created_at ?? null,
          product: { id: item?.product_id ?? null, brand: product?.brand ?? '', name: product?.name ?? '', images: product?.images ?? [] },
        },
        product: { id: item?.product_id ?? null },
        new_item_owner: requesterView,
      };
    });
  }
}

/** A party of a request as its viewer may see it (visibility policy `person`): the e-mail only when it is the viewer's own. */
function party(id: string, user: { email: string; fullname: string; company: string } | undefined, viewerId: string): RequestParty {
  return visible('person', profileAudience(viewerId, id), { id, fullname: user?.fullname ?? '', company: user?.company ?? '', email: user?.email ?? '' });
}

interface RequestParty {
  id: string;
  fullname: string;
  company: string;
  email?: string;
}
