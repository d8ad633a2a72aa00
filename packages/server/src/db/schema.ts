import { sql } from 'drizzle-orm';
import type { Locale, PlanPaymentParts } from '@bm/domain';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Money columns hold integer cents. */
const cents = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

export const brokerages = pgTable(
  'brokerages',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    isAgency: boolean('is_agency').notNull().default(false),
    province: text('province'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    subdomain: text('subdomain'),
    /** A partner's white-label marketplace (issue 16 Setup Partnership): its leads read 'Marketplace'. */
    marketplaceName: text('marketplace_name'),
    /** The products its brokers may sell; null: every enabled product. */
    productIds: text('product_ids').array(),
    /** Its broker commission rate per product (a fraction of premium), over the product's own. */
    commissionRates: jsonb('commission_rates').$type<Record<string, number>>(),
    /** The partnership setup user who created it (null: seeded). */
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('brokerages_code_idx').on(sql`lower(${t.code})`),
    uniqueIndex('brokerages_subdomain_idx')
      .on(sql`lower(${t.subdomain})`)
      .where(sql`${t.subdomain} is not null`),
  ],
);

/**
 * Invitations to a partner brokerage's first brokers (Setup Partnership): emailed through the
 * outbox; accepted when that address signs up to the brokerage.
 */
export const brokerageInvitations = pgTable(
  'brokerage_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brokerageId: uuid('brokerage_id')
      .notNull()
      .references(() => brokerages.id),
    email: text('email').notNull(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: createdAt(),
    acceptedAt: tstz('accepted_at'),
  },
  (t) => [uniqueIndex('brokerage_invitations_email_idx').on(t.brokerageId, sql`lower(${t.email})`)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    givenName: text('given_name'),
    familyName: text('family_name'),
    passwordHash: text('password_hash').notNull(),
    groups: text('groups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    carrierName: text('carrier_name'),
    brokerageId: uuid('brokerage_id').references(() => brokerages.id),
    /** UNCONFIRMED until the emailed code is entered; FORCE_CHANGE_PASSWORD for invited users. */
    status: text('status').$type<'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD'>().notNull(),
    mfaEnabled: boolean('mfa_enabled').notNull().default(false),
    mfaPreference: text('mfa_preference').$type<'EMAIL'>(),
    /** The language the user's screens and the server's answers to them are in (decision 0079). */
    language: text('language').$type<Locale>().notNull().default('en-CA'),
    mfaStartedAt: tstz('mfa_started_at'),
    mfaUpdatedAt: tstz('mfa_updated_at'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    index('users_brokerage_idx').on(t.brokerageId),
  ],
);

/** Opaque session tokens: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    revokedAt: tstz('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type AuthCodePurpose = 'confirm_signup' | 'mfa' | 'reset_password' | 'new_password';

/** One-time codes and sign-in challenges; codes are stored hashed. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').$type<AuthCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_codes_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Login attempts, keyed by account and by address, for rate limiting. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.key, t.createdAt)],
);

/**
 * Rate-limit counters shared by every server process (docs/decisions/0025): one row per route and
 * key (address or user), counted in a fixed window by one atomic upsert.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: tstz('window_started_at').notNull(),
    windowEndsAt: tstz('window_ends_at').notNull(),
  },
  (t) => [index('rate_limit_counters_ends_idx').on(t.windowEndsAt)],
);

export const products = pgTable('products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  insurerId: text('insurer_id').notNull(),
  lineOfBusiness: text('line_of_business').notNull(),
  categories: text('categories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  searchKeywords: text('search_keywords')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  applicationPath: text('application_path').notNull(),
  showTile: boolean('show_tile').notNull().default(true),
  description: text('description').notNull().default(''),
  currentVersionId: uuid('current_version_id'),
  createdAt: createdAt(),
});

/** A versioned product definition: pages, questions, eligibility and rating inputs as JSON. */
export const productVersions = pgTable(
  'product_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    version: text('version').notNull(),
    definition: jsonb('definition').notNull(),
    publishedAt: tstz('published_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_versions_product_version_idx').on(t.productId, t.version)],
);

/** The columns CRM filters and searches read (see the created-at indexes of applications). */
const crmFilterColumns = (t: {
  salesStatus: AnyPgColumn;
  status: AnyPgColumn;
  productId: AnyPgColumn;
  province: AnyPgColumn;
  paymentPeriod: AnyPgColumn;
  policyNumber: AnyPgColumn;
  insuredName: AnyPgColumn;
  email: AnyPgColumn;
}) =>
  [
    t.salesStatus,
    t.status,
    t.productId,
    t.province,
    t.paymentPeriod,
    t.policyNumber,
    t.insuredName,
    t.email,
  ] as const;

/** Applications and policies: one row from first answer to bound policy and beyond. */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey(),
    policyNumber: text('policy_number'),
    status: text('status').notNull(),
    salesStatus: text('sales_status').notNull().default('Open'),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    productVersionId: uuid('product_version_id'),
    productName: text('product_name').notNull(),
    brokerageId: uuid('brokerage_id')
      .notNull()
      .references(() => brokerages.id),
    brokerageName: text('brokerage_name').notNull(),
    brokerId: uuid('broker_id').references(() => users.id),
    insurerId: text('insurer_id'),
    subdomain: text('subdomain'),
    insuredName: text('insured_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone'),
    province: text('province'),
    /**
     * The insured's language of correspondence: their documents, emails, portal and payment page
     * (decision 0079, "Whose language"). Follows the province (domain defaultCorrespondenceLocale)
     * while the application is open, unless a user chose it (`correspondenceLanguageChosen`).
     */
    correspondenceLanguage: text('correspondence_language').$type<Locale>().notNull().default('en-CA'),
    correspondenceLanguageChosen: boolean('correspondence_language_chosen').notNull().default(false),
    paymentPeriod: text('payment_period').notNull().default('annual'),
    transactionType: text('transaction_type').notNull().default('New Business'),
    applicationSource: text('application_source').notNull().default('Broker'),
    currentPage: integer('current_page').notNull().default(0),
    form: jsonb('form')
      .notNull()
      .default(sql`'{}'::jsonb`),
    quote: jsonb('quote'),
    /** The quote the policy was bound with (its plan's fees); never changed after bind. */
    boundQuote: jsonb('bound_quote'),
    /** The term's premium timeline (domain premium/timeline.ts), written with every policy change. */
    premiumTimeline: jsonb('premium_timeline'),
    marketplace: jsonb('marketplace'),
    embeddedPayload: jsonb('embedded_payload'),
    commissionTransferSummary: jsonb('commission_transfer_summary'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeCardId: text('stripe_card_id'),
    premiumsSum: cents('premiums_sum_cents').notNull().default(0),
    totalPremium: cents('total_premium_cents').notNull().default(0),
    policyEffectiveDate: tstz('policy_effective_date'),
    policyExpiryDate: tstz('policy_expiry_date'),
    boundDate: tstz('bound_date'),
    renewalOfId: uuid('renewal_of_id'),
    nonRenewable: boolean('non_renewable').notNull().default(false),
    /** Stop bind (spec 4): the open application was closed by underwriting and shows as unavailable. */
    bindStopped: boolean('bind_stopped').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // The CRM's default order (newest first), for everyone and per brokerage. The trailing columns
    // are what its filters and search read, so that a page is found by an index-only scan.
    index('applications_created_idx').on(
      t.createdAt.desc(),
      t.id.desc(),
      t.brokerageId,
      ...crmFilterColumns(t),
    ),
    index('applications_brokerage_created_idx').on(
      t.brokerageId,
      t.createdAt.desc(),
      t.id.desc(),
      ...crmFilterColumns(t),
    ),
    // Keyset pages of the CRM list read these in sort order, forwards for DESC and backwards for ASC.
    index('applications_policy_number_idx').on(t.policyNumber.desc(), t.id.desc()),
    // Prefix searches by policy number (LIKE 'HFI-2025-10%') whatever the database's collation.
    index('applications_policy_number_prefix_idx').on(t.policyNumber.op('text_pattern_ops')),
    index('applications_insured_name_idx').on(t.insuredName.desc(), t.id.desc()),
    index('applications_effective_date_idx').on(t.policyEffectiveDate.desc(), t.id.desc()),
    index('applications_expiry_date_idx').on(t.policyExpiryDate.desc(), t.id.desc()),
    index('applications_total_premium_idx').on(t.totalPremium.desc(), t.id.desc()),
    index('applications_email_idx').on(sql`lower(${t.email})`),
    index('applications_status_idx').on(t.status, t.createdAt.desc()),
    index('applications_product_idx').on(t.productId, t.createdAt.desc()),
    index('applications_insured_trgm_idx').using('gin', t.insuredName.op('gin_trgm_ops')),
    index('applications_policy_trgm_idx').using('gin', t.policyNumber.op('gin_trgm_ops')),
    index('applications_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    // One renewal application per expiring policy (a repeated or concurrent offer finds the first).
    uniqueIndex('applications_renewal_of_idx')
      .on(t.renewalOfId)
      .where(sql`${t.renewalOfId} is not null`),
  ],
);

/**
 * The CRM search's word index (migration 0009, kept by a trigger on applications): every token of an
 * application's policy number, insured name and email, lower-case, split at ASCII characters other
 * than letters and digits, all-digit tokens left out. A term without such characters lies within
 * one token, so the tokens containing it name every application that can match (docs/decisions/0017).
 */
export const searchTokens = pgTable('search_tokens', { token: text('token').primaryKey() }, (t) => [
  index('search_tokens_trgm_idx').using('gin', t.token.op('gin_trgm_ops')),
]);

/** Which applications hold a token, newest first per token (the CRM's default order). */
export const applicationSearchTokens = pgTable(
  'application_search_tokens',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    /** applications.created_at, copied so that a token's applications are read in page order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.token] }),
    index('application_search_tokens_order_idx').on(t.token, t.createdAt.desc(), t.applicationId.desc()),
  ],
);

/** Policy numbers: {code}-{year}-{7 digits}; seeded policies use 6-digit numbers below this range. */
export const policyNumberSeq = pgSequence('policy_number_seq', { startWith: 1_000_000 });

/**
 * The policy's history: one immutable row per change, written in the same database transaction as
 * the change. A trigger (migration 0001) refuses UPDATE and DELETE.
 */
export const policyTransactions = pgTable(
  'policy_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id),
    effectiveDate: tstz('effective_date'),
    reason: text('reason'),
    description: text('description'),
    before: jsonb('before'),
    after: jsonb('after'),
    premiumDelta: cents('premium_delta_cents').notNull().default(0),
    taxDelta: cents('tax_delta_cents').notNull().default(0),
    feeDelta: cents('fee_delta_cents').notNull().default(0),
    totalDelta: cents('total_delta_cents').notNull().default(0),
    paymentId: uuid('payment_id'),
    refundId: uuid('refund_id'),
    details: jsonb('details'),
    /**
     * The commission report's figures of a money-moving transaction (domain reports/commission-report.ts),
     * computed once when the change is written; null for a change that moved no premium, tax or fee.
     */
    reportFigures: jsonb('report_figures'),
    createdAt: createdAt(),
  },
  (t) => [
    index('policy_transactions_application_idx').on(t.applicationId, t.createdAt),
    // The commission report's order (latest first) over the transactions it lists.
    index('policy_transactions_report_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.reportFigures} is not null`),
    // The accounting premium report reads the lines policy by policy in booking order, in keyset
    // batches (docs/decisions/0043).
    index('policy_transactions_earning_idx')
      .on(t.applicationId, t.createdAt, t.id)
      .where(sql`${t.reportFigures} is not null`),
    // The report-figures backfill (docs/decisions/0050): money-moving rows still without figures.
    index('policy_transactions_figures_pending_idx')
      .on(t.createdAt, t.id)
      .where(
        sql`${t.reportFigures} is null and (${t.type} in ('New Business', 'Renewal') or ${t.premiumDelta} <> 0 or ${t.taxDelta} <> 0 or ${t.feeDelta} <> 0 or ${t.totalDelta} <> 0)`,
      ),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    externalId: text('external_id'),
    number: text('number').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    description: text('description'),
    amountDue: cents('amount_due_cents').notNull(),
    amountPaid: cents('amount_paid_cents').notNull().default(0),
    dueDate: tstz('due_date').notNull(),
    instalmentNumber: integer('instalment_number'),
    /**
     * What a plan payment raised by a change of payment plan bills, in parts (domain
     * PlanPaymentParts, decision 0078). Null on the bind's plan invoices (their parts are the bound
     * quote's, boundPlanParts) and on every other invoice.
     */
    planParts: jsonb('plan_parts').$type<PlanPaymentParts>(),
    isMpf: boolean('is_mpf').notNull().default(false),
    waivable: boolean('waivable').notNull().default(false),
    paymentAccount: text('payment_account').notNull().default('main'),
    paidAt: tstz('paid_at'),
    voidedAt: tstz('voided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoices_application_idx').on(t.applicationId, t.dueDate),
    index('invoices_status_idx').on(t.status, t.dueDate),
    // The /invoices page: latest due first, keyset on (due date, id).
    index('invoices_due_idx').on(t.dueDate, t.id),
    uniqueIndex('invoices_number_idx').on(t.number),
    // The /invoices search by invoice number (contains, any case; decision 0042).
    index('invoices_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
  ],
);

/**
 * The totals of the invoices of each brokerage, status and type per UTC hour of their due date (and,
 * below, per UTC month), for the /invoices page's totals (docs/decisions/0042). UTC buckets, so that
 * no time zone rule of the database is involved: the page turns its Vancouver due days into instants
 * with the domain's rule, and a Vancouver day starts on a whole UTC hour. Kept by triggers on invoices
 * and applications (migration 0018), in the transaction of every invoice write; never written by the
 * app. Counts and sums include every status; the page derives billed, paid and owing.
 */
export const invoiceHourTotals = pgTable(
  'invoice_hour_totals',
  {
    brokerageId: uuid('brokerage_id').notNull(),
    status: text('status').notNull(),
    type: text('type').notNull(),
    /** The due date truncated to its UTC hour. */
    dueHour: tstz('due_hour').notNull(),
    invoiceCount: bigint('invoice_count', { mode: 'number' }).notNull(),
    amountDue: cents('amount_due_cents').notNull(),
    amountPaid: cents('amount_paid_cents').notNull(),
  },
  // Ranges of hours are read from a covering index (due_hour) INCLUDE (every other column), written by
  // hand in migration 0018 (drizzle-kit has no INCLUDE): an index-only scan, no heap visits.
  (t) => [primaryKey({ columns: [t.brokerageId, t.status, t.type, t.dueHour] })],
);

/** As invoice_hour_totals, per UTC month of the due date (due_month is its first day). */
export const invoiceMonthTotals = pgTable(
  'invoice_month_totals',
  {
    brokerageId: uuid('brokerage_id').notNull(),
    status: text('status').notNull(),
    type: text('type').notNull(),
    dueMonth: date('due_month', { mode: 'string' }).notNull(),
    invoiceCount: bigint('invoice_count', { mode: 'number' }).notNull(),
    amountDue: cents('amount_due_cents').notNull(),
    amountPaid: cents('amount_paid_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.brokerageId, t.status, t.type, t.dueMonth] })],
);

/**
 * The commission report's figures summed (domain SUMMED_FIGURES, integer cents), one column each: the
 * columns of the commission summary tables below.
 */
const commissionFigureColumns = () => ({
  lineCount: bigint('line_count', { mode: 'number' }).notNull(),
  premium: cents('premium_cents').notNull(),
  brokerCommission: cents('broker_commission_cents').notNull(),
  mgaCommission: cents('mga_commission_cents').notNull(),
  insurerPremium: cents('insurer_premium_cents').notNull(),
  taxes: cents('taxes_cents').notNull(),
  fees: cents('fees_cents').notNull(),
  providerFees: cents('provider_fees_cents').notNull(),
  financingFees: cents('financing_fees_cents').notNull(),
  transactionFees: cents('transaction_fees_cents').notNull(),
  pst: cents('pst_cents').notNull(),
  netMargin: cents('net_margin_cents').notNull(),
  totalCharged: cents('total_charged_cents').notNull(),
});

/** The keys of a commission report line a filter can select (besides its date): its policy's, and Paid. */
const commissionKeyColumns = () => ({
  brokerageId: uuid('brokerage_id').notNull(),
  brokerId: uuid('broker_id'),
  productId: text('product_id').notNull(),
  province: text('province'),
  paymentPeriod: text('payment_period').notNull(),
  /** The line's broker commission is in a completed brokerage payout (the report's Paid). */
  paid: boolean('paid').notNull(),
});

/**
 * The commission report's lines (policy_transactions with report figures) counted and summed per UTC
 * hour of their creation and every key a filter selects (docs/decisions/0048), for the report's
 * totals row. Kept by triggers on policy_transactions, applications, partner_payouts and
 * partner_payout_lines (migration 0024), in the transaction of every write; never written by the app.
 * broker_id and province may be null: the key is unique with NULLS NOT DISTINCT.
 */
export const commissionHourTotals = pgTable(
  'commission_hour_totals',
  {
    ...commissionKeyColumns(),
    /** The line's created_at truncated to its UTC hour. */
    createdHour: tstz('created_hour').notNull(),
    ...commissionFigureColumns(),
  },
  // Ranges of hours are read from a covering index (created_hour) INCLUDE (every other column),
  // written by hand in the migration (drizzle-kit has no INCLUDE).
  (t) => [
    unique('commission_hour_totals_key')
      .on(t.brokerageId, t.brokerId, t.productId, t.province, t.paymentPeriod, t.paid, t.createdHour)
      .nullsNotDistinct(),
  ],
);

/** As commission_hour_totals, per UTC month (created_month is its first day). */
export const commissionMonthTotals = pgTable(
  'commission_month_totals',
  {
    ...commissionKeyColumns(),
    createdMonth: date('created_month', { mode: 'string' }).notNull(),
    ...commissionFigureColumns(),
  },
  (t) => [
    unique('commission_month_totals_key')
      .on(t.createdMonth, t.brokerageId, t.brokerId, t.productId, t.province, t.paymentPeriod, t.paid)
      .nullsNotDistinct(),
    // A broker's or a product's months without reading every month row (the selective filters).
    index('commission_month_totals_broker_idx').on(t.brokerId, t.createdMonth),
    index('commission_month_totals_product_idx').on(t.productId, t.createdMonth),
  ],
);

/**
 * As commission_month_totals with only the brokerage and Paid as keys: a few hundred rows for the
 * totals of every line, of a brokerage, or of Paid / Not Paid, where the month rows of every key are
 * nearly as many as the lines (every line its own broker, product, province and period).
 */
export const commissionBrokerageMonthTotals = pgTable(
  'commission_brokerage_month_totals',
  {
    brokerageId: uuid('brokerage_id').notNull(),
    paid: boolean('paid').notNull(),
    createdMonth: date('created_month', { mode: 'string' }).notNull(),
    ...commissionFigureColumns(),
  },
  (t) => [primaryKey({ columns: [t.createdMonth, t.brokerageId, t.paid] })],
);

/**
 * The premium report's closed months (docs/decisions/0049): a Vancouver month, YYYY-MM, whose
 * written, earned and closing unearned premium the month-close job stored in premium_month_figures
 * once it had ended. Closed months never move by the booked-month rule (decision 0043); the
 * triggers of migration premium_closed_months delete the months a later change does move (a history
 * row booked into a closed month, a transfer, a new expiry), and the job closes them again.
 */
export const premiumClosedMonths = pgTable('premium_closed_months', {
  month: text('month').primaryKey(),
  closedAt: tstz('closed_at').notNull().defaultNow(),
  /** How many months after this one premium_month_projections holds from it (0: none). */
  projectedMonths: integer('projected_months').notNull().default(0),
});

/**
 * The months after a closed month (base) as the lines booked by its end make them, per brokerage:
 * an open month is this plus what the policies with a line booked since add (decision 0049).
 */
export const premiumMonthProjections = pgTable(
  'premium_month_projections',
  {
    base: text('base')
      .notNull()
      .references(() => premiumClosedMonths.month, { onDelete: 'cascade' }),
    month: text('month').notNull(),
    brokerageId: uuid('brokerage_id')
      .notNull()
      .references(() => brokerages.id),
    written: cents('written_cents').notNull(),
    earned: cents('earned_cents').notNull(),
    unearned: cents('unearned_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.base, t.month, t.brokerageId] })],
);

/** A closed month's figures per brokerage, cents (a brokerage with no figure that month has no row). */
export const premiumMonthFigures = pgTable(
  'premium_month_figures',
  {
    month: text('month')
      .notNull()
      .references(() => premiumClosedMonths.month, { onDelete: 'cascade' }),
    brokerageId: uuid('brokerage_id')
      .notNull()
      .references(() => brokerages.id),
    written: cents('written_cents').notNull(),
    earned: cents('earned_cents').notNull(),
    /** At the month's end. */
    unearned: cents('unearned_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.brokerageId] })],
);

/**
 * A policy's money, append-only (domain ledger/entries.ts, docs/decisions/0019): every charge,
 * void, payment, refund and write-off, each on an invoice and written by the policy change that
 * made it, in its transaction. A trigger (migration 0010) refuses UPDATE and DELETE; invoices'
 * amount_due, amount_paid and status are kept from these entries.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    changeId: uuid('change_id')
      .notNull()
      .references(() => policyTransactions.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    kind: text('kind').notNull(),
    component: text('component'),
    amount: cents('amount_cents').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    manual: boolean('manual').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_application_idx').on(t.applicationId, t.id),
    index('ledger_entries_invoice_idx').on(t.invoiceId),
    // Whether a payment or refund is on a ledger: every charge first asks it of its policy's live
    // payments (modules/payments livePaymentSql; decision 0102). Most entries move no card money.
    index('ledger_entries_payment_idx')
      .on(t.paymentId)
      .where(sql`payment_id is not null`),
    index('ledger_entries_refund_idx')
      .on(t.refundId)
      .where(sql`refund_id is not null`),
  ],
);

/** Customers and cards of the built-in simulated card processor (and ids mirrored from Stripe). */
export const paymentCustomers = pgTable('payment_customers', {
  id: text('id').primaryKey(),
  account: text('account').notNull(),
  provider: text('provider').notNull(),
  email: text('email'),
  name: text('name'),
  defaultCardId: text('default_card_id'),
  createdAt: createdAt(),
});

export const paymentCards = pgTable(
  'payment_cards',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => paymentCustomers.id),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    postalCode: text('postal_code'),
    fingerprint: text('fingerprint').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_cards_customer_idx').on(t.customerId)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').references(() => applications.id),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    provider: text('provider').notNull(),
    account: text('account').notNull(),
    providerChargeId: text('provider_charge_id'),
    customerId: text('customer_id'),
    cardId: text('card_id'),
    amount: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    idempotencyKey: text('idempotency_key').notNull(),
    description: text('description'),
    /**
     * What the money is for, so that a payment left `processing` by a crash can be finished by the
     * reconciliation job (modules/payments/reconcile-payments.ts): a bind's plan, who asked and the
     * total shown.
     */
    purpose: jsonb('purpose').$type<PaymentPurpose>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.idempotencyKey),
    index('payments_application_idx').on(t.applicationId),
    // The collections job counts an instalment's declined attempts on every attempt (decision 0102):
    // without it each attempt read every payment.
    index('payments_invoice_idx').on(t.invoiceId),
    // At most one payment of an application with the processor at a time (docs/decisions/0019).
    uniqueIndex('payments_one_processing_idx')
      .on(t.applicationId)
      .where(sql`status = 'processing'`),
  ],
);

/** A bind's first payment, or an endorsement's additional premium (absent on older rows). */
export type PaymentPurpose =
  | {
      kind: 'bind';
      paymentPeriod: 'annual' | 'monthly' | 'instalment';
      expectedTotal: number;
      userId: string;
      /** The funding of the card charged, which priced its surcharge (absent on older rows: credit). */
      cardFunding?: 'credit' | 'debit' | 'prepaid' | 'unknown';
    }
  | { kind: 'endorsement' }
  /** Card charges of the record's money actions that take the endorsement's path (claim, charge, record). */
  | { kind: 'payInFull' }
  /** A change of payment plan to annual: the new annual payment and the overdue invoices. */
  | { kind: 'paymentPlanChange' }
  | { kind: 'overdueInvoices' }
  /** The public payment page's charge of one invoice. */
  | { kind: 'paymentLink'; invoiceId: string }
  /** A scheduled payment charged by the collections job: attempt 1 on its day, then the retries. */
  | { kind: 'collection'; invoiceId: string; attempt: number };

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').references(() => payments.id),
    applicationId: uuid('application_id').references(() => applications.id),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    amount: cents('amount_cents').notNull(),
    status: text('status').notNull(),
    reason: text('reason'),
    remark: text('remark'),
    manual: boolean('manual').notNull().default(false),
    providerRefundId: text('provider_refund_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
    /**
     * A manual refund once finance paid it out by hand (docs/decisions/0020): the cheque or
     * e-transfer reference, the day it was paid, who recorded it and when. Its ledger entry names
     * this row (ledger_entries.refund_id) on the credit note it pays.
     */
    reference: text('reference'),
    paidOn: date('paid_on', { mode: 'string' }),
    settledAt: tstz('settled_at'),
    settledBy: uuid('settled_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_idx').on(t.idempotencyKey),
    // Whether a payment was refunded (modules/payments refundedSql), asked before every charge.
    index('refunds_payment_idx').on(t.paymentId),
    // A manual refund is only ever marked paid with the reference and the day it was paid.
    check(
      'refunds_manual_paid_check',
      sql`NOT ${t.manual} OR ${t.status} <> 'succeeded' OR (${t.reference} IS NOT NULL AND ${t.paidOn} IS NOT NULL)`,
    ),
  ],
);

/**
 * The simulated card processor's own state (integrations/payments/simulated-processor.ts): single-use
 * card tokens, charges keyed by the caller's idempotency key, and refunds. Never read by the app.
 */
export const simCardTokens = pgTable('sim_card_tokens', {
  id: text('id').primaryKey(),
  account: text('account').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  postalCode: text('postal_code').notNull(),
  fingerprint: text('fingerprint').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  usedAt: tstz('used_at'),
  createdAt: createdAt(),
});

export const simCharges = pgTable(
  'sim_charges',
  {
    id: text('id').primaryKey(),
    account: text('account').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: text('customer_id').notNull(),
    cardId: text('card_id').notNull(),
    amount: cents('amount_cents').notNull(),
    amountRefunded: cents('amount_refunded_cents').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status').$type<'succeeded' | 'failed'>().notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    failureField: text('failure_field'),
    description: text('description'),
    metadata: jsonb('metadata')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sim_charges_idempotency_idx').on(t.account, t.idempotencyKey),
    // A card's charges so far (a test card that declines after its first payment), asked per charge.
    index('sim_charges_card_idx').on(t.cardId),
  ],
);

export const simRefunds = pgTable(
  'sim_refunds',
  {
    id: text('id').primaryKey(),
    account: text('account').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeId: text('charge_id')
      .notNull()
      .references(() => simCharges.id),
    amount: cents('amount_cents').notNull(),
    reason: text('reason'),
    status: text('status').$type<'succeeded'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sim_refunds_idempotency_idx').on(t.account, t.idempotencyKey),
    index('sim_refunds_charge_idx').on(t.chargeId),
  ],
);

/**
 * One per scheduled payment the card declined (NSF): opened by the collections job at the first
 * decline, completed when the payment is made (or by the back-office). Its attempts are the
 * invoice's collection payments (payments.purpose kind 'collection'); the policy number, term and
 * status are the policy's, read with it.
 */
export const nsfInvoices = pgTable(
  'nsf_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    /** The missed payment fee invoice raised with it. */
    mpfInvoiceId: uuid('mpf_invoice_id').references(() => invoices.id),
    reason: text('reason'),
    status: text('status').$type<'pending' | 'completed'>().notNull().default('pending'),
    /**
     * The day the policy is cancelled for non-payment unless paid: 15 days after the registered
     * letter's delivery, so null until the delivery day is known (docs/decisions/0059).
     */
    cancellationDate: tstz('cancellation_date'),
    registerLetterSentAt: tstz('register_letter_sent_at'),
    /** The day the registered letter was delivered (from its tracking), YYYY-MM-DD Vancouver. */
    letterDeliveredOn: date('letter_delivered_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nsf_invoices_invoice_idx').on(t.invoiceId),
    index('nsf_invoices_list_idx').on(t.createdAt, t.id),
    index('nsf_invoices_status_idx').on(t.status, t.createdAt, t.id),
    index('nsf_invoices_application_idx').on(t.applicationId),
  ],
);

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    authorId: uuid('author_id').references(() => users.id),
    /** The API key that wrote the note, when no user did (issue 28; docs/decisions/0095). */
    apiKeyId: uuid('api_key_id').references((): AnyPgColumn => apiKeys.id),
    status: text('status'),
    comment: text('comment').notNull().default(''),
    isInternal: boolean('is_internal').notNull().default(false),
    lossReason: text('loss_reason'),
    lossReasonDetails: jsonb('loss_reason_details'),
    uploadedFiles: jsonb('uploaded_files')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('notes_application_idx').on(t.applicationId, t.createdAt)],
);

/** Stored files: policy documents, certificates, uploads. Key follows the spec's document path. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id').references(() => applications.id),
    key: text('key').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage').notNull().default('local'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('documents_key_idx').on(t.key), index('documents_application_idx').on(t.applicationId)],
);

/**
 * Policy documents to (re)generate after a change commits (docs/decisions/0021): written by
 * recordPolicyChange in the change's transaction, run after the commit by the request and, should
 * its process stop first, by the policy-documents job. Files are only written for committed changes.
 */
export const documentJobs = pgTable(
  'document_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    changeId: uuid('change_id').references(() => policyTransactions.id),
    userId: uuid('user_id').references(() => users.id),
    /** The bound date the document keys are named by. */
    boundAt: tstz('bound_at').notNull(),
    /** pending, done, or failed (after too many attempts). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: tstz('done_at'),
  },
  (t) => [
    index('document_jobs_pending_idx')
      .on(t.applicationId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Ids of tickets the local ticket service opens: ten digits like HubSpot's; seeded ones are below. */
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 2_000_000_000 });

