import { defineMessages } from '../../../../i18n/use-t.ts';

/** The settle-refund dialog's words (finance records a manual refund as paid). */
export const settleRefundMessages = defineMessages({
  title: { en: 'Record refund paid', fr: 'Enregistrer le remboursement payé' },
  failed: {
    en: 'Sorry, the refund could not be recorded as paid. Please try again.',
    fr: 'Désolé, le remboursement n’a pas pu être enregistré comme payé. Veuillez réessayer.',
  },
  done: { en: 'Refund recorded as paid', fr: 'Remboursement enregistré comme payé' },
  explained: {
    en: 'Credit note {number}: {amount} owed back to the insured, recorded on {recordedOn}. Record it once finance has paid it out.',
    fr: 'Note de crédit {number}\u00a0: {amount} à rembourser à l’assuré, inscrit le {recordedOn}. Enregistrez-le une fois que les finances l’ont versé.',
  },
  reference: { en: 'Reference', fr: 'Référence' },
  referenceHelp: {
    en: 'The cheque or e-transfer number.',
    fr: 'Le numéro du chèque ou du virement Interac.',
  },
  paidOn: { en: 'Paid on', fr: 'Payé le' },
  paidOnHelp: { en: 'The day the refund was paid out.', fr: 'Le jour où le remboursement a été versé.' },
  cancel: { en: 'Cancel', fr: 'Annuler' },
  recordPaid: { en: 'Record paid', fr: 'Enregistrer comme payé' },
});
