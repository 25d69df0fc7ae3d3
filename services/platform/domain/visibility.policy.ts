/**
 * Who may see what of goods (stock items, packages), products and their histories: the one visibility policy.
 * Every read endpoint and live payload that shows them passes its view through `visible` (or the helpers below)
 * with the viewer's audience, so a field is shown only where this file says so and a field it does not name is
 * never shown (deny by default).
 *
 * Audiences, from least to most:
 * - `public`: anyone, signed in or not, who knows the id (ids are printed on tags and QR codes). The public fields
 *   are what the public tracking page shows.
 * - `party`: someone in the item's chain: any of its owners, past or present.
 * - `owner`: its current owner, and its brand (who registered it).
 */
export type Audience = 'public' | 'party' | 'owner';

const RANK: Record<Audience, number> = { public: 0, party: 1, owner: 2 };

/** The audience that may see a field, or, for an object (or a list of objects), the policy of its fields. */
export type FieldPolicy = Audience | { [field: string]: FieldPolicy };
export type Policy = { [field: string]: FieldPolicy };

/** Who is who for one item, package or product. `chain` lists every owner it has had (any order). */
export interface Parties {
  ownerId: string;
  brandId?: string;
  chain?: readonly string[];
}

export function audienceOf(viewerId: string | undefined, parties: Parties | undefined): Audience {
  if (!viewerId || !parties) return 'public';
  if (viewerId === parties.ownerId || (parties.brandId !== undefined && viewerId === parties.brandId)) return 'owner';
  if (parties.chain?.includes(viewerId)) return 'party';
  return 'public';
}

/** The parties of a read-model document with `owner_id` and `owners` (oldest first: the first is the brand). */
export function partiesOf(doc: { owner_id: string; owners?: readonly { owner_id: string }[] }): Parties {
  const chain = (doc.owners ?? []).map((o) => o.owner_id);
  return { ownerId: doc.owner_id, brandId: chain[0], chain };
}

export function mayView(audience: Audience, needed: Audience): boolean {
  return RANK[audience] >= RANK[needed];
}

/** A party of a name in an owner chain: the public sees the name only. */
const chainParty: Policy = { id: 'party', fullname: 'public', company: 'party' };

/** What a product shows of itself inside an item (public tracking's `product{name, brand, images}`). */
const productInItem: Policy = { id: 'owner', name: 'public', brand: 'public', images: 'public' };

export const VISIBILITY = {
  /** A stock item (INVE…): public tracking, `getitem`, the owner's lists. */
  item: {
    msg: 'public',
    display_id: 'public',
    created_at: 'public',
    address_location: 'public',
    location: 'public',
    product: productInItem,
    owner: { id: 'owner', fullname: 'public' },
    packed_in: 'public',
    packegecontent: 'public',
    status: 'public',
    route: 'public',
    warranty: 'public',
    id: 'owner',
    batch: 'owner',
    manufecture_date: 'owner',
    expire_date: 'owner',
  },
  /** A package (PACK…): public tracking, `getpackage/{id}`. */
  package: {
    msg: 'public',
    display_id: 'public',
    created_at: 'public',
    address_location: 'public',
    location: 'public',
    brand_name: 'public',
    package_owner: { id: 'owner', fullname: 'public' },
    owner: { id: 'owner', fullname: 'public' },
    level: 'public',
    items_count: 'public',
    packages_count: 'public',
    total_items: 'public',
    packed_in: 'public',
    packegecontent: { content_data: { type: 'public', id: 'public' } },
    status: 'public',
    route: 'public',
    id: 'owner',
    total_product: 'owner',
    manufecture_date: 'owner',
    expire_date: 'owner',
    details: 'owner',
    updated_at: 'owner',
  },
  /** An entry of `getpackagecontent`: the public sees what public tracking lists (type and id). */
  packageContent: {
    type: 'public',
    id: 'public',
    display_id: 'public',
    product: 'party',
    created_at: 'party',
    brand_name: 'party',
    items_count: 'party',
    level: 'party',
  },
  /** A catalogue product: `owner` is its brand; anyone else sees what tracking shows of it. */
  product: {
    id: 'public',
    product: 'public',
    name: 'public',
    brand: 'public',
    images: 'public',
    gtin: 'public',
    sku: 'owner',
    warranty: 'owner',
    expire: 'owner',
    location: 'owner',
    category: 'owner',
    color: 'owner',
    image: 'owner',
    doc: 'owner',
    detail: 'owner',
    owner: 'owner',
    items_count: 'owner',
    created_at: 'owner',
    updated_at: 'owner',
  },
  /** An entry of an owner chain (`getstockitemowner`, `getpackageowner`); see `visibleOwnerChain`. */
  ownerChainEntry: { owner: chainParty, package_owner: chainParty, from_date: 'public' },
  /** An event of a provenance history or audit bundle: the public checks the chain, parties read the data. */
  provenanceEvent: {
    revision: 'public',
    type: 'public',
    time: 'public',
    prev_hash: 'public',
    hash: 'public',
    leaf_index: 'public',
    audit_path: 'public',
    data: 'party',
    actor: 'party',
    redacted: 'party',
  },
  /**
   * A person's profile (`getuser`, `getuser/{id}`, `getemailuser`, `allusers`, `newuser`). Here `owner` is the
   * person themself and `public` every other signed-in user: a stranger, a party of a chain they share, and a
   * colleague who gave the same company alike. A party already sees, in the chain and request views, the name
   * and company it needs, and owning the same watch is no consent to share contact details (owners are often
   * private persons); a company is self-declared (anyone may enter any name and number), so naming the same
   * one proves nothing and opens nothing. So the others see a business card: name, role, picture, bio and the
   * company's name, website and industry, and since when they are a member; never e-mail, mobile, address, social accounts or the company's
   * registration, tax number and address.
   */
  profile: {
    id: 'public',
    fullname: 'public',
    role: 'public',
    profile_image: 'public',
    bio: 'public',
    companyInfo: {
      name: 'public',
      website: 'public',
      industry: 'public',
      registration_number: 'owner',
      tax_id: 'owner',
      address: 'owner',
      address_location: 'owner',
      position: 'owner',
    },
    email: 'owner',
    address: 'owner',
    mobile: 'owner',
    social_link: 'owner',
    Linkedin: 'owner',
    facebook: 'owner',
    is_active: 'owner',
    mc_hash: 'owner',
    is_admin: 'owner',
    /** "Member since", as the new users' list shows it. */
    created_at: 'public',
  },
  /** Another user named in a list (ownership requests): who they are, never how to reach them (finding 4). */
  person: { id: 'public', fullname: 'public', company: 'public', email: 'owner' },
} satisfies Record<string, Policy>;

