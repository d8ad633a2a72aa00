import type { ANALYTICS_MESSAGES } from '../../analytics.ts';
import type { NOTE_MESSAGES } from '../../notes/account-note.ts';
import type { PARTNERSHIP_MESSAGES } from '../../partnerships.ts';
import type { FORM_MESSAGES } from '../../products/form-validation.ts';
import type { PARTNER_PAYOUT_MESSAGES } from '../../reports/partner-payouts.ts';
import type { TRANSFER_MESSAGES } from '../../transfer/rules.ts';
import type { BilingualMessage } from '../translate.ts';
import type { FrenchOf } from '../twins.ts';

/** The French of the messages of accounts, forms, partnerships, payouts, transfers and analytics. */
export const ANALYTICS_MESSAGES_FR: FrenchOf<typeof ANALYTICS_MESSAGES> = {
  order: 'Le début de la plage ne doit pas suivre sa fin.',
  tooLong: 'Choisissez une plage d’au plus 731 jours.',
};

export const NOTE_MESSAGES_FR: FrenchOf<typeof NOTE_MESSAGES> = {
  saveError: 'Une erreur s’est produite. Veuillez réessayer ou communiquer avec le Soutien.',
  saved: 'Note enregistrée',
  empty: 'Ajoutez un commentaire ou changez le statut de vente.',
  commentTooLong: 'Un commentaire peut compter au plus 5 000 caractères.',
  lossReasonRequired: 'Choisissez pourquoi le compte a été perdu.',
  lossReasonUnknown: 'Choisissez l’un des motifs de perte.',
  lossReasonOnlyForLoss: 'Un motif de perte ne s’ajoute qu’à un passage à Closed-Loss.',
  targetPremiumRequired: 'Saisissez la prime visée.',
  coverageRequired: 'Saisissez la garantie ou la limite requise.',
  notBoundWhyRequired: 'Expliquez pourquoi le compte n’a pas pu être lié.',
  detailTooLong: 'Le détail peut compter au plus 1 000 caractères.',
  closedWonByBind: 'Closed-Won est attribué quand la police est liée, pas par une note.',
  statusLocked: 'Le statut de vente d’une police émise ne peut pas être changé par une note.',
  carrierStatus: 'Les assureurs peuvent ajouter des commentaires, mais pas changer le statut de vente.',
  internalOnlySuperAdmin: 'Seuls les super-administrateurs peuvent marquer une note comme interne.',
  filesOnlyAgency: 'Seuls les utilisateurs de l’agence peuvent joindre des fichiers aux notes.',
  tooManyFiles: 'Une note peut porter au plus 10 fichiers.',
  fileNotOfRecord: 'Joignez seulement des fichiers PDF téléversés dans ce dossier.',
  reminder:
    'Les notes restent dans ce dossier seulement : en ajouter une n’avertit pas notre équipe. Pour modifier une police, veuillez communiquer avec le soutien aux courtiers à support@apollocover.example.',
  publicWarning:
    'Cette note n’est pas interne : tout utilisateur qui peut voir ce dossier, y compris le courtier, pourra la lire.',
};

export const PARTNERSHIP_MESSAGES_FR: FrenchOf<typeof PARTNERSHIP_MESSAGES> = {
  codeFormat: 'Le code d’inscription compte de 3 à 20 lettres majuscules ou chiffres.',
  codeTaken: 'Ce code d’inscription est déjà pris par un autre cabinet de courtage.',
  subdomainFormat:
    'Le sous-domaine compte de 2 à 30 lettres minuscules, chiffres ou traits d’union, sans commencer ni finir par un trait d’union.',
  subdomainTaken: 'Ce sous-domaine est déjà pris par un autre cabinet de courtage.',
  noProducts: 'Choisissez au moins un produit que le cabinet de courtage peut vendre.',
  unknownProduct: 'Il n’existe aucun produit {0}.',
  rateForUnchosenProduct:
    'Un taux de commission a été donné pour {0}, que le cabinet de courtage ne vend pas.',
  rateRange: 'Le taux de commission de {0} doit se situer entre 5 % et 20 %.',
  tooManyInvitations: 'Invitez au plus 10 courtiers à la fois.',
  alreadyInvited: '{0} est déjà invité dans ce cabinet de courtage.',
  alreadyUser: '{0} a déjà un compte.',
  notSold: 'Votre cabinet de courtage ne vend pas ce produit.',
  created: '{0} est configuré et {1} courtiers ont été invités par courriel.',
  invited: '{0} invitations envoyées.',
  notFound: 'Ce cabinet de courtage partenaire n’existe pas.',
  termsUpdated:
    'Les conditions de {0} sont enregistrées : les nouvelles soumissions de ses courtiers les appliquent ; les polices liées gardent les leurs.',
};

