import { Decider } from '../../platform/domain/decider';
import { DomainError, unknownProductId } from '../../platform/errors/domain-error';
import { DomainEvent } from '../../platform/event-store/event-types';
import { PackageDetailsEvent } from './packaging.events';

export interface PackageDetails {
  brandName: string;
  totalProduct: number;
  manufectureDate: string;
  expireDate: string;
  details: string;
}

export type PackageCommand =
  | { kind: 'CreatePackage'; displayId: string; ownerId: string; details: PackageDetails; location: string; addressLocation: string }
  | { kind: 'UpdatePackageDetails'; actorId: string; details: PackageDetails };

export interface PackageState {
  exists: boolean;
  ownerId: string;
  details?: PackageDetails;
}

/**
 * A package's descriptive details (brand, dates, notes). Who owns it and what it holds are custody,
 * decided by the ownership context on the same stream; this decider follows owner changes for its check.
 */
export const packageDecider: Decider<PackageCommand, PackageDetailsEvent, PackageState> = {
  initialState: { exists: false, ownerId: '' },

  evolve(state, event) {
    const e = event as PackageDetailsEvent | DomainEvent;
    switch (e.type) {
      case 'PackageCreated': {
        const d = (e as Extract<PackageDetailsEvent, { type: 'PackageCreated' }>).data;
        return {
          exists: true,
          ownerId: d.ownerId,
          details: { brandName: d.brandName, totalProduct: d.totalProduct, manufectureDate: d.manufectureDate, expireDate: d.expireDate, details: d.details },
        };
      }
      case 'PackageDetailsUpdated':
        return { ...state, details: (e as Extract<PackageDetailsEvent, { type: 'PackageDetailsUpdated' }>).data };
      case 'OwnershipApproved':
        return { ...state, ownerId: (e.data as { newOwnerId: string }).newOwnerId };
      case 'OwnershipTransferredWithPackage':
        return { ...state, ownerId: (e.data as { toOwnerId: string }).toOwnerId };
      default:
        return state;
    }
  },

  decide(command, state) {
    if (command.kind === 'CreatePackage') {
      if (state.exists) throw new DomainError('conflict', 'PACKAGE.EXISTS', `Package ${command.displayId} already exists.`);
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
    if (!state.exists) throw unknownProductId('PACKAGE.NOT_FOUND');
    if (state.ownerId !== command.actorId) throw new DomainError('forbidden', 'PACKAGE.NOT_OWNER', 'Only the owner of this package may change it.');
    const before = state.details;
    const after = command.details;
    const same =
      before !== undefined &&
      (Object.keys(after) as (keyof PackageDetails)[]).every((key) => before[key] === after[key]);
    return same ? [] : [{ type: 'PackageDetailsUpdated', data: after }];
  },
};
