import { randomBytes } from 'node:crypto';

/** Crockford's base 32 (no I, L, O, U): ULID's alphabet, sortable as text. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

let lastTime = -1;
let lastRandom: bigint = 0n;

/**
 * A new event id, `evt_` + a ULID (48 bits of milliseconds, 80 random bits, 26 characters): unique,
 * and sorting as text in the order ids were made in this process (within one millisecond the random
 * part counts up, as ULID's monotonic mode). It is the Standard Webhooks `webhook-id`. The time is
 * the process clock, not the app's: a story replayed with a past clock still gets fresh ids.
 */
export function newEventId(now: number = Date.now()): string {
  let random: bigint;
  if (now <= lastTime) {
    random = (lastRandom + 1n) & ((1n << 80n) - 1n);
    now = lastTime;
  } else {
    random = BigInt(`0x${randomBytes(10).toString('hex')}`);
  }
  lastTime = now;
  lastRandom = random;
  let value = (BigInt(now) << 80n) | random;
  let text = '';
  for (let i = 0; i < 26; i += 1) {
    text = ALPHABET[Number(value & 31n)] + text;
    value >>= 5n;
  }
  return `evt_${text}`;
}
