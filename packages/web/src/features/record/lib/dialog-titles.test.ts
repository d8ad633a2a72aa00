import { describe, expect, it } from 'vitest';
import type { BilingualMessage, PolicyModalType } from '@bm/domain';
import { noteMessages } from '../actions/account-note/messages.ts';
import { additionalInsuredMessages } from '../actions/additional-insured/messages.ts';
import { cancellationMessages, cancellationRecordMessages } from '../actions/cancellation/messages.ts';
import { changePlanMessages } from '../actions/change-payment-plan/messages.ts';
import { customPremiumMessages } from '../actions/custom-premium/messages.ts';
import { emailDocumentsMessages } from '../actions/email-documents/messages.ts';
import { endorsementMessages } from '../actions/endorsement/messages.ts';
import { erpMessages } from '../actions/erp/messages.ts';
import { financeMessages } from '../actions/finance-transaction/messages.ts';
import { manualBindMessages } from '../actions/manual-bind/messages.ts';
import { manualInvoiceMessages } from '../actions/manual-invoice/messages.ts';
import { payInFullMessages } from '../actions/pay-in-full/messages.ts';
import { payOverdueMessages } from '../actions/pay-overdue-invoices/messages.ts';
import { refundMpfMessages } from '../actions/refund-mpf-invoice/messages.ts';
import { voidMessages } from '../actions/void-invoice/messages.ts';
import { actionLabelMessages } from './messages.ts';

/**
 * The title of the dialog each Actions menu item opens, where the dialog is named after the action (the
 * NSF invoices and the portal's endorsement dialogs have a title of their own in English too).
 */
const DIALOG_TITLES: Partial<Record<PolicyModalType, BilingualMessage>> = {
  AddAccountNote: noteMessages.title,
  AdditionalInsured: additionalInsuredMessages.title,
  CancelPolicy: cancellationMessages.title,
  CancellationRecord: cancellationRecordMessages.title,
  ChangePaymentPlan: changePlanMessages.title,
  CreateCustomPremiums: customPremiumMessages.title,
  EmailPolicyDocuments: emailDocumentsMessages.title,
  UpdatePolicy: endorsementMessages.title,
  CreateExtendedReportingPeriod: erpMessages.title,
  RecordFinanceTransaction: financeMessages.title,
  ManualBind: manualBindMessages.title,
  CreateManualCharge: manualInvoiceMessages.title,
  PayInFull: payInFullMessages.title,
  PayOverdueInvoices: payOverdueMessages.title,
  RefundMpfInvoiceModal: refundMpfMessages.title,
  VoidStripeInvoice: voidMessages.title,
};

/**
 * Issue 27: the French keyboard journey chose « Établir un avenant » in the Actions menu and met a
 * dialog named « Émettre un avenant ». A dialog reads as the menu item that opened it, in both languages.
 */
describe('the dialogs the Actions menu opens', () => {
  it.each(Object.entries(DIALOG_TITLES))('%s is named as its menu item, in English and French', (type, title) => {
    expect(title).toEqual(actionLabelMessages[type as PolicyModalType]);
  });
});
