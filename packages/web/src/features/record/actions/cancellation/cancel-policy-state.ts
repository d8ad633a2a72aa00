import type { CancellationPremiumsBody, EndorsementRequest, UploadedFile } from '@bm/contracts';
import {
  applyManualReturnPremiums,
  BROKER_CANCELLATION_DESCRIPTION,
  defaultCancellationOption,
  parseDollarsText,
  isCalendarDay,
  MESSAGES,
  sumCents,
  type CancellationIssue,
  type CancellationOption,
  type CancellationPremiums,
  type CancellationWaivers,
  type Cents,
  type ManualReturnPremiums,
} from '@bm/domain';

/** Which flow the user gets (spec 6): the full one, or the broker's self-service one. */
export type CancellationMode = 'full' | 'broker';

/** Return premiums typed by hand (spec 4), as the fields hold them: dollars, as text. */
export interface ReturnEdits {
  /** Per premium line key (cancel_override_{key}). */
  lines: Record<string, string>;
  customBrokerFee: string;
  /** Null while it follows the sum of the lines; text once the user types a total. */
  total: string | null;
  /**
   * The earned premium, edited apart from the returns (spec 5 checks that the policy premium is
   * their sum): editing a return leaves it as it was.
   */
  earned: string;
}

export interface CancelFormState {
  reason: string | null;
  reasonText: string;
  description: string | null;
  date: string;
  option: CancellationOption | null;
  /** The waiver boxes as the user ticked them (the option may override them, see effectiveWaivers). */
  waivers: CancellationWaivers;
  /** Null until a return premium is edited (the figures are then manual). */
  edits: ReturnEdits | null;
  ticketNumber: string;
  signedForm: UploadedFile | null;
}

export const INITIAL_CANCEL_FORM: CancelFormState = {
  reason: null,
  reasonText: '',
  description: null,
  date: '',
  option: null,
  waivers: { feeWaived: false, adminFeeWaived: false, missedPaymentFeeWaived: false },
  edits: null,
  ticketNumber: '',
  signedForm: null,
};

/** A return figure's field: a premium line, the custom broker fee or the total. */
export type ReturnField =
  | { kind: 'line'; key: string }
  | { kind: 'customBrokerFee' }
  | { kind: 'total' }
  | { kind: 'earned' };

export type CancelFormAction =
  | { type: 'reason'; reason: string | null }
  | { type: 'reasonText'; text: string }
  | { type: 'description'; description: string | null }
  /** A new date; the option defaults from it (spec 4), which reverts hand-edited figures. */
  | { type: 'date'; date: string; policyEffectiveDay: string }
  /** Choosing an option (the same one again too) recomputes the figures: hand edits are dropped. */
  | { type: 'option'; option: CancellationOption }
  | { type: 'waiver'; waiver: keyof CancellationWaivers; checked: boolean }
  | { type: 'editReturn'; field: ReturnField; text: string; figures: CancellationPremiums }
  | { type: 'ticketNumber'; ticketNumber: string }
  | { type: 'signedForm'; file: UploadedFile | null };

/** Cents as the text of a dollars field: -12345 -> '-123.45'. */
export function centsToDollarsText(amount: Cents): string {
  return (amount / 100).toFixed(2);
}

/** A dollars field's text in cents, or null when it is not a number. */
export function parseDollars(text: string): Cents | null {
  return parseDollarsText(text, { signed: true });
}

function startEdits(figures: CancellationPremiums): ReturnEdits {
  return {
    lines: Object.fromEntries(
      Object.entries(figures.returnPremiums).map(([key, amount]) => [key, centsToDollarsText(amount)]),
    ),
    customBrokerFee: centsToDollarsText(figures.customBrokerFee),
    total: null,
    earned: centsToDollarsText(figures.earnedPremium),
  };
}

function editReturn(edits: ReturnEdits, field: ReturnField, text: string): ReturnEdits {
  if (field.kind === 'line') return { ...edits, lines: { ...edits.lines, [field.key]: text } };
  if (field.kind === 'customBrokerFee') return { ...edits, customBrokerFee: text };
  if (field.kind === 'earned') return { ...edits, earned: text };
  return { ...edits, total: text };
}

export function cancelFormReducer(state: CancelFormState, action: CancelFormAction): CancelFormState {
  switch (action.type) {
    case 'reason':
      return { ...state, reason: action.reason, reasonText: '' };
    case 'reasonText':
      return { ...state, reasonText: action.text };
    case 'description':
      return { ...state, description: action.description };
    case 'date':
      return {
        ...state,
        date: action.date,
        option: isCalendarDay(action.date)
          ? defaultCancellationOption(action.policyEffectiveDay, action.date)
          : state.option,
        edits: null,
      };
    case 'option':
      return { ...state, option: action.option, edits: null };
    case 'waiver':
      return { ...state, waivers: { ...state.waivers, [action.waiver]: action.checked } };
    case 'editReturn':
      return {
        ...state,
        edits: editReturn(state.edits ?? startEdits(action.figures), action.field, action.text),
      };
    case 'ticketNumber':
      return { ...state, ticketNumber: action.ticketNumber };
    case 'signedForm':
      return { ...state, signedForm: action.file };
  }
}

