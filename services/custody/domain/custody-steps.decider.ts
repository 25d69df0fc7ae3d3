import { MultiStreamDecider, StreamEvents } from '../../platform/domain/decider.types';
import { STOCK_ITEM_PREFIX, displayId } from '../../platform/domain/display-id.rules';
import { SequenceEvent, SequenceState, sequenceDecider } from '../../platform/domain/sequence.decider';
import { DomainError } from '../../platform/errors/domain.errors';
import { DomainEvent } from '../../platform/event-store/event.types';
import { goodsStreamOf, idOf, streams } from '../../platform/event-store/streams.rules';
import type { CustodyStep } from '../custody.public';
import { CustodyEvent } from './custody.events';
import { CustodyState, evolveCustody, initialCustody } from './custody.state';
import { ownershipDecider } from './ownership.decider';
import { decidePacking, decideUnpacking } from './packing.decider';
import { stockItemDecider } from './stock-item.decider';

/** One step that cannot be taken, by its index in the batch. */
export interface StepRefusal {
  step: number;
  code: string;
  message: string;
}

/**
 * A batch refused: every step that could not be taken, each judged against the state the steps before it
 * leave (a refused step changes nothing for the steps after it). Nothing of the batch is appended.
 */
export class CustodyStepsRefused extends DomainError {
  constructor(readonly refusals: StepRefusal[]) {
    super('validation', 'CUSTODY.STEPS_REFUSED', refusals.map((r) => `step ${r.step + 1}: ${r.message}`).join(' '));
  }
}

export const stepErrors = {
  missing: (id: string) => new DomainError('validation', 'CUSTODY.NOT_FOUND', `${id} does not exist.`),
  notPackage: (id: string) => new DomainError('validation', 'PACKAGING.NOT_PACKAGE', `${id} is not a package.`),
  notItem: (id: string) =>
    new DomainError('validation', 'OWNERSHIP.NOT_AN_ITEM', `${id}: only stock items are handed over directly; a package changes hands by request and approval.`),
  contentsDiffer: (id: string, held: string[]) =>
    new DomainError('validation', 'PACKAGING.CONTENTS_DIFFER', `Unpacking takes out everything ${id} holds (${held.join(', ')}); list all of it or none.`),
  /** Something the decision must see was not loaded: the goods changed between finding and loading them. */
  changed: () => new DomainError('conflict', 'CUSTODY.CHANGED', 'The goods changed meanwhile. Please retry.'),
};

/** Each stream of the batch folds to both shapes; a custody stream uses `custody`, the sequence `sequence`. */
export interface StepsState {
  custody: CustodyState;
  sequence: SequenceState;
}

export interface CustodySteps {
  kind: 'CustodySteps';
  actorId: string;
  steps: CustodyStep[];
}

const SEQUENCE = streams.sequence(STOCK_ITEM_PREFIX);

/**
 * Several custody commands of one actor as one decision: each step is decided by custody's own rules
 * (registration, packing, unpacking, hand-over) against the states the earlier steps leave, and all their
 * events, on every stream, are appended together under each stream's expected revision. If any step is
 * refused, the batch is refused whole (`CustodyStepsRefused`, listing every refused step).
 */
export const custodyStepsDecider: MultiStreamDecider<CustodySteps, CustodyEvent | SequenceEvent, StepsState> = {
  multiStream: true,
  initialState: { custody: initialCustody, sequence: sequenceDecider.initialState },
  evolve(state, event) {
    if (event.type === 'DisplayIdsAllocated') return { ...state, sequence: sequenceDecider.evolve(state.sequence, event) };
    return { ...state, custody: evolveCustody(state.custody, event) };
  },
  decide(command, states) {
    const subjects = new Map<string, CustodyState>();
    for (const [stream, state] of states) if (stream !== SEQUENCE) subjects.set(idOf(stream), state.custody);
    let sequence = states.get(SEQUENCE)?.sequence ?? sequenceDecider.initialState;
    const writes = new Map<string, DomainEvent[]>();
    const refusals: StepRefusal[] = [];
    const write = (stream: string, events: DomainEvent[]) => writes.set(stream, [...(writes.get(stream) ?? []), ...events]);

    for (const [index, step] of command.steps.entries()) {
      let decided: { subject: string; events: CustodyEvent[] }[];
      let allocation: SequenceEvent | undefined;
      try {
        ({ decided, allocation } = decideStep(step, command.actorId, subjects, sequence));
      } catch (error) {
        if (!(error instanceof DomainError) || error.code === 'CUSTODY.CHANGED') throw error;
        refusals.push({ step: index, code: error.code, message: error.message });
        continue;
      }
      if (allocation) {
        sequence = sequenceDecider.evolve(sequence, allocation);
        write(SEQUENCE, [allocation]);
      }
      for (const { subject, events } of decided) {
        subjects.set(subject, events.reduce(evolveCustody, subjects.get(subject) ?? initialCustody));
        write(goodsStreamOf(subject), events);
      }
    }
    if (refusals.length > 0) throw new CustodyStepsRefused(refusals);
    return [...writes].map(([stream, events]) => ({ stream, events }) as StreamEvents<CustodyEvent | SequenceEvent>);
  },
};

function decideStep(
  step: CustodyStep,
  actorId: string,
  subjects: Map<string, CustodyState>,
  sequence: SequenceState,
): { decided: { subject: string; events: CustodyEvent[] }[]; allocation?: SequenceEvent } {
  const existing = (id: string) => {
    const state = subjects.get(id);
    if (!state) throw stepErrors.changed();
    if (!state.exists) throw stepErrors.missing(id);
    return state;
  };
  switch (step.kind) {
    case 'RegisterStockItems': {
      if (step.count < 1) return { decided: [] };
      const [allocation] = sequenceDecider.decide({ kind: 'AllocateDisplayIds', prefix: STOCK_ITEM_PREFIX, count: step.count }, sequence);
      const decided = Array.from({ length: step.count }, (_, i) => {
        const id = displayId(STOCK_ITEM_PREFIX, allocation.data.first + i);
        // A stream the batch did not load is new: it must not exist (the append expects no stream).
        const events = stockItemDecider.decide(
          { kind: 'RegisterStockItem', displayId: id, productId: step.productId, ownerId: actorId, location: step.location, addressLocation: step.addressLocation },
          subjects.get(id) ?? initialCustody,
        );
        return { subject: id, events };
      });
      return { decided, allocation };
    }
    case 'PackContents': {
      if (existing(step.packageId).kind !== 'package') throw stepErrors.notPackage(step.packageId);
      for (const entry of step.entries) existing(entry.id);
      return { decided: decidePacking(subjects, step.packageId, step.entries, actorId) };
    }
    case 'Unpack': {
      const target = existing(step.packageId);
      if (target.kind !== 'package') throw stepErrors.notPackage(step.packageId);
      for (const content of target.contents) if (!subjects.has(content.id)) throw stepErrors.changed();
      const held = target.contents.map((c) => c.id);
      if (step.entries && (step.entries.length !== held.length || !held.every((id) => step.entries!.includes(id)))) {
        throw stepErrors.contentsDiffer(step.packageId, held);
      }
      return { decided: decideUnpacking(subjects, step.packageId, actorId) };
    }
    case 'HandOver': {
      const state = existing(step.displayId);
      if (state.kind !== 'item') throw stepErrors.notItem(step.displayId);
      return { decided: [{ subject: step.displayId, events: ownershipDecider.decide({ kind: 'HandOver', actorId, toUserId: step.toUserId }, state) }] };
    }
  }
}
