import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { CardAttempts, outcomeUnknown, RefusedBeforeCharge } from './use-card-attempt.ts';

const apiError = (status: number) => new ApiError(status, 'failed', {});

describe('CardAttempts: one idempotency key per payment attempt', () => {
  it('keeps the key and the token while the same input is retried after an unknown outcome', () => {
    const attempts = new CardAttempts();
    const first = attempts.for({ total: 100, card: '4242' });
    first.token = 'tok_1';
    attempts.failed(apiError(503));
    const retry = attempts.for({ total: 100, card: '4242' });
    expect(retry.idempotencyKey).toBe(first.idempotencyKey);
    expect(retry.token).toBe('tok_1');
    attempts.failed(new TypeError('Failed to fetch'));
    expect(attempts.for({ total: 100, card: '4242' }).idempotencyKey).toBe(first.idempotencyKey);
  });

  it('starts a new attempt when the input changes, after a success, a known failure or on forget', () => {
    const attempts = new CardAttempts();
    const keys = new Set<string>();
    keys.add(attempts.for({ total: 100 }).idempotencyKey);
    keys.add(attempts.for({ total: 200 }).idempotencyKey);
    attempts.succeeded();
    keys.add(attempts.for({ total: 200 }).idempotencyKey);
    attempts.failed(apiError(402));
    keys.add(attempts.for({ total: 200 }).idempotencyKey);
    attempts.failed(new RefusedBeforeCharge('refused'));
    keys.add(attempts.for({ total: 200 }).idempotencyKey);
    attempts.forget();
    keys.add(attempts.for({ total: 200 }).idempotencyKey);
    expect(keys.size).toBe(6);
  });

  it('leaves a function (a tokeniser) out of what makes two sends the same attempt', () => {
    const attempts = new CardAttempts();
    const first = attempts.for({ total: 100, createToken: () => 'a' });
    expect(attempts.for({ total: 100, createToken: () => 'b' }).idempotencyKey).toBe(first.idempotencyKey);
  });
});

describe('outcomeUnknown', () => {
  it('is unknown without an answer or on a server error, known on a 4xx or a refusal before the charge', () => {
    expect(outcomeUnknown(apiError(0))).toBe(true);
    expect(outcomeUnknown(apiError(500))).toBe(true);
    expect(outcomeUnknown(new Error('network'))).toBe(true);
    expect(outcomeUnknown(apiError(402))).toBe(false);
    expect(outcomeUnknown(apiError(409))).toBe(false);
    expect(outcomeUnknown(new RefusedBeforeCharge('refused'))).toBe(false);
  });
});
