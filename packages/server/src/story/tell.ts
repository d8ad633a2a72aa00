import { PDFDocument } from 'pdf-lib';
import {
  addDaysToDay,
  AI_ACKNOWLEDGEMENTS,
  asksPriorApproval,
  BROKER_CANCELLATION_DESCRIPTION,
  defaultCancellationOption,
  ERP_REASON_VALUES,
  findQuestions,
  formatDate,
  MANUAL_INVOICE_REASON_VALUES,
  paymentAccountFor,
  PRODUCT_DEFINITIONS,
  TENANTS_PRODUCTS,
  type Form,
  type PaymentPeriod,
} from '@bm/domain';
import type {
  Application,
  ApplicationSaveResponse,
  CancellationPremiumsResponse,
  EndorsementQuoteResponse,
  CancellationRecordResponse,
  ErpQuoteResponse,
  ExtensionResponse,
  ExtensionStateResponse,
  InvoiceList,
  NsfListResponse,
  LeadResultResponse,
  OverdueInvoicesPayResponse,
  ChangePaymentPlanQuoteResponse,
  PayInFullQuoteResponse,
  PortalLinkResponse,
  RenewalStatusResponse,
  TransferOptionsResponse,
} from '@bm/contracts';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { completeAnswers } from '../db/seed.ts';
import { appJobs } from '../jobs/app-jobs.ts';
import { databaseJobSlots } from '../jobs/job-runs.ts';
import { StoryApi, StoryRefusal } from './api.ts';
import { StoryClock } from './clock.ts';
import {
  ADDITIONAL_INSUREDS,
  brokerageOf,
  ENDORSEMENT_LINES,
  LEAD_EVENTS,
  NOTE_TEXTS,
  PORTAL_REQUESTS,
  REFERRING_ANSWERS,
  REJECTING_ANSWERS,
  staffEmail,
  STORY_CARDS,
  storyCalendar,
  storyPlan,
  userIdOf,
  type ExtensionTrigger,
  type StoryApplication,
  type StoryCalendar,
  type StoryEvent,
} from './plan.ts';

/**
 * Tells the story (docs/decisions/0065): day by day from its calendar's first day to its last, the
 * brokers start, price and bind applications and the back office services them through the
 * product's API, on an app whose clock is the story's; every night the product's scheduled jobs run
 * on that day (collections and their declines, lapses, renewal offers, payouts, the month close, the
 * journal). Nothing is written by hand.
 */

export interface StoryOptions {
  /** How many applications the brokers start (default 200). */
  applications?: number;
  /** The story's last day (default STORY_LAST_DAY): it begins STORY_DAYS before (`storyCalendar`). */
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
  /**
   * Policy numbers by what happened to them, for the README's "try it" (the insured's name for an
   * application that never became a policy, e.g. a rejected referral). Beside each kind of event:
   * declinedMonthly (a monthly policy on a card that declines its instalments),
   * threeEndorsementsAndCancellation, extensionWaiting (an extension the underwriter has not
   * answered at the story's end) and debit (bound on a debit card: no card surcharge).
   */
  examples: Record<string, string[]>;
}

interface Told {
  applicationId: string;
  policyNumber: string | null;
  start: string;
  /** Who owns the account now (a transfer moves it). */
  owner: string;
  /** The quote's total on the chosen plan (cents), when priced. */
  quoted: number | null;
  /** What was done to it, by kind. */
  done: Record<string, number>;
}

const CARD_DETAILS = { expMonth: 12, cvc: '123', postalCode: 'M5V2T6' };

/** Days before expiry the story's renewal offer job offers (RENEWAL_OFFER_JOB_DAYS). */
export const STORY_RENEWAL_OFFER_DAYS = 30;

/** The instant before the story's first day: the demo's base (brokerages, users, products) is stamped with it. */
export const storyEve = (calendar: StoryCalendar) =>
  new Date(Date.parse(`${calendar.firstDay}T00:00:00Z`) - 86_400_000);

