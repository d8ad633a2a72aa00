import type { BilingualMessage } from '@bm/domain';

/**
 * The policy wording's own words (title, particulars, section headings), in English and French side by
 * side: the wording is in the insured's language of correspondence, as the declarations are. Its clauses
 * are in ./wording/ (English) and ./wording/fr/ (French).
 */
export const WORDING_PDF = {
  docTitle: { en: 'Policy Wording - {reference}', fr: 'Libellé de la police - {reference}' },
  docSubject: { en: '{policyName} wording for {product}', fr: 'Libellé de la {policyName} pour {product}' },
  runningHeader: {
    en: '{insurer} | {policyName} | Policy {reference}',
    fr: '{insurer} | {policyName} | Police {reference}',
  },
  runningFooter: {
    en: '{title} | Questions: your broker or {email}',
    fr: '{title} | Questions\u00a0: votre courtier ou {email}',
  },
  title: { en: '{product} - Policy Wording', fr: '{product} - Libellé de la police' },
  subtitle: { en: '{policyName} | Insurer: {insurer}', fr: '{policyName} | Assureur\u00a0: {insurer}' },
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  namedInsured: { en: 'Named insured', fr: 'Assuré désigné' },
  policyPeriod: { en: 'Policy period', fr: 'Période d’assurance' },
  periodValue: {
    en: '{from} to {to} (12:01 a.m. Pacific Time)',
    fr: 'du {from} au {to} (0 h 01, heure du Pacifique)',
  },
  insuringAgreements: { en: 'Section I - Insuring agreements', fr: 'Section I - Conventions d’assurance' },
  definitions: { en: 'Section II - Definitions', fr: 'Section II - Définitions' },
  exclusions: { en: 'Section III - Exclusions', fr: 'Section III - Exclusions' },
  exclusionsNote: {
    en: 'The following exclusions apply to every coverage of this policy unless a coverage says otherwise.',
    fr: 'Les exclusions suivantes s’appliquent à toutes les garanties de la présente police, sauf indication contraire d’une garantie.',
  },
  conditions: { en: 'Section IV - Conditions', fr: 'Section IV - Conditions' },
  productSection: { en: 'Section V - {title}', fr: 'Section V - {title}' },
  witness: {
    en: 'In witness whereof {insurer} has caused this policy to be signed by its authorized representatives. This policy is not valid unless a declarations page bearing policy number {reference} is attached.',
    fr: 'En foi de quoi {insurer} a fait signer la présente police par ses représentants autorisés. La présente police n’est valide que si des conditions particulières portant le numéro de police {reference} y sont jointes.',
  },
} as const satisfies Record<string, BilingualMessage>;
