import { describe, it } from 'vitest';
import { spec } from '../../../test/support/decider-spec';
import { sequenceDecider } from './sequence.decider';

describe('sequence decider', () => {
  it('starts at 1', () => {
    spec(sequenceDecider)
      .given([])
      .when({ kind: 'AllocateDisplayIds', prefix: 'INVE', count: 3 })
      .then([{ type: 'DisplayIdsAllocated', data: { prefix: 'INVE', first: 1, count: 3 } }]);
  });

  it('continues after the last block', () => {
    spec(sequenceDecider)
      .given([{ type: 'DisplayIdsAllocated', data: { prefix: 'INVE', first: 1, count: 3 } }])
      .when({ kind: 'AllocateDisplayIds', prefix: 'INVE', count: 2 })
      .then([{ type: 'DisplayIdsAllocated', data: { prefix: 'INVE', first: 4, count: 2 } }]);
  });
});