export async function tellStory(
  config: Config,
  database: Database,
  options: StoryOptions = {},
): Promise<StorySummary> {
  const calendar = storyCalendar(options.lastDay);
  const { firstDay, lastDay } = calendar;
  const plan = storyPlan(options.applications ?? 200, calendar);
  const clock = new StoryClock(storyEve(calendar));
  // The story's requests are its summary; the app logs only what goes wrong.
  // The story's MGA has its offer job offer renewals 30 days before expiry (brokers take them 10 to
  // 20 days before), leaving underwriters the 31 to 60 day window to offer by hand: the story ends
  // with policies there (docs/decisions/0071).
  const app = await buildApp({
    config: { ...config, LOG_LEVEL: 'warn', RENEWAL_OFFER_JOB_DAYS: STORY_RENEWAL_OFFER_DAYS },
    database,
    now: clock.now,
  });
  const api = new StoryApi(app);
  const jobs = appJobs(app).filter((job) => job.name !== 'housekeeping');
  const slots = databaseJobSlots(database.db, { intervalMs: 86_400_000, runner: 'story', clock: clock.now });
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

  const attempt = async (kind: string, what: () => Promise<unknown>, counts = false): Promise<boolean> => {
    try {
      const result = await what();
      const n = counts ? Number(result) : 1;
      if (n > 0) summary.done[kind] = (summary.done[kind] ?? 0) + n;
      return true;
    } catch (error) {
      if (!(error instanceof StoryRefusal)) throw error;
      summary.refused[kind] = (summary.refused[kind] ?? 0) + 1;
      summary.firstRefusal[kind] ??= error.message;
      return false;
    }
  };

  try {
    for (let day = firstDay; day <= lastDay; day = addDaysToDay(day, 1)) {
      clock.moveTo(day, 9);
      for (const application of startsByDay.get(day) ?? [])
        await attempt(application.outcome, async () => {
          const result = await start(api, application, day);
          told.set(application.n, result);
          if (application.outcome === 'rejected')
            (summary.examples.rejected ??= []).push(application.insuredName);
        });
      // Finance records the delivery of each registered notice from its tracking, three days after it was sent.
      clock.moveTo(day, 11);
      await attempt('noticeDelivered', () => recordDeliveries(api, day), true);
      clock.moveTo(day, 13);
      for (const { application, event } of eventsByDay.get(day) ?? []) {
        const policy = told.get(application.n);
        if (!policy) continue;
        const lead = LEAD_EVENTS.has(event.kind);
        if (!lead && !policy.policyNumber) continue;
        const done = await attempt(event.kind, () => act(api, application, policy, event, day));
        if (!done) continue;
        policy.done[event.kind] = (policy.done[event.kind] ?? 0) + 1;
        (summary.examples[event.kind] ??= []).push(policy.policyNumber ?? application.insuredName);
        if (event.kind === 'requestExtensionReview' && day === calendar.waitingExtensionDay)
          (summary.examples.extensionWaiting ??= []).push(policy.policyNumber!);
      }
      // The night's jobs, as the scheduler runs them on that day.
      clock.moveTo(day, 23);
      // Recorded in job_runs as the scheduler records them, so the toolbox lists the story's nights.
      const { claimed } = await slots.claim(jobs.map((job) => job.name));
      for (const run of claimed) {
        const done = await jobs.find((job) => job.name === run.job)!.run(clock.now());
        await slots.finish(run.job, run.slot, { ok: true, summary: done });
      }
      summary.days += 1;
      options.onDay?.(day, summary);
    }
  } finally {
    await app.close();
  }
  for (const application of plan) {
    const policy = told.get(application.n);
    if (!policy?.policyNumber) continue;
    const ended = (policy.done.cancel ?? 0) + (policy.done.brokerCancel ?? 0);
    if ((policy.done.endorse ?? 0) >= 3 && ended > 0)
      (summary.examples.threeEndorsementsAndCancellation ??= []).push(policy.policyNumber);
    if (
      application.card === 'declinesLater' &&
      application.paymentPeriod === 'monthly' &&
      policy.start <= addDaysToDay(lastDay, -45)
    )
      (summary.examples.declinedMonthly ??= []).push(policy.policyNumber);
    if (application.card === 'debit' && application.outcome === 'bound')
      (summary.examples.debit ??= []).push(policy.policyNumber);
    // A policy the underwriter bound by hand that went on (notes, a certificate, its renewal stopped).
    if (policy.done.approveReferral && Object.keys(policy.done).some((kind) => kind !== 'approveReferral'))
      (summary.examples.manuallyBoundLater ??= []).push(policy.policyNumber);
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
      : application.outcome === 'referred'
        ? { ...form, ...REFERRING_ANSWERS[productId] }
        : application.outcome === 'rejected'
          ? { ...form, ...REJECTING_ANSWERS[productId] }
          : form;
  const saved = await api.call<ApplicationSaveResponse>(broker, 'PUT', `/api/applications/${applicationId}`, {
    productId,
    currentPage: application.outcome === 'abandoned' ? 2 : 9,
    form: answered,
    productVersionSeen: '1.0',
    paymentPeriod,
  });
  const told: Told = {
    applicationId,
    policyNumber: null,
    start: effectiveDay,
    owner: broker,
    quoted: null,
    done: {},
  };
  if (application.outcome === 'abandoned') return told;
  if (application.outcome === 'referred' && saved.application.status !== 'referred')
    throw new StoryRefusal(409, `saved as ${saved.application.status}`, 'refer');
  // The product answers "Ineligible": the application stays rejected, unpriced, and the broker leaves it.
  if (application.outcome === 'rejected') {
    if (saved.application.status !== 'rejected')
      throw new StoryRefusal(409, `saved as ${saved.application.status}`, 'reject');
    return told;
  }
  const { quote } = await api.call<{ quote: { total: Record<string, number> } | null }>(
    broker,
    'POST',
    `/api/applications/${applicationId}/quote`,
    {},
  );
  told.quoted = quote?.total[paymentPeriod] ?? null;
  if (application.outcome !== 'bound' || !quote) return told;
  // The page shows the credit card total; a debit card is charged less (no surcharge), as the product allows.
  const paid = await payWithNewCard(api, broker, applicationId, {
    paymentPeriod,
    number: STORY_CARDS[application.card],
    expectedTotal: quote.total[paymentPeriod]!,
    today,
  });
  return { ...told, policyNumber: paid.application.policyNumber };
}

/** A new card's token, as the card form makes it (on the plan's processor account). */
async function cardToken(
  api: StoryApi,
  who: string,
  paymentPeriod: PaymentPeriod,
  number: string,
  today: string,
) {
  const { token } = await api.call<{ token: string }>(who, 'POST', '/api/billing/tokens', {
    account: paymentAccountFor(paymentPeriod, api.app.now()),
    number,
    expYear: Number(today.slice(0, 4)) + 3,
    ...CARD_DETAILS,
  });
  return token;
}

/** The broker enters a new card and pays an application (a new business or a renewal) on the plan chosen. */
async function payWithNewCard(
  api: StoryApi,
  broker: string,
  applicationId: string,
  payment: { paymentPeriod: PaymentPeriod; number: string; expectedTotal: number; today: string },
) {
  const { paymentPeriod, number, expectedTotal, today } = payment;
  const token = await cardToken(api, broker, paymentPeriod, number, today);
  return api.call<{ application: { policyNumber: string } }>(
    broker,
    'POST',
    `/api/applications/${applicationId}/pay`,
    { paymentPeriod, token, idempotencyKey: crypto.randomUUID(), expectedTotal },
  );
}

/** An account changes hands through the transfer dialog: its options, the preview, the transfer. */
async function transferAccount(
  api: StoryApi,
  who: string,
  applicationId: string,
  to: string,
  reason: string,
) {
  const brokerage = brokerageOf(to);
  const choices = await api.call<TransferOptionsResponse>(
    who,
    'POST',
    `/api/brokerages/${applicationId}/cognitoUsers`,
    { selectedBrokerageGroup: brokerage },
  );
  const target = choices.usersSelectOptions.find((option) => option.value === userIdOf(to));
  if (!target || !choices.reasons.includes(reason))
    throw new StoryRefusal(409, `${to} or '${reason}' not offered`, 'transfer');
  const body = { selectedBrokerage: brokerage, selectedBrokerId: target.value, transferReason: reason };
  await api.call(who, 'POST', `/api/applications/${applicationId}/transfer/preview`, body);
  await api.call(who, 'POST', `/api/applications/${applicationId}/transfer`, body);
}

/** The extension form's answers: on schedule, or with what makes an underwriter look at it. */
function extensionAnswers(months: number, limit: number | null, trigger: ExtensionTrigger | null) {
  return {
    'extension-length': String(months),
    'losses-claims': trigger === 'losses' ? 'yes' : 'no',
    occupied: 'no',
    'change-in-scope': trigger === 'scope' ? 'yes' : 'no',
    'explanation-for-change':
      trigger === 'scope' ? 'The owner added a finished basement to the plans' : 'No change',
    'reason-for-extension': 'in-progress',
    'explanation-for-extension': 'Framing and roofing are behind schedule',
    'reason-for-delay': trigger === 'losses' ? 'other' : 'weather',
    'explanation-for-delay':
      trigger === 'losses' ? 'A water leak on site set the drywall back three weeks' : 'A wet spring',
    'percent-completed': trigger === 'behind' ? '25' : '75',
    'extension-limit': String(limit ?? 0),
  };
}

/** A signed cancellation request, as the insured sends it (a PDF; fixed dates, so the same bytes every run). */
async function signedCancellationRequest(insuredName: string, today: string): Promise<Buffer> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf
    .addPage()
    .drawText(`Request to cancel my policy. Signed: ${insuredName}, ${today}`, { x: 40, y: 700, size: 11 });
  return Buffer.from(await pdf.save());
}

