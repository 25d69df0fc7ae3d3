import { DomainError } from '../../platform/errors/domain.errors';

/**
 * The codes of the logistics context's refusals, one constant each (`LOGISTICS.<NAME>`). The API answers a
 * code as `code`, so its value never changes (older codes keep the prefix they were first answered with).
 */
export const LOGISTICS = {
  CARRIER_EXISTS: 'CARRIER.EXISTS',
  CARRIER_MODE: 'CARRIER.MODE',
  CARRIER_NOT_FOUND: 'CARRIER.NOT_FOUND',
  CHANGED: 'LOGISTICS.CHANGED',
  GOODS_NOT_FOUND: 'LOGISTICS.GOODS_NOT_FOUND',
  GOODS_TYPE: 'LOGISTICS.GOODS_TYPE',
  IN_TRANSIT: 'LOGISTICS.IN_TRANSIT',
  NEXT_OWNER_EXISTS: 'NEXT_OWNER.EXISTS',
  NEXT_OWNER_NOT_FOUND: 'NEXT_OWNER.NOT_FOUND',
  NEXT_OWNER_SELF: 'NEXT_OWNER.SELF',
  NEXT_OWNER_USER_NOT_FOUND: 'NEXT_OWNER.USER_NOT_FOUND',
  NOT_OWNER: 'LOGISTICS.NOT_OWNER',
  ON_SHIPMENT: 'LOGISTICS.ON_SHIPMENT',
  PACKED: 'LOGISTICS.PACKED',
  SHIPMENT_NOT_FOUND: 'SHIPMENT.NOT_FOUND',
  SHIPMENT_NOT_OWNER: 'SHIPMENT.NOT_OWNER',
  SHIPMENT_WRONG_STATUS: 'SHIPMENT.WRONG_STATUS',
  TAG_BAD_SECRET: 'TAG.BAD_SECRET',
  TAG_EXISTS: 'TAG.EXISTS',
  TAG_NOT_FOUND: 'TAG.NOT_FOUND',
  TAG_NOT_OWNER: 'TAG.NOT_OWNER',
  TAG_OUT_OF_ORDER: 'TAG.OUT_OF_ORDER',
  TAG_PACKAGE_HANDED_OVER: 'TAG.PACKAGE_HANDED_OVER',
  TAG_PACKAGE_NOT_FOUND: 'TAG.PACKAGE_NOT_FOUND',
  TAG_TOO_MANY: 'TAG.TOO_MANY',
  WAREHOUSE_ALREADY_STORED: 'WAREHOUSE.ALREADY_STORED',
  WAREHOUSE_EXISTS: 'WAREHOUSE.EXISTS',
  WAREHOUSE_FULL: 'WAREHOUSE.FULL',
  WAREHOUSE_NOT_FOUND: 'WAREHOUSE.NOT_FOUND',
  WAREHOUSE_NOT_OWNER: 'WAREHOUSE.NOT_OWNER',
  WAREHOUSE_NOT_STORED: 'WAREHOUSE.NOT_STORED',
  WAREHOUSE_OVER_CAPACITY: 'WAREHOUSE.OVER_CAPACITY',
  WAREHOUSE_STORED_ELSEWHERE: 'WAREHOUSE.STORED_ELSEWHERE',
} as const;

