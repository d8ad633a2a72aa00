import {
  PAYMENT_PERIODS,
  paymentSchedule,
  PROVINCES,
  type Cents,
  type PaymentPeriod,
  type PerPeriod,
  type PremiumLine,
  type Province,
  type Quote,
  type QuoteTaxNames,
  type ScheduledPayment,
  type TaxName,
} from '@bm/domain';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const cents = (value: unknown): Cents =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : 0;

function perPeriod(value: unknown, fallback: (period: PaymentPeriod) => Cents = () => 0): PerPeriod {
  const source = isRecord(value) ? value : {};
  return {
    annual: typeof source.annual === 'number' ? cents(source.annual) : fallback('annual'),
    monthly: typeof source.monthly === 'number' ? cents(source.monthly) : fallback('monthly'),
    instalment: typeof source.instalment === 'number' ? cents(source.instalment) : fallback('instalment'),
  };
}

function premiumLines(value: unknown, premiumsSum: Cents): PremiumLine[] {
  const lines = Array.isArray(value)
    ? value.filter(isRecord).map((line, index) => ({
        key: typeof line.key === 'string' ? line.key : `premium${index + 1}`,
        label: typeof line.label === 'string' && line.label ? line.label : 'Premium',
        amount: cents(line.amount),
      }))
    : [];
  return lines.length > 0 || premiumsSum === 0
    ? lines
    : [{ key: 'premium', label: 'Premium', amount: premiumsSum }];
}

function schedules(value: unknown, total: PerPeriod): PerPeriod<ScheduledPayment[]> {
  const source = isRecord(value) ? value : {};
  const read = (period: PaymentPeriod): ScheduledPayment[] => {
    const list = source[period];
    if (!Array.isArray(list) || list.length === 0) return paymentSchedule(total[period], period);
    return list.filter(isRecord).map((payment, index) => ({
      sequence: typeof payment.sequence === 'number' ? payment.sequence : index + 1,
      monthOffset: typeof payment.monthOffset === 'number' ? payment.monthOffset : 0,
      amount: cents(payment.amount),
    }));
  };
  return { annual: read('annual'), monthly: read('monthly'), instalment: read('instalment') };
}

function taxNameList(value: unknown): TaxName[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isRecord)
    .flatMap((tax) =>
      (tax.kind === 'federal' || tax.kind === 'provincial') &&
      typeof tax.name === 'string' &&
      typeof tax.rate === 'number' &&
      typeof tax.authority === 'string'
        ? [{ kind: tax.kind, name: tax.name, rate: tax.rate, authority: tax.authority }]
        : [],
    );
}

function taxNamesOf(value: unknown): QuoteTaxNames {
  const source = isRecord(value) ? value : {};
  const premium = isRecord(source.premium) ? source.premium : {};
  return {
    premium: {
      annual: taxNameList(premium.annual),
      monthly: taxNameList(premium.monthly),
      instalment: taxNameList(premium.instalment),
    },
    transactionFee: taxNameList(source.transactionFee),
    customFee: taxNameList(source.customFee),
    cardSurcharge: taxNameList(source.cardSurcharge),
  };
}

/**
 * The quote stored on an application (jsonb), read as the domain's Quote. Quotes written by the
 * rating engine already have every field; older quotes (the demo seed's summaries) lack some, which
 * read as 0, a single "Premium" line, and the plan's even schedule. `fallbackTotal` is the
 * application's total premium, used when the quote holds no totals at all.
 */
export function readStoredQuote(value: unknown, fallbackTotal: Cents, province: string | null): Quote | null {
  if (!isRecord(value)) return null;
  const premiumsSum = cents(value.premiumsSum);
  const total = perPeriod(value.total, () => fallbackTotal);
  const taxesAndFees = perPeriod(value.taxesAndFees, (p) => total[p] - premiumsSum);
  const financing = isRecord(value.financing) && isRecord(value.financing.card) ? value.financing.card : {};
  const provinceCode = (PROVINCES as readonly string[]).find((p) => p === (value.province ?? province));
  return {
    priced: value.priced !== false,
    productId: typeof value.productId === 'string' ? value.productId : '',
    productVersion: typeof value.productVersion === 'string' ? value.productVersion : '',
    province: (provinceCode ?? 'BC') as Province,
    premiums: premiumLines(value.premiums, premiumsSum),
    premiumsSum,
    insurerPremium: cents(value.insurerPremium),
    dmgaPremium: cents(value.dmgaPremium),
    brokerPremium: cents(value.brokerPremium),
    brokerTransfer: cents(value.brokerTransfer),
    premiumsTaxRate: typeof value.premiumsTaxRate === 'number' ? value.premiumsTaxRate : 0,
    premiumsTaxes: cents(value.premiumsTaxes),
    // Quotes stored before premium tax was dated taxed every plan alike; their taxes had no names.
    premiumsTaxesByPeriod: perPeriod(value.premiumsTaxesByPeriod, () => cents(value.premiumsTaxes)),
    taxNames: taxNamesOf(value.taxNames),
    customFee: cents(value.customFee),
    customFeeTax: cents(value.customFeeTax),
    customFeeTotal: cents(value.customFeeTotal),
    missedPaymentFee: cents(value.missedPaymentFee),
    transactionFee: cents(value.transactionFee),
    transactionFeeGST: cents(value.transactionFeeGST),
    transactionFeePST: cents(value.transactionFeePST),
    transactionFeeTotal: cents(value.transactionFeeTotal),
    saasFee: cents(value.saasFee),
    stripeFeesPreTax: perPeriod(value.stripeFeesPreTax),
    stripeFeesPST: perPeriod(value.stripeFeesPST),
    stripeFees: perPeriod(value.stripeFees),
    financingFees: cents(value.financingFees),
    instalmentFinancingFees: cents(value.instalmentFinancingFees),
    financing: { card: { cardFee: cents(financing.cardFee), cardFeePST: cents(financing.cardFeePST) } },
    totalPST: perPeriod(value.totalPST),
    taxesAndFees,
    total,
    schedule: schedules(value.schedule, total),
    additionalPremium: cents(value.additionalPremium),
    unpricedReasons: Array.isArray(value.unpricedReasons)
      ? value.unpricedReasons.filter((r): r is string => typeof r === 'string')
      : [],
  };
}

/** A stored payment period narrowed to the known ones (annual when it is anything else). */
export function paymentPeriodOf(value: string): PaymentPeriod {
  return (PAYMENT_PERIODS as readonly string[]).includes(value) ? (value as PaymentPeriod) : 'annual';
}
