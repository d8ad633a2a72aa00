import {
  addDaysToDay,
  ERP_REASON_VALUES,
  formatDate,
  MANUAL_INVOICE_REASON_VALUES,
  paymentAccountFor,
  type Form,
} from '@bm/domain';
import type {
  CancellationPremiumsResponse,
  EndorsementQuoteResponse,
  ErpQuoteResponse,
  InvoiceList,
  NsfListResponse,
  PayInFullQuoteResponse,
  RenewalStatusResponse,
} from '@bm/contracts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { completeAnswers } from '../db/seed.ts';
import { appJobs } from '../jobs/app-jobs.ts';
import { StoryApi, StoryRefusal } from './api.ts';
import { StoryClock } from './clock.ts';
import {
  ENDORSEMENT_LINES,
  staffEmail,
  STORY_CARDS,
  STORY_FIRST_DAY,
  STORY_LAST_DAY,
  storyPlan,
  type StoryApplication,
  type StoryEvent,
} from './plan.ts';

/**
 * Tells the story (docs/decisions/0065): day by day from STORY_FIRST_DAY to STORY_LAST_DAY, the
 * brokers start, price and bind applications and the back office services them through the
 * product's API, on an app whose clock is the story's; every night the product's scheduled jobs run
 * on that day (collections and their declines, lapses, renewal offers, payouts, the month close, the
 * journal). Nothing is written by hand.
 */

export interface StoryOptions {
  /** How many applications the brokers start (default 200). */
  applications?: number;
  /** Told up to this day (default STORY_LAST_DAY). */
  lastDay?: string;
  onDay?: (day: string, summary: StorySummary) => void;
}

export interface StorySummary {
  days: number;
  /** What the story's people did, by kind: done, and refused by the product's rules. */
  done: Record<string, number>;
  refused: Record<string, number>;
  /** The first refusal of each kind, as the product answered it. */
  firstRefusal: Record<string, string>;
  /** Policy numbers by what happened to them, for the README's "try it". */
  examples: Record<string, string[]>;
}

interface Told {
  applicationId: string;
  policyNumber: string | null;
  start: string;
}

const CARD_DETAILS = { expMonth: 12, cvc: '123', postalCode: 'M5V2T6' };

export async function tellStory(
  config: Config,
  database: Database,
  options: StoryOptions = {},
): Promise<StorySummary> {
  const lastDay = options.lastDay ?? STORY_LAST_DAY;
  const plan = storyPlan(options.applications ?? 200);
  const clock = new StoryClock(new Date(Date.parse(`${STORY_FIRST_DAY}T00:00:00Z`) - 86_400_000));
  const app = await buildApp({ config, database, now: clock.now });
  const api = new StoryApi(app);
  const jobs = appJobs(app).filter((job) => job.name !== 'housekeeping');
  const summary: StorySummary = { days: 0, done: {}, refused: {}, firstRefusal: {}, examples: {} };
  const told = new Map<number, Told>();
  const eventsByDay = new Map<string, { application: StoryApplication; event: StoryEvent }[]>();
  for (const application of plan)
    for (const event of application.events) {
      const list = eventsByDay.get(event.day) ?? [];
      list.push({ application, event });
      eventsByDay.set(event.day, list);
    }
  const startsByDay = new Map<string, StoryApplication[]>();
  for (const application of plan) {
    const list = startsByDay.get(application.day) ?? [];
    list.push(application);
    startsByDay.set(application.day, list);
  }

  const attempt = async (
    kind: string,
    what: () => Promise<unknown>,
    example?: string | null,
    counts = false,
  ) => {
    try {
      const result = await what();
      const n = counts ? Number(result) : 1;
      if (n > 0) summary.done[kind] = (summary.done[kind] ?? 0) + n;
      if (example) (summary.examples[kind] ??= []).push(example);
    } catch (error) {
      if (!(error instanceof StoryRefusal)) throw error;
      summary.refused[kind] = (summary.refused[kind] ?? 0) + 1;
      summary.firstRefusal[kind] ??= error.message;
    }
  };

  try {
    for (let day = STORY_FIRST_DAY; day <= lastDay; day = addDaysToDay(day, 1)) {
      clock.moveTo(day, 9);
      for (const application of startsByDay.get(day) ?? [])
        await attempt(application.outcome, async () => {
          const result = await start(api, application, day);
          told.set(application.n, result);
        });
      // Finance records the delivery of each registered notice from its tracking, three days after it was sent.
      clock.moveTo(day, 11);
      await attempt('noticeDelivered', () => recordDeliveries(api, day), null, true);
      clock.moveTo(day, 13);
      for (const { application, event } of eventsByDay.get(day) ?? []) {
        const policy = told.get(application.n);
        if (!policy?.policyNumber) continue;
        await attempt(event.kind, () => act(api, application, policy, event, day), policy.policyNumber);
      }
      // The night's jobs, as the scheduler runs them on that day.
      clock.moveTo(day, 23);
      for (const job of jobs) await job.run(clock.now());
      summary.days += 1;
      options.onDay?.(day, summary);
    }
  } finally {
    await app.close();
  }
  return summary;
}

