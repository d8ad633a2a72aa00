import { HttpError } from './errors.ts';

/**
 * A money route's answer, once per idempotency key (docs/decisions/0005): a key already saved
 * answers what it saved, never charging or refunding again; otherwise `run`. A retry of the same key
 * that ran while the first attempt saved waits for the policy's lock, then finds the policy changed
 * (409): its answer too is what the first attempt saved under the key.
 */
export async function onceByKey<T>(saved: () => Promise<T | null>, run: () => Promise<T>): Promise<T> {
  const replayed = await saved();
  if (replayed) return replayed;
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 409) {
      const savedMeanwhile = await saved();
      if (savedMeanwhile) return savedMeanwhile;
    }
    throw error;
  }
}