/** Support tickets of the local ticket service (HubSpot adapter when configured). */
export const tickets = pgTable('tickets', {
  id: text('id').primaryKey(),
  subject: text('subject').notNull(),
  content: text('content').notNull().default(''),
  status: text('status').notNull().default('open'),
  applicationId: uuid('application_id'),
  createdAt: createdAt(),
});

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    properties: jsonb('properties')
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt)],
);

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    attachments: jsonb('attachments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<'pending' | 'sent' | 'logged' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: tstz('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.createdAt),
    index('email_outbox_to_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    ip: text('ip'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId),
  ],
);

/** The measures of an application write's analytics delta, by Vancouver day, brokerage, product, province and period. */
const analyticsMeasures = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  brokerageId: uuid('brokerage_id').notNull(),
  productId: text('product_id').notNull(),
  /** '' when the application has no province yet. */
  province: text('province').notNull(),
  paymentPeriod: text('payment_period').notNull(),
  started: integer('started').notNull().default(0),
  quoted: integer('quoted').notNull().default(0),
  referred: integer('referred').notNull().default(0),
  rejected: integer('rejected').notNull().default(0),
  /** Started that day and bound since (bound, cancelled or lapsed now). */
  converted: integer('converted').notNull().default(0),
  /** Bound that day (by bound date), renewals included, and their premium. */
  bound: integer('bound').notNull().default(0),
  premiumWritten: cents('premium_written_cents').notNull().default(0),
});

