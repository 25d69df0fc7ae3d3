import { DomainError } from '../../platform/errors/domain-error';

/** Refusals of the logistics context, each with a stable code. */
export const logisticsErrors = {
  warehouseNotFound: () => new DomainError('not_found', 'WAREHOUSE.NOT_FOUND', 'Warehouse not found.'),
  warehouseNotOwner: () => new DomainError('forbidden', 'WAREHOUSE.NOT_OWNER', 'Only the owner of this warehouse may do this.'),
  warehouseExists: () => new DomainError('conflict', 'WAREHOUSE.EXISTS', 'This warehouse already exists.'),
  overCapacity: (stored: number) =>
    new DomainError('conflict', 'WAREHOUSE.OVER_CAPACITY', `The capacity cannot be below the ${stored} stock items stored.`),
  full: (free: number, needed: number) =>
    new DomainError('conflict', 'WAREHOUSE.FULL', `The warehouse has room for ${free} more stock items; these goods hold ${needed}.`),
  notInWarehouse: (id: string) => new DomainError('conflict', 'WAREHOUSE.NOT_STORED', `${id} is not stored in this warehouse.`),
  carrierNotFound: () => new DomainError('not_found', 'CARRIER.NOT_FOUND', 'Carrier not found.'),
  carrierMode: (mode: string) => new DomainError('validation', 'CARRIER.MODE', `This carrier does not offer ${mode} transport.`),
  carrierExists: () => new DomainError('conflict', 'CARRIER.EXISTS', 'This carrier already exists.'),
  nextOwnerNotFound: () => new DomainError('not_found', 'NEXT_OWNER.NOT_FOUND', 'Next owner not found.'),
  nextOwnerExists: () => new DomainError('conflict', 'NEXT_OWNER.EXISTS', 'This user is already one of your next owners.'),
  userNotFound: () => new DomainError('not_found', 'NEXT_OWNER.USER_NOT_FOUND', 'No registered user has this e-mail address.'),
  nextOwnerSelf: () => new DomainError('validation', 'NEXT_OWNER.SELF', 'You cannot be your own next owner.'),
  shipmentNotFound: () => new DomainError('not_found', 'SHIPMENT.NOT_FOUND', 'Shipment not found.'),
  shipmentNotOwner: () => new DomainError('forbidden', 'SHIPMENT.NOT_OWNER', 'Only the owner of this shipment may do this.'),
  shipmentStatus: (status: string, action: string) =>
    new DomainError('conflict', 'SHIPMENT.WRONG_STATUS', `The shipment is ${status.replace('_', ' ')}; it cannot be ${action}.`),
  goodsNotFound: (id: string) => new DomainError('validation', 'LOGISTICS.GOODS_NOT_FOUND', `${id} does not exist.`),
  goodsType: (id: string) => new DomainError('validation', 'LOGISTICS.GOODS_TYPE', `${id} is not of the type given.`),
  goodsNotOwner: (id: string) => new DomainError('forbidden', 'LOGISTICS.NOT_OWNER', `You do not own ${id}.`),
  packed: (id: string, packageId: string) =>
    new DomainError('conflict', 'LOGISTICS.PACKED', `${id} is packed in ${packageId}; it moves only with its outermost package.`),
  inTransit: (id: string) => new DomainError('conflict', 'LOGISTICS.IN_TRANSIT', `${id} is in transit.`),
  onShipment: (id: string, shipment: string) =>
    new DomainError('conflict', 'LOGISTICS.ON_SHIPMENT', `${id} is planned on shipment ${shipment}.`),
  elsewhere: (id: string) =>
    new DomainError('conflict', 'WAREHOUSE.STORED_ELSEWHERE', `${id} is stored in another warehouse; check it out there first.`),
  alreadyThere: (id: string) => new DomainError('conflict', 'WAREHOUSE.ALREADY_STORED', `${id} is already in this warehouse.`),
  changed: () => new DomainError('conflict', 'LOGISTICS.CHANGED', 'The goods changed meanwhile. Please retry.'),
  tagPackageNotFound: (id: string) => new DomainError('not_found', 'TAG.PACKAGE_NOT_FOUND', `No package ${id}.`),
  tagPackageNotOwner: (id: string) => new DomainError('forbidden', 'TAG.NOT_OWNER', `You do not own ${id}.`),
  tagExists: (packageId: string) => new DomainError('conflict', 'TAG.EXISTS', `This device is already registered, on ${packageId}.`),
  tagNotFound: () => new DomainError('not_found', 'TAG.NOT_FOUND', 'No such IoT tag.'),
  tagBadSecret: () => new DomainError('unauthorized', 'TAG.BAD_SECRET', 'The tag secret is missing or wrong.'),
  tagHandedOver: (packageId: string) =>
    new DomainError('forbidden', 'TAG.PACKAGE_HANDED_OVER', `${packageId} has another owner now; this tag no longer reports for it.`),
  tagOutOfOrder: (last: string) => new DomainError('conflict', 'TAG.OUT_OF_ORDER', `A reading recorded after this one (${last}) is already stored.`),
};