/** How a viewer stands to a person's profile: the person themself is its `owner`; anyone else the public. */
export function profileAudience(viewerId: string | undefined, personId: string): Audience {
  return viewerId !== undefined && viewerId === personId ? 'owner' : 'public';
}

/**
 * Live messages on /live: the fields each may carry (anything else is dropped, whoever sends it). Each goes
 * only to users its notifier knows may see what it names, who are the message's `owner` audience:
 * - `notification:count`: the owner whose received requests it counts;
 * - `ownership:changed`: the two sides of the request, hand-over or delivery it names;
 * - `report:updated`: users whose own figures the event changed (its actor and the parties it names);
 * - `support:message`: the ticket's author and the administrators;
 * - `shipment:updated`: the shipment's owner and the next owner it goes to;
 * - `apikeys:changed`: the key's owner.
 * /track's `tracking:updated` is public: it carries the public fields of an item or package (`item`/`package`).
 */
export const LIVE_PAYLOADS = {
  'notification:count': { inventory: 'owner', package: 'owner' },
  'ownership:changed': { kind: 'owner', request_id: 'owner', status: 'owner', display_id: 'owner' },
  'report:updated': { report: 'owner' },
  'support:message': { ticket: 'owner' },
  'shipment:updated': { id: 'owner', status: 'owner' },
  'apikeys:changed': { change: 'owner' },
  'tracking:updated': { display_id: 'owner' },
} satisfies Record<string, Policy>;

export type LiveEventName = keyof typeof LIVE_PAYLOADS;

/** A /live payload with only the fields its message may carry (to the user it is addressed to). */
export function visibleLivePayload<T extends object>(event: LiveEventName, payload: T): T {
  return apply(LIVE_PAYLOADS[event], 'owner', payload as Record<string, unknown>) as T;
}

export type VisibilityKind = keyof typeof VISIBILITY;

/**
 * Personal data kept out of event data for every audience (where a counterfeit reporter stood). The hash chain
 * still verifies, because it is checked on the stored events before this.
 */
export const NEVER_SHOWN_EVENT_FIELDS: Readonly<Record<string, readonly string[]>> = { CounterfeitReported: ['address'] };

function apply(policy: Policy, audience: Audience, value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const rule = policy[key];
    if (rule === undefined) continue;
    if (typeof rule === 'string') {
      if (mayView(audience, rule)) out[key] = v;
      continue;
    }
    if (Array.isArray(v)) out[key] = v.map((e) => (isObject(e) ? apply(rule, audience, e) : e));
    else if (isObject(v)) out[key] = apply(rule, audience, v);
    else if (v === null) out[key] = v;
  }
  return out;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * The view with only the fields `audience` may see of this kind of resource. Typed as the whole view, so that
 * views built for a known audience (public views, the owner's lists) keep their types; code holding a view
 * narrowed for someone else must not count on the fields the policy leaves out.
 */
export function visible<T extends Record<string, unknown>>(kind: VisibilityKind, audience: Audience, view: T): T {
  return apply(VISIBILITY[kind], audience, view) as T;
}

/**
 * An owner chain (newest first): parties and the owner see it whole; the public sees only who owns it now, by
 * name, as on the public tracking page.
 */
export function visibleOwnerChain<T extends Record<string, unknown>>(audience: Audience, chain: T[]): T[] {
  const shown = mayView(audience, 'party') ? chain : chain.slice(0, 1);
  return shown.map((entry) => visible('ownerChainEntry', audience, entry));
}

/** An event's data without the fields never shown, and which of them were present (and so left out). */
export function shownEventData(type: string, data: Record<string, unknown>): { data: Record<string, unknown>; hidden: string[] } {
  const never = NEVER_SHOWN_EVENT_FIELDS[type] ?? [];
  const hidden = never.filter((key) => key in data);
  if (hidden.length === 0) return { data, hidden };
  return { data: Object.fromEntries(Object.entries(data).filter(([key]) => !hidden.includes(key))), hidden };
}

/** The explorer lists a stream, and shows another's events' data, only to the parties of what it records. */
export function listedInExplorer(audience: Audience): boolean {
  return mayView(audience, 'party');
}
