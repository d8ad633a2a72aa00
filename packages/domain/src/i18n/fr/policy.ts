import type { BOUND_DATE_MESSAGES } from '../../bound-date.ts';
import type { AI_MESSAGES } from '../../certificates/additional-insured.ts';
import type { EMAIL_DOCUMENTS_MESSAGES } from '../../certificates/email-documents.ts';
import type { CUSTOM_PREMIUM_MESSAGES } from '../../custom-premium/rules.ts';
import type { ENDORSEMENT_VALIDATION_MESSAGES } from '../../endorsement/validate.ts';
import type { ERP_MESSAGES } from '../../erp/erp.ts';
import type { EXTENSION_MESSAGES } from '../../extension/details.ts';
import type { RENEWAL_MESSAGES } from '../../renewal/messages.ts';
import type { FrenchOf } from '../twins.ts';

/** The French of the policy rules' messages (bind, certificates, endorsements, ERP, extension, renewal). */
export const BOUND_DATE_MESSAGES_FR: FrenchOf<typeof BOUND_DATE_MESSAGES> = {
  format: 'La date de liaison doit être une date réelle au format MM-JJ-AAAA.',
  afterExpiry: 'La date de liaison ne peut pas suivre la date d’expiration de la police ({0}).',
  tooFarAhead: 'La date de liaison ne peut pas dépasser de plus de 30 jours la date d’aujourd’hui.',
  tooEarly: 'La date de liaison ne peut pas précéder le {0}, soit un an avant le début de la police.',
};

export const AI_MESSAGES_FR: FrenchOf<typeof AI_MESSAGES> = {
  nameRequired: 'Saisissez le nom de l’assuré additionnel.',
  addressRequired: 'Saisissez l’adresse de l’assuré additionnel.',
  nameTooLong: 'Le nom de l’assuré additionnel doit compter au plus 200 caractères.',
  addressTooLong: 'L’adresse de l’assuré additionnel doit compter au plus 500 caractères.',
  acknowledgementsRequired: 'Veuillez cocher chaque attestation pour continuer.',
  priorApprovalUnanswered:
    'Veuillez répondre : l’assuré additionnel est-il un promoteur, un constructeur d’habitations ou une grande entreprise de construction ?',
  priorApprovalRequired:
    'Les demandes d’assuré additionnel pour les promoteurs, les constructeurs d’habitations et les grandes entreprises de construction exigent l’approbation préalable de la souscription. Veuillez communiquer avec le soutien aux courtiers pour la demander.',
};

export const EMAIL_DOCUMENTS_MESSAGES_FR: FrenchOf<typeof EMAIL_DOCUMENTS_MESSAGES> = {
  noneSelected: 'Choisissez au moins un document à envoyer par courriel.',
  tooLarge:
    'La taille totale des fichiers choisis dépasse la limite de 10 Mo permise pour l’envoi par courriel. Veuillez réduire la sélection pour continuer.',
  unknownDocument: 'Un ou plusieurs des documents choisis ne sont pas des documents de cette police.',
  noRecipient: 'Cette police n’a aucun courriel d’assuré auquel envoyer les documents.',
};

export const CUSTOM_PREMIUM_MESSAGES_FR: FrenchOf<typeof CUSTOM_PREMIUM_MESSAGES> = {
  invalidPremium: 'Prime non valide. Veuillez saisir une valeur supérieure à zéro.',
  quoteFailed: 'Désolés, nous ne pouvons pas obtenir la soumission pour ces primes',
  saveFailed: 'Désolés, l’avenant ne peut pas être créé pour le moment. Veuillez communiquer avec nous.',
  required: 'Obligatoire',
  noQuote: 'Cette prime ne donne aucune soumission à facturer.',
  notPreset: 'Choisissez l’une des primes proposées : 75 $, 100 $ ou 125 $.',
  expiryEarlier: 'La date d’expiration ne peut pas précéder la date d’expiration actuelle.',
  effectiveOutsideTerm: 'La date d’effet doit se situer dans la période d’assurance de la police.',
  unknownOperation: 'Choisissez l’un des types d’activité proposés.',
  reasonTooLong: 'Le motif compte au plus 1 000 caractères.',
  noCard: 'Aucune carte enregistrée. Veuillez ajouter une nouvelle carte pour payer cette prime.',
  moved: 'Les montants de la prime ont changé depuis leur affichage. Veuillez les revoir.',
};

export const ENDORSEMENT_VALIDATION_MESSAGES_FR: FrenchOf<typeof ENDORSEMENT_VALIDATION_MESSAGES> = {
  required: 'Obligatoire',
  minimumText: 'Minimum 10 caractères',
  unknownReason: 'Veuillez choisir l’une des options',
  invalidDate: 'Veuillez saisir une date valide',
  outsidePolicyPeriod:
    'La date d’effet de l’avenant doit se situer dans la période d’assurance : le {0} ou après, et avant la date d’expiration, le {1}.',
  policyExpired: 'Cette police est expirée et ne peut plus faire l’objet d’un avenant.',
  changeNotAllowed: '{0} ne peut pas être modifié avec le motif « {1} ».',
  cardPostalCode: 'Le code postal doit respecter le format : A1B2C3',
};

