import { defineMessages } from '../../../../i18n/use-t.ts';
import { actionLabelMessages } from '../../lib/messages.ts';

/** The refund-missed-payment-fee dialog's words. */
export const refundMpfMessages = defineMessages({
  // The dialog is named as the Actions menu names it (one French for both).
  title: actionLabelMessages.RefundMpfInvoiceModal,
  none: { en: 'No paid missed payment fee invoices', fr: 'Aucune facture de frais de paiement manqué payée' },
  loading: {
    en: 'Loading the paid missed payment fee invoices',
    fr: 'Chargement des factures de frais de paiement manqué payées',
  },
  invoice: { en: 'Paid missed payment fee invoice', fr: 'Facture de frais de paiement manqué payée' },
  invoiceLabel: { en: '{number}: {amount}', fr: '{number}\u00a0: {amount}' },
  invoicePaidLabel: {
    en: '{number}: {amount}, paid {paidOn}',
    fr: '{number}\u00a0: {amount}, payée le {paidOn}',
  },
  notRefundable: { en: '{invoice} (not refundable)', fr: '{invoice} (non remboursable)' },
  chooseInvoice: { en: 'Choose the invoice to refund.', fr: 'Choisissez la facture à rembourser.' },
  remark: { en: 'Remark', fr: 'Remarque' },
  remarkHelp: {
    en: 'Optional: why the fee is given back.',
    fr: 'Facultatif\u00a0: pourquoi les frais sont remboursés.',
  },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  refund: { en: 'Refund', fr: 'Rembourser' },
});
