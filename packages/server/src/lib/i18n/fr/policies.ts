import type { FrenchOf } from '@bm/domain';
import type { PAY_MESSAGES, MANUAL_BIND_MESSAGES } from '../../../modules/applications/index.ts';
import type { CANCEL_MESSAGES } from '../../../modules/cancellation/index.ts';
import type { CERTIFICATE_MESSAGES } from '../../../modules/certificates/index.ts';
import type { DOCUMENT_MESSAGES } from '../../../modules/documents/index.ts';
import type { ENDORSEMENT_MESSAGES } from '../../../modules/endorsement/index.ts';
import type { PORTAL_MESSAGES } from '../../../modules/portal/index.ts';
import type { REINSTATE_MESSAGES, OPEN_LAPSED_MESSAGES } from '../../../modules/reinstatement/index.ts';
import type { TICKET_MESSAGES } from '../../../modules/tickets/index.ts';
import type { TOOLBOX_USER_MESSAGES } from '../../../modules/toolbox/index.ts';
import type { UPLOAD_LIMIT_MESSAGES, UPLOAD_MESSAGES } from '../../../modules/uploads/index.ts';

/** The French of the server's policy modules' messages (bind, changes, documents, portal, tools, uploads). */
export const PAY_MESSAGES_FR: FrenchOf<typeof PAY_MESSAGES> = {
  alreadyBound: 'Cette police est déjà liée.',
  notQuoted:
    'Cette proposition n’est pas prête à être liée : remplissez toutes les pages et obtenez d’abord une soumission.',
  referred: 'Cette proposition a été soumise à un souscripteur et ne peut pas être liée en ligne.',
  rejected: 'Cette proposition n’est pas admissible à l’assurance et ne peut pas être liée.',
  quoteChanged:
    'La soumission a changé depuis son affichage. Veuillez revoir le nouveau total avant de payer.',
  pastEffectiveDate:
    'La date d’effet de la police est passée. Choisissez aujourd’hui ou une date ultérieure.',
  cardGone: 'Cette carte n’est plus enregistrée. Veuillez payer avec une nouvelle carte.',
  bindFailed:
    'Votre paiement a été reçu, mais une erreur s’est produite lors de la liaison de cette police. Veuillez réessayer ou communiquer avec le Soutien.',
};

export const MANUAL_BIND_MESSAGES_FR: FrenchOf<typeof MANUAL_BIND_MESSAGES> = {
  bindError:
    'Une erreur s’est produite lors de la liaison de cette police. Veuillez réessayer ou communiquer avec le Soutien.',
  notAllowed: 'Seuls les souscripteurs et les super-administrateurs peuvent lier une police manuellement.',
  notBindable:
    'Seule une proposition soumissionnée ou soumise à un souscripteur peut être liée manuellement.',
  unpriced: 'Cette proposition n’a pas encore de prix ; elle ne peut donc pas être liée.',
  badDate: 'La date de liaison doit être une date réelle au format MM-JJ-AAAA.',
};

export const CANCEL_MESSAGES_FR: FrenchOf<typeof CANCEL_MESSAGES> = {
  figuresMoved: 'Les montants de la résiliation ont changé depuis leur affichage. Veuillez les revoir.',
  brokerOption: 'Une résiliation par le courtier utilise l’option qui découle de sa date.',
  signedFormMissing: 'Téléversez le formulaire de résiliation signé (PDF).',
};

export const CERTIFICATE_MESSAGES_FR: FrenchOf<typeof CERTIFICATE_MESSAGES> = {
  notBound: 'Cette police a changé pendant la génération du certificat.',
};

export const DOCUMENT_MESSAGES_FR: FrenchOf<typeof DOCUMENT_MESSAGES> = {
  notFound: 'Document introuvable',
  linkInvalid: 'Ce lien de téléchargement n’est pas valide.',
  linkExpired: 'Ce lien de téléchargement a expiré. Veuillez en demander un nouveau.',
  linkOtherUser: 'Ce lien de téléchargement a été remis à un autre utilisateur.',
};

