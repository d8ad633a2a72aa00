/** A row still in flight after this long is taken to be orphaned (its process stopped) and is re-driven. */
export const STALE_MS = 2 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads until `done` holds or `timeoutMs` passes, backing off from 25 ms to 500 ms; returns the last
 * read either way. For waiting on another request that holds the same idempotency key.
 */
export async function settle<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let delay = 25;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(delay);
    delay = Math.min(delay * 2, 500);
    value = await read();
  }
  return value;
}
