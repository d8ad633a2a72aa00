import { isCarrierOnly } from '../policy-actions/actions.ts';
import { SUPPORT_EMAIL } from '../format.ts';
import { MESSAGES } from '../messages.ts';
import type { BrokerFlags } from '../roles.ts';
import type { PolicyStatus, SalesStatus } from '../statuses.ts';
import { LOSS_DETAIL_MAX, lossReasonOption, type LossReasonDetails } from './loss-reasons.ts';

export const NOTE_COMMENT_MAX = 5000;
/** The most files one note carries. */
export const NOTE_FILES_MAX = 10;

export const NOTE_MESSAGES = {
  /** Spec 8, note save: shown whenever saving fails. */
  saveError: MESSAGES.genericError,
  saved: 'Note saved',
  empty: 'Add a comment or change the sales status.',
  commentTooLong: `A comment can be at most ${NOTE_COMMENT_MAX} characters.`,
  lossReasonRequired: 'Choose why the account was lost.',
  lossReasonUnknown: 'Choose one of the loss reasons.',
  lossReasonOnlyForLoss: 'A loss reason goes only with a change to Closed-Loss.',
  targetPremiumRequired: 'Enter the target premium.',
  coverageRequired: 'Enter the coverage or limit required.',
  notBoundWhyRequired: 'Explain why the account could not be bound.',
  detailTooLong: `The detail can be at most ${LOSS_DETAIL_MAX} characters.`,
  closedWonByBind: 'Closed-Won is set when the policy is bound, not by a note.',
  statusLocked: 'The sales status of an issued policy cannot be changed with a note.',
  carrierStatus: 'Carriers can add comments but cannot change the sales status.',
  internalOnlySuperAdmin: 'Only super admins can mark a note internal.',
  filesOnlyAgency: 'Only agency users can attach files to notes.',
  tooManyFiles: `A note can carry at most ${NOTE_FILES_MAX} files.`,
  fileNotOfRecord: 'Attach only PDF files uploaded to this record.',
  /** Spec 6: for users who are not endorsement, super-admin or underwriter users. */
  reminder: `Notes are kept on this record only: adding one does not notify our team. For policy changes, please contact Broker Support at ${SUPPORT_EMAIL}.`,
  /** Spec 6: a super admin making a note public. */
  publicWarning:
    'This note is not internal: every user who can see this record, including the broker, will be able to read it.',
} as const;

/** Leads still being worked: their sales status moves with notes (spec 4). */
const LEAD_STATUSES: readonly PolicyStatus[] = ['started', 'indicated', 'quoted', 'referred', 'rejected'];

/**
 * The sales statuses a note may set on a record: a lead can be reopened, lost or marked a test;
 * Closed-Won comes from binding, and an issued policy keeps its status (a Closed-Loss policy would
 * leave the CRM while still in force).
 */
export function salesStatusChoices(status: PolicyStatus): SalesStatus[] {
  return LEAD_STATUSES.includes(status) ? ['Open', 'Closed-Loss', 'Closed-Test'] : [];
}

/** Spec 6: only super admins mark notes internal, and only they read internal notes. */
export const canMarkNoteInternal = (flags: BrokerFlags) => flags.superadmin;
export const seesInternalNotes = (flags: BrokerFlags) => flags.superadmin;
/** Spec 6: agency users upload PDFs to notes (super admins too: the admin role covers every tool). */
export const canAttachNoteFiles = (flags: BrokerFlags) => flags.agencyUser || flags.superadmin;
/** Spec 6: who is reminded that notes notify nobody. */
export const seesNoteReminder = (flags: BrokerFlags) =>
  !(flags.endorsementUser || flags.superadmin || flags.underwriterUser);
/** Carriers (with no other role) may comment; the sales pipeline is the brokerage's. */
export const canChangeSalesStatus = (flags: BrokerFlags) => !isCarrierOnly(flags);

export interface AccountNoteInput {
  status?: SalesStatus;
  comment: string;
  isInternal?: boolean;
  lossReasonDetails?: LossReasonDetails | null;
  uploadedFiles?: readonly unknown[];
}

export interface AccountNoteContext {
  flags: BrokerFlags;
  policyStatus: PolicyStatus;
  salesStatus: SalesStatus;
}

