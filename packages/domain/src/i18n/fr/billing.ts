import type { CHANGE_PAYMENT_PLAN_MESSAGES } from '../../billing/change-payment-plan.ts';
import type { FINANCE_TRANSACTION_MESSAGES } from '../../billing/finance-transaction.ts';
import type { MANUAL_INVOICE_MESSAGES } from '../../billing/manual-invoice.ts';
import type { NOTICE_DELIVERY_MESSAGES } from '../../billing/notice-delivery.ts';
import type { NSF_MESSAGES } from '../../billing/nsf.ts';
import type { OVERDUE_MESSAGES } from '../../billing/overdue.ts';
import type { PAY_IN_FULL_MESSAGES } from '../../billing/pay-in-full.ts';
import type { PAYMENT_LINK_ISSUE_MESSAGES, PAYMENT_LINK_MESSAGES } from '../../billing/payment-link.ts';
import {
  MONEY_INPUT_MAX,
  moneyInputTooLarge,
  moneyInputTooSmall,
  type MoneyInput,
} from '../../billing/money-limits.ts';
import { formatMoney } from '../format.ts';
import type { BilingualMessage } from '../translate.ts';
import type { FrenchOf } from '../twins.ts';

/** The French of the billing rules' messages. */
export const CHANGE_PAYMENT_PLAN_MESSAGES_FR: FrenchOf<typeof CHANGE_PAYMENT_PLAN_MESSAGES> = {
  samePlan: 'La police est déjà selon ce mode de paiement.',
  nothingLeft:
    'Tous les versements du mode de paiement de cette police sont échus ou payés : il ne reste rien à reporter sur un autre mode.',
  noDaysLeft:
    'Il reste trop peu de la période d’assurance pour ce mode : aucune de ses dates de versement ne tombe avant l’expiration de la police. Choisissez le paiement annuel pour payer le solde maintenant.',
  moved: 'Les versements de cette police ont changé depuis l’affichage du nouveau mode. Veuillez le revoir.',
};

export const FINANCE_TRANSACTION_MESSAGES_FR: FrenchOf<typeof FINANCE_TRANSACTION_MESSAGES> = {
  descriptionRequired: 'Saisissez une description.',
  descriptionTooLong: 'La description peut compter au plus 1 000 caractères.',
  amountZero: 'Le montant ne peut pas être nul.',
  paymentDateRequired: 'Saisissez la date du paiement.',
  paymentDateFuture: 'La date du paiement ne peut pas être dans le futur.',
  invoicesRequired: 'Choisissez au moins une facture ouverte que le paiement acquitte.',
  invoiceNotOpen: 'Seules les factures ouvertes de cette police peuvent être acquittées.',
  creditTooLarge:
    'Ce crédit dépasse ce que l’assuré doit sur les factures ouvertes plus ce que la police détient de ses paiements.',
  failed:
    'Désolés, la transaction financière ne peut pas être enregistrée pour le moment. Veuillez communiquer avec nous.',
  recorded: 'Transaction financière enregistrée.',
};

export const MANUAL_INVOICE_MESSAGES_FR: FrenchOf<typeof MANUAL_INVOICE_MESSAGES> = {
  tooManyInvoices: 'Ce nombre doit être inférieur ou égal à 12.',
  failed: 'Désolés, la facture ne peut pas être créée pour le moment.',
  selectedNotOpen: 'Les factures choisies doivent être des factures ouvertes de cette police.',
  tooSmallToSplit:
    'Le montant est trop petit pour être réparti sur autant de factures (au moins un cent chacune).',
};

export const NOTICE_DELIVERY_MESSAGES_FR: FrenchOf<typeof NOTICE_DELIVERY_MESSAGES> = {
  notADay: 'Veuillez saisir la date de livraison au format AAAA-MM-JJ.',
  noNotice: 'Aucun avis de résiliation n’a été envoyé pour cette facture.',
  beforeSent: 'La date de livraison ne peut pas précéder le jour de l’envoi de l’avis ({0}).',
  inFuture: 'La date de livraison ne peut pas être dans le futur.',
  notPending:
    'La date de livraison ne peut être enregistrée que tant que la facture pour provision insuffisante (NSF) est en attente.',
};