/**
 * What each write of an application changed in the analytics summary (docs/decisions/0047): a
 * trigger on applications appends the old row's figures negated and the new row's, in the write's
 * transaction; insert-only, so writers never wait on one another. The analytics-rollup job folds
 * them into the summaries below (decision 0051); /analytics reads both.
 */
export const analyticsDeltas = pgTable(
  'analytics_deltas',
  { id: bigserial('id', { mode: 'number' }).primaryKey(), ...analyticsMeasures() },
  (t) => [index('analytics_deltas_day_idx').on(t.day)],
);

/**
 * Whom a row of the analytics summaries counts for (docs/decisions/0051): a brokerage's id, or
 * 'all' for every brokerage together, so that the back-office's view reads as few rows as a
 * broker's.
 */
const analyticsScope = () => text('scope').notNull();

/**
 * The analytics series (issue 16; docs/decisions/0047 and 0051): per Vancouver day and scope, the
 * applications started that day by their status now (the funnel's cohort) and the policies bound
 * that day with their premium. The analytics-rollup job folds the deltas into it.
 */
export const analyticsDayTotals = pgTable(
  'analytics_day_totals',
  (() => {
    const { day, started, quoted, referred, rejected, converted, bound, premiumWritten } = analyticsMeasures();
    return { scope: analyticsScope(), day, started, quoted, referred, rejected, converted, bound, premiumWritten };
  })(),
  (t) => [primaryKey({ columns: [t.scope, t.day] })],
);

