import type { BilingualMessage } from '@bm/domain';

/**
 * An extension endorsement's own words, in English and French side by side (decision 0079); the
 * header, footer and the fields it shares with the declarations page are DECLARATIONS_PDF's. The
 * project state and delay reasons (choices of the form) and the tax's name come in English until
 * those are translated.
 */
export const EXTENSION_PDF = {
  docTitle: {
    en: 'Extension endorsement {number} - {reference}',
    fr: 'Avenant de prolongation {number} - {reference}',
  },
  docSubject: {
    en: '{product} policy term extension for {insured}',
    fr: 'Prolongation de la période de la police {product} de {insured}',
  },
  subtitle: {
    en: 'Extension endorsement {number} | Insurer: {insurer}',
    fr: 'Avenant de prolongation {number} | Assureur\u00a0: {insurer}',
  },
  expiryBefore: { en: 'Expiry before this endorsement', fr: 'Expiration avant le présent avenant' },
  extendedBy: { en: 'Extended by', fr: 'Prolongée de' },
  months: { en: '{months} month(s)', fr: '{months} mois' },
  newExpiry: { en: 'New expiry date', fr: 'Nouvelle date d’expiration' },
  extendedTo: {
    en: 'The policy period is extended to {day} (12:01 a.m. standard time at the insured location). All other terms, conditions and limits are unchanged.',
    fr: 'La période d’assurance est prolongée jusqu’au {day} (0 h 01, heure normale du lieu assuré). Toutes les autres modalités, conditions et limites demeurent inchangées.',
  },
  premiumHeading: { en: 'Premium for the extension', fr: 'Prime de la prolongation' },
  additionalPremium: { en: 'Additional premium', fr: 'Prime additionnelle' },
  cardSurcharge: { en: 'Credit card surcharge', fr: 'Supplément pour carte de crédit' },
  totalCharged: { en: 'Total charged', fr: 'Total facturé' },
  minimumRetained: {
    en: 'A minimum retained premium of {amount} applies to this extension and is fully earned.',
    fr: 'Une prime minimale conservée de {amount} s’applique à cette prolongation et est entièrement acquise.',
  },
  declared: { en: 'Declared for the extension', fr: 'Déclarations pour la prolongation' },
  projectState: { en: 'Project state', fr: 'État du projet' },
  delayReason: { en: 'Reason for the delay', fr: 'Motif du retard' },
  percentCompleted: { en: 'Percent completed', fr: 'Pourcentage achevé' },
  percent: { en: '{percent}%', fr: '{percent}\u00a0%' },
  losses: { en: 'Losses or claims', fr: 'Sinistres ou réclamations' },
  occupied: { en: 'Building occupied', fr: 'Bâtiment occupé' },
  scope: { en: 'Change in scope', fr: 'Modification de la portée des travaux' },
  limit: { en: 'Limit', fr: 'Limite' },
  yes: { en: 'Yes', fr: 'Oui' },
  no: { en: 'No', fr: 'Non' },
} as const satisfies Record<string, BilingualMessage>;
