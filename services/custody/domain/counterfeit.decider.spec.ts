import { describe, expect, it } from 'vitest';
import { item, pkg } from '../../../test/support/custody-events';
import { spec } from '../../../test/support/decider-spec';
import { assertEventMatchesContract } from '../../platform/event-store/event.types';
import { ReportCounterfeit, counterfeitDecider } from './counterfeit.decider';
import { CustodyEvent as ReportedSubjectEvent } from './custody.events';

const registered = item('INVE000001', 'brand');
const packageCreated = pkg('PACK000001', 'brand');
const approvedToBob: ReportedSubjectEvent = { type: 'OwnershipApproved', data: { requestId: 'r1', previousOwnerId: 'brand', newOwnerId: 'bob' } };
const report = (displayId: string, reason = 'Different owner detected'): ReportCounterfeit => ({
  kind: 'ReportCounterfeit',
  complaintId: 'c1',
  displayId,
  reason,
  address: 'MG Road, Gurugram',
});
const reported = (displayId: string, known: boolean, ownerId: string): ReportedSubjectEvent => ({
  type: 'CounterfeitReported',
  data: { complaintId: 'c1', displayId, reason: 'Different owner detected', address: 'MG Road, Gurugram', known, ownerId },
});

describe('counterfeit report decider', () => {
  it('given a registered item, when a visitor reports it, then the report names the item and its owner', () => {
    spec(counterfeitDecider).given([registered]).when(report('INVE000001')).then([reported('INVE000001', true, 'brand')]);
  });

  it('names the owner at the time of the report, after a transfer', () => {
    spec(counterfeitDecider).given([registered, approvedToBob]).when(report('INVE000001')).then([reported('INVE000001', true, 'bob')]);
  });

  it('reports about packages too', () => {
    spec(counterfeitDecider).given([packageCreated]).when(report('PACK000001')).then([reported('PACK000001', true, 'brand')]);
  });

  it('accepts a report about an id we never issued (a fake may carry one), marked unknown', () => {
    spec(counterfeitDecider).given([]).when(report('INVE999999')).then([reported('INVE999999', false, '')]);
  });

  it('accepts repeated reports about one item', () => {
    const first = reported('INVE000001', true, 'brand');
    spec(counterfeitDecider).given([registered, first]).when(report('INVE000001')).then([first]);
    expect(spec(counterfeitDecider).given([registered, first, first]).state().reports).toBe(2);
  });

  it('refuses a reason that is not one of the four choices', () => {
    spec(counterfeitDecider).given([registered]).when(report('INVE000001', 'Too cheap')).thenThrows('VALIDATION.FAILED');
  });

  it('produces events that match the proto contract', () => {
    for (const event of spec(counterfeitDecider).given([registered]).when(report('INVE000001')).events()) {
      expect(() => assertEventMatchesContract(event)).not.toThrow();
    }
  });
});