/** The breakdowns of policies bound (by product, province or payment period) and their premium. */
const analyticsBreakdownColumns = () => ({
  scope: analyticsScope(),
  /** 'product', 'province' or 'period'. */
  dimension: text('dimension').notNull(),
  /** The product id, the province ('' when none) or the payment period. */
  key: text('key').notNull(),
  bound: integer('bound').notNull().default(0),
  premiumWritten: cents('premium_written_cents').notNull().default(0),
});

/** The breakdowns by Vancouver day: the days at the edges of a range (decision 0051). */
export const analyticsDayBreakdowns = pgTable(
  'analytics_day_breakdowns',
  { day: date('day', { mode: 'string' }).notNull(), ...analyticsBreakdownColumns() },
  (t) => [primaryKey({ columns: [t.scope, t.day, t.dimension, t.key] })],
);

/** The breakdowns by Vancouver month (its first day): the whole months of a range (decision 0051). */
export const analyticsMonthBreakdowns = pgTable(
  'analytics_month_breakdowns',
  { month: date('month', { mode: 'string' }).notNull(), ...analyticsBreakdownColumns() },
  (t) => [primaryKey({ columns: [t.scope, t.month, t.dimension, t.key] })],
);

/**
 * Runs of the background jobs (docs/decisions/0025): the row of a job and a slot (the start of an
 * interval of JOBS_INTERVAL) is inserted by the one process that runs it; the others find it taken.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    slot: tstz('slot').notNull(),
    /** The process that claimed the run (host:pid:random). */
    runner: text('runner').notNull(),
    startedAt: tstz('started_at').notNull().defaultNow(),
    finishedAt: tstz('finished_at'),
    /** done or failed; null while it runs (or when its process stopped during the run). */
    outcome: text('outcome').$type<'done' | 'failed'>(),
    summary: jsonb('summary'),
    /**
     * Until when the runner holds an unfinished scheduled run (docs/decisions/0089): it renews this
     * while it works; once past, its process is taken to have stopped and another takes the run over.
     * Null for runs from the toolbox, which are never taken over.
     */
    leaseUntil: tstz('lease_until'),
    /** How many processes have started this run: 1, and one more for each takeover. */
    attempts: integer('attempts').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] }), index('job_runs_started_idx').on(t.startedAt)],
);

