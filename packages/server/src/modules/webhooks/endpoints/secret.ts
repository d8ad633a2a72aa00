import { randomBytes } from 'node:crypto';

/** How long the previous secret still signs deliveries after a rotation. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 60 * 60 * 1000;

/** A new signing secret as Standard Webhooks has it: `whsec_` + base64 of 24 random bytes. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}