export const NSF_MESSAGES_FR: FrenchOf<typeof NSF_MESSAGES> = {
  notFound: 'Facture pour provision insuffisante (NSF) introuvable.',
  notAllowed:
    'Seuls les utilisateurs des finances et les super-administrateurs peuvent mettre à jour les factures pour provision insuffisante (NSF).',
  nothingToUpdate: 'Rien n’a été modifié. Veuillez changer le motif ou le statut.',
  updated: 'Facture pour provision insuffisante (NSF) mise à jour.',
};

export const OVERDUE_MESSAGES_FR: FrenchOf<typeof OVERDUE_MESSAGES> = {
  nothingOverdue: 'Cette police n’a aucune facture en souffrance à payer.',
  belowCardMinimum:
    'Le montant en souffrance est inférieur au plus petit montant qu’on peut porter à une carte (0,50 $) ; il reste sur ses factures.',
  moved: 'Les factures en souffrance ont changé pendant leur paiement. Veuillez les revoir.',
  customerMismatch: 'Ce client ne paie pas pour cette police.',
  customerNotFound: 'Aucune police que vous pouvez voir n’est payée par ce client.',
  cardNotFound: 'Cette carte n’est pas une carte enregistrée de ce client.',
};

export const PAY_IN_FULL_MESSAGES_FR: FrenchOf<typeof PAY_IN_FULL_MESSAGES> = {
  nothingOwing: 'Cette police n’a aucun solde ouvert à payer.',
  belowCardMinimum:
    'Le solde ouvert est inférieur au plus petit montant qu’on peut porter à une carte (0,50 $) ; il reste sur sa facture.',
  noCard: 'Aucune carte n’est enregistrée pour cette police. Veuillez payer avec une nouvelle carte.',
  moved: 'Le solde ouvert a changé depuis son affichage. Veuillez le revoir.',
};

export const PAYMENT_LINK_MESSAGES_FR: FrenchOf<typeof PAYMENT_LINK_MESSAGES> = {
  invalid: 'Ce lien de paiement n’est pas valide. Veuillez vérifier l’adresse ou demander un nouveau lien.',
  expired: 'Ce lien de paiement a expiré. Veuillez demander un nouveau lien.',
  paid: 'Cette facture a déjà été payée. Rien n’a été débité.',
  coveredByCredit:
    'Un remboursement qui vous est dû couvre le montant de cette facture ; rien n’est donc débité. Veuillez communiquer avec nous pour régler la situation.',
  notPayable: 'Cette facture ne peut plus être payée par lien. Veuillez communiquer avec nous.',
  moved: 'Le montant dû sur cette facture a changé. Veuillez recharger la page et le revoir.',
  belowCardMinimum:
    'Le montant dû est inférieur au plus petit montant qu’on peut porter à une carte (0,50 $). Veuillez communiquer avec nous.',
};

export const PAYMENT_LINK_ISSUE_MESSAGES_FR: FrenchOf<typeof PAYMENT_LINK_ISSUE_MESSAGES> = {
  notAllowed:
    'Seuls les utilisateurs des finances et les super-administrateurs peuvent obtenir un lien de paiement.',
  invoiceNotFound: 'Facture introuvable pour cette police.',
  notOpen: 'Seule une facture ouverte peut être payée par lien.',
};

/** The refusals of an amount above (or below) an input's maximum, which the messages format as money. */
export const MONEY_INPUT_PAIRS: BilingualMessage[] = (Object.keys(MONEY_INPUT_MAX) as MoneyInput[]).flatMap(
  (input) => [
    {
      en: moneyInputTooLarge(input),
      fr: `Ce montant doit être inférieur ou égal à ${formatMoney(MONEY_INPUT_MAX[input], 'fr-CA')}.`,
    },
    {
      en: moneyInputTooSmall(input),
      fr: `Ce montant doit être supérieur ou égal à -${formatMoney(MONEY_INPUT_MAX[input], 'fr-CA')}.`,
    },
  ],
);
