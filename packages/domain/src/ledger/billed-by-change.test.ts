import { describe, expect, it } from 'vitest';
import { billedByChange } from './billed-by-change.ts';

describe('billedByChange', () => {
  it('explains the billed total change by change, oldest first, leaving out rows that moved nothing', () => {
    const explained = billedByChange(
      [
        { type: 'Endorsement', createdAt: '2026-12-05T20:00:00.000Z', totalDelta: 168 },
        { type: 'New Business', createdAt: '2026-11-28T20:00:00.000Z', totalDelta: 39_392 },
        { type: 'Note', createdAt: '2026-11-29T20:00:00.000Z', totalDelta: 0 },
      ],
      39_560,
    );
    expect(explained.lines).toEqual([
      { label: 'New Business', day: '2026-11-28', amount: 39_392 },
      { label: 'Endorsement', day: '2026-12-05', amount: 168 },
    ]);
    expect(explained.unexplained).toBe(0);
  });

  it('says what no change explains (a write-off)', () => {
    const explained = billedByChange(
      [{ type: 'New Business', createdAt: '2026-11-28T20:00:00.000Z', totalDelta: 10_000 }],
      9_000,
    );
    expect(explained.unexplained).toBe(-1_000);
    expect(explained.billed).toBe(9_000);
  });
});