/** The broker starts the application and takes it as far as the plan says. */
async function start(api: StoryApi, application: StoryApplication, today: string): Promise<Told> {
  const { broker, productId, paymentPeriod } = application;
  const effectiveDay = addDaysToDay(today, application.startsAfter);
  const { form } = completeAnswers(application.n, productId, { ...application, effectiveDay, today });
  const { applicationId } = await api.call<{ applicationId: string }>(broker, 'POST', '/api/applications', {
    productId,
  });
  const answered: Form =
    application.outcome === 'abandoned'
      ? Object.fromEntries(Object.entries(form).slice(0, Math.ceil(Object.keys(form).length / 3)))
      : form;
  await api.call(broker, 'PUT', `/api/applications/${applicationId}`, {
    productId,
    currentPage: application.outcome === 'abandoned' ? 2 : 9,
    form: answered,
    productVersionSeen: '1.0',
    paymentPeriod,
  });
  if (application.outcome === 'abandoned') return { applicationId, policyNumber: null, start: effectiveDay };
  const { quote } = await api.call<{ quote: { total: Record<string, number> } | null }>(
    broker,
    'POST',
    `/api/applications/${applicationId}/quote`,
    {},
  );
  if (application.outcome === 'quoted' || !quote)
    return { applicationId, policyNumber: null, start: effectiveDay };
  const { token } = await api.call<{ token: string }>(broker, 'POST', '/api/billing/tokens', {
    account: paymentAccountFor(paymentPeriod, api.app.now()),
    number: STORY_CARDS[application.card],
    expYear: Number(today.slice(0, 4)) + 3,
    ...CARD_DETAILS,
  });
  const paid = await api.call<{ application: { policyNumber: string } }>(
    broker,
    'POST',
    `/api/applications/${applicationId}/pay`,
    { paymentPeriod, token, idempotencyKey: crypto.randomUUID(), expectedTotal: quote.total[paymentPeriod] },
  );
  return { applicationId, policyNumber: paid.application.policyNumber, start: effectiveDay };
}

