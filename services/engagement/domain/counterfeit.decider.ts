import { Decider } from '../../platform/domain/decider';
import { ValidationFailed } from '../../platform/errors/domain-error';
import { DomainEvent } from '../../platform/event-store/event-types';
import { CounterfeitReportedEvent, ReportedSubjectEvent } from './engagement.events';

/** The reasons a visitor can choose on the tracking page (spec §2), in the order shown. */
export const COUNTERFEIT_REASONS = ['Location-based issue', 'Different owner detected', 'Batch ID related issue', 'Others'] as const;
export type CounterfeitReason = (typeof COUNTERFEIT_REASONS)[number];

/** What an id that looks like INVE…/PACK… is, as far as a report about it goes. */
export interface ReportedSubjectState {
  /** True once the item or package was registered: the report then goes on its stream. */
  exists: boolean;
  ownerId: string;
  reports: number;
}

export const initialReportedSubject: ReportedSubjectState = { exists: false, ownerId: '', reports: 0 };

export interface ReportCounterfeit {
  kind: 'ReportCounterfeit';
  complaintId: string;
  displayId: string;
  reason: string;
  address: string;
}

export function evolveReportedSubject(state: ReportedSubjectState, domainEvent: DomainEvent): ReportedSubjectState {
  const event = domainEvent as ReportedSubjectEvent;
  switch (event.type) {
    case 'StockItemRegistered':
    case 'PackageCreated':
      return { ...state, exists: true, ownerId: event.data.ownerId };
    case 'StockItemHandedOver':
    case 'OwnershipTransferredWithPackage':
    case 'OwnershipDelivered':
      return { ...state, ownerId: event.data.toOwnerId };
    case 'OwnershipApproved':
      return { ...state, ownerId: event.data.newOwnerId };
    case 'CounterfeitReported':
      return { ...state, reports: state.reports + 1 };
    default:
      return state;
  }
}

/**
 * Anyone may report a suspected counterfeit, also about an id we never issued (a fake may carry a made-up
 * id): the report records whether the id is ours and who held it at the time, so the brand and the owner
 * see it. The command handler puts it on the item's stream when `known`, else on a stream of its own.
 */
export const counterfeitDecider: Decider<ReportCounterfeit, ReportedSubjectEvent, ReportedSubjectState> = {
  initialState: initialReportedSubject,
  evolve: evolveReportedSubject,
  decide(command, state): CounterfeitReportedEvent[] {
    if (!(COUNTERFEIT_REASONS as readonly string[]).includes(command.reason)) {
      throw new ValidationFailed({ query: [`"${command.reason}" is not a valid choice.`] });
    }
    return [
      {
        type: 'CounterfeitReported',
        data: {
          complaintId: command.complaintId,
          displayId: command.displayId,
          reason: command.reason,
          address: command.address,
          known: state.exists,
          ownerId: state.exists ? state.ownerId : '',
        },
      },
    ];
  },
};