export const ENDORSEMENT_MESSAGES_FR: FrenchOf<typeof ENDORSEMENT_MESSAGES> = {
  totalMoved: 'Les montants de l’avenant ont changé depuis leur affichage. Veuillez les revoir.',
  policyMoved: 'Cette police a changé pendant l’enregistrement de l’avenant. Veuillez la revoir.',
};

export const PORTAL_MESSAGES_FR: FrenchOf<typeof PORTAL_MESSAGES> = {
  invalid: 'Ce lien vers le portail de la police n’est pas valide.',
  expired: 'Ce lien vers le portail de la police a expiré. Veuillez en demander un nouveau à votre courtier.',
  documentNotFound: 'Document introuvable',
  notBound: 'Un avenant ne peut être demandé que pour une police en vigueur.',
  requested: 'Merci. Votre demande d’avenant a été transmise à votre courtier, qui communiquera avec vous.',
  failed: 'Une erreur s’est produite. Veuillez réessayer ou communiquer avec le Soutien.',
};

export const REINSTATE_MESSAGES_FR: FrenchOf<typeof REINSTATE_MESSAGES> = {
  noCancellation:
    'Cette police n’a aucune résiliation au dossier ; il n’y a donc rien à remettre en vigueur.',
  expired: 'Cette police a dépassé sa date d’expiration ; elle ne peut donc plus être remise en vigueur.',
  notCancelled: 'Seule une police résiliée peut être remise en vigueur.',
  changed: 'Cette police a changé pendant l’enregistrement de la remise en vigueur.',
  figuresMoved: 'Les montants de la remise en vigueur ont changé depuis leur affichage. Veuillez les revoir.',
  reasonRequired: 'Choisissez l’un des motifs de remise en vigueur.',
  detailsRequired: 'Saisissez les détails de la remise en vigueur.',
};

export const OPEN_LAPSED_MESSAGES_FR: FrenchOf<typeof OPEN_LAPSED_MESSAGES> = {
  commentRequired: 'Saisissez un commentaire expliquant pourquoi la police échue est rouverte.',
  unknownUpload: 'Téléversez d’abord les fichiers dans cette police.',
  notLapsed: 'Seule une police échue peut être rouverte.',
};

export const TICKET_MESSAGES_FR: FrenchOf<typeof TICKET_MESSAGES> = {
  notAllowed:
    'Seuls les utilisateurs des avenants, les souscripteurs et les super-administrateurs peuvent ouvrir des billets de soutien.',
};

export const TOOLBOX_USER_MESSAGES_FR: FrenchOf<typeof TOOLBOX_USER_MESSAGES> = {
  notFound: 'Utilisateur introuvable.',
  notLocked: 'Cette connexion n’est pas verrouillée.',
  unlocked: 'Connexion déverrouillée : les tentatives échouées des 15 dernières minutes sont oubliées.',
  alreadyConfirmed: 'Ce compte est déjà confirmé : il n’y a aucun code de confirmation à envoyer.',
  disabled: 'Ce compte est désactivé : aucun code ne lui est envoyé.',
  tooManyCodes:
    'Trop de codes ont été envoyés à ce compte dans les 15 dernières minutes ; réessayez plus tard.',
  confirmationSent: 'Un nouveau code de confirmation a été envoyé par courriel à {0}.',
  resetSent: 'Un code de réinitialisation du mot de passe a été envoyé par courriel à {0}.',
  sessionsEnded: '{0} sessions actives fermées : l’utilisateur est déconnecté partout.',
};

export const UPLOAD_LIMIT_MESSAGES_FR: FrenchOf<typeof UPLOAD_LIMIT_MESSAGES> = {
  notMultipart: 'Envoyez le fichier en multipart/form-data.',
  noFile: 'Aucun fichier n’a été téléversé.',
  tooLarge: 'Le fichier dépasse la limite de 10 Mo permise pour les téléversements.',
  malformed:
    'Le téléversement a été interrompu ou n’est pas un multipart/form-data valide. Veuillez envoyer le fichier de nouveau.',
};

export const UPLOAD_MESSAGES_FR: FrenchOf<typeof UPLOAD_MESSAGES> = {
  empty: 'Le fichier est vide.',
};
