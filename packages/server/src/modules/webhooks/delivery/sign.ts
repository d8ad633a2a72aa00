import { Webhook } from 'standardwebhooks';

/** The endpoint's secrets: the current one, and for a day after a rotation the one it replaced. */
export interface SigningSecrets {
  secret: string;
  /** Still signs while its expiry is ahead (null: none, or expired). */
  previousSecret: string | null;
}

/**
 * The Standard Webhooks headers of one attempt (docs/decisions/0091): `webhook-id` (the event's id,
 * the same on every retry and replay), `webhook-timestamp` (the attempt's, in seconds) and
 * `webhook-signature` (`v1,<base64 HMAC-SHA256 of id.timestamp.body>`, by the standardwebhooks
 * library), one signature per live secret, space-separated, so that a receiver still holding the
 * previous secret verifies as well as one that moved to the new one.
 */
export function signatureHeaders(
  eventId: string,
  timestamp: Date,
  body: string,
  secrets: SigningSecrets,
): Record<string, string> {
  const keys = [secrets.secret, ...(secrets.previousSecret ? [secrets.previousSecret] : [])];
  const signatures = keys.map((key) => new Webhook(key).sign(eventId, timestamp, body));
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
