import type { PolicyTransaction } from '@bm/contracts';
import {
  CANCELLATION_OPTION_LABELS,
  DEFAULT_LOCALE,
  formatDate,
  formatMoney,
  isCancellationOption,
  isLocale,
  isPaymentPeriod,
  PAYMENT_PERIOD_LABELS,
  say,
  type Cents,
  type Locale,
} from '@bm/domain';
import { humaniseKey, STATUS_LABELS } from '../../../lib/policy-labels.ts';
import {
  fieldNameMessages as fields,
  fieldValueMessages as words,
  transactionMetaMessages as meta,
} from './messages.ts';

/** One field that a transaction changed: its readable label and its values before and after. */
export interface FieldChange {
  path: string;
  label: string;
  before: string;
  after: string;
}

const EMPTY = '—';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nested objects as dotted paths to their leaves (arrays are leaves). */
function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (!isPlainObject(value)) {
    if (prefix) into.set(prefix, value);
    return into;
  }
  for (const [key, inner] of Object.entries(value)) {
    flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

/** What a change's fields are read against: the record's policy number, the change's effective date. */
export interface ChangeContext {
  policyNumber?: string | null;
  effectiveDate?: string | null;
  /** The language the values are said in (English by default). */
  locale?: Locale;
  /**
   * A label the domain names in English (a status, a payment plan, a history row's type or reason) in
   * `locale`: the screens pass the history's `useSayHistory()`; as it is by default.
   */
  sayLabel?: (english: string) => string;
}

/** Stored amounts in integer cents ('total' of a bind or a renewal offer). */
const CENTS_FIELD = /(^|\.)(total|totalPremium|premiumsSum|amount)$/;

/** A renewal by its policy number and term, never by its id: 'TEN-2025-100001, term from 2026-03-01'. */
function renewalText(context: ChangeContext): string {
  const locale = context.locale ?? DEFAULT_LOCALE;
  const from = context.effectiveDate
    ? say(words.termFrom, locale, { day: formatDate(context.effectiveDate) })
    : say(words.nextTerm, locale);
  return context.policyNumber
    ? `${context.policyNumber}, ${from}`
    : from.charAt(0).toUpperCase() + from.slice(1);
}

/**
 * A stored value as text: amounts in cents as CAD, dates as YYYY-MM-DD, statuses, payment periods
 * and cancellation options by their label, yes/no, a renewal by its policy number and term, '—' for none.
 */
export function formatFieldValue(path: string, value: unknown, context: ChangeContext = {}): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (path === 'renewalId') return renewalText(context);
  const locale = context.locale ?? DEFAULT_LOCALE;
  if (typeof value === 'boolean') return say(value ? words.yes : words.no, locale);
  if (typeof value === 'string') {
    if (path === 'status' && Object.hasOwn(STATUS_LABELS, value)) {
      const label = STATUS_LABELS[value as keyof typeof STATUS_LABELS];
      return context.sayLabel ? context.sayLabel(label) : label;
    }
    if (path === 'correspondenceLanguage' && isLocale(value)) return say(words[value], locale);
    if (path === 'paymentPeriod' && isPaymentPeriod(value)) {
      const label = PAYMENT_PERIOD_LABELS[value];
      return context.sayLabel ? context.sayLabel(label) : label;
    }
    if (path === 'cancOption' && isCancellationOption(value)) {
      // The picker's labels (spec 4: PRO RATA, MRP), said by the domain's French (AU PRORATA, PMC).
      const label = CANCELLATION_OPTION_LABELS[value];
      return context.sayLabel ? context.sayLabel(label) : label;
    }
    return ISO_INSTANT.test(value) ? formatDate(value) : value;
  }
  if (typeof value === 'number') {
    return CENTS_FIELD.test(path) && Number.isInteger(value) ? formatMoney(value, locale) : String(value);
  }
  return JSON.stringify(value);
}

/** 'form.insured-name' -> 'Form › Insured name'; 'renewalId' -> 'Renewal' (the server's keys in words). */
export function fieldLabel(path: string, locale: Locale = DEFAULT_LOCALE): string {
  return Object.hasOwn(fields, path)
    ? say(fields[path as keyof typeof fields], locale)
    : path.split('.').map(humaniseKey).join(' › ');
}

/** The fields whose value differs between `before` and `after`, in the order they appear. */
export function changedFields(before: unknown, after: unknown, context: ChangeContext = {}): FieldChange[] {
  const old = flatten(before);
  const next = flatten(after);
  const paths = [...new Set([...next.keys(), ...old.keys()])];
  return paths
    .filter((path) => JSON.stringify(old.get(path)) !== JSON.stringify(next.get(path)))
    .map((path) => ({
      path,
      label: fieldLabel(path, context.locale),
      before: formatFieldValue(path, old.get(path), context),
      after: formatFieldValue(path, next.get(path), context),
    }));
}

/** Whether a transaction moved money: a premium, tax, fee or total change, or a payment or refund. */
export function movesMoney(transaction: PolicyTransaction): boolean {
  return (
    transaction.premiumDelta !== 0 ||
    transaction.taxDelta !== 0 ||
    transaction.feeDelta !== 0 ||
    transaction.totalDelta !== 0 ||
    transaction.payment !== null ||
    transaction.refund !== null
  );
}

/** A change in what the customer owes: '+$12.34' a charge, '−$12.34' a return, '$0.00' none. */
export function formatDelta(amount: Cents, locale: Locale = DEFAULT_LOCALE): string {
  if (amount > 0) return `+${formatMoney(amount, locale)}`;
  if (amount < 0) return `\u2212${formatMoney(-amount, locale)}`;
  return formatMoney(0, locale);
}

/**
 * 'New Business' as stored, in the screens' language by `sayLabel` (the domain's label pairs:
 * « Affaire nouvelle »); 'manual_bind' -> 'Manual bind'.
 */
export function transactionTypeLabel(type: string, sayLabel: (english: string) => string = (t) => t): string {
  return /^[A-Z]/.test(type) ? sayLabel(type) : humaniseKey(type);
}

/** Newest first (by when they were recorded); the sort is stable for equal instants. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** '2026-01-10 · Effective 2026-01-15 · by Uma Underwriter' ('System' when no user made it). */
export function transactionMeta(transaction: PolicyTransaction, locale: Locale = DEFAULT_LOCALE): string {
  const who = transaction.user ? transaction.user.name || transaction.user.email : say(meta.system, locale);
  return [
    formatDate(transaction.createdAt),
    transaction.effectiveDate && say(meta.effective, locale, { day: formatDate(transaction.effectiveDate) }),
    say(meta.by, locale, { who }),
  ]
    .filter(Boolean)
    .join(' · ');
}