export type NoteIssueField =
  'status' | 'comment' | 'isInternal' | 'lossReason' | 'lossDetail' | 'uploadedFiles';

export interface NoteIssue {
  field: NoteIssueField;
  message: string;
  /** 'forbidden': the user's role may not do this (403); 'invalid': bad input (400). */
  kind: 'invalid' | 'forbidden';
}

/** True when the note moves the sales status. */
export function changesSalesStatus(input: Pick<AccountNoteInput, 'status'>, current: SalesStatus): boolean {
  return input.status !== undefined && input.status !== current;
}

function lossIssues(details: LossReasonDetails | null | undefined): NoteIssue[] {
  const invalid = (field: NoteIssueField, message: string): NoteIssue[] => [
    { field, message, kind: 'invalid' },
  ];
  if (!details?.reason) return invalid('lossReason', NOTE_MESSAGES.lossReasonRequired);
  const option = lossReasonOption(details.reason);
  if (!option) return invalid('lossReason', NOTE_MESSAGES.lossReasonUnknown);
  if (option.prompt?.field === 'targetPremium') {
    const premium = details.targetPremium;
    if (premium === undefined || !Number.isInteger(premium) || premium <= 0) {
      return invalid('lossDetail', NOTE_MESSAGES.targetPremiumRequired);
    }
  }
  if (option.prompt?.field === 'detail') {
    const detail = details.detail?.trim() ?? '';
    if (!detail) {
      return invalid(
        'lossDetail',
        details.reason === 'other' ? NOTE_MESSAGES.notBoundWhyRequired : NOTE_MESSAGES.coverageRequired,
      );
    }
    if (detail.length > LOSS_DETAIL_MAX) return invalid('lossDetail', NOTE_MESSAGES.detailTooLong);
  }
  return [];
}

/**
 * Every rule of an account note (spec 5 and 6), role rules first. The server refuses the first
 * issue; the dialog shows them beside their fields.
 */
export function validateAccountNote(input: AccountNoteInput, context: AccountNoteContext): NoteIssue[] {
  const { flags } = context;
  const issues: NoteIssue[] = [];
  const changed = changesSalesStatus(input, context.salesStatus);
  const files = input.uploadedFiles ?? [];

  if (input.isInternal && !canMarkNoteInternal(flags)) {
    issues.push({ field: 'isInternal', message: NOTE_MESSAGES.internalOnlySuperAdmin, kind: 'forbidden' });
  }
  if (files.length > 0 && !canAttachNoteFiles(flags)) {
    issues.push({ field: 'uploadedFiles', message: NOTE_MESSAGES.filesOnlyAgency, kind: 'forbidden' });
  }
  if (changed && !canChangeSalesStatus(flags)) {
    issues.push({ field: 'status', message: NOTE_MESSAGES.carrierStatus, kind: 'forbidden' });
  }
  if (issues.length) return issues;

  const comment = input.comment.trim();
  if (!changed && !comment) issues.push({ field: 'comment', message: NOTE_MESSAGES.empty, kind: 'invalid' });
  if (comment.length > NOTE_COMMENT_MAX) {
    issues.push({ field: 'comment', message: NOTE_MESSAGES.commentTooLong, kind: 'invalid' });
  }
  if (files.length > NOTE_FILES_MAX) {
    issues.push({ field: 'uploadedFiles', message: NOTE_MESSAGES.tooManyFiles, kind: 'invalid' });
  }
  if (changed && input.status) {
    if (input.status === 'Closed-Won') {
      issues.push({ field: 'status', message: NOTE_MESSAGES.closedWonByBind, kind: 'invalid' });
    } else if (!salesStatusChoices(context.policyStatus).includes(input.status)) {
      issues.push({ field: 'status', message: NOTE_MESSAGES.statusLocked, kind: 'invalid' });
    }
  }
  if (changed && input.status === 'Closed-Loss') {
    issues.push(...lossIssues(input.lossReasonDetails));
  } else if (input.lossReasonDetails) {
    issues.push({ field: 'lossReason', message: NOTE_MESSAGES.lossReasonOnlyForLoss, kind: 'invalid' });
  }
  return issues;
}