export const ERP_MESSAGES_FR: FrenchOf<typeof ERP_MESSAGES> = {
  quoteFailed: 'Erreur lors de l’obtention de la soumission de la PDP',
  purchaseFailed: 'Erreur lors de l’achat de la PDP',
  required: 'Obligatoire',
  customReasonMinimum: 'Minimum 10 caractères',
  lengthInvalid: 'La période de déclaration prolongée est de 1 à 6 ans à compter de la fin de la police.',
  premiumAboveZero: 'La prime de la PDP doit être supérieure à zéro.',
  notClaimsMade:
    'Une période de déclaration prolongée ne s’applique qu’aux polices sur la base des réclamations présentées.',
  alreadyRecorded: 'Cette police a déjà une période de déclaration prolongée.',
  notPriced: 'Cette police n’a aucune prime sur laquelle fonder une PDP.',
  effectiveDateNotEnd: 'La période de déclaration prolongée commence le jour où la police prend fin\u00a0: {0}.',
  recorded:
    'Période de déclaration prolongée enregistrée. Sa facture est transmise aux finances pour encaissement.',
};

export const EXTENSION_MESSAGES_FR: FrenchOf<typeof EXTENSION_MESSAGES> = {
  required: 'Obligatoire',
  wholeMonths: 'Impossible d’offrir des mois partiels : le nombre doit être entier',
  overLimit: 'Limite de prolongation dépassée',
  quoteFailed:
    'La durée de la prolongation est trop longue. Veuillez réessayer ou communiquer avec nous pour obtenir de l’aide.',
  unexpected:
    'Une erreur inattendue s’est produite. Veuillez réessayer ou communiquer avec nous pour obtenir de l’aide.',
  noDefaultCard:
    'Aucune carte par défaut trouvée. Veuillez ajouter une nouvelle carte pour acheter cette prolongation.',
  minimumRetained: 'Une prime minimale conservée de 50 $ s’applique à cette prolongation.',
  paymentFailedTitle: 'Le paiement n’a pas pu être traité',
  paymentFailed:
    'La prolongation ne peut pas être émise, car la carte choisie ne peut pas être débitée. Veuillez revenir en arrière et essayer une autre carte.',
  underReview:
    'Votre demande de prolongation a été transmise à un souscripteur. Vous la verrez au dossier de la police une fois sa prime établie.',
  notConstruction:
    'Seules les polices d’assurance chantier (risques des constructeurs et travaux en cours) peuvent être prolongées.',
  noReferral: 'Aucune demande de prolongation n’attend de souscripteur pour cette police.',
  moved: 'Cette soumission de prolongation a changé. Veuillez la revoir.',
};

export const RENEWAL_MESSAGES_FR: FrenchOf<typeof RENEWAL_MESSAGES> = {
  stopRequired: 'Les champs obligatoires doivent être remplis',
  stopError: 'Une erreur s’est produite. Veuillez réessayer ou communiquer avec le Soutien',
  declineDetails: 'Veuillez fournir plus de détails',
  declineError: 'Une erreur s’est produite. Veuillez communiquer avec le fournisseur',
  declineReasonRequired: 'Choisissez pourquoi le renouvellement est refusé.',
  stopReasonUnknown: 'Choisissez l’un des motifs de la liste.',
  stopInitiatorUnknown: 'Choisissez dans la liste qui a demandé l’arrêt.',
  notBound: 'Seule une police liée peut être renouvelée.',
  nonRenewable:
    'Cette police est indiquée comme non renouvelable ; aucun renouvellement ne peut donc être offert.',
  offerAfterExpiry: 'Cette police est expirée ; un renouvellement ne peut donc plus être offert.',
  noExpiry: 'Cette police n’a pas de date d’expiration ; un renouvellement ne peut donc pas être offert.',
  stopRenewalNotAllowed:
    'L’arrêt du renouvellement s’applique à une police liée et renouvelable, ou à sa proposition de renouvellement ouverte.',
  stopBindNotAllowed:
    'L’arrêt de la liaison s’applique à une proposition soumissionnée ou soumise à un souscripteur qui est encore ouverte.',
  declineNotAllowed:
    'Le refus s’applique à une police liée et renouvelable, ou à sa proposition de renouvellement ouverte.',
  renewalAlreadyBound:
    'Le renouvellement de cette police est déjà lié ; il ne peut donc pas être arrêté ni refusé.',
  bindStopped: 'La souscription a arrêté cette proposition ; elle ne peut donc pas être liée.',
  renewalStopped: 'Le renouvellement de cette police a été arrêté ; il ne peut donc pas être lié.',
};