/**
 * Partner payout invoices (issue 15 item 3; docs/decisions/0040): what the marketplace owes one
 * brokerage (its brokers' commissions) or one insurer (its premium) for one Vancouver month of
 * commission report lines, grouped once the month has ended. Finance completes one with the day
 * the money was transferred.
 */
export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    /** 'brokerage' or 'insurer'. */
    partnerType: text('partner_type').notNull(),
    /** The brokerage's id or the insurer's id. */
    partnerId: text('partner_id').notNull(),
    partnerName: text('partner_name').notNull(),
    /** The Vancouver month of its lines, YYYY-MM. */
    period: text('period').notNull(),
    amount: cents('amount_cents').notNull(),
    lineCount: integer('line_count').notNull(),
    /** 'open' until finance completes it. */
    status: text('status').notNull().default('open'),
    /** The day the money was transferred, YYYY-MM-DD. */
    transferDate: text('transfer_date'),
    completedBy: uuid('completed_by').references(() => users.id),
    completedAt: tstz('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_payouts_partner_period_idx').on(t.partnerType, t.partnerId, t.period),
    uniqueIndex('partner_payouts_number_idx').on(t.number),
    index('partner_payouts_period_idx').on(t.period, t.partnerType),
  ],
);

/**
 * Which payout each commission report line is in, per partner type (a line's broker commission
 * goes to its brokerage's payout, its insurer premium to the insurer's). History rows are immutable,
 * so the grouping lives here: a line is in at most one payout of each type.
 */
