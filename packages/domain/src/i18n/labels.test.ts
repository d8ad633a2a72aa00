import { describe, expect, it } from 'vitest';
import { PAYMENT_PERIOD_LABELS } from '../analytics.ts';
import { INVOICE_KINDS, INVOICE_STATUS_LABELS, invoiceTypeLabel } from '../billing/invoice-kinds.ts';
import { MANUAL_INVOICE_REASONS } from '../billing/manual-invoice.ts';
import {
  BROKER_CANCELLATION_DESCRIPTION,
  CANCELLATION_DESCRIPTIONS,
  CANCELLATION_OPTION_LABELS,
  CANCELLATION_REASONS,
} from '../cancellation/options.ts';
import { ENDORSEMENT_REASONS } from '../endorsement/reasons.ts';
import { ERP_REASONS } from '../erp/erp.ts';
import { DELAY_REASONS, EXTENSION_REASONS, EXTENSION_REVIEW_LABELS } from '../extension/details.ts';
import { ACCOUNTS, gstHstPayable, premiumTaxPayable, pstPayable } from '../journal/accounts.ts';
import { RECONCILIATION_PROBLEM_LABELS } from '../journal/reconciliation.ts';
import { LOSS_REASONS } from '../notes/loss-reasons.ts';
import { ELIGIBILITY_LABELS } from '../products/eligibility-labels.ts';
import { PROVINCE_NAMES } from '../provinces.ts';
import { REINSTATEMENT_REASONS } from '../reinstatement/reasons.ts';
import { DECLINE_REASONS, STOP_REASONS, stopInitiators } from '../renewal/reasons.ts';
import { APPLICATION_SOURCES, POLICY_STATUS_LABELS, TRANSACTION_TYPES } from '../statuses.ts';
import { AGENCY_MISTAKE_REASON, TRANSFER_REASONS } from '../transfer/reasons.ts';
import { SHARED_MESSAGE_PAIRS } from './catalogue.ts';
import { MessageCatalogue } from './translate.ts';

const catalogue = new MessageCatalogue().add(SHARED_MESSAGE_PAIRS);

/** Names the same in French: provinces named alike, the company, an acronym kept. */
const SAME_IN_FRENCH = new Set([
  'Alberta',
  'Manitoba',
  'Nunavut',
  'Ontario',
  'Saskatchewan',
  'Yukon',
  'Apollo',
  'Launchpad',
]);

const LABEL_LISTS: Record<string, readonly string[]> = {
  POLICY_STATUS_LABELS: Object.values(POLICY_STATUS_LABELS),
  INVOICE_STATUS_LABELS: Object.values(INVOICE_STATUS_LABELS),
  INVOICE_KINDS: Object.values(INVOICE_KINDS).map((kind) => kind.label),
  'invoice types': Object.values(INVOICE_KINDS).flatMap((kind) => kind.types.map(invoiceTypeLabel)),
  PAYMENT_PERIOD_LABELS: Object.values(PAYMENT_PERIOD_LABELS),
  PROVINCE_NAMES: Object.values(PROVINCE_NAMES),
  CANCELLATION_OPTION_LABELS: Object.values(CANCELLATION_OPTION_LABELS),
  CANCELLATION_REASONS: CANCELLATION_REASONS.map((reason) => reason.value),
  CANCELLATION_DESCRIPTIONS: [...CANCELLATION_DESCRIPTIONS, BROKER_CANCELLATION_DESCRIPTION],
  ENDORSEMENT_REASONS: ENDORSEMENT_REASONS.map((reason) => reason.value),
  EXTENSION_REASONS: EXTENSION_REASONS.map((reason) => reason.label),
  DELAY_REASONS: DELAY_REASONS.map((reason) => reason.label),
  EXTENSION_REVIEW_LABELS: Object.values(EXTENSION_REVIEW_LABELS),
  DECLINE_REASONS: DECLINE_REASONS.map((reason) => reason.label),
  STOP_REASONS: STOP_REASONS.map((reason) => reason.label),
  'stop initiators': stopInitiators(null).map((initiator) => initiator.label),
  TRANSFER_REASONS: [...TRANSFER_REASONS, AGENCY_MISTAKE_REASON],
  ERP_REASONS: ERP_REASONS.map((reason) => reason.label),
  REINSTATEMENT_REASONS: [...REINSTATEMENT_REASONS],
  MANUAL_INVOICE_REASONS: MANUAL_INVOICE_REASONS.map((reason) => reason.label),
  LOSS_REASONS: LOSS_REASONS.flatMap((reason) => [
    reason.label,
    ...('prompt' in reason ? [reason.prompt.label] : []),
  ]),
  RECONCILIATION_PROBLEM_LABELS: Object.values(RECONCILIATION_PROBLEM_LABELS),
  ELIGIBILITY_LABELS: Object.values(ELIGIBILITY_LABELS),
  TRANSACTION_TYPES: [...TRANSACTION_TYPES],
  APPLICATION_SOURCES: [...APPLICATION_SOURCES],
  // The journal's accounts, as its CSV names them
  ACCOUNTS: [
    ...Object.values(ACCOUNTS).map((account) => account.name),
    ...[premiumTaxPayable, pstPayable, gstHstPayable].map((account) => account('QC').name),
  ],
};

/** Decision 0079: every label the domain shows has its French in the shared catalogue. */
describe('the domain labels in French', () => {
  it.each(Object.entries(LABEL_LISTS))('%s: every label has its French', (_, list) => {
    const untranslated = list.filter(
      (label) => !SAME_IN_FRENCH.has(label) && catalogue.translate(label, 'fr-CA') === label,
    );
    expect(untranslated).toEqual([]);
  });

  it('reads a status, a province and a reason in French, and leaves the English as it is', () => {
    expect(catalogue.translate(POLICY_STATUS_LABELS.bound, 'fr-CA')).toBe('Liée');
    expect(catalogue.translate(PROVINCE_NAMES.QC, 'fr-CA')).toBe('Québec');
    expect(catalogue.translate('Tenant Moved', 'fr-CA')).toBe('Locataire – déménagement');
    expect(catalogue.translate(PROVINCE_NAMES.ON, 'fr-CA')).toBe('Ontario');
    expect(catalogue.translate(POLICY_STATUS_LABELS.bound, 'en-CA')).toBe('Bound');
  });
});
