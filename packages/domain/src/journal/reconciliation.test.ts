import { describe, expect, it } from 'vitest';
import { reconcile } from './reconciliation.ts';

describe('reconcile', () => {
  it('lists what is missing on either side and what differs, and nothing when both agree', () => {
    const ours = [
      { processorId: 'ch_1', amount: 1000, applicationId: 'a1' },
      { processorId: 'ch_2', amount: 2000, applicationId: 'a2' },
      { processorId: 'ch_3', amount: 3000, applicationId: 'a3' },
    ];
    const theirs = [
      { processorId: 'ch_1', amount: 1000, applicationId: 'a1' },
      { processorId: 'ch_2', amount: 2500, applicationId: 'a2' },
      { processorId: 'ch_4', amount: 4000, applicationId: 'a4' },
    ];
    expect(reconcile('payment', ours, theirs).map((m) => [m.processorId, m.problem])).toEqual([
      ['ch_2', 'amountDiffers'],
      ['ch_3', 'missingAtProcessor'],
      ['ch_4', 'missingHere'],
    ]);
    expect(reconcile('payment', ours.slice(0, 1), theirs.slice(0, 1))).toEqual([]);
  });

  it('a record on the other side on another day (the edge of the period) is not missing', () => {
    const ours = [{ processorId: 'ch_1', amount: 1000, applicationId: 'a1' }];
    const elsewhere = {
      ours: new Map(),
      theirs: new Map([['ch_1', { processorId: 'ch_1', amount: 1000, applicationId: 'a1' }]]),
    };
    expect(reconcile('payment', ours, [], elsewhere)).toEqual([]);
  });
});