export const partnerPayoutLines = pgTable(
  'partner_payout_lines',
  {
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => policyTransactions.id),
    partnerType: text('partner_type').notNull(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => partnerPayouts.id),
  },
  (t) => [
    primaryKey({ columns: [t.transactionId, t.partnerType] }),
    index('partner_payout_lines_payout_idx').on(t.payoutId),
  ],
);

/**
 * The marketplace's double-entry journal (issue 15 item 4; docs/decisions/0044): one entry per
 * source that moved money (a history row's report figures, a ledger payment, refund or write-off, a
 * completed partner payout), unique per source so that journaling twice writes once. Entries are
 * built balanced in domain (journal/); the accounting sync posts them (the local journal, or
 * QuickBooks Online) and records which sync did.
 */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** JE-{number} in exports and in QuickBooks' DocNumber. */
    number: bigserial('number', { mode: 'number' }).notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    applicationId: uuid('application_id').references(() => applications.id),
    /** The Vancouver day of the source, YYYY-MM-DD. */
    entryDate: date('entry_date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull(),
    /** Sum of the lines' debits (= their credits). */
    total: cents('total_cents').notNull(),
    /** The sync that posted it to the accounting target; null until then. */
    syncId: uuid('sync_id').references(() => accountingSyncs.id),
    /** The accounting system's id of the posted entry (QuickBooks JournalEntry Id; local: none). */
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('journal_entries_source_idx').on(t.sourceType, t.sourceId),
    index('journal_entries_date_idx').on(t.entryDate, t.number),
  ],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountCode: text('account_code').notNull(),
    accountName: text('account_name').notNull(),
    debit: cents('debit_cents').notNull(),
    credit: cents('credit_cents').notNull(),
  },
  (t) => [
    index('journal_lines_entry_idx').on(t.entryId),
    check(
      'journal_lines_one_side_check',
      sql`${t.debit} >= 0 AND ${t.credit} >= 0 AND (${t.debit} = 0) <> (${t.credit} = 0)`,
    ),
  ],
);