/** Refusals of the logistics context, each with a stable code. */
export const logisticsErrors = {
  warehouseNotFound: () => new DomainError('not_found', LOGISTICS.WAREHOUSE_NOT_FOUND, 'Warehouse not found.'),
  warehouseNotOwner: () => new DomainError('forbidden', LOGISTICS.WAREHOUSE_NOT_OWNER, 'Only the owner of this warehouse may do this.'),
  warehouseExists: () => new DomainError('conflict', LOGISTICS.WAREHOUSE_EXISTS, 'This warehouse already exists.'),
  overCapacity: (stored: number) =>
    new DomainError('conflict', LOGISTICS.WAREHOUSE_OVER_CAPACITY, `The capacity cannot be below the ${stored} stock items stored.`),
  full: (free: number, needed: number) =>
    new DomainError('conflict', LOGISTICS.WAREHOUSE_FULL, `The warehouse has room for ${free} more stock items; these goods hold ${needed}.`),
  notInWarehouse: (id: string) => new DomainError('conflict', LOGISTICS.WAREHOUSE_NOT_STORED, `${id} is not stored in this warehouse.`),
  carrierNotFound: () => new DomainError('not_found', LOGISTICS.CARRIER_NOT_FOUND, 'Carrier not found.'),
  carrierMode: (mode: string) => new DomainError('validation', LOGISTICS.CARRIER_MODE, `This carrier does not offer ${mode} transport.`),
  carrierExists: () => new DomainError('conflict', LOGISTICS.CARRIER_EXISTS, 'This carrier already exists.'),
  nextOwnerNotFound: () => new DomainError('not_found', LOGISTICS.NEXT_OWNER_NOT_FOUND, 'Next owner not found.'),
  nextOwnerExists: () => new DomainError('conflict', LOGISTICS.NEXT_OWNER_EXISTS, 'This user is already one of your next owners.'),
  userNotFound: () => new DomainError('not_found', LOGISTICS.NEXT_OWNER_USER_NOT_FOUND, 'No registered user has this e-mail address.'),
  nextOwnerSelf: () => new DomainError('validation', LOGISTICS.NEXT_OWNER_SELF, 'You cannot be your own next owner.'),
  shipmentNotFound: () => new DomainError('not_found', LOGISTICS.SHIPMENT_NOT_FOUND, 'Shipment not found.'),
  shipmentNotOwner: () => new DomainError('forbidden', LOGISTICS.SHIPMENT_NOT_OWNER, 'Only the owner of this shipment may do this.'),
  shipmentStatus: (status: string, action: string) =>
    new DomainError('conflict', LOGISTICS.SHIPMENT_WRONG_STATUS, `The shipment is ${status.replace('_', ' ')}; it cannot be ${action}.`),
  goodsNotFound: (id: string) => new DomainError('validation', LOGISTICS.GOODS_NOT_FOUND, `${id} does not exist.`),
  goodsType: (id: string) => new DomainError('validation', LOGISTICS.GOODS_TYPE, `${id} is not of the type given.`),
  goodsNotOwner: (id: string) => new DomainError('forbidden', LOGISTICS.NOT_OWNER, `You do not own ${id}.`),
  packed: (id: string, packageId: string) =>
    new DomainError('conflict', LOGISTICS.PACKED, `${id} is packed in ${packageId}; it moves only with its outermost package.`),
  inTransit: (id: string) => new DomainError('conflict', LOGISTICS.IN_TRANSIT, `${id} is in transit.`),
  onShipment: (id: string, shipment: string) =>
    new DomainError('conflict', LOGISTICS.ON_SHIPMENT, `${id} is planned on shipment ${shipment}.`),
  elsewhere: (id: string) =>
    new DomainError('conflict', LOGISTICS.WAREHOUSE_STORED_ELSEWHERE, `${id} is stored in another warehouse; check it out there first.`),
  alreadyThere: (id: string) => new DomainError('conflict', LOGISTICS.WAREHOUSE_ALREADY_STORED, `${id} is already in this warehouse.`),
  changed: () => new DomainError('conflict', LOGISTICS.CHANGED, 'The goods changed meanwhile. Please retry.'),
  tagPackageNotFound: (id: string) => new DomainError('not_found', LOGISTICS.TAG_PACKAGE_NOT_FOUND, `No package ${id}.`),
  tagPackageNotOwner: (id: string) => new DomainError('forbidden', LOGISTICS.TAG_NOT_OWNER, `You do not own ${id}.`),
  tagExists: (packageId: string) => new DomainError('conflict', LOGISTICS.TAG_EXISTS, `This device is already registered, on ${packageId}.`),
  tagNotFound: () => new DomainError('not_found', LOGISTICS.TAG_NOT_FOUND, 'No such IoT tag.'),
  tagBadSecret: () => new DomainError('unauthorized', LOGISTICS.TAG_BAD_SECRET, 'The tag secret is missing or wrong.'),
  tagHandedOver: (packageId: string) =>
    new DomainError('forbidden', LOGISTICS.TAG_PACKAGE_HANDED_OVER, `${packageId} has another owner now; this tag no longer reports for it.`),
  tagOutOfOrder: (last: string) => new DomainError('conflict', LOGISTICS.TAG_OUT_OF_ORDER, `A reading recorded after this one (${last}) is already stored.`),
};
