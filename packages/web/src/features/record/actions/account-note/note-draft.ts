import type { AddNoteBody, Application } from '@bm/contracts';
import {
  canAttachNoteFiles,
  canChangeSalesStatus,
  canMarkNoteInternal,
  parseDollarsText,
  lossReasonOption,
  salesStatusChoices,
  SALES_STATUSES,
  validateAccountNote,
  type BrokerFlags,
  type LossReason,
  type LossReasonDetails,
  type NoteIssue,
  type NoteIssueField,
  type PolicyStatus,
  type SalesStatus,
} from '@bm/domain';
import type { UploadedFile } from '@bm/contracts';
import type { InputOption } from '../../../../components/inputs/input-option.ts';

/** What the note dialog holds while the user types. */
export interface NoteDraft {
  status: SalesStatus;
  comment: string;
  lossReason: string | null;
  /** Dollars as typed ('1,250.00'); sent in cents. */
  targetPremium: string;
  lossDetail: string;
  isInternal: boolean;
  files: UploadedFile[];
}

export function initialDraft(record: Application, flags: BrokerFlags): NoteDraft {
  return {
    status: record.salesStatus,
    comment: '',
    lossReason: null,
    targetPremium: '',
    lossDetail: '',
    // Spec 6: a super admin's note is internal unless they make it public.
    isInternal: canMarkNoteInternal(flags),
    files: [],
  };
}

/**
 * The sales statuses the select offers, in the spec's order (spec 4: Open, Closed-Won, Closed-Loss,
 * Closed-Test): the current one and those a note may set. Closed-Won is listed but cannot be
 * chosen: binding the policy sets it.
 */
export function statusOptions(record: Application, flags: BrokerFlags): InputOption[] {
  if (!canChangeSalesStatus(flags)) return [];
  const choices = salesStatusChoices(record.status as PolicyStatus);
  if (choices.length === 0) return [];
  return SALES_STATUSES.filter(
    (status) => status === record.salesStatus || status === 'Closed-Won' || choices.includes(status),
  ).map((status) =>
    status === 'Closed-Won' && status !== record.salesStatus
      ? { value: status, label: status, disabled: true }
      : { value: status, label: status },
  );
}

export const movesStatus = (draft: NoteDraft, record: Application) => draft.status !== record.salesStatus;
/** The loss reason fields show while the note moves the lead to Closed-Loss. */
export const asksLossReason = (draft: NoteDraft, record: Application) =>
  movesStatus(draft, record) && draft.status === 'Closed-Loss';

/** '$1,250.50' -> 125050; null when it is not a positive amount. */
export function parseDollars(text: string): number | null {
  const cents = parseDollarsText(text);
  return cents !== null && cents > 0 ? cents : null;
}

function lossDetails(draft: NoteDraft): LossReasonDetails | undefined {
  if (!draft.lossReason) return undefined;
  const prompt = lossReasonOption(draft.lossReason)?.prompt;
  const details: LossReasonDetails = { reason: draft.lossReason as LossReason };
  if (prompt?.field === 'targetPremium') {
    const cents = parseDollars(draft.targetPremium);
    if (cents !== null) details.targetPremium = cents;
  }
  if (prompt?.field === 'detail') details.detail = draft.lossDetail.trim();
  return details;
}

/** The request body: only what the user may send and what changed. */
export function noteBody(draft: NoteDraft, record: Application, flags: BrokerFlags): AddNoteBody {
  const body: AddNoteBody = { comment: draft.comment.trim() };
  if (movesStatus(draft, record)) body.status = draft.status;
  if (canMarkNoteInternal(flags)) body.isInternal = draft.isInternal;
  if (asksLossReason(draft, record)) {
    const details = lossDetails(draft);
    if (details) body.lossReasonDetails = details;
  }
  if (canAttachNoteFiles(flags) && draft.files.length > 0) {
    body.uploadedFiles = draft.files.map(({ path, name }) => ({ path, name }));
  }
  return body;
}

/** The domain's rules on the body, by field (the server applies the same ones). */
export function draftIssues(
  draft: NoteDraft,
  record: Application,
  flags: BrokerFlags,
): Partial<Record<NoteIssueField, string>> {
  const body = noteBody(draft, record, flags);
  const issues: NoteIssue[] = validateAccountNote(
    { ...body, comment: body.comment ?? '' },
    { flags, policyStatus: record.status as PolicyStatus, salesStatus: record.salesStatus },
  );
  const byField: Partial<Record<NoteIssueField, string>> = {};
  for (const issue of issues) byField[issue.field] ??= issue.message;
  return byField;
}

/** Spec 5: Save is enabled only with a change of status or a comment. */
export const canSave = (draft: NoteDraft, record: Application) =>
  movesStatus(draft, record) || draft.comment.trim() !== '';
