import { Decider, MultiStreamDecider } from '../../platform/domain/decider.types';
import { ValidationFailed } from '../../platform/errors/domain.errors';
import { goodsStreamOf, streams } from '../../platform/event-store/streams.rules';
import { COUNTERFEIT_REASONS } from '../custody.public';
import { CounterfeitReportedEvent, CustodyEvent } from './custody.events';
import { CustodyState, evolveCustody, initialCustody } from './custody.state';


export interface ReportCounterfeit {
  kind: 'ReportCounterfeit';
  complaintId: string;
  displayId: string;
  reason: string;
  address: string;
}

/**
 * Anyone may report a suspected counterfeit, also about an id we never issued (a fake may carry a made-up
 * id): the report records whether the id is ours and who held it at the time, so the brand and the owner
 * see it.
 */
export const counterfeitDecider: Decider<ReportCounterfeit, CustodyEvent, CustodyState> = {
  initialState: initialCustody,
  evolve: evolveCustody,
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

/**
 * Where the report goes: on the reported item's or package's stream when the id is ours (so it is part of
 * that item's provenance and hash chain), otherwise on a `complaint-<id>` stream of its own.
 */
export const counterfeitReportDecider: MultiStreamDecider<ReportCounterfeit, CustodyEvent, CustodyState> = {
  multiStream: true,
  initialState: initialCustody,
  evolve: evolveCustody,
  decide(command, states) {
    const subject = goodsStreamOf(command.displayId);
    const state = states.get(subject) ?? initialCustody;
    const events = counterfeitDecider.decide(command, state);
    return [{ stream: state.exists ? subject : streams.complaint(command.complaintId), events }];
  },
};
