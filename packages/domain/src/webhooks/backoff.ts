/**
 * When a webhook delivery that failed is tried again (issue 28; docs/decisions/0091, 0093): after
 * its 1st failed attempt in 5 seconds, then 5 minutes, 30 minutes, 2 hours, 5 hours, then every 10
 * hours, for as long as the next attempt would fall within three days of the first; after that the
 * delivery has failed. An endpoint every attempt of which has failed for three days is disabled.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
];

/** How long deliveries are retried, counted from their first attempt; also how long an endpoint may fail. */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 24 * 3_600_000;

/**
 * The wait before the next attempt of a delivery whose attempt number `failedAttempts` (1 for the
 * first) just failed, `sinceFirstAttemptMs` after its first attempt started; null when the next
 * attempt would come after the three days: the delivery has failed.
 */
export function webhookRetryDelayMs(failedAttempts: number, sinceFirstAttemptMs: number): number | null {
  const index = Math.min(Math.max(failedAttempts, 1), WEBHOOK_RETRY_DELAYS_MS.length) - 1;
  const delay = WEBHOOK_RETRY_DELAYS_MS[index]!;
  return sinceFirstAttemptMs + delay > WEBHOOK_RETRY_WINDOW_MS ? null : delay;
}

/** Whether an endpoint failing since `failingSinceMs` has failed long enough to be disabled at `nowMs`. */
export function webhookEndpointFailedTooLong(failingSinceMs: number, nowMs: number): boolean {
  return nowMs - failingSinceMs >= WEBHOOK_RETRY_WINDOW_MS;
}
