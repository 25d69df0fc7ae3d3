import { UserDirectory } from '../../identity/identity.public';
import { Parties, audienceOf, partiesOf, visibleOwnerChain } from '../../platform/domain/visibility.policy';
import { ReadStore } from '../../platform/read-store/read-store.port';

/** A read-model document of goods (an item or a package): its owner and its owner chain, oldest first. */
interface GoodsDoc {
  owner_id: string;
  owners: readonly { owner_id: string; from_date: string }[];
}

/** A party of a name in an owner chain, as every view of goods shows it. */
export function chainParty(id: string, user: { fullname?: string; company?: string } | undefined) {
  return { id, fullname: user?.fullname ?? '', ...(user?.company ? { company: user.company } : {}) };
}

/**
 * What the views of items and of packages answer alike about goods: their parties, the goods a user is a party
 * to, and the owner chain as a viewer may see it. Both collections keep the owner and the chain in the same fields.
 */
export abstract class GoodsViews<D extends GoodsDoc> {
  protected constructor(
    protected readonly readStore: ReadStore,
    protected readonly users: UserDirectory,
    private readonly goods: string,
  ) {}

  abstract find(displayId: string): Promise<D | null>;

  /** Who is who for the goods (owner, brand, every owner it had), for the visibility policy; undefined when unknown. */
  async parties(displayId: string): Promise<Parties | undefined> {
    const doc = await this.find(displayId);
    return doc ? partiesOf(doc) : undefined;
  }

  /** Display ids (the documents' ids) of the goods the user is a party to (owns, made or owned before): ids only. */
  async partyTo(userId: string): Promise<string[]> {
    return this.readStore.collection(this.goods).ids({ 'owners.owner_id': userId });
  }

  /**
   * Owner history, newest first, as the viewer may see it (the public: who owns it now, by name); `entry` makes
   * one owner's entry from a maker of its party and the date it became the owner.
   */
  protected async ownerChain<T extends Record<string, unknown>>(
    displayId: string,
    viewerId: string | undefined,
    entry: (party: () => ReturnType<typeof chainParty>, fromDate: string) => T,
  ): Promise<T[] | undefined> {
    const doc = await this.find(displayId);
    if (!doc) return undefined;
    const users = await this.users.byIds(doc.owners.map((o) => o.owner_id));
    const chain = [...doc.owners].reverse().map((o) => entry(() => chainParty(o.owner_id, users.get(o.owner_id)), o.from_date));
    return visibleOwnerChain(audienceOf(viewerId, partiesOf(doc)), chain);
  }
}
