import { MESSAGES } from '../messages.ts';

/** The most the selected documents may weigh together to be emailed: 10 MB (spec 5 and 9). */
export const EMAIL_ATTACHMENT_LIMIT_BYTES = 10_485_760;

export const EMAIL_DOCUMENTS_MESSAGES = {
  noneSelected: 'Select at least one document to email.',
  tooLarge: MESSAGES.emailDocumentsTooLarge,
  unknownDocument: 'One or more of the selected documents are not documents of this policy.',
  noRecipient: 'This policy has no insured email address to send documents to.',
} as const;

/** The total size in bytes of the selected documents. */
export function selectionSize(sizes: readonly number[]): number {
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Why a selection cannot be emailed, or null when it can: at least one file, and a total size
 * under 10485760 bytes (spec 5: "under 10 MB", so exactly 10 MB is refused too).
 */
export function emailSelectionIssue(sizes: readonly number[]): string | null {
  if (sizes.length === 0) return EMAIL_DOCUMENTS_MESSAGES.noneSelected;
  if (selectionSize(sizes) >= EMAIL_ATTACHMENT_LIMIT_BYTES) return EMAIL_DOCUMENTS_MESSAGES.tooLarge;
  return null;
}
