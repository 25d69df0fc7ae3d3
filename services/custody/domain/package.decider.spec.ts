import { describe, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { CustodyEvent } from './custody.events';
import { PackageCommand, packageDecider } from './package.decider';

const details = { brandName: 'Rolex', totalProduct: 2, manufectureDate: '2026-01-01', expireDate: '2030-01-01', details: '' };
const create: PackageCommand = { kind: 'CreatePackage', displayId: 'PACK000001', ownerId: 'alice', details, location: '28.4&77.0', addressLocation: 'Gurugram' };
const created: CustodyEvent = {
  type: 'PackageCreated',
  data: { displayId: 'PACK000001', ownerId: 'alice', ...details, location: '28.4&77.0', addressLocation: 'Gurugram' },
};
const update = (actorId: string, patch: Partial<typeof details> = {}): PackageCommand => ({
  kind: 'UpdatePackageDetails',
  actorId,
  details: { ...details, ...patch },
});

describe('package decider', () => {
  it('given nothing, when a user creates a package, then it exists, owned by its creator', () => {
    spec(packageDecider).given([]).when(create).then([created]);
  });

  it('a display id is created once', () => {
    spec(packageDecider).given([created]).when(create).thenThrows('PACKAGE.EXISTS');
  });

  it('the owner changes its details', () => {
    spec(packageDecider)
      .given([created])
      .when(update('alice', { brandName: 'Omega' }))
      .then([{ type: 'PackageDetailsUpdated', data: { ...details, brandName: 'Omega' } }]);
  });

  it('an update that changes nothing appends nothing', () => {
    spec(packageDecider).given([created]).when(update('alice')).then([]);
  });

  it('only the current owner may change it, and an unknown package is not found', () => {
    spec(packageDecider).given([created]).when(update('bob', { brandName: 'Omega' })).thenThrows('PACKAGE.NOT_OWNER');
    spec(packageDecider).given([]).when(update('alice')).thenThrows('PACKAGE.NOT_FOUND');
  });

  it('after the package changed hands, its new owner changes it and the creator no longer may', () => {
    const approved: CustodyEvent = { type: 'OwnershipApproved', data: { requestId: 'r1', previousOwnerId: 'alice', newOwnerId: 'bob' } };
    spec(packageDecider)
      .given([created, approved])
      .when(update('bob', { details: 'resealed' }))
      .then([{ type: 'PackageDetailsUpdated', data: { ...details, details: 'resealed' } }]);
    spec(packageDecider).given([created, approved]).when(update('alice', { details: 'x' })).thenThrows('PACKAGE.NOT_OWNER');
  });
});
