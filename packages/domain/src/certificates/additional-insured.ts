import type { BrokerFlags } from '../roles.ts';

/**
 * What the requester confirms before a certificate of insurance naming an additional insured is
 * issued (spec 5: "all acknowledgement checkboxes ticked"). Every one is required.
 */
export const AI_ACKNOWLEDGEMENTS = [
  {
    key: 'evidenceOnly',
    label:
      'The certificate is evidence of insurance only: it does not amend, extend or alter the coverage of the policy.',
  },
  {
    key: 'operationsOnly',
    label:
      "The additional insured is covered only for liability arising out of the named insured's operations, within the policy's limits, terms and exclusions.",
  },
  {
    key: 'requestedByInsured',
    label:
      'The named insured asked for this additional insured (for example, a written contract requires it).',
  },
] as const;
export type AiAcknowledgementKey = (typeof AI_ACKNOWLEDGEMENTS)[number]['key'];
export type AiAcknowledgements = Record<AiAcknowledgementKey, boolean>;

/**
 * Products whose additional-insured requests for developers, home builders and major construction
 * firms need prior approval (spec 6: trade contractors).
 */
export const AI_PRIOR_APPROVAL_PRODUCTS: readonly string[] = ['trade-contractors'];

/** The question a prior-approval product asks about the additional insured. */
export const AI_PRIOR_APPROVAL_QUESTION =
  'Is the additional insured a developer, home builder or major construction firm?';

export const AI_MESSAGES = {
  nameRequired: 'Enter the name of the additional insured.',
  addressRequired: 'Enter the address of the additional insured.',
  nameTooLong: 'The name of the additional insured must be at most 200 characters.',
  addressTooLong: 'The address of the additional insured must be at most 500 characters.',
  acknowledgementsRequired: 'Please tick every acknowledgement to proceed.',
  priorApprovalUnanswered: `Please answer: ${AI_PRIOR_APPROVAL_QUESTION}`,
  priorApprovalRequired:
    'Additional insured requests for developers, home builders and major construction firms need prior approval from underwriting. Please contact broker support to request approval.',
} as const;

export const AI_NAME_MAX = 200;
export const AI_ADDRESS_MAX = 500;

/** What the requester enters (spec 3: insuredName, address) and confirms. */
export interface AdditionalInsuredInput {
  insuredName: string;
  address: string;
  acknowledgements: Partial<Record<AiAcknowledgementKey, boolean>>;
  /** The answer to AI_PRIOR_APPROVAL_QUESTION; asked on prior-approval products only. */
  majorConstructionFirm?: boolean | null;
}

export type AiField = 'insuredName' | 'address' | 'acknowledgements' | 'majorConstructionFirm';
export interface AiIssue {
  field: AiField;
  message: string;
}

/** True when the product asks whether the additional insured is a developer, home builder or major firm. */
export function asksPriorApproval(productId: string): boolean {
  return AI_PRIOR_APPROVAL_PRODUCTS.includes(productId);
}

/** Underwriting gives the prior approval: underwriters and super admins may issue such certificates. */
export function canApproveAdditionalInsured(flags: BrokerFlags): boolean {
  return flags.superadmin || flags.underwriterUser;
}

/**
 * The problems of an additional-insured request, in field order (none: it may be issued). A
 * "yes" on a prior-approval product is refused unless the requester is underwriting, whose request
 * is the approval.
 */
export function validateAdditionalInsured(
  input: AdditionalInsuredInput,
  context: { productId: string; flags: BrokerFlags },
): AiIssue[] {
  const issues: AiIssue[] = [];
  const name = input.insuredName.trim();
  const address = input.address.trim();
  if (!name) issues.push({ field: 'insuredName', message: AI_MESSAGES.nameRequired });
  else if (name.length > AI_NAME_MAX) issues.push({ field: 'insuredName', message: AI_MESSAGES.nameTooLong });
  if (!address) issues.push({ field: 'address', message: AI_MESSAGES.addressRequired });
  else if (address.length > AI_ADDRESS_MAX)
    issues.push({ field: 'address', message: AI_MESSAGES.addressTooLong });
  if (!AI_ACKNOWLEDGEMENTS.every((a) => input.acknowledgements[a.key] === true)) {
    issues.push({ field: 'acknowledgements', message: AI_MESSAGES.acknowledgementsRequired });
  }
  if (asksPriorApproval(context.productId)) {
    if (typeof input.majorConstructionFirm !== 'boolean') {
      issues.push({ field: 'majorConstructionFirm', message: AI_MESSAGES.priorApprovalUnanswered });
    } else if (input.majorConstructionFirm && !canApproveAdditionalInsured(context.flags)) {
      issues.push({ field: 'majorConstructionFirm', message: AI_MESSAGES.priorApprovalRequired });
    }
  }
  return issues;
}
