import { Parties, partiesOf } from '../domain/visibility.policy';
import { ReadStore } from './read-store.port';

/** A read-model document of goods: its owner and its owner chain (oldest first: the first is the brand). */
interface GoodsDoc {
  owner_id: string;
  owners: readonly { owner_id: string }[];
}

/**
 * What the views of items and of packages answer alike about the parties of goods, for the visibility policy:
 * both collections keep the owner and the owner chain in the same fields.
 */
export abstract class PartyViews<D extends GoodsDoc> {
  protected constructor(
    protected readonly readStore: ReadStore,
    private readonly goods: string,
  ) {}

  abstract find(displayId: string): Promise<D | null>;

  /** Who is who for the goods (owner, brand, every owner it had); undefined when unknown. */
  async parties(displayId: string): Promise<Parties | undefined> {
    const doc = await this.find(displayId);
    return doc ? partiesOf(doc) : undefined;
  }

  /** Display ids (the documents' ids) of the goods the user is a party to (owns, made or owned before): ids only. */
  async partyTo(userId: string): Promise<string[]> {
    return this.readStore.collection(this.goods).ids({ 'owners.owner_id': userId });
  }
}
