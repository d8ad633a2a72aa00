import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '@bm/domain';
import { isoDateTime } from './common.ts';

/**
 * Webhook endpoints and their deliveries (issue 28; docs/decisions/0091). Agency admins manage their
 * brokerage's endpoints; super admins any brokerage's and the platform's (brokerageId null).
 */
export const webhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);

/** GET /api/webhooks/event-types: every type a receiver can subscribe to, with what it tells. */
export const webhookEventTypesResponse = z.array(
  z.object({ type: webhookEventTypeSchema, version: z.number().int(), description: z.string() }),
);

export const webhookEndpointSchema = z.object({
  id: z.string().uuid(),
  /** Null: a platform-wide endpoint. */
  brokerageId: z.string().uuid().nullable(),
  brokerageName: z.string().nullable(),
  url: z.string(),
  description: z.string(),
  /** Empty: every event type. */
  eventTypes: z.array(webhookEventTypeSchema),
  enabled: z.boolean(),
  disabledReason: z.enum(['failing', 'owner']).nullable(),
  disabledAt: isoDateTime.nullable(),
  failingSince: isoDateTime.nullable(),
  /** Until when the previous secret still signs deliveries, after a rotation. */
  previousSecretExpiresAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  /** Deliveries of the last 24 hours by outcome, for the list's health column. */
  recent: z.object({ succeeded: z.number().int(), failed: z.number().int(), pending: z.number().int() }),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** GET /api/webhooks/endpoints: the endpoints the user manages. */
export const webhookEndpointListResponse = z.array(webhookEndpointSchema);

export const WEBHOOK_URL_MAX = 2048;
export const WEBHOOK_DESCRIPTION_MAX = 200;

/** POST /api/webhooks/endpoints. */
export const createWebhookEndpointBody = z.object({
  url: z.string().trim().min(1).max(WEBHOOK_URL_MAX),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).default(''),
  eventTypes: z.array(webhookEventTypeSchema).max(WEBHOOK_EVENT_TYPES.length).default([]),
  /** Super admins: the brokerage, or null for a platform-wide endpoint; others: their own (ignored). */
  brokerageId: z.string().uuid().nullable().optional(),
});
export type CreateWebhookEndpointBody = z.input<typeof createWebhookEndpointBody>;

/** The endpoint and its signing secret (`whsec_…`), shown in full here and on rotation. */
export const webhookEndpointWithSecretResponse = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string(),
});
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecretResponse>;

/** PATCH /api/webhooks/endpoints/{endpointId}: enabling again clears the failing state. */
export const updateWebhookEndpointBody = z.object({
  url: z.string().trim().min(1).max(WEBHOOK_URL_MAX).optional(),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX).optional(),
  eventTypes: z.array(webhookEventTypeSchema).max(WEBHOOK_EVENT_TYPES.length).optional(),
  enabled: z.boolean().optional(),
});
export type UpdateWebhookEndpointBody = z.input<typeof updateWebhookEndpointBody>;

/** One attempt of a delivery as the log shows it. */
export const webhookAttemptSchema = z.object({
  attempt: z.number().int(),
  url: z.string(),
  requestHeaders: z.record(z.string(), z.string()),
  responseStatus: z.number().int().nullable(),
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  startedAt: isoDateTime,
});

export const webhookDeliverySchema = z.object({
  id: z.string().uuid(),
  eventId: z.string(),
  eventType: z.string(),
  policyNumber: z.string().nullable(),
  applicationId: z.string().uuid().nullable(),
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled']),
  attempts: z.number().int(),
  nextAttemptAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  completedAt: isoDateTime.nullable(),
  replayOf: z.string().uuid().nullable(),
  /** The event as sent (its body). */
  payload: z.unknown(),
  attemptLog: z.array(webhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** GET /api/webhooks/endpoints/{endpointId}/deliveries?status=&cursor=: newest first. */
export const webhookDeliveriesQuery = z.object({
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const webhookDeliveriesResponse = z.object({
  deliveries: z.array(webhookDeliverySchema),
  nextCursor: z.string().nullable(),
});

/** POST /api/webhooks/endpoints/{endpointId}/replay: one event again, or every event since a time. */
export const replayWebhookBody = z.union([
  z.object({ eventId: z.string().min(1).max(100) }),
  z.object({ since: isoDateTime }),
]);
export type ReplayWebhookBody = z.input<typeof replayWebhookBody>;
export const replayWebhookResponse = z.object({ queued: z.number().int() });
