import { describe, expect, it } from 'vitest';
import { webhookEndpointFailedTooLong, webhookRetryDelayMs, WEBHOOK_RETRY_WINDOW_MS } from './backoff.ts';

const s = 1_000;
const min = 60 * s;
const h = 60 * min;

describe('webhookRetryDelayMs: the wait after a failed attempt', () => {
  it.each([
    [1, 0, 5 * s],
    [2, 5 * s, 5 * min],
    [3, 5 * min + 5 * s, 30 * min],
    [4, 35 * min, 2 * h],
    [5, 2 * h + 35 * min, 5 * h],
    [6, 7 * h + 35 * min, 10 * h],
    [7, 17 * h + 35 * min, 10 * h],
    [12, 67 * h + 35 * min, null],
    // The next attempt would land exactly on the third day's end: it is still made.
    [7, 62 * h, 10 * h],
    [7, 62 * h + 1, null],
    // A delivery that waited behind an earlier one counts from its own first attempt.
    [1, 3 * 24 * h, null],
  ])('attempt %i failed %i ms after the first: next in %j ms', (attempt, since, expected) => {
    expect(webhookRetryDelayMs(attempt, since)).toBe(expected);
  });

  it('makes twelve attempts over three days when every one fails at once', () => {
    let since = 0;
    let attempts = 1;
    for (
      let delay = webhookRetryDelayMs(1, 0);
      delay !== null;
      delay = webhookRetryDelayMs(attempts, since)
    ) {
      since += delay;
      attempts += 1;
    }
    expect(attempts).toBe(12);
    expect(since).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
  });
});

describe('webhookEndpointFailedTooLong: three days of failures disable an endpoint', () => {
  it.each([
    [0, false],
    [3 * 24 * h - 1, false],
    [3 * 24 * h, true],
    [4 * 24 * h, true],
  ])('failing for %i ms: %j', (failingFor, expected) => {
    expect(webhookEndpointFailedTooLong(1_000_000, 1_000_000 + failingFor)).toBe(expected);
  });
});
