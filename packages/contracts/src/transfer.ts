import { z } from 'zod';
import { applicationSchema } from './applications.ts';
import { cents } from './common.ts';

const id = (name: string) => z.string().uuid({ message: `${name} must be a UUID` });

/**
 * POST /api/applications/{id}/transfer and /transfer/preview (spec 3 Transfer, 7). Empty choices are
 * accepted here so that the server answers the spec's rule message rather than a schema error.
 */
export const transferBody = z.object({
  selectedBrokerage: z.string().max(100),
  selectedBrokerId: z.string().max(100),
  transferReason: z.string().max(200),
});
export type TransferBody = z.infer<typeof transferBody>;

/** POST /api/brokerages/{applicationId}/cognitoUsers (spec 7): the brokerage whose users to list. */
export const transferOptionsBody = z.object({
  selectedBrokerageGroup: id('selectedBrokerageGroup').optional(),
  /** 'assignLead': the owners AssignCustomLead may pick (any brokerage for agency users too). */
  purpose: z.enum(['transfer', 'assignLead']).default('transfer'),
});
export type TransferOptionsBody = z.input<typeof transferOptionsBody>;

export const transferOptionSchema = z.object({ value: z.string(), label: z.string() });
export type TransferOption = z.infer<typeof transferOptionSchema>;

export const transferBrokerageOptionSchema = transferOptionSchema.extend({ isAgency: z.boolean() });
export type TransferBrokerageOption = z.infer<typeof transferBrokerageOptionSchema>;

/** The transfer modal's choices: the spec's four fields plus the reasons and the user's rights. */
export const transferOptionsResponse = z.object({
  usersSelectOptions: z.array(transferOptionSchema),
  brokerageSelectOptions: z.array(transferBrokerageOptionSchema),
  originalBroker: transferOptionSchema.nullable(),
  originalBrokerage: transferBrokerageOptionSchema,
  /** The brokerage whose users are listed. */
  selectedBrokerage: transferBrokerageOptionSchema,
  reasons: z.array(z.string()),
  canChooseBrokerage: z.boolean(),
});
export type TransferOptionsResponse = z.infer<typeof transferOptionsResponse>;

const owner = z.object({ broker: transferOptionSchema.nullable(), brokerage: transferBrokerageOptionSchema });

/** What a transfer moves, shown on the review step before the user confirms. */
export const transferPreviewResponse = z.object({
  from: owner,
  to: owner,
  transferReason: z.string(),
  policy: z.object({
    applicationId: z.string().uuid(),
    policyNumber: z.string().nullable(),
    status: z.string(),
    productName: z.string(),
    insuredName: z.string(),
  }),
  /** The renewal application that moves with the policy, if one exists. */
  renewal: z.object({ applicationId: z.string().uuid(), status: z.string() }).nullable(),
  openInvoices: z.object({ count: z.number().int(), amountDue: cents }),
  /** Commission owed to the broker: the bound transfer summary, or the quote's before binding. */
  commission: z.object({ amount: cents, status: z.string(), basis: z.enum(['bound', 'quote']) }).nullable(),
  irreversible: z.boolean(),
});
export type TransferPreviewResponse = z.infer<typeof transferPreviewResponse>;

/** After a transfer: the record, and whether the user who moved it can still open it. */
export const transferResponse = z.object({
  application: applicationSchema,
  accessible: z.boolean(),
  message: z.string(),
});
export type TransferResponse = z.infer<typeof transferResponse>;

/** POST /api/applications/{id}/lead/move (ProductCardModal): the product the lead moves to. */
export const leadMoveBody = z.object({ productId: z.string().max(100) });
export type LeadMoveBody = z.infer<typeof leadMoveBody>;

/** POST /api/applications/{id}/lead/assign (AssignCustomLead): the new owner and product. */
export const leadAssignBody = z.object({
  selectedBrokerage: z.string().max(100),
  selectedBrokerId: z.string().max(100),
  productId: z.string().max(100),
});
export type LeadAssignBody = z.infer<typeof leadAssignBody>;

/** The lead's record after a move or assignment (a new application when the product changed). */
export const leadResultResponse = z.object({
  applicationId: z.string().uuid(),
  previousApplicationId: z.string().uuid(),
  productName: z.string(),
  accessible: z.boolean(),
  message: z.string(),
});
export type LeadResultResponse = z.infer<typeof leadResultResponse>;
