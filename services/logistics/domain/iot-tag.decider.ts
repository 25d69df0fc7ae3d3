import { Decider } from '../../platform/domain/decider.types';
import { derivedUuid } from '../../platform/domain/clock.port';
import { IotTagEvent } from './logistics.events';
import { logisticsErrors } from './logistics.errors';

export const IOT_TAG_KINDS = ['gps', 'lorawan', 'nbiot', 'ble', 'rfid'] as const;
export type IotTagKind = (typeof IOT_TAG_KINDS)[number];

/** The package a tag is for, as the custody fold of its stream says now. */
export interface TaggedPackage {
  exists: boolean;
  kind: 'item' | 'package' | '';
  ownerId: string;
}

export type IotTagCommand =
  | {
      kind: 'RegisterTag';
      tagId: string;
      ownerId: string;
      packageId: string;
      deviceId: string;
      tagKind: IotTagKind;
      secretHash: string;
      secretPrefix: string;
      pkg: TaggedPackage;
    }
  | { kind: 'ReportTagPosition'; secretHash: string; location: string; recordedAt: string; packageOwnerId: string };

export interface IotTagState {
  exists: boolean;
  tagId: string;
  ownerId: string;
  packageId: string;
  secretHash: string;
  lastLocation: string;
  lastRecordedAt: string;
}

export const initialIotTag: IotTagState = { exists: false, tagId: '', ownerId: '', packageId: '', secretHash: '', lastLocation: '', lastRecordedAt: '' };

/** One tag per owner and device id: registering the same device twice finds the first registration. */
export function iotTagId(ownerId: string, deviceId: string): string {
  return derivedUuid('', `iottag\u0000${ownerId}\u0000${deviceId.trim()}`);
}

/**
 * An IoT tag fixed to a package. Its owner registers it on a package they own; the device then reports
 * positions with its secret (compared as SHA-256 hashes, so the state never holds the secret). A position
 * counts only while the package is still its owner's, readings arrive in time order (an older one than the
 * last is refused), and the same reading sent again is recorded once.
 */
export const iotTagDecider: Decider<IotTagCommand, IotTagEvent, IotTagState> = {
  initialState: initialIotTag,
  evolve(state, event) {
    switch (event.type) {
      case 'IotTagRegistered':
        return { ...state, exists: true, tagId: event.data.tagId, ownerId: event.data.ownerId, packageId: event.data.packageId, secretHash: event.data.secretHash };
      case 'IotTagPositionReported':
        return { ...state, lastLocation: event.data.location, lastRecordedAt: event.data.recordedAt };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.kind === 'RegisterTag') {
      const { pkg } = command;
      if (!pkg.exists || pkg.kind !== 'package') throw logisticsErrors.tagPackageNotFound(command.packageId);
      if (pkg.ownerId !== command.ownerId) throw logisticsErrors.tagPackageNotOwner(command.packageId);
      if (state.exists) throw logisticsErrors.tagExists(state.packageId);
      return [
        {
          type: 'IotTagRegistered',
          data: {
            tagId: command.tagId,
            ownerId: command.ownerId,
            packageId: command.packageId,
            deviceId: command.deviceId,
            kind: command.tagKind,
            secretHash: command.secretHash,
            secretPrefix: command.secretPrefix,
          },
        },
      ];
    }
    if (!state.exists) throw logisticsErrors.tagNotFound();
    if (command.secretHash !== state.secretHash) throw logisticsErrors.tagBadSecret();
    if (command.packageOwnerId !== state.ownerId) throw logisticsErrors.tagHandedOver(state.packageId);
    if (state.lastRecordedAt && Date.parse(command.recordedAt) < Date.parse(state.lastRecordedAt)) throw logisticsErrors.tagOutOfOrder(state.lastRecordedAt);
    if (command.recordedAt === state.lastRecordedAt && command.location === state.lastLocation) return [];
    return [{ type: 'IotTagPositionReported', data: { tagId: state.tagId, packageId: state.packageId, location: command.location, recordedAt: command.recordedAt } }];
  },
};
