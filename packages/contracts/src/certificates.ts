import { z } from 'zod';
import { AI_ADDRESS_MAX, AI_NAME_MAX, AI_ACKNOWLEDGEMENTS } from '@bm/domain';
import { documentSchema } from './documents.ts';

const acknowledgementShape = Object.fromEntries(
  AI_ACKNOWLEDGEMENTS.map((a) => [a.key, z.boolean().default(false)]),
) as Record<(typeof AI_ACKNOWLEDGEMENTS)[number]['key'], z.ZodDefault<z.ZodBoolean>>;

/**
 * POST /api/applications/{id}/fillpdf (spec 7: insuredName, address): a certificate of insurance
 * naming an additional insured. Lengths are checked here loosely; the domain's rules give the
 * user-facing messages (empty after trimming, every acknowledgement, prior approval).
 */
export const additionalInsuredBody = z.object({
  insuredName: z.string().max(AI_NAME_MAX * 2),
  address: z.string().max(AI_ADDRESS_MAX * 2),
  acknowledgements: z.object(acknowledgementShape).default({
    evidenceOnly: false,
    operationsOnly: false,
    requestedByInsured: false,
  }),
  /** Trade contractors (spec 6): is the additional insured a developer, home builder or major construction firm? */
  majorConstructionFirm: z.boolean().nullable().optional(),
});
export type AdditionalInsuredBody = z.input<typeof additionalInsuredBody>;

/** The certificate issued: its stored document (as the Documents card lists it) and the history row. */
export const additionalInsuredResponse = z.object({
  document: documentSchema,
  transactionId: z.string(),
});
export type AdditionalInsuredResponse = z.infer<typeof additionalInsuredResponse>;

/** POST /api/applications/{id}/email?type=customerDocument */
export const emailDocumentsQuery = z.object({ type: z.enum(['customerDocument']) });

/** The documents to email, by Key (GET /api/applications/{id}/documents): at least one. */
export const emailDocumentsBody = z.object({
  filenames: z.array(z.string().min(1).max(1024)).max(100),
});
export type EmailDocumentsBody = z.infer<typeof emailDocumentsBody>;

/** The email queued (and handed to the transport): to whom, which files and how much they weigh. */
export const emailDocumentsResponse = z.object({
  emailId: z.string(),
  to: z.string(),
  filenames: z.array(z.string()),
  totalSize: z.number().int().min(0),
  transactionId: z.string(),
});
export type EmailDocumentsResponse = z.infer<typeof emailDocumentsResponse>;