/**
 * The accounting connection (one row per provider: 'local' or 'quickbooks'): the pending OAuth
 * state while finance authorises, then the tokens (QuickBooks: Intuit's; local: the local journal's
 * own), the company (realm) and who connected it.
 */
export const accountingConnections = pgTable('accounting_connections', {
  provider: text('provider').primaryKey(),
  environment: text('environment').notNull(),
  status: text('status').$type<'pending' | 'connected'>().notNull(),
  /** The OAuth state of the authorisation in progress, and when it stops being accepted. */
  pendingState: text('pending_state'),
  pendingStateExpiresAt: tstz('pending_state_expires_at'),
  /** Local consent step only: the authorisation code it issued for the pending state. */
  pendingCode: text('pending_code'),
  realmId: text('realm_id'),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  accessTokenExpiresAt: tstz('access_token_expires_at'),
  refreshTokenExpiresAt: tstz('refresh_token_expires_at'),
  connectedBy: uuid('connected_by').references(() => users.id),
  connectedAt: tstz('connected_at'),
  refreshedAt: tstz('refreshed_at'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** One run of the accounting sync: which month, what it posted, when and by whom, and how it ended. */
export const accountingSyncs = pgTable(
  'accounting_syncs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    /** The Vancouver month posted, YYYY-MM. */
    period: text('period').notNull(),
    userId: uuid('user_id').references(() => users.id),
    status: text('status').$type<'running' | 'done' | 'failed'>().notNull(),
    entriesPosted: integer('entries_posted').notNull().default(0),
    /** Sum of the posted entries' debits. */
    amountPosted: cents('amount_posted_cents').notNull().default(0),
    error: text('error'),
    startedAt: tstz('started_at').notNull().defaultNow(),
    finishedAt: tstz('finished_at'),
  },
  (t) => [
    index('accounting_syncs_started_idx').on(t.startedAt),
    // One sync of a provider at a time: a second one is refused while the first runs.
    uniqueIndex('accounting_syncs_one_running_idx')
      .on(t.provider)
      .where(sql`status = 'running'`),
  ],
);

/**
 * The outbox of events (issue 28; docs/decisions/0091): one row per policy change or money movement,
 * written in the change's own transaction. `seq` orders a policy's events (its changes are written
 * under the policy's row lock, so their seq grows in commit order). The id is the deliveries'
 * `webhook-id`, the same on every attempt and replay.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    /** The brokerage the event belongs to (the policy's); its endpoints and the platform's receive it. */
    brokerageId: uuid('brokerage_id'),
    applicationId: uuid('application_id'),
    /** The policy_transactions row of the change, when the event comes from one. */
    changeId: uuid('change_id'),
    occurredAt: tstz('occurred_at').notNull(),
    /** The event as sent: { id, type, version, timestamp, brokerageId, data: { policy, change, money } }. */
    payload: jsonb('payload').notNull(),
  },
  (t) => [
    uniqueIndex('webhook_events_seq_idx').on(t.seq),
    index('webhook_events_brokerage_idx').on(t.brokerageId, t.occurredAt),
    index('webhook_events_application_idx').on(t.applicationId, t.seq),
  ],
);