/** The next amount of a limit up or down: the next option of a list, or an amount 10% higher or 20% lower. */
function nextLimit(
  productId: string,
  field: string,
  current: unknown,
  direction: 'up' | 'down',
): string | null {
  const question = findQuestions(PRODUCT_DEFINITIONS[productId]!, field)[0]?.question;
  if (!question) return null;
  const options = (question.selectChildren ?? question.radioChildren ?? []).map((option) => option.value);
  if (options.length > 0) {
    const at = options.indexOf(String(current));
    if (at < 0) return null;
    const step = direction === 'up' ? (at + 1 < options.length ? 1 : -1) : at > 0 ? -1 : 1;
    return options[at + step] ?? null;
  }
  const amount = Number(current);
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return String(Math.max(1_000, Math.round((amount * (direction === 'up' ? 1.1 : 0.8)) / 1_000) * 1_000));
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
      const field = ENDORSEMENT_LINES[application.productId]![event.line]!;
      const who = staffEmail('endorsement');
      const record = await api.call<Application>(who, 'GET', base);
      const newValue = nextLimit(application.productId, field, record.form[field], event.direction);
      if (newValue === null) throw new StoryRefusal(422, `no other ${field}`, 'endorse');
      const up = Number(newValue) > Number(record.form[field]);
      const change = {
        reason: up ? 'Increase Limit/Add Coverage' : 'Other',
        reasonText: up ? 'Asked by the insured' : 'The insured asked to lower the limit',
        effectiveDate: today < policy.start ? policy.start : today,
        changes: [{ field, newValue }],
      };
      const priced = await api.call<EndorsementQuoteResponse>(
        who,
        'POST',
        `${base}/endorsement/quote`,
        change,
      );
      if (!priced.issuable)
        throw new StoryRefusal(
          422,
          `not issuable (${field} to ${newValue}): ${[...priced.refusedReasons, ...Object.values(priced.errors)].join('; ')}`,
          'endorse',
        );
      await api.call(who, 'POST', `${base}/endorsement`, {
        endorsement: { ...change, expectedTotal: priced.endorsementFeesAndTotals.total.annual },
        idempotencyKey: crypto.randomUUID(),
      });
      return;
    }
    case 'brokerCancel': {
      const broker = policy.owner;
      const bytes = await signedCancellationRequest(application.insuredName, today);
      const file = await api.upload<{ path: string; name: string }>(
        broker,
        `${base}/uploads?pdfOnly=true`,
        'signed-cancellation-request.pdf',
        bytes,
      );
      const day = addDaysToDay(today, event.afterDays);
      const choice = { cancEffectiveDate: day, cancOption: defaultCancellationOption(policy.start, day) };
      const figures = await api.call<CancellationPremiumsResponse>(
        broker,
        'POST',
        `${base}/cancellation/premiums`,
        choice,
      );
      await api.call(broker, 'POST', `${base}/endorsement`, {
        cancellation: {
          ...choice,
          cancellationReason: TENANTS_PRODUCTS.includes(application.productId)
            ? 'Tenant Bought a Condo/Home'
            : 'Commercial No Longer in Business',
          cancellationOption: BROKER_CANCELLATION_DESCRIPTION,
          expectedRefundDue: figures.refundDue,
          expectedAmountOwing: figures.amountOwing,
          uploadedFiles: [file],
        },
        idempotencyKey: crypto.randomUUID(),
      });
      return;
    }
    case 'approveReferral': {
      const [year, month, date] = today.split('-');
      const bound = await api.call<Application>(staffEmail('underwriter'), 'POST', `${base}/bind`, {
        boundDate: `${month}-${date}-${year}`,
        accountNotes: 'Referral reviewed with the broker: approved as submitted, paid off the platform.',
      });
      policy.policyNumber = bound.policyNumber;
      return;
    }
    case 'rejectReferral':
      await api.call(staffEmail('underwriter'), 'PUT', `${base}/stopBind`, {
        reason: event.reason,
        reasonDescription: 'Reviewed the referral: outside what we write for this product.',
        initiator: 'company',
      });
      return;
    case 'closeLead':
      await api.call(policy.owner, 'POST', `${base}/notes`, {
        status: 'Closed-Loss',
        comment: 'Client did not go ahead with the quote.',
        lossReasonDetails:
          event.reason === 'price-too-high'
            ? {
                reason: event.reason,
                targetPremium: Math.round(((policy.quoted ?? 50_000) * 0.8) / 100) * 100,
              }
            : { reason: event.reason },
      });
      return;
    case 'note':
      await api.call(event.by === 'broker' ? policy.owner : staffEmail(event.by), 'POST', `${base}/notes`, {
        comment: NOTE_TEXTS[event.by][event.text % NOTE_TEXTS[event.by].length],
      });
      return;
    case 'transfer':
      await transferAccount(
        api,
        event.by === 'broker' ? policy.owner : staffEmail('admin'),
        id,
        event.to,
        event.reason,
      );
      policy.owner = event.to;
      return;
    case 'transferLead': {
      if (event.by === 'broker')
        await transferAccount(
          api,
          policy.owner,
          id,
          event.to,
          'Ownership of account has changed within brokerage',
        );
      else {
        // The agency hands its lead to a broker of another brokerage, on the same product.
        const moved = await api.call<LeadResultResponse>(
          staffEmail('agency'),
          'POST',
          `${base}/lead/assign`,
          {
            selectedBrokerage: brokerageOf(event.to),
            selectedBrokerId: userIdOf(event.to),
            productId: application.productId,
          },
        );
        policy.applicationId = moved.applicationId;
      }
      policy.owner = event.to;
      return;
    }
    case 'stopRenewal':
      await api.call(staffEmail('underwriter'), 'PUT', `${base}/stopRenewal`, {
        reason: event.reason,
        reasonDescription: 'Reviewed at renewal: not offered again on these terms.',
        initiator: 'company',
      });
      return;
    case 'additionalInsured':
      await api.call(policy.owner, 'POST', `${base}/fillpdf`, {
        ...ADDITIONAL_INSUREDS[event.who % ADDITIONAL_INSUREDS.length]!,
        acknowledgements: Object.fromEntries(AI_ACKNOWLEDGEMENTS.map((item) => [item.key, true])),
        majorConstructionFirm: asksPriorApproval(application.productId) ? false : null,
      });
      return;
    case 'portalRequest': {
      // The broker sends the insured the portal's link; the insured opens it and asks for a change.
      const { data } = await api.call<PortalLinkResponse>(policy.owner, 'GET', `/api/link/${id}`);
      const token = data.link.slice(data.link.lastIndexOf('/') + 1);
      await api.call(null, 'GET', `/api/portal/${token}`);
      await api.call(null, 'POST', `/api/portal/${token}/endorsementRequest`, {
        ...PORTAL_REQUESTS[event.request % PORTAL_REQUESTS.length]!,
      });
      return;
    }
    case 'voidInvoice': {
      const underwriter = staffEmail('underwriter');
      const { invoices } = await api.call<InvoiceList>(underwriter, 'GET', `${base}/invoices`);
      const open = invoices.filter(
        (invoice) => invoice.type === 'manual' && invoice.status === 'open' && invoice.amountPaid === 0,
      );
      const last = open.at(-1);
      if (!last) throw new StoryRefusal(409, 'no open manual invoice', 'void invoice');
      await api.call(underwriter, 'POST', `${base}/voidInvoice`, {
        invoiceId: last.id,
        isMPF: last.isMPF,
        waivable: last.waivable,
      });
      return;
    }
    case 'waiveMpf': {
      const broker = policy.owner;
      const { invoices } = await api.call<InvoiceList>(broker, 'GET', `${base}/invoices`);
      const fee = invoices.find((invoice) => invoice.isMPF && invoice.waivable && invoice.status === 'open');
      if (!fee) throw new StoryRefusal(409, 'no open missed payment fee', 'waive');
      await api.call(broker, 'POST', `${base}/voidInvoice`, {
        invoiceId: fee.id,
        isMPF: true,
        waivable: true,
      });
      return;
    }
    case 'payOverdue': {
      // The broker's page: every overdue invoice of the policy in one charge, on the insured's new card.
      const broker = policy.owner;
      const record = await api.call<Application>(broker, 'GET', base);
      if (!record.stripe.customerId) throw new StoryRefusal(409, 'no customer', 'pay overdue');
      const token = await cardToken(api, broker, application.paymentPeriod, STORY_CARDS.pays, today);
      await api.call<OverdueInvoicesPayResponse>(
        broker,
        'POST',
        `/api/billing/customers/${record.stripe.customerId}/overdueinvoices/pay`,
        { applicationId: id, token, idempotencyKey: crypto.randomUUID() },
      );
      return;
    }
    case 'refundMpf': {
      const finance = staffEmail('finance');
      const { invoices } = await api.call<InvoiceList>(finance, 'GET', `${base}/invoices`);
      const fee = invoices.find((invoice) => invoice.isMPF && invoice.status === 'paid');
      if (!fee) throw new StoryRefusal(409, 'no paid missed payment fee', 'refund fee');
      await api.call(finance, 'POST', `/api/policies/${id}/invoices/${fee.id}/refunds`, {
        remark: "The bank declined in error: the insured's fee is refunded.",
        policyNumber: policy.policyNumber,
        type: 'MPF',
        idempotencyKey: crypto.randomUUID(),
      });
      return;
    }
    case 'declineRenewal':
      await api.call(policy.owner, 'POST', `${base}/decline`, {
        declineReason: event.reason,
        declineDescription: '',
      });
      return;
    case 'extend': {
      const broker = policy.owner;
      const state = await api.call<ExtensionStateResponse>(broker, 'GET', `${base}/extension`);
      const extension = { extensionDetails: extensionAnswers(event.months, state.policyLimit, null) };
      const { quote } = await api.call<ExtensionResponse>(broker, 'POST', `${base}/extension?type=quote`, {
        extension,
      });
      if (!quote.priced) throw new StoryRefusal(409, 'extension not priced', 'extend');
      await api.call(broker, 'POST', `${base}/extension?type=bind`, {
        extension,
        quote,
        idempotencyKey: crypto.randomUUID(),
      });
      return;
    }
    case 'requestExtensionReview': {
      const broker = policy.owner;
      const state = await api.call<ExtensionStateResponse>(broker, 'GET', `${base}/extension`);
      const extension = {
        extensionDetails: extensionAnswers(event.months, state.policyLimit, event.trigger),
      };
      const { quote } = await api.call<ExtensionResponse>(broker, 'POST', `${base}/extension?type=quote`, {
        extension,
      });
      if (quote.priced) throw new StoryRefusal(409, 'priced without review', 'extension review');
      await api.call(broker, 'POST', `${base}/extension?type=review`, { extension });
      return;
    }
    case 'priceExtension':
    case 'declineExtension': {
      const underwriter = staffEmail('underwriter');
      const { referral } = await api.call<ExtensionStateResponse>(underwriter, 'GET', `${base}/extension`);
      if (referral?.status !== 'underReview')
        throw new StoryRefusal(409, `referral ${referral?.status ?? 'none'}`, event.kind);
      await api.call(underwriter, 'POST', `${base}/extension/referral`, {
        referralId: referral.id,
        ...(event.kind === 'priceExtension'
          ? { decision: 'price', premium: event.premium, note: 'Priced after the site report' }
          : { decision: 'decline', note: 'The project is too far behind to extend' }),
      });
      return;
    }
    case 'buyExtension': {
      const broker = policy.owner;
      const { referral } = await api.call<ExtensionStateResponse>(broker, 'GET', `${base}/extension`);
      if (referral?.status !== 'priced')
        throw new StoryRefusal(409, `referral ${referral?.status ?? 'none'}`, 'buy');
      const extension = { extensionDetails: referral.details };
      const { quote } = await api.call<ExtensionResponse>(broker, 'POST', `${base}/extension?type=quote`, {
        extension,
        referralId: referral.id,
      });
      await api.call(broker, 'POST', `${base}/extension?type=bind`, {
        extension,
        quote,
        referralId: referral.id,
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
      const who = policy.owner;
      const quote = await api.call<PayInFullQuoteResponse>(who, 'POST', `${base}/payInFullQuote`, {});
      if (quote.refusal) throw new StoryRefusal(409, quote.refusal, 'pay in full');
      await api.call(who, 'POST', `${base}/payInFull`, {
        idempotencyKey: crypto.randomUUID(),
        expectedOpenBalance: quote.openBalance,
      });
      return;
    }
    case 'changePlan': {
      const who = policy.owner;
      const quote = await api.call<ChangePaymentPlanQuoteResponse>(
        who,
        'POST',
        `${base}/changePaymentPlanQuote`,
        {
          to: event.to,
        },
      );
      if (quote.refusal && quote.refusal !== 'noCard')
        throw new StoryRefusal(409, quote.refusal, 'change payment plan');
      // The card on file is on the other plan's card account: the insured gives a card for the new plan.
      const token =
        quote.refusal === 'noCard' ? await cardToken(api, who, event.to, STORY_CARDS.pays, today) : undefined;
      await api.call(who, 'POST', `${base}/changePaymentPlan`, {
        to: event.to,
        ...(token ? { token } : {}),
        idempotencyKey: crypto.randomUUID(),
        expectedMovedAmount: quote.movedAmount,
        expectedOverdueAmount: quote.overdueAmount,
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
      // The ERP starts the day the policy ends (spec 5): its cancellation date, else its expiry.
      const record = await api.call<Application>(who, 'GET', base);
      const effectiveDate =
        record.status === 'cancelled'
          ? (await api.call<CancellationRecordResponse>(who, 'GET', `${base}/cancellationRecord`))
              .transactionData.cancEffectiveDate
          : formatDate(record.policyExpiryDate);
      const body = {
        effectiveDate,
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
      const broker = policy.owner;
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
      await payWithNewCard(api, broker, renewal.applicationId, {
        paymentPeriod: application.paymentPeriod,
        number: STORY_CARDS.pays,
        expectedTotal: quote.total[application.paymentPeriod]!,
        today,
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
