import { z } from 'zod';
import { webhookEventSchema } from '@bm/contracts';
import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENT_VERSION,
  type WebhookEventType,
} from '@bm/domain';

/** The name of the event payload's schema under the document's components. */
export const WEBHOOK_EVENT_SCHEMA_NAME = 'WebhookEvent';

const SIGNED =
  'Signed as the Standard Webhooks specification says: headers `webhook-id` (the event id, the same ' +
  'on every retry and replay), `webhook-timestamp` and `webhook-signature` (`v1,` + base64 ' +
  'HMAC-SHA256 of `id.timestamp.body` with the endpoint secret `whsec_…`); verify them with the ' +
  '`standardwebhooks` library. Delivered at least once, in order per policy; retried with ' +
  'exponential backoff for three days until a 2xx answer.';

/** `policy.erp_added` → `policyErpAdded`: an operationId for each webhook. */
const operationIdOf = (type: WebhookEventType) =>
  type
    .split(/[._]/)
    .map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');

/**
 * The OpenAPI 3.1 `webhooks` section (issue 28): one POST per event type, whose body is the event
 * (contracts webhookEventSchema, under components as WebhookEvent) with its type fixed; and the
 * schema to add to the document's components.
 */
export function openApiWebhooks(): {
  webhooks: Record<string, unknown>;
  schemas: Record<string, unknown>;
} {
  const { $schema: _dialect, ...event } = z.toJSONSchema(webhookEventSchema, {
    target: 'draft-2020-12',
    io: 'output',
  }) as Record<string, unknown>;
  const webhooks = Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [
      type,
      {
        post: {
          operationId: operationIdOf(type),
          summary: WEBHOOK_EVENT_DESCRIPTIONS[type],
          description: `${WEBHOOK_EVENT_DESCRIPTIONS[type]} (event type \`${type}\`, version ${WEBHOOK_EVENT_VERSION}). ${SIGNED}`,
          security: [],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  allOf: [
                    { $ref: `#/components/schemas/${WEBHOOK_EVENT_SCHEMA_NAME}` },
                    { type: 'object', properties: { type: { const: type } } },
                  ],
                },
              },
            },
          },
          responses: {
            '200': { description: 'Received: any 2xx answer acknowledges the delivery' },
            '400': { description: 'Not taken: any other answer (or none in time) is retried later' },
          },
        },
      },
    ]),
  );
  return { webhooks, schemas: { [WEBHOOK_EVENT_SCHEMA_NAME]: event } };
}
