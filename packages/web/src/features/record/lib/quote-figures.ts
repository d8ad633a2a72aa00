import { quoteSchema } from '@bm/contracts';
import {
  DEFAULT_LOCALE,
  formatDate,
  say,
  sumCents,
  type BreakdownSection,
  type Cents,
  type Locale,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import { quoteFigureMessages as m } from './messages.ts';

/** A record's quote JSON as the contract's Quote, or null when it is missing or not in that shape. */
export function parseQuote(raw: Record<string, unknown> | null): Quote | null {
  if (!raw) return null;
  const parsed = quoteSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Premiums sum split into the insurer's premium, the MGA's premium and the broker's commission. */
export function commissionSplit(quote: Quote, locale: Locale = DEFAULT_LOCALE): BreakdownSection {
  const lines = [
    { label: say(m.insurerPremium, locale), amount: quote.insurerPremium },
    { label: say(m.mgaPremium, locale), amount: quote.dmgaPremium },
    { label: say(m.brokerCommission, locale), amount: quote.brokerPremium },
  ];
  return { title: say(m.commissionSplit, locale), lines, total: sumCents(lines.map((line) => line.amount)) };
}

/** Whether the plan is paid in more than one payment (its schedule is worth showing). */
export function hasSchedule(period: PaymentPeriod): boolean {
  return period !== 'annual';
}

/** 'YYYY-MM' of the month `monthOffset` months after a YYYY-MM-DD day. */
export function addMonths(day: string, monthOffset: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + monthOffset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export interface ScheduleRow {
  number: number;
  /** 'YYYY-MM', or how many months after the effective date when it is not known. */
  dueMonth: string;
  amount: Cents;
}

/** A YYYY-MM-DD day as it is, or an instant's day in Vancouver time; '' when neither. */
function toDay(value: string | null): string {
  if (!value) return '';
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : formatDate(value);
}

/**
 * The payments of the plan with the month each falls due, counted from the policy effective date
 * (an instant, or a YYYY-MM-DD day as the form holds it).
 */
export function scheduleRows(
  quote: Quote,
  period: PaymentPeriod,
  effectiveDate: string | null,
  locale: Locale = DEFAULT_LOCALE,
): ScheduleRow[] {
  const day = toDay(effectiveDate);
  return quote.schedule[period].map((payment) => ({
    number: payment.sequence,
    dueMonth: day
      ? addMonths(day, payment.monthOffset)
      : payment.monthOffset === 0
        ? say(m.atBind, locale)
        : say(m.monthAfter, locale, { months: payment.monthOffset }),
    amount: payment.amount,
  }));
}
