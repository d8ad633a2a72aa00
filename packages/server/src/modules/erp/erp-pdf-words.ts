import type { BilingualMessage } from '@bm/domain';

/**
 * The ERP endorsement's words, in English and French side by side (decision 0079): the endorsement is
 * in the insured's language of correspondence. The reason (a choice of the form) and the premium tax's
 * name come in English until those are translated.
 */
export const ERP_PDF = {
  docTitle: {
    en: 'Extended Reporting Period Endorsement - {reference}',
    fr: 'Avenant de période de déclaration prolongée - {reference}',
  },
  docSubject: {
    en: 'Extended reporting period of {years} year(s) under {product} policy {reference}',
    fr: 'Période de déclaration prolongée de {years} an(s) en vertu de la police {product} {reference}',
  },
  runningHeader: {
    en: '{insurer} | {product} | Policy {reference}',
    fr: '{insurer} | {product} | Police {reference}',
  },
  runningFooter: {
    en: 'Issued through {title}, {address} | {email}',
    fr: 'Émis par l’entremise de {title}, {address} | {email}',
  },
  title: { en: 'Extended Reporting Period Endorsement', fr: 'Avenant de période de déclaration prolongée' },
  subtitle: {
    en: 'Claims made and reported | Insurer: {insurer}',
    fr: 'Réclamations présentées et déclarées | Assureur\u00a0: {insurer}',
  },
  endorsementNumber: { en: 'Endorsement number', fr: 'Numéro de l’avenant' },
  dateIssued: { en: 'Date issued', fr: 'Date d’émission' },
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  product: { en: 'Product', fr: 'Produit' },
  namedInsured: { en: 'Named insured', fr: 'Assuré désigné' },
  erp: { en: 'Extended reporting period', fr: 'Période de déclaration prolongée' },
  policyPeriod: { en: 'Policy period', fr: 'Période d’assurance' },
  fromTo: { en: '{from} to {to}', fr: 'du {from} au {to}' },
  erpPeriod: {
    en: '{from} to {to} ({years, plural, one {# year} other {# years}})',
    fr: 'du {from} au {to} ({years, plural, one {# an} other {# ans}})',
  },
  reason: { en: 'Reason', fr: 'Motif' },
  knownClaims: {
    en: 'Known claims or circumstances at purchase',
    fr: 'Réclamations ou circonstances connues à l’achat',
  },
  knownYes: { en: 'Yes (excluded, see below)', fr: 'Oui (exclues, voir ci-dessous)' },
  knownNone: { en: 'None declared', fr: 'Aucune déclarée' },
  erpPremium: { en: 'ERP premium', fr: 'Prime de la PDP' },
  total: { en: 'Total', fr: 'Total' },
  wording: { en: 'Wording', fr: 'Libellé' },
  consideration: {
    en: 'In consideration of the additional premium shown, the policy is extended to cover claims first made against an Insured and reported to us in writing during the extended reporting period shown above, for wrongful acts committed on or after the retroactive date and before {end}. The extended reporting period does not reinstate or increase the limits of liability: the limits of the policy period apply to all claims reported during the policy period and the extended reporting period together.',
    fr: 'Moyennant la prime additionnelle indiquée, la police est prolongée pour couvrir les réclamations présentées pour la première fois contre un assuré et qui nous sont déclarées par écrit pendant la période de déclaration prolongée indiquée ci-dessus, pour les actes fautifs commis à compter de la date de rétroactivité et avant le {end}. La période de déclaration prolongée ne rétablit ni n’augmente les limites de responsabilité\u00a0: les limites de la période d’assurance s’appliquent à l’ensemble des réclamations déclarées pendant la période d’assurance et la période de déclaration prolongée.',
  },
  earned: {
    en: 'The extended reporting period premium is fully earned at the start of the extended reporting period and is not returned. No cover is given for any wrongful act committed after the end of the policy period, nor for any claim or circumstance the Insured knew of before this endorsement was issued.',
    fr: 'La prime de la période de déclaration prolongée est entièrement acquise au début de cette période et n’est pas remboursée. Aucune garantie n’est accordée pour un acte fautif commis après la fin de la période d’assurance, ni pour une réclamation ou une circonstance dont l’assuré avait connaissance avant l’émission du présent avenant.',
  },
  unchanged: {
    en: 'All other terms, conditions and exclusions of the policy remain unchanged.',
    fr: 'Toutes les autres modalités, conditions et exclusions de la police demeurent inchangées.',
  },
  authorized: { en: 'Authorized representative, {insurer}', fr: 'Représentant autorisé, {insurer}' },
} as const satisfies Record<string, BilingualMessage>;
