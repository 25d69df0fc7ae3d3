import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore, RecordedEvent } from '../../platform/event-store/event-store.port';
import { verifyChain } from '../../platform/event-store/hash-chain.rules';
import { UserDirectory } from '../../identity/identity.public';
import { StoredCheckpoint, TransparencyLog } from '../../transparency/transparency.public';
import { evolveCustody, initialCustody } from '../../custody/custody.public';
import { StockItemViews } from '../../inventory/inventory.public';
import { PackageViews } from '../../packaging/packaging.public';
import { Audience, audienceOf, shownEventData, visible } from '../../platform/domain/visibility.policy';
import { categoryOf, idOf } from '../../platform/event-store/streams.rules';
import { placeOf } from '../domain/state-as-of';

/** How long a bundle waits for a checkpoint that covers the stream's newest event (one is signed each second). */
const BUNDLE_CHECKPOINT_WAIT_MS = 3_000;

/** An item's or package's history straight from the event log, with its hash chain checked. */
@Injectable()
export class ProvenanceReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly log: TransparencyLog,
    private readonly users: UserDirectory,
    private readonly items: StockItemViews,
    private readonly packages: PackageViews,
  ) {}

  /**
   * How the viewer stands to the goods a stream records (visibility policy): the owner, brand and past owners
   * of an item or package are its parties; for every other stream, and for anyone else, 'public'.
   */
  async audience(stream: string, viewerId: string | undefined): Promise<Audience> {
    if (!viewerId) return 'public';
    const category = categoryOf(stream);
    if (category === 'stockitem') return audienceOf(viewerId, await this.items.parties(idOf(stream)));
    if (category === 'package') return audienceOf(viewerId, await this.packages.parties(idOf(stream)));
    return 'public';
  }

  async events(stream: string): Promise<RecordedEvent[]> {
    return this.store.readStream(stream);
  }

  async history(stream: string, audience: Audience, upTo?: Date) {
    const all = await this.store.readStream(stream);
    if (all.length === 0) return undefined;
    // The chain is checked over the whole stream, whatever part of it is shown.
    const verdict = verifyChain(all);
    const events = upTo ? all.filter((e) => Date.parse(e.metadata.time) <= upTo.getTime()) : all;
    const leaves = await this.log.leafIndexes(events.map((e) => e.metadata.hash));
    return {
      verified: verdict.verified,
      broken_at: verdict.brokenAt === undefined ? null : Number(verdict.brokenAt),
      head_hash: verdict.headHash,
      length: all.length,
      events: events.map((e) => this.view(e, audience, leaves.get(e.metadata.hash) ?? null)),
      ...(upTo ? { at: upTo.toISOString(), state: await this.stateOf(events) } : {}),
    };
  }

  /**
   * Owner (public name only), place, container and status after these events: public fields, as on tracking.
   * Owner, package and status come from custody's own fold of the stream; the place from `placeOf`.
   */
  private async stateOf(events: RecordedEvent[]) {
    const custody = events.reduce((state, e) => evolveCustody(state, { type: e.type, data: e.data }), initialCustody);
    const owner = custody.ownerId ? await this.users.byId(custody.ownerId) : undefined;
    return {
      owner: custody.ownerId ? { fullname: owner?.fullname || 'Anonymous owner' } : null,
      location: placeOf(events),
      container: custody.packedIn || null,
      status: custody.location.status,
    };
  }

  /**
   * An audit bundle: the stream's events with their leaf indexes and inclusion proofs in one signed
   * checkpoint, the checkpoint and the verifier key: everything `npm run verify` needs, offline.
   */
  async bundle(stream: string, audience: Audience) {
    const events = await this.store.readStream(stream);
    if (events.length === 0) return undefined;
    const leaves = await this.log.leafIndexes(events.map((e) => e.metadata.hash));
    const newest = Math.max(-1, ...leaves.values());
    const checkpoint = await this.checkpointCovering(newest + 1);
    const size = checkpoint?.size ?? 0;
    const proven = events.map((e) => leaves.get(e.metadata.hash)).map((i) => (i !== undefined && i < size ? i : undefined));
    const paths = await this.log.inclusionProofs(proven.filter((i): i is number => i !== undefined), size);
    let next = 0;
    return {
      stream,
      tree_size: size,
      checkpoint: checkpoint?.note ?? null,
      public_key: this.log.verifierKey,
      events: events.map((e, k) => ({
        ...this.view(e, audience, leaves.get(e.metadata.hash) ?? null),
        audit_path: proven[k] === undefined ? null : paths[next++],
      })),
    };
  }

  private async checkpointCovering(size: number): Promise<StoredCheckpoint | undefined> {
    const deadline = Date.now() + BUNDLE_CHECKPOINT_WAIT_MS;
    for (;;) {
      const latest = await this.log.latestCheckpoint();
      if ((latest && latest.size >= size) || Date.now() >= deadline) return latest;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** An event as the audience may see it: the chain fields for anyone, the data for the goods' parties. */
  private view(e: RecordedEvent, audience: Audience, leafIndex: number | null) {
    const shown = shownEventData(e.type, e.data);
    return visible('provenanceEvent', audience, {
      revision: Number(e.revision),
      type: e.type,
      time: e.metadata.time,
      prev_hash: e.metadata.prevHash,
      hash: e.metadata.hash,
      leaf_index: leafIndex,
      data: shown.data,
      actor: e.metadata.userId || null,
      ...(shown.hidden.length ? { redacted: shown.hidden } : {}),
    });
  }
}