/** The other wordings of `PARTNERSHIP_MESSAGES`' functions (none invited, one invited). */
export const PARTNERSHIP_BRANCH_PAIRS: BilingualMessage[] = [
  {
    en: '{0} is set up: its brokers can sign up with its code and quote at once.',
    fr: '{0} est configuré : ses courtiers peuvent s’inscrire avec son code et soumissionner tout de suite.',
  },
  {
    en: '{0} is set up and {1} broker was invited by email.',
    fr: '{0} est configuré et {1} courtier a été invité par courriel.',
  },
  { en: '{0} invitation sent.', fr: '{0} invitation envoyée.' },
];

export const FORM_MESSAGES_FR: FrenchOf<typeof FORM_MESSAGES> = {
  required: 'Obligatoire',
  postalCode: 'Le code postal doit respecter le format : A1B 2C3',
  email: 'Veuillez saisir une adresse courriel valide',
  option: 'Veuillez choisir l’une des options',
  date: 'Veuillez saisir une date valide',
  year: 'Veuillez saisir une année valide',
  number: 'Veuillez saisir un nombre',
  phone: 'Veuillez saisir un numéro de téléphone valide',
  min: 'Doit être supérieur à {0}',
  max: 'Ce nombre doit être inférieur ou égal à {0}.',
  maxItems: 'Pas plus de {0} permis',
};

export const PARTNER_PAYOUT_MESSAGES_FR: FrenchOf<typeof PARTNER_PAYOUT_MESSAGES> = {
  completed: 'La demande de finalisation de la facture n° {0} a été traitée.',
  failed: 'Désolés, la demande ne peut pas être traitée pour le moment. Veuillez communiquer avec nous.',
  serviceError: 'Erreur lors de l’envoi de la demande de finalisation de la facture du partenaire',
  notFound: 'Cette facture de partenaire n’existe pas.',
  alreadyCompleted: 'Cette facture de partenaire est déjà finalisée.',
  transferDate: 'La date du virement doit être un jour, AAAA-MM-JJ, qui ne suit pas aujourd’hui.',
  transferBeforePeriod: 'La date du virement ne peut pas précéder la fin de la période de versement.',
};

export const TRANSFER_MESSAGES_FR: FrenchOf<typeof TRANSFER_MESSAGES> = {
  success: 'Le compte a été transféré au nouveau titulaire',
  failure: 'Une erreur s’est produite. Veuillez réessayer ou communiquer avec le Soutien.',
  nothingChanged: 'Rien n’a été modifié. Veuillez choisir un autre courtier ou un autre cabinet de courtage.',
  required: 'Veuillez choisir un courtier, un cabinet de courtage et un motif.',
  unknownReason: 'Veuillez choisir un motif dans la liste.',
  otherBrokerage: 'Seul un super-administrateur peut transférer un compte à un autre cabinet de courtage.',
  brokerNotInBrokerage: 'Le courtier choisi n’est pas un utilisateur actif du cabinet de courtage choisi.',
  irreversible:
    'Ce compte passe à un cabinet de courtage extérieur à Apollo. Cette action est irréversible : seul un super-administrateur peut le ramener.',
  productRequired: 'Veuillez choisir un produit.',
  assignRequired: 'Veuillez choisir un courtier, un cabinet de courtage et un produit.',
  sameProduct: 'Ce prospect est déjà sur ce produit. Veuillez choisir un autre produit.',
  productUnavailable: 'Ce produit n’est pas offert.',
  leadNotOpen: 'Seul un prospect ouvert peut être déplacé.',
  leadMoved: 'Prospect déplacé vers {0}',
  leadAssigned: 'Prospect attribué au nouveau courtier',
};