/**
 * Where a brokerage (or, with no brokerage, the platform) receives events: its URL, the event types
 * it takes (empty: all), its signing secret (`whsec_` + base64) and, for a day after a rotation, the
 * previous one, which deliveries are signed with as well.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: a platform-wide endpoint (super admins), receiving every brokerage's events. */
    brokerageId: uuid('brokerage_id').references(() => brokerages.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: tstz('previous_secret_expires_at'),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was disabled: 'failing' (by the worker, after failing for three days) or 'owner'. */
    disabledReason: text('disabled_reason').$type<'failing' | 'owner'>(),
    disabledAt: tstz('disabled_at'),
    /** Since when every attempt has failed; null once one succeeds. */
    failingSince: tstz('failing_since'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    /** Deleted endpoints are kept for their delivery log. */
    deletedAt: tstz('deleted_at'),
  },
  (t) => [index('webhook_endpoints_brokerage_idx').on(t.brokerageId)],
);

/**
 * One event to deliver to one endpoint: written with the event (fan-out in its transaction) or by a
 * replay. Pending ones are claimed by a worker (FOR UPDATE SKIP LOCKED, with a lease) and retried
 * with exponential backoff for three days; a policy's deliveries to an endpoint go in seq order.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => webhookEvents.id),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id),
    /** The event's seq and policy, copied so that order per policy is one index away. */
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
    applicationId: uuid('application_id'),
    status: text('status').$type<'pending' | 'succeeded' | 'failed' | 'cancelled'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    /** The worker holding it and until when; another may take it once the lease has passed. */
    lockedBy: text('locked_by'),
    lockedUntil: tstz('locked_until'),
    /** A replay's delivery names why it was made. */
    replayOf: uuid('replay_of'),
    createdAt: createdAt(),
    completedAt: tstz('completed_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_order_idx')
      .on(t.endpointId, t.applicationId, t.eventSeq)
      .where(sql`status = 'pending'`),
  ],
);

/** Each attempt of a delivery: the request sent, the answer (capped), how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    requestHeaders: jsonb('request_headers').notNull(),
    responseStatus: integer('response_status'),
    responseHeaders: jsonb('response_headers'),
    /** The answer's first bytes (capped). */
    responseBody: text('response_body'),
    /** Why no answer came: timeout, refused, too large, a private address ... */
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    startedAt: tstz('started_at').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);

/**
 * Brokerage-scoped API keys (issue 28 item 4): shown once, stored as their SHA-256; `prefix` (the
 * key's first characters) names it on screen. Revoked keys are kept for the audit.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brokerageId: uuid('brokerage_id')
      .notNull()
      .references(() => brokerages.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    lastUsedAt: tstz('last_used_at'),
    revokedAt: tstz('revoked_at'),
    revokedBy: uuid('revoked_by').references(() => users.id),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.hash), index('api_keys_brokerage_idx').on(t.brokerageId)],
);
