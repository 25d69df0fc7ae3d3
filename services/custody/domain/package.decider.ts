import { Decider } from '../../platform/domain/decider.types';
import { DomainError, unknownProductId } from '../../platform/errors/domain.errors';
import { CustodyEvent } from './custody.events';
import type { PackageDetails } from '../custody.public';
import { CustodyState, evolveCustody, initialCustody } from './custody.state';
import { CUSTODY } from './custody.errors';

export type PackageCommand =
  | { kind: 'CreatePackage'; displayId: string; ownerId: string; details: PackageDetails; location: string; addressLocation: string }
  | { kind: 'UpdatePackageDetails'; actorId: string; details: PackageDetails };

export const packageErrors = {
  exists: (displayId: string) => new DomainError('conflict', CUSTODY.PACKAGE_EXISTS, `Package ${displayId} already exists.`),
  notFound: () => unknownProductId(CUSTODY.PACKAGE_NOT_FOUND),
  notOwner: () => new DomainError('forbidden', CUSTODY.PACKAGE_NOT_OWNER, 'Only the owner of this package may change it.'),
};

/**
 * A package comes into existence once, owned by its creator; its current owner alone changes its
 * descriptive details (brand, dates, notes), and an update that changes nothing appends nothing.
 */
export const packageDecider: Decider<PackageCommand, CustodyEvent, CustodyState> = {
  initialState: initialCustody,
  evolve: evolveCustody,

  decide(command, state) {
    if (command.kind === 'CreatePackage') {
      if (state.exists) throw packageErrors.exists(command.displayId);
      return [
        {
          type: 'PackageCreated',
          data: {
            displayId: command.displayId,
            ownerId: command.ownerId,
            ...command.details,
            location: command.location,
            addressLocation: command.addressLocation,
          },
        },
      ];
    }
    if (!state.exists) throw packageErrors.notFound();
    if (state.ownerId !== command.actorId) throw packageErrors.notOwner();
    const before = state.details;
    const after = command.details;
    const same = before !== undefined && (Object.keys(after) as (keyof PackageDetails)[]).every((key) => before[key] === after[key]);
    return same ? [] : [{ type: 'PackageDetailsUpdated', data: after }];
  },
};
