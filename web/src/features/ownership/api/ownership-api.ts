import { api } from '../../../lib/api-client';
import type { IdKind } from '../../../lib/display-id';

export type OwnershipKind = IdKind;
export type RequestStatus = 'request' | 'approved' | 'rejected';
export type Decision = 'approve' | 'reject';

/** One request, the same shape for stock items and packages (the server's two shapes are mapped below). */
export type OwnershipRequest = {
  id: string;
  requestId: string;
  kind: OwnershipKind;
  status: RequestStatus;
  requestDate: string;
  displayId: string;
  brand: string;
  /** Product name (stock item) or brand name (package). */
  name: string;
  /** Product photo (stored path) of a stock item. */
  image: string | null;
  createdAt: string | null;
  /** `email` only on the user's own entries: the API never shows the other party's address. */
  requester: { id: string | null; email: string | null; fullname: string | null; company: string | null };
};

export type OwnerEntry = { ownerId: string; fullname: string | null; company: string | null; fromDate: string };

type RawRequester = { id?: string; email?: string; fullname?: string | null; company?: string | { name?: string } | null; companyInfo?: { name?: string } | null };

const requesterOf = (raw: RawRequester) => ({
  id: raw.id ?? null,
  email: raw.email ?? null,
  fullname: raw.fullname ?? null,
  // The API sends the company's name (`company`); a profile-shaped entry carries `companyInfo`.
  company: (typeof raw.company === 'string' ? raw.company : raw.company?.name) || raw.companyInfo?.name || null,
});

type RawInventoryRequest = {
  id: string | number;
  request_id: string;
  status: RequestStatus;
  request_date: string;
  stock_item: { display_id: string; created_at?: string; product?: { id?: string; brand?: string; name?: string; images?: { image: string; thumbnail?: string }[] } };
  new_item_owner: RawRequester;
};

type RawPackageRequest = {
  id: string | number;
  request_id: string;
  status: RequestStatus;
  request_date: string;
  package: { display_id: string; brand_name?: string; created_at?: string };
  new_package_owner: RawRequester;
};

type RawOwner = { id: string; fullname: string | null; company?: string };
type RawOwners = { owners: ({ owner?: RawOwner; package_owner?: RawOwner; from_date: string })[] };

/** The API's paths per kind, spellings included (API.md, "Ownership transfer"). */
const endpoints = {
  inventory: {
    received: '/inventory/getallitemownerrequest',
    sent: '/inventory/getallitemownerrequestsend',
    approve: '/inventory/approveitemowner',
    reject: '/inventory/rejectitemowner',
    owners: (id: string) => `/inventory/getstockitemowner/${encodeURIComponent(id)}`,
    status: (id: string) => `/inventory/getitemownerrequeststatus/${encodeURIComponent(id)}`,
    request: (id: string) => ['/inventory/requiststockitemowner', { stock_item: id }] as const,
  },
  package: {
    received: '/inventory/getallpackageownerrequistget',
    sent: '/inventory/getallpackageownerrequestsend',
    approve: '/inventory/approvepackageowner',
    reject: '/inventory/rejectpackageowner',
    owners: (id: string) => `/inventory/getpackageowner/${encodeURIComponent(id)}`,
    status: (id: string) => `/inventory/getpackageownerrequeststatus/${encodeURIComponent(id)}`,
    request: (id: string) => ['/inventory/requistpackageowner', { package: id }] as const,
  },
} as const;

function toRequest(kind: OwnershipKind, raw: RawInventoryRequest | RawPackageRequest): OwnershipRequest {
  const base = { id: String(raw.id), requestId: raw.request_id, kind, status: raw.status, requestDate: raw.request_date };
  if ('stock_item' in raw) {
    return {
      ...base,
      displayId: raw.stock_item.display_id,
      brand: raw.stock_item.product?.brand ?? '—',
      name: raw.stock_item.product?.name ?? '',
      image: raw.stock_item.product?.images?.[0]?.thumbnail ?? raw.stock_item.product?.images?.[0]?.image ?? null,
      createdAt: raw.stock_item.created_at ?? null,
      requester: requesterOf(raw.new_item_owner),
    };
  }
  return {
    ...base,
    displayId: raw.package.display_id,
    brand: raw.package.brand_name ?? '—',
    name: raw.package.brand_name ?? '',
    image: null,
    createdAt: raw.package.created_at ?? null,
    requester: requesterOf(raw.new_package_owner),
  };
}

export async function fetchReceivedRequests(kind: OwnershipKind): Promise<OwnershipRequest[]> {
  const raw = await api.get<(RawInventoryRequest | RawPackageRequest)[]>(endpoints[kind].received);
  return raw.map((entry) => toRequest(kind, entry));
}

export async function fetchSentRequests(kind: OwnershipKind): Promise<OwnershipRequest[]> {
  const raw = await api.get<(RawInventoryRequest | RawPackageRequest)[]>(endpoints[kind].sent);
  return raw.map((entry) => toRequest(kind, entry));
}

export async function fetchOwners(kind: OwnershipKind, displayId: string): Promise<OwnerEntry[]> {
  const raw = await api.get<RawOwners>(endpoints[kind].owners(displayId));
  return raw.owners.map((entry) => {
    const owner = entry.owner ?? entry.package_owner;
    return { ownerId: owner?.id ?? '', fullname: owner?.fullname ?? null, company: owner?.company || null, fromDate: entry.from_date };
  });
}

/** The viewer's own request for this item: `request` is kept, anything else reads as no request (spec §4). */
export async function fetchPendingRequestStatus(kind: OwnershipKind, displayId: string): Promise<'request' | null> {
  const raw = await api.get<{ owners?: { status?: string } | null; status?: { status?: string } | null }>(endpoints[kind].status(displayId));
  const status = kind === 'inventory' ? raw.owners?.status : raw.status?.status;
  return status === 'request' ? 'request' : null;
}

export function requestOwnership(kind: OwnershipKind, displayId: string) {
  const [path, body] = endpoints[kind].request(displayId);
  return api.post<{ request_id: string }>(path, body);
}

export function decideRequest(kind: OwnershipKind, decision: Decision, requestId: string) {
  return api.post<{ msg: string }>(endpoints[kind][decision], { request_id: requestId });
}