const NO_WAIVERS: CancellationWaivers = {
  feeWaived: false,
  adminFeeWaived: false,
  missedPaymentFeeWaived: false,
};

/**
 * The waivers that go with an option (spec 4): MRP disables (clears) every box, flat forces fee
 * waived on; brokers get none (spec 6).
 */
export function effectiveWaivers(
  mode: CancellationMode,
  option: CancellationOption | null,
  waivers: CancellationWaivers,
): CancellationWaivers {
  if (mode === 'broker' || option === 'mrp') return NO_WAIVERS;
  return option === 'flat' ? { ...waivers, feeWaived: true } : waivers;
}

/** The option the request carries: the chosen one, or for a broker the one the date gives (spec 4). */
export function chosenOption(
  mode: CancellationMode,
  state: CancelFormState,
  policyEffectiveDay: string,
): CancellationOption | null {
  if (mode === 'full') return state.option;
  return isCalendarDay(state.date) ? defaultCancellationOption(policyEffectiveDay, state.date) : null;
}

/** The body of the premiums request, or null until a date and an option are chosen. */
export function premiumsRequest(
  mode: CancellationMode,
  state: CancelFormState,
  policyEffectiveDay: string,
): CancellationPremiumsBody | null {
  const option = chosenOption(mode, state, policyEffectiveDay);
  if (!option || !isCalendarDay(state.date)) return null;
  return {
    cancEffectiveDate: state.date,
    cancOption: option,
    ...effectiveWaivers(mode, option, state.waivers),
  };
}

/** Hand-edited figures (returns and earned premium) as cents, with a 'Required' issue for each field that is not a number. */
export function parseEdits(edits: ReturnEdits): {
  overrides: ManualReturnPremiums;
  issues: CancellationIssue[];
} {
  const issues: CancellationIssue[] = [];
  const read = (field: string, text: string): Cents => {
    const cents = parseDollars(text);
    if (cents === null) issues.push({ field, message: MESSAGES.required });
    return cents ?? 0;
  };
  const returnPremiums = Object.fromEntries(
    Object.entries(edits.lines).map(([key, text]) => [key, read(`cancel_override_${key}`, text)]),
  );
  const customBrokerFee = read('customBrokerFee', edits.customBrokerFee);
  const totalReturnPremium =
    edits.total === null ? sumCents(Object.values(returnPremiums)) : read('totalReturnPremium', edits.total);
  const earnedPremium = read('earnedPremium', edits.earned);
  return { overrides: { returnPremiums, customBrokerFee, totalReturnPremium, earnedPremium }, issues };
}

/**
 * The figures to show and submit: the server's, or with the hand-edited returns applied by the
 * domain's rules (spec 4), plus any field that could not be read.
 */
export function shownFigures(
  computed: CancellationPremiums | null,
  edits: ReturnEdits | null,
): { figures: CancellationPremiums | null; parseIssues: CancellationIssue[] } {
  if (!computed || !edits) return { figures: computed, parseIssues: [] };
  const { overrides, issues } = parseEdits(edits);
  const known = Object.fromEntries(
    Object.entries(overrides.returnPremiums ?? {}).filter(([key]) => key in computed.returnPremiums),
  );
  return {
    figures: applyManualReturnPremiums(computed, { ...overrides, returnPremiums: known }),
    parseIssues: issues,
  };
}

/** What the save sends (spec 7), apart from the idempotency key each attempt gets. */
export type CancellationSaveRequest = Omit<EndorsementRequest, 'idempotencyKey'>;

/**
 * The endorsement call's body for a cancellation: the choices, the waivers in effect, the edited
 * returns when manual, the refund or amount owing the user saw, the broker's signed form and the
 * ticket number.
 */
export function saveRequest(
  mode: CancellationMode,
  state: CancelFormState,
  option: CancellationOption,
  figures: CancellationPremiums,
): CancellationSaveRequest {
  const manual = state.edits !== null;
  const reasonText = state.reasonText.trim();
  const ticketNumber = state.ticketNumber.trim();
  return {
    cancellation: {
      cancellationReason: state.reason ?? '',
      ...(reasonText ? { cancellationReasonText: reasonText } : {}),
      cancellationOption: mode === 'broker' ? BROKER_CANCELLATION_DESCRIPTION : (state.description ?? ''),
      cancEffectiveDate: state.date,
      cancOption: option,
      ...effectiveWaivers(mode, option, state.waivers),
      isManual: manual,
      ...(manual
        ? {
            returnPremiums: figures.returnPremiums,
            customBrokerFee: figures.customBrokerFee,
            totalReturnPremium: figures.totalReturnPremium,
            earnedPremium: figures.earnedPremium,
          }
        : {}),
      expectedRefundDue: figures.refundDue,
      expectedAmountOwing: figures.amountOwing,
      uploadedFiles: state.signedForm ? [{ path: state.signedForm.path, name: state.signedForm.name }] : [],
    },
    ...(ticketNumber ? { ticketNumber } : {}),
  };
}
