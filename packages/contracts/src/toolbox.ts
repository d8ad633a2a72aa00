import { z } from 'zod';
import { cents, isoDateTime } from './common.ts';

/** The super admin toolbox (issue 16 item 2): support lookups and actions, each audited. */

/** GET /api/toolbox/users?search=: users by email or name (at most 20). */
export const toolboxUserSearchQuery = z.object({
  search: z
    .string()
    .trim()
    .min(2, 'Type at least 2 characters of an email or name.')
    .max(200, 'Search is at most 200 characters.'),
});
export const toolboxUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  brokerageName: z.string().nullable(),
  groups: z.array(z.string()),
  status: z.enum(['UNCONFIRMED', 'CONFIRMED', 'FORCE_CHANGE_PASSWORD']),
  disabled: z.boolean(),
  mfaEnabled: z.boolean(),
  /** Sign-in refused for this account by the failed-attempt limit (login-limits). */
  signInLocked: z.boolean(),
  activeSessions: z.number().int(),
  lastSignInAt: isoDateTime.nullable(),
});
export type ToolboxUser = z.infer<typeof toolboxUserSchema>;
export const toolboxUserListResponse = z.object({ items: z.array(toolboxUserSchema) });

export const toolboxUserParams = z.object({
  userId: z.string().uuid({ message: 'userId must be a UUID' }),
});
export const toolboxUserActions = [
  'unlock',
  'resend-confirmation',
  'send-reset-code',
  'end-sessions',
] as const;
export type ToolboxUserAction = (typeof toolboxUserActions)[number];
export const toolboxUserActionParams = toolboxUserParams.extend({
  action: z.enum(toolboxUserActions, { message: `action must be one of ${toolboxUserActions.join(', ')}` }),
});
/** POST /api/toolbox/users/{userId}/{action}: the message to show and the user as it now is. */
export const toolboxUserActionResponse = z.object({ message: z.string(), user: toolboxUserSchema });

/** GET /api/toolbox/products: every product, enabled or not. */
export const toolboxProductSchema = z.object({
  productId: z.string(),
  name: z.string(),
  insurerId: z.string(),
  enabled: z.boolean(),
  showTile: z.boolean(),
});
export type ToolboxProduct = z.infer<typeof toolboxProductSchema>;
export const toolboxProductListResponse = z.object({ items: z.array(toolboxProductSchema) });
export const toolboxProductParams = z.object({ productId: z.string().min(1).max(100) });
/** PATCH /api/toolbox/products/{productId}: enable or disable it, show or hide its tile. */
export const toolboxProductBody = z
  .object({ enabled: z.boolean().optional(), showTile: z.boolean().optional() })
  .strict()
  .refine((body) => body.enabled !== undefined || body.showTile !== undefined, {
    message: 'Say what to change: enabled or showTile.',
  });
export const toolboxProductResponse = z.object({ message: z.string(), product: toolboxProductSchema });

/** GET /api/toolbox/jobs: the scheduled jobs and their recent runs (latest first). */
export const toolboxJobRunSchema = z.object({
  startedAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  outcome: z.enum(['done', 'failed']).nullable(),
  /** Who ran it: the scheduler's process (host:pid:…) or 'toolbox: {email}'. */
  runner: z.string(),
  summary: z.record(z.string(), z.unknown()).nullable(),
});
export type ToolboxJobRun = z.infer<typeof toolboxJobRunSchema>;
/**
 * A run without an outcome after this long stopped with its process (it would have written one):
 * it no longer blocks a new toolbox run, and the toolbox shows it as stopped.
 */
export const JOB_RUN_STALE_MS = 60 * 60_000;
/** Whether a run is going on, stopped without an outcome, or finished. */
export function jobRunState(run: Pick<ToolboxJobRun, 'outcome' | 'startedAt'>, nowMs: number) {
  if (run.outcome) return run.outcome;
  return nowMs - Date.parse(run.startedAt) < JOB_RUN_STALE_MS ? 'running' : 'stopped';
}
export const toolboxJobSchema = z.object({
  name: z.string(),
  description: z.string(),
  runs: z.array(toolboxJobRunSchema),
});
export type ToolboxJob = z.infer<typeof toolboxJobSchema>;
export const toolboxJobListResponse = z.object({ items: z.array(toolboxJobSchema) });
export const toolboxJobParams = z.object({ job: z.string().min(1).max(100) });
/** POST /api/toolbox/jobs/{job}/runs: starts it now, answers at once with the run (outcome null while it runs). */
export const toolboxJobRunResponse = z.object({ message: z.string(), run: toolboxJobRunSchema });

/** GET /api/toolbox/policies?policyNumber=: the raw ledger of each term with that policy number. */
export const toolboxPolicyQuery = z.object({
  policyNumber: z.string().trim().min(1, 'Enter a policy number.').max(100),
});
export const toolboxLedgerEntrySchema = z.object({
  id: z.number().int(),
  createdAt: isoDateTime,
  kind: z.string(),
  component: z.string().nullable(),
  amount: cents,
  invoiceNumber: z.string(),
  changeType: z.string(),
  paymentId: z.string().nullable(),
  refundId: z.string().nullable(),
  manual: z.boolean(),
});
export type ToolboxLedgerEntry = z.infer<typeof toolboxLedgerEntrySchema>;
export const toolboxPolicyTermSchema = z.object({
  applicationId: z.string(),
  policyNumber: z.string(),
  insuredName: z.string().nullable(),
  status: z.string(),
  policyEffectiveDate: isoDateTime.nullable(),
  brokerageName: z.string().nullable(),
  /** Sum of the entries by kind, in cents. */
  totals: z.record(z.string(), cents),
  entries: z.array(toolboxLedgerEntrySchema),
});
export type ToolboxPolicyTerm = z.infer<typeof toolboxPolicyTermSchema>;
export const toolboxPolicyResponse = z.object({ items: z.array(toolboxPolicyTermSchema) });
