/**
 * The events a brokerage's systems can subscribe to (issue 28; docs/decisions/0091): one per kind
 * of policy change or money movement. A type's payload keeps its shape for its version; a change
 * that would break a receiver is a new version, sent beside the old one while receivers move.
 */
export const WEBHOOK_EVENT_TYPES = [
  'policy.bound',
  'policy.endorsed',
  'policy.cancelled',
  'policy.reinstated',
  'policy.renewed',
  'policy.lapsed',
  'policy.transferred',
  'policy.extended',
  'policy.erp_added',
  'policy.custom_premium_charged',
  'policy.payment_plan_changed',
  'payment.succeeded',
  'payment.declined',
  'refund.paid',
  'invoice.issued',
  'invoice.voided',
  'invoice.paid',
  'note.added',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The payload version each type is sent in today. */
export const WEBHOOK_EVENT_VERSION = 1;

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** What each event tells a receiver, in English (French in i18n/fr/labels.ts). */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'policy.bound': 'A policy was bound (new business)',
  'policy.endorsed': 'A policy was endorsed',
  'policy.cancelled': 'A policy was cancelled',
  'policy.reinstated': 'A cancelled policy was reinstated',
  'policy.renewed': 'A policy was renewed for a new term',
  'policy.lapsed': 'A policy lapsed at the end of its term',
  'policy.transferred': 'A policy was transferred to another broker or brokerage',
  'policy.extended': 'A policy was extended',
  'policy.erp_added': 'An extended reporting period was added',
  'policy.custom_premium_charged': 'A custom premium was charged',
  'policy.payment_plan_changed': "A policy's payment plan was changed",
  'payment.succeeded': 'A card payment succeeded',
  'payment.declined': 'A card payment was declined',
  'refund.paid': 'A refund was paid',
  'invoice.issued': 'An invoice was issued',
  'invoice.voided': 'An invoice was voided',
  'invoice.paid': 'An invoice was paid in full',
  'note.added': 'A note was added to a record',
};

/** API key scopes (issue 28 item 4): what a brokerage's key may do. */
export const API_KEY_SCOPES = ['policies:read', 'invoices:read', 'notes:write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  'policies:read': 'Read policies',
  'invoices:read': 'Read invoices and payments',
  'notes:write': 'Write notes',
};
