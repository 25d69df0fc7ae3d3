import { describe, expect, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { assertEventMatchesContract } from '../../platform/event-store/event.types';
import { IotTagCommand, iotTagDecider, iotTagId } from './iot-tag.decider';
import { IotTagEvent } from './logistics.events';

const pkg = { exists: true, kind: 'package' as const, ownerId: 'brand' };
const register = (change: Partial<Extract<IotTagCommand, { kind: 'RegisterTag' }>> = {}): IotTagCommand => ({
  kind: 'RegisterTag',
  tagId: 't1',
  ownerId: 'brand',
  packageId: 'PACK000001',
  deviceId: 'TRK-0042',
  tagKind: 'gps',
  secretHash: 'h1',
  secretPrefix: 'tag_abcdef',
  pkg,
  ...change,
});
const registered: IotTagEvent = {
  type: 'IotTagRegistered',
  data: { tagId: 't1', ownerId: 'brand', packageId: 'PACK000001', deviceId: 'TRK-0042', kind: 'gps', secretHash: 'h1', secretPrefix: 'tag_abcdef' },
};
const report = (change: Partial<Extract<IotTagCommand, { kind: 'ReportTagPosition' }>> = {}): IotTagCommand => ({
  kind: 'ReportTagPosition',
  secretHash: 'h1',
  location: '46.2&6.1',
  recordedAt: '2026-01-02T10:00:00.000Z',
  packageOwnerId: 'brand',
  ...change,
});
const reported: IotTagEvent = { type: 'IotTagPositionReported', data: { tagId: 't1', packageId: 'PACK000001', location: '46.2&6.1', recordedAt: '2026-01-02T10:00:00.000Z' } };

describe('IoT tag decider', () => {
  it('given no tag, when the owner of a package registers a device, then the tag is registered (its events match the contract)', () => {
    spec(iotTagDecider).given([]).when(register()).then([registered]);
    assertEventMatchesContract(registered);
    assertEventMatchesContract(reported);
  });

  it('refuses a package that does not exist or is a stock item (404), another owner’s (403), and the same device twice (409)', () => {
    spec(iotTagDecider).given([]).when(register({ pkg: { ...pkg, exists: false } })).thenThrows('TAG.PACKAGE_NOT_FOUND');
    spec(iotTagDecider).given([]).when(register({ pkg: { ...pkg, kind: 'item' } })).thenThrows('TAG.PACKAGE_NOT_FOUND');
    spec(iotTagDecider).given([]).when(register({ pkg: { ...pkg, ownerId: 'rival' } })).thenThrows('TAG.NOT_OWNER');
    spec(iotTagDecider).given([registered]).when(register()).thenThrows('TAG.EXISTS');
  });

  it('given a tag, when its device reports a position with its secret, then the position is recorded for its package', () => {
    spec(iotTagDecider).given([registered]).when(report()).then([reported]);
  });

  it('refuses an unknown tag (404), a wrong secret (401) and a package that changed hands (403)', () => {
    spec(iotTagDecider).given([]).when(report()).thenThrows('TAG.NOT_FOUND');
    spec(iotTagDecider).given([registered]).when(report({ secretHash: 'other' })).thenThrows('TAG.BAD_SECRET');
    spec(iotTagDecider).given([registered]).when(report({ packageOwnerId: 'next-owner' })).thenThrows('TAG.PACKAGE_HANDED_OVER');
  });

  it('takes readings in time order: the same reading again records nothing, an older one is refused', () => {
    spec(iotTagDecider).given([registered, reported]).when(report()).then([]);
    spec(iotTagDecider).given([registered, reported]).when(report({ recordedAt: '2026-01-02T09:59:59.000Z' })).thenThrows('TAG.OUT_OF_ORDER');
    spec(iotTagDecider)
      .given([registered, reported])
      .when(report({ location: '46.3&6.2', recordedAt: '2026-01-02T10:05:00.000Z' }))
      .then([{ type: 'IotTagPositionReported', data: { tagId: 't1', packageId: 'PACK000001', location: '46.3&6.2', recordedAt: '2026-01-02T10:05:00.000Z' } }]);
  });

  it('one tag per owner and device id', () => {
    expect(iotTagId('brand', 'TRK-0042')).toBe(iotTagId('brand', ' TRK-0042 '));
    expect(iotTagId('brand', 'TRK-0042')).not.toBe(iotTagId('rival', 'TRK-0042'));
  });
});
