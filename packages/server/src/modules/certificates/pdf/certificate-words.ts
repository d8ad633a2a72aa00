import type { BilingualMessage } from '@bm/domain';

/**
 * The certificate of insurance's words, in English and French side by side (decision 0079): the
 * certificate is in the insured's language of correspondence. What it prints from the product (coverages,
 * limits) comes in English until those are translated.
 */
export const CERTIFICATE_PDF = {
  docTitle: { en: 'Certificate of Insurance - {reference}', fr: 'Certificat d’assurance - {reference}' },
  docSubject: {
    en: 'Certificate of insurance for {holder} under {product} policy {reference}',
    fr: 'Certificat d’assurance de {holder} en vertu de la police {product} {reference}',
  },
  runningHeader: {
    en: '{insurer} | {product} | Policy {reference}',
    fr: '{insurer} | {product} | Police {reference}',
  },
  runningFooter: {
    en: 'Issued through {title}, {address} | {email}',
    fr: 'Émis par l’entremise de {title}, {address} | {email}',
  },
  title: { en: 'Certificate of Insurance', fr: 'Certificat d’assurance' },
  subtitle: {
    en: 'Additional insured | Insurer: {insurer}',
    fr: 'Assuré additionnel | Assureur\u00a0: {insurer}',
  },
  certificateNumber: { en: 'Certificate number', fr: 'Numéro du certificat' },
  dateIssued: { en: 'Date issued', fr: 'Date d’émission' },
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  insurer: { en: 'Insurer', fr: 'Assureur' },
  product: { en: 'Product', fr: 'Produit' },
  namedInsured: { en: 'Named insured', fr: 'Assuré désigné' },
  holder: {
    en: 'Additional insured (certificate holder)',
    fr: 'Assuré additionnel (titulaire du certificat)',
  },
  policyPeriod: { en: 'Policy period', fr: 'Période d’assurance' },
  effectiveDate: { en: 'Effective date', fr: 'Date d’effet' },
  expiryDate: { en: 'Expiry date', fr: 'Date d’expiration' },
  time: { en: 'Time', fr: 'Heure' },
  timeValue: {
    en: '12:01 a.m. Pacific Time (Vancouver) on the effective date, to 12:01 a.m. on the expiry date',
    fr: '0 h 01, heure du Pacifique (Vancouver), à la date d’effet, jusqu’à 0 h 01 à la date d’expiration',
  },
  coverage: { en: 'Coverage', fr: 'Garantie' },
  coverages: { en: 'Coverages', fr: 'Garanties' },
  additionalInsured: { en: 'Additional insured', fr: 'Assuré additionnel' },
  theNamedInsured: { en: 'the named insured', fr: 'l’assuré désigné' },
  extension: {
    en: '{holder} is included as an additional insured under policy {reference}, but only with respect to liability arising out of the operations of {insured}, and only within the limits, terms, conditions and exclusions of the policy. The additional insured has no rights or obligations under the policy other than those stated here.',
    fr: '{holder} est inclus à titre d’assuré additionnel en vertu de la police {reference}, mais uniquement à l’égard de la responsabilité découlant des activités de {insured}, et uniquement dans les limites, modalités, conditions et exclusions de la police. L’assuré additionnel n’a aucun droit ni aucune obligation en vertu de la police autres que ceux énoncés aux présentes.',
  },
  evidenceOnly: {
    en: 'This certificate is issued as a matter of information only and confers no rights upon the certificate holder. It does not amend, extend or alter the coverage afforded by the policy. The insurance afforded by the policy is subject to all of its terms, exclusions and conditions.',
    fr: 'Le présent certificat est émis à titre informatif seulement et ne confère aucun droit à son titulaire. Il ne modifie, ne prolonge ni ne change la garantie accordée par la police. L’assurance accordée par la police est assujettie à l’ensemble de ses modalités, exclusions et conditions.',
  },
  cancellation: {
    en: 'Should the policy be cancelled before its expiry date, notice will be delivered in accordance with the policy provisions. Please check with the broker that policy {reference} is still in force before relying on this certificate.',
    fr: 'Si la police est résiliée avant sa date d’expiration, un avis sera remis conformément aux dispositions de la police. Veuillez vérifier auprès du courtier que la police {reference} est toujours en vigueur avant de vous fier au présent certificat.',
  },
  priorApproval: {
    en: 'Prior approval: this additional insured is a developer, home builder or major construction firm; approved by underwriting ({approvedBy}) on {day}.',
    fr: 'Approbation préalable\u00a0: cet assuré additionnel est un promoteur, un constructeur résidentiel ou une grande entreprise de construction; approuvé par la souscription ({approvedBy}) le {day}.',
  },
  important: { en: 'Important', fr: 'Avis important' },
  authorized: { en: 'Authorized representative, {insurer}', fr: 'Représentant autorisé, {insurer}' },
} as const satisfies Record<string, BilingualMessage>;
