import {
  catalogueEntry,
  formatDate,
  INSURERS,
  PAYMENT_PLANS,
  PROVINCE_NAMES,
  quoteBreakdown,
  say,
  sumCents,
  type BreakdownSection,
  type Cents,
  type Locale,
  type PaymentPeriod,
  type Province,
} from '@bm/domain';
import { sayShown } from '../../lib/i18n/shown.ts';
import { declaredAnswers, type DeclaredAnswer } from './declared-answers.ts';
import { DECLARATIONS_MODEL_WORDS as W } from './pdf/declarations-words.ts';
import type { PolicySource } from './policy-source.ts';
import { paymentPeriodOf, readStoredQuote } from './stored-quote.ts';

/** Everything printed on the declarations page and the wording's schedule, already worked out. */
export interface DeclarationsModel {
  productId: string;
  /** The province the policy is taxed in (its quote's), when known. */
  province: string | null;
  productName: string;
  insurerName: string;
  /** The policy number, or the application id while there is none. */
  reference: string;
  policyNumber: string | null;
  applicationId: string;
  /**
   * The latest transaction, in the model's language: 'New Business', or 'Endorsement effective 2026-06-15
   * (Change of Mailing Address)' ('Avenant en vigueur le 2026-06-15 (Changement d’adresse postale)').
   */
  transactionType: string;
  namedInsured: string;
  address: string[];
  email: string;
  phone: string | null;
  brokerName: string | null;
  brokerEmail: string | null;
  brokerage: { name: string; address: string | null; phone: string | null; email: string | null };
  /** YYYY-MM-DD, Vancouver time. */
  effectiveDate: string;
  expiryDate: string;
  boundDate: string;
  boundAt: Date;
  paymentPeriod: PaymentPeriod;
  planLabel: string;
  /** Premium, taxes, fees, card processing and financing; with an adjustment section when the stored totals differ. */
  sections: BreakdownSection[];
  premiumsSum: Cents;
  total: Cents;
  schedule: { sequence: number; dueDate: string; amount: Cents }[];
  answers: DeclaredAnswer[];
  /** The insured's language of correspondence: the declarations page's (decision 0079). */
  locale: Locale;
}

const PLAN_LABELS: Record<PaymentPeriod, string> = {
  annual: 'Annual - paid in full',
  monthly: 'Monthly - 12 monthly payments',
  instalment: 'Instalment - 4 quarterly payments',
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Adds whole months to a YYYY-MM-DD day, keeping the day of month where the month allows it. */
export function addMonthsToDay(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

function mailingAddress(form: Record<string, unknown>, province: string | null, locale: Locale): string[] {
  for (const prefix of [
    'mailing-address',
    'business-address',
    'risk-address',
    'address',
    'property-address',
  ]) {
    const street = text(form[`${prefix}-street`]);
    if (!street) continue;
    const unit = text(form[`${prefix}-unit`]);
    const city = text(form[`${prefix}-city`]);
    const region = text(form[`${prefix}-province`]) || province || '';
    const postal = text(form[`${prefix}-postal`]);
    return [
      unit ? `${unit} - ${street}` : street,
      [city, `${region} ${postal}`.trim()].filter(Boolean).join(', '),
    ];
  }
  const name =
    province && province in PROVINCE_NAMES
      ? sayShown(PROVINCE_NAMES[province as Province], locale)
      : province;
  return name ? [name] : [];
}

/**
 * The transaction the documents are issued for, in the locale: the latest change, else the record's own
 * type (the transaction types' and reasons' French are the domain's labels).
 */
function transactionLabel(source: PolicySource, locale: Locale): string {
  const change = source.latestChange;
  if (!change) return sayShown(source.application.transactionType, locale);
  const type = sayShown(change.type, locale);
  const effective = change.effectiveDate
    ? say(W.effective, locale, { type, date: formatDate(change.effectiveDate) })
    : type;
  return change.reason
    ? say(W.because, locale, { change: effective, reason: sayShown(change.reason, locale) })
    : effective;
}

/** Works out the declarations from the stored application (quote JSON, form, dates in Vancouver time). */
export function declarationsModel(source: PolicySource, boundAt: Date): DeclarationsModel {
  const a = source.application;
  const locale = a.correspondenceLanguage;
  const form =
    a.form !== null && typeof a.form === 'object' && !Array.isArray(a.form)
      ? (a.form as Record<string, unknown>)
      : {};
  const period = paymentPeriodOf(a.paymentPeriod);
  const stored = readStoredQuote(a.quote, a.totalPremium, a.province);
  // A policy bound without a priced quote (manual bind) shows the premium columns of its record.
  const quote =
    stored?.priced || a.totalPremium === 0
      ? stored
      : readStoredQuote({ premiumsSum: a.premiumsSum }, a.totalPremium, a.province);
  // Once the plan changed (decision 0078): the figures as bound, then what the changes of plan
  // moved (financing fees, surcharges, premium tax on the new days), to what the plan payments bill.
  const planChange = source.planChange ?? null;
  const breakdown = quote
    ? quoteBreakdown(quote, planChange?.boundPeriod ?? period, locale)
    : { sections: [], total: a.totalPremium };
  const total = planChange ? sumCents(planChange.payments.map((p) => p.amount)) : breakdown.total;
  const shown = sumCents(breakdown.sections.map((s) => s.total));
  const rest = say(planChange ? W.planChange : W.otherTaxesAndFees, locale);
  // The product's premium lines as the shared texts say them (a line no pair knows stays as rated).
  const said = breakdown.sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) => ({ ...line, label: sayShown(line.label, locale) })),
  }));
  const sections =
    shown === total
      ? said
      : [...said, { title: rest, lines: [{ label: rest, amount: total - shown }], total: total - shown }];
  const effectiveDate = formatDate(a.policyEffectiveDate) || text(form['policy-effective-date']);
  const payments = quote?.schedule[period] ?? [];
  const insurer = INSURERS.find((i) => i.id === (a.insurerId ?? catalogueEntry(a.productId)?.insurerId));
  return {
    productId: a.productId,
    province: quote?.province ?? a.province ?? null,
    productName: sayShown(a.productName, locale),
    insurerName: insurer?.name ?? a.insurerId ?? say(W.insurerOnFile, locale),
    reference: a.policyNumber ?? a.id,
    policyNumber: a.policyNumber,
    applicationId: a.id,
    transactionType: transactionLabel(source, locale),
    namedInsured: a.insuredName || text(form['insured-name']),
    address: mailingAddress(form, a.province, locale),
    email: a.email || text(form.email),
    phone: a.phone,
    brokerName: source.broker?.name ?? null,
    brokerEmail: source.broker?.email ?? null,
    brokerage: source.brokerage ?? { name: a.brokerageName, address: null, phone: null, email: null },
    effectiveDate,
    expiryDate: formatDate(a.policyExpiryDate),
    boundDate: formatDate(boundAt),
    boundAt,
    paymentPeriod: period,
    planLabel: PLAN_LABELS[period],
    sections,
    premiumsSum: quote?.premiumsSum ?? a.premiumsSum,
    total,
    schedule: planChange
      ? planChange.payments.map((p) => ({ sequence: p.instalment, dueDate: p.dueDay, amount: p.amount }))
      : PAYMENT_PLANS[period].payments > 1 && effectiveDate
        ? payments.map((p) => ({
            sequence: p.sequence,
            dueDate: addMonthsToDay(effectiveDate, p.monthOffset),
            amount: p.amount,
          }))
        : [],
    answers: declaredAnswers(form, source.definition, locale),
    locale,
  };
}
