/**
 * What other contexts may use of custody (the owner of every `stockitem-` and `package-` stream): its
 * commands, sent through the CommandBus, and `CustodyReader`, which answers plain DTOs. Nothing else of
 * `services/custody` may be imported from outside it.
 */
import type { GoodsKind } from '../platform/domain/display-id.rules';
import type { CommandContext } from '../platform/event-store/event-log.service';

/** The events of item and package streams, as the contracts type them (for projections and notifiers). */
export type { CustodyEvent, GoodsMoveEvent } from './domain/custody.events';


export interface ContentRef {
  type: GoodsKind;
  id: string;
}

export interface PackageDetails {
  brandName: string;
  totalProduct: number;
  manufectureDate: string;
  expireDate: string;
  details: string;
}

export interface BatchDetails {
  batch: string;
  status: string;
  manufectureDate: string;
  expireDate: string;
  warranty: string;
}

/** The reasons a visitor can choose on the tracking page (spec §2), in the order shown. */
export const COUNTERFEIT_REASONS = ['Location-based issue', 'Different owner detected', 'Batch ID related issue', 'Others'] as const;

// Commands. Each names its answer in its handler's `ICommandHandler<Command, Answer>`.

/** Answers the new request's id. */
export class RequestOwnershipCommand {
  constructor(
    readonly kind: GoodsKind,
    readonly displayId: string,
    readonly requesterId: string,
    readonly context: CommandContext,
  ) {}
}

/** The owner approves a request: the item (or the package with everything in it) passes to the requester. */
export class ApproveOwnershipCommand {
  constructor(
    readonly displayId: string,
    readonly requestId: string,
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

export class RejectOwnershipCommand {
  constructor(
    readonly displayId: string,
    readonly requestId: string,
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

/** makeowner: the owner hands a stock item to the user with this e-mail address. */
export class HandOverCommand {
  constructor(
    readonly displayId: string,
    readonly actorId: string,
    readonly toEmail: string,
    readonly context: CommandContext,
  ) {}
}

export class PackContentsCommand {
  constructor(
    readonly packageId: string,
    readonly entries: ContentRef[],
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

export class UnpackCommand {
  constructor(
    readonly packageId: string,
    readonly actorId: string,
    readonly context: CommandContext,
  ) {}
}

export interface RegisteredItem {
  id: string;
  display_id: string;
}

/** Answers the new items (`RegisteredItem[]`). */
export class RegisterStockItemsCommand {
  constructor(
    readonly actorId: string,
    readonly productId: string,
    readonly count: number,
    readonly location: string,
    readonly addressLocation: string,
    readonly context: CommandContext,
  ) {}
}

/** One of custody's commands inside a `CustodyStepsCommand` (the actor is the batch's). */
export type CustodyStep =
  | { kind: 'RegisterStockItems'; productId: string; count: number; location: string; addressLocation: string }
  | { kind: 'PackContents'; packageId: string; entries: ContentRef[] }
  /** `entries`, when given, must be exactly what the package holds at that step. */
  | { kind: 'Unpack'; packageId: string; entries?: string[] }
  | { kind: 'HandOver'; displayId: string; toUserId: string };

/**
 * Several commands of one actor decided as one: each step by custody's own rules, against the state the
 * earlier steps leave, and everything appended atomically (all or nothing). A refused step refuses the whole
 * batch with `CustodyStepsRefused` (every refused step, by index); a concurrent change is re-decided from
 * fresh loads, and past the retries answers a conflict, nothing stored. Answers the registered items.
 */
export class CustodyStepsCommand {
  constructor(
    readonly actorId: string,
    readonly steps: CustodyStep[],
    readonly context: CommandContext,
  ) {}
}

export class RecordBatchCommand {
  constructor(
    readonly actorId: string,
    readonly displayIds: string[],
    readonly details: BatchDetails,
    readonly context: CommandContext,
  ) {}
}

/** Answers the new package's display id. */
export class CreatePackageCommand {
  constructor(
    readonly ownerId: string,
    readonly details: PackageDetails,
    readonly location: string,
    readonly addressLocation: string,
    readonly context: CommandContext,
  ) {}
}

export class UpdatePackageCommand {
  constructor(
    readonly displayId: string,
    readonly actorId: string,
    readonly details: PackageDetails,
    readonly context: CommandContext,
  ) {}
}

/** Answers the complaint id. */
export class ReportCounterfeitCommand {
  constructor(
    readonly displayId: string,
    readonly reason: string,
    readonly address: string,
    readonly context: CommandContext,
  ) {}
}

// Reads.

export type CustodyStatus = 'in_stock' | 'in_warehouse' | 'in_transit' | 'delivered';

/** A stock item or package as custody knows it, from its stream (never stale). */
export interface CustodySubject {
  displayId: string;
  kind: GoodsKind;
  ownerId: string;
  registrantId: string;
  /** Display id of the package it is inside, '' when loose. */
  packedIn: string;
  contents: ContentRef[];
  status: CustodyStatus;
  warehouseId: string;
  shipmentId: string;
  shipmentDisplayId: string;
}

/** Injected by other contexts (CustodyModule exports it). */
export abstract class CustodyReader {
  /** The item or package, or undefined when the id was never issued. */
  abstract subject(displayId: string): Promise<CustodySubject | undefined>;
}

export { CustodyStepsRefused, type StepRefusal } from './domain/custody-steps.decider';

// The fold, for the multi-stream deciders of other contexts that include these streams in their decision
// (logistics' moves of goods: warehouse or shipment and every item and package moved, in one append). They
// read the one custody state; the location rules live in it.
export { assertNotShipping, evolveCustody, initialCustody, type CustodyLocation, type CustodyState } from './domain/custody.state';