/** What the back office (or the insured) does to a bound policy on its day. */
async function act(
  api: StoryApi,
  application: StoryApplication,
  policy: Told,
  event: StoryEvent,
  today: string,
) {
  const id = policy.applicationId;
  const base = `/api/applications/${id}`;
  switch (event.kind) {
    case 'endorse': {
      const line = ENDORSEMENT_LINES[application.productId]![event.line]!;
      const change = {
        reason: line.reason,
        reasonText: 'Asked by the insured',
        effectiveDate: today < policy.start ? policy.start : today,
        changes: [{ field: line.field, newValue: line.values[event.value % line.values.length] }],
      };
      const who = staffEmail('endorsement');
      const priced = await api.call<EndorsementQuoteResponse>(
        who,
        'POST',
        `${base}/endorsement/quote`,
        change,
      );
      if (!priced.issuable) throw new StoryRefusal(422, 'not issuable', 'endorse');
      await api.call(who, 'POST', `${base}/endorsement`, {
        endorsement: { ...change, expectedTotal: priced.endorsementFeesAndTotals.total.annual },
        idempotencyKey: crypto.randomUUID(),
      });
      return;
    }
    case 'cancel': {
      const effective = event.option === 'flat' ? policy.start : addDaysToDay(today, event.afterDays);
      const choice = {
        cancEffectiveDate: effective < today ? today : effective,
        cancOption: event.option,
        feeWaived: false,
        adminFeeWaived: false,
        missedPaymentFeeWaived: false,
      };
      const who = staffEmail('endorsement');
      const figures = await api.call<CancellationPremiumsResponse>(
        who,
        'POST',
        `${base}/cancellation/premiums`,
        choice,
      );
      await api.call(who, 'POST', `${base}/endorsement`, {
        cancellation: {
          ...choice,
          cancellationReason: 'Tenant Moved',
          cancellationOption: 'Policy Cancellation',
          isManual: false,
          expectedRefundDue: figures.refundDue,
          expectedAmountOwing: figures.amountOwing,
        },
        idempotencyKey: crypto.randomUUID(),
      });
      return;
    }
    case 'reinstate': {
      const who = staffEmail('admin');
      const preview = await api.call<{ totalToInvoice: number }>(
        who,
        'POST',
        `${base}/reinstate/preview`,
        {},
      );
      await api.call(who, 'POST', `${base}/reinstate`, {
        reinstatementReason: 'Processing Error',
        details: 'Cancelled in error',
        expectedTotal: preview.totalToInvoice,
      });
      return;
    }
    case 'customPremium': {
      const who = staffEmail('admin');
      const { quote } = await api.call<{ quote: { total: number } }>(
        who,
        'POST',
        `${base}/getCustomEndorsementQuote`,
        {
          totalPremium: event.cents,
        },
      );
      await api.call(who, 'POST', `${base}/createCustomPremiums`, {
        idempotencyKey: crypto.randomUUID(),
        reason: 'Additional location added',
        totalPremium: event.cents,
        expectedTotal: quote.total,
      });
      return;
    }
    case 'payInFull': {
      const who = application.broker;
      const quote = await api.call<PayInFullQuoteResponse>(who, 'POST', `${base}/payInFullQuote`, {});
      if (quote.refusal) throw new StoryRefusal(409, quote.refusal, 'pay in full');
      await api.call(who, 'POST', `${base}/payInFull`, {
        idempotencyKey: crypto.randomUUID(),
        expectedOpenBalance: quote.openBalance,
      });
      return;
    }
    case 'payByLink': {
      const finance = staffEmail('finance');
      const { invoices } = await api.call<InvoiceList>(finance, 'GET', `${base}/invoices`);
      const overdue = invoices.find(
        (invoice) =>
          invoice.status === 'open' && invoice.amountDue > 0 && invoice.dueDate.slice(0, 10) <= today,
      );
      if (!overdue) throw new StoryRefusal(409, 'nothing overdue', 'pay by link');
      const { token: link } = await api.call<{ token: string }>(
        finance,
        'POST',
        `${base}/invoices/${overdue.id}/paymentLink`,
        {},
      );
      const card = await api.call<{ token: string }>(null, 'POST', `/api/payments/links/${link}/cardTokens`, {
        number: STORY_CARDS.pays,
        expYear: Number(today.slice(0, 4)) + 3,
        ...CARD_DETAILS,
      });
      await api.call(null, 'POST', `/api/payments/links/${link}/pay`, {
        token: card.token,
        idempotencyKey: crypto.randomUUID(),
      });
      return;
    }
    case 'offPlatformPayment': {
      const finance = staffEmail('finance');
      const { invoices } = await api.call<InvoiceList>(finance, 'GET', `${base}/invoices`);
      const overdue = invoices.filter(
        (invoice) =>
          invoice.status === 'open' &&
          invoice.amountDue - invoice.amountPaid > 0 &&
          invoice.dueDate.slice(0, 10) <= today,
      );
      if (overdue.length === 0) throw new StoryRefusal(409, 'nothing overdue', 'off-platform payment');
      await api.call(finance, 'POST', `${base}/financeTransaction`, {
        transactionType: 'OffPlatformPayment',
        paymentDate: today,
        invoiceIds: overdue.map((invoice) => invoice.id),
      });
      return;
    }
    case 'financeAdjustment':
      await api.call(staffEmail('finance'), 'POST', `${base}/financeTransaction`, {
        transactionType: 'FinanceAdjustment',
        amount: event.cents,
        description:
          event.cents < 0
            ? 'Goodwill credit agreed with the broker'
            : 'Inspection fee agreed with the insured',
      });
      return;
    case 'manualInvoice':
      await api.call(staffEmail('finance'), 'POST', `${base}/manualInvoice`, {
        totalAmount: event.cents,
        selectedReason: MANUAL_INVOICE_REASON_VALUES[event.parts % MANUAL_INVOICE_REASON_VALUES.length],
        invoiceCount: event.parts,
      });
      return;
    case 'erp': {
      const who = staffEmail('underwriter');
      const body = {
        years: event.years,
        erpReason: ERP_REASON_VALUES[0],
        erpReasonText: null,
        knownClaims: false,
      };
      const quote = await api.call<ErpQuoteResponse>(who, 'POST', `${base}/erpQuote`, body);
      await api.call(who, 'POST', `${base}/createERPendorsement`, {
        ...body,
        years: null,
        expiryDate: quote.expiryDate,
        erpPremium: quote.proposedPremium,
      });
      return;
    }
    case 'renew': {
      const broker = application.broker;
      const { renewal } = await api.call<RenewalStatusResponse>(broker, 'GET', `${base}/renewal`);
      if (!renewal || renewal.status !== 'quoted')
        throw new StoryRefusal(409, `renewal ${renewal?.status ?? 'not offered'}`, 'renew');
      const renewalBase = `/api/applications/${renewal.applicationId}`;
      const { quote } = await api.call<{ quote: { total: Record<string, number> } | null }>(
        broker,
        'POST',
        `${renewalBase}/quote`,
        {},
      );
      if (!quote) throw new StoryRefusal(422, 'renewal not priced', 'renew');
      const { token } = await api.call<{ token: string }>(broker, 'POST', '/api/billing/tokens', {
        account: paymentAccountFor(application.paymentPeriod, api.app.now()),
        number: STORY_CARDS.pays,
        expYear: Number(today.slice(0, 4)) + 3,
        ...CARD_DETAILS,
      });
      await api.call(broker, 'POST', `${renewalBase}/pay`, {
        paymentPeriod: application.paymentPeriod,
        token,
        idempotencyKey: crypto.randomUUID(),
        expectedTotal: quote.total[application.paymentPeriod],
      });
      return;
    }
    case 'settleRefunds': {
      const finance = staffEmail('finance');
      const { invoices } = await api.call<InvoiceList>(finance, 'GET', `${base}/invoices`);
      const pending = invoices.filter((invoice) => invoice.manualRefund?.status === 'pending');
      if (pending.length === 0) throw new StoryRefusal(409, 'no refund pending', 'settle refunds');
      for (const invoice of pending)
        await api.call(finance, 'POST', `${base}/refunds/${invoice.manualRefund!.id}/settle`, {
          reference: `CHQ-${invoice.number}`,
          paidOn: formatDate(api.app.now()),
        });
      return;
    }
  }
}

/** Finance enters the delivery day of every notice sent three or more days ago; answers how many. */
async function recordDeliveries(api: StoryApi, today: string): Promise<number> {
  const finance = staffEmail('finance');
  const { items } = await api.call<NsfListResponse>(
    finance,
    'GET',
    '/api/nsfInvoices?status=pending&notice=awaitingDelivery&limit=100',
  );
  const delivered = addDaysToDay(today, -3);
  let recorded = 0;
  for (const item of items)
    if (item.letterSentOn && item.letterSentOn <= delivered) {
      await api.call(finance, 'PUT', `/api/nsfInvoices/${item.invoiceId}`, { letterDeliveredOn: delivered });
      recorded += 1;
    }
  return recorded;
}
