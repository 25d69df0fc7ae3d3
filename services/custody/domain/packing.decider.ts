import { DomainError, unknownProductId } from '../../platform/errors/domain.errors';
import type { ContentRef } from '../custody.public';
import { SubjectWrites, Subjects, acrossStreams, assertNotShipping, pendingRequests } from './custody.state';
import { CUSTODY } from './custody.errors';

export const packingErrors = {
  notPackage: () => unknownProductId(CUSTODY.PACKAGING_NOT_FOUND),
  nested: (id: string) =>
    new DomainError('conflict', CUSTODY.PACKAGING_PACKAGE_IS_PACKED, `${id} is inside another package; unpack that one first.`),
  entryMissing: (id: string) => new DomainError('validation', CUSTODY.PACKAGING_ENTRY_NOT_FOUND, `${id} does not exist.`),
  entryType: (id: string) => new DomainError('validation', CUSTODY.PACKAGING_ENTRY_TYPE, `${id} is not of the type given.`),
  notYours: (id: string) => new DomainError('forbidden', CUSTODY.PACKAGING_NOT_OWNER, `You do not own ${id}.`),
  alreadyPacked: (id: string, packageId: string) =>
    new DomainError('conflict', CUSTODY.PACKAGING_ALREADY_PACKED, `${id} is already packed in ${packageId}.`),
  self: () => new DomainError('validation', CUSTODY.PACKAGING_SELF, 'A package cannot contain itself.'),
  tooDeep: (id: string) =>
    new DomainError(
      'validation',
      CUSTODY.PACKAGING_TOO_DEEP,
      `${id} already holds packages: only level-1 packages (holding items) go into a level-2 package.`,
    ),
  empty: () => new DomainError('conflict', CUSTODY.PACKAGING_EMPTY, 'This package holds nothing to unpack.'),
};

/**
 * Packing: entries go into a package its owner holds, each entry owned by the same owner and loose. Items
 * go into any package; a package may only go into another if it holds no packages itself (two levels),
 * and a package that is itself packed is sealed. Pending requests for a packed entry are closed.
 */
export function decidePacking(subjects: Subjects, packageId: string, entries: ContentRef[], actorId: string): SubjectWrites {
  const target = subjects.get(packageId);
  if (!target?.exists || target.kind !== 'package') throw packingErrors.notPackage();
  if (target.ownerId !== actorId) throw packingErrors.notYours(packageId);
  if (target.packedIn) throw packingErrors.nested(packageId);
  assertNotShipping(target);
  const writes: SubjectWrites = [];
  for (const entry of entries) {
    if (entry.id === packageId) throw packingErrors.self();
    const state = subjects.get(entry.id);
    if (!state?.exists) throw packingErrors.entryMissing(entry.id);
    if (state.kind !== entry.type) throw packingErrors.entryType(entry.id);
    if (state.ownerId !== actorId) throw packingErrors.notYours(entry.id);
    if (state.packedIn) throw packingErrors.alreadyPacked(entry.id, state.packedIn);
    assertNotShipping(state);
    if (entry.type === 'package' && state.contents.some((c) => c.type === 'package')) throw packingErrors.tooDeep(entry.id);
    writes.push({
      subject: entry.id,
      events: [
        { type: 'PackedIntoPackage', data: { packageId } },
        ...pendingRequests(state).map(([requestId]) => ({
          type: 'OwnershipRejected' as const,
          data: { requestId, reason: 'packed' },
        })),
      ],
    });
  }
  return [{ subject: packageId, events: [{ type: 'PackageContentsAdded', data: { entries } }] }, ...writes];
}

/** Unpacking releases the package's direct contents; a package inside another stays sealed. */
export function decideUnpacking(subjects: Subjects, packageId: string, actorId: string): SubjectWrites {
  const target = subjects.get(packageId);
  if (!target?.exists || target.kind !== 'package') throw packingErrors.notPackage();
  if (target.ownerId !== actorId) throw packingErrors.notYours(packageId);
  if (target.packedIn) throw packingErrors.nested(packageId);
  assertNotShipping(target);
  if (target.contents.length === 0) throw packingErrors.empty();
  return [
    { subject: packageId, events: [{ type: 'PackageUnpacked', data: { entries: target.contents } }] },
    ...target.contents.map((c) => ({ subject: c.id, events: [{ type: 'ReleasedFromPackage' as const, data: { packageId } }] })),
  ];
}

export type PackingCommand =
  | { kind: 'PackContents'; packageId: string; entries: ContentRef[]; actorId: string }
  | { kind: 'Unpack'; packageId: string; actorId: string };

/** Packing and unpacking across the package's stream and the streams of its entries. */
export const packingDecider = acrossStreams<PackingCommand>((command, subjects) =>
  command.kind === 'PackContents'
    ? decidePacking(subjects, command.packageId, command.entries, command.actorId)
    : decideUnpacking(subjects, command.packageId, command.actorId),
);
