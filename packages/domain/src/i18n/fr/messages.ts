import type { MESSAGES } from '../../messages.ts';
import type { FrenchOf } from '../twins.ts';

/** The French of the product's common messages (`MESSAGES`). */
export const MESSAGES_FR: FrenchOf<typeof MESSAGES> = {
  incorrectLogin: 'Nom d’utilisateur ou mot de passe incorrect.',
  noSuchBrokerage: 'Ce cabinet de courtage n’existe pas',
  notFoundTitle: 'Page introuvable',
  notFoundText: 'Oups ! Cette page n’existe pas.',
  noOptions: 'Aucune option offerte',
  required: 'Obligatoire',
  postalCodeFormat: 'Le code postal doit respecter le format : A1B 2C3',
  ieNotSupported:
    'Internet Explorer n’est pas pris en charge. Utilisez Google Chrome pour profiter pleinement de la plateforme.',
  genericError: 'Une erreur s’est produite. Veuillez réessayer ou communiquer avec le Soutien.',
  invalidFileType: 'Type de fichier non valide',
  tooManyAttempts: 'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
  invalidCode: 'Le code de vérification fourni n’est pas valide. Veuillez réessayer.',
  expiredCode: 'Le code a expiré. Veuillez en demander un nouveau.',
  userNotConfirmed: 'L’utilisateur n’est pas confirmé.',
  emailTaken: 'Un compte existe déjà pour ce courriel.',
  signInExpired: 'Votre session a expiré. Veuillez vous connecter de nouveau.',
  notSignedIn: 'Vous devez vous connecter pour faire cela.',
  forbidden: 'Vous n’avez pas accès à ce dossier.',
  nulCharacter: 'Le texte ne peut pas contenir le caractère nul.',
  applicationNotFound: 'Proposition introuvable',
  brokerageNotFound: 'Ce cabinet de courtage n’existe pas',
  endorsementSuccess: 'La police a été mise à jour',
  endorsementError: 'Oups, une erreur s’est produite lors de la mise à jour de votre police',
  endorsementPaymentFailedTitle: 'Le paiement n’a pas pu être traité',
  endorsementPaymentFailedText:
    'L’avenant ne peut pas être émis, car le mode de paiement choisi ne peut pas être débité pour cet avenant. Veuillez revenir en arrière et essayer une autre carte.',
  ticketNotFoundTitle: 'Le billet HubSpot est introuvable',
  ticketNotFoundText:
    'Aucun courriel ne sera envoyé automatiquement, car aucun numéro de billet HubSpot n’a été trouvé. Veuillez envoyer le courriel manuellement',
  ticketNumberEmpty: 'Le numéro de billet HubSpot est vide',
  ticketGoBack: 'revenir pour saisir le numéro de billet',
  ticketProceedAnyway: 'continuer quand même',
  endorsementSaving: 'Nous nous en occupons ! Veuillez patienter pendant la mise à jour de votre police',
  endorsementNoPremiumChange: 'Cet avenant ne modifiera pas la prime de la police.',
  endorsementNonAnnualRefund:
    'Pour l’instant, le remboursement automatique n’est offert que pour le paiement annuel. L’avenant sera enregistré ; veuillez faire le remboursement manuellement.',
  endorsementNoCardOnFile:
    'Aucun paiement n’a été trouvé dans votre profil. Veuillez payer avec une nouvelle carte ou faire le remboursement manuellement.',
  cancellationPremiumMismatch:
    'La prime de la police doit être égale à la somme de la prime remboursable totale et de la prime acquise.',
  returnPremiumNotNegative: 'Veuillez saisir un nombre négatif ou 0.',
  totalReturnPremiumMismatch:
    'La prime remboursable totale doit être égale à la somme des primes ci-dessus pour procéder à la résiliation.',
  selectCancellationDate: 'Veuillez choisir la date d’effet de la résiliation.',
  noValidCard:
    'Aucune carte de crédit valide ne permet de faire le paiement pour le moment. Veuillez le traiter manuellement.',
  cancellationPremiumsError: 'Erreur lors de l’obtention des primes de résiliation',
  cancellationRecordError: 'Erreur lors de l’obtention du dossier de la police résiliée',
  additionalInsuredSuccess: 'Le certificat d’assurance de l’assuré additionnel a été généré',
  additionalInsuredError:
    'Oups, une erreur s’est produite lors de la génération du certificat d’assurance de l’assuré additionnel',
  emailDocumentsTooLarge:
    'La taille totale des fichiers choisis dépasse la limite de 10 Mo permise pour l’envoi par courriel. Veuillez réduire la sélection pour continuer.',
  reinstatementError: 'Oups, une erreur s’est produite lors de la création de la remise en vigueur',
  payInFullError:
    'Désolés, le paiement complet ne peut pas être fait pour le moment. Veuillez essayer une autre carte ou réessayer plus tard.',
  invoiceVoidFailed:
    'Désolés, la facture ne peut pas être annulée pour le moment. Veuillez communiquer avec nous.',
  invoiceRefundFailed:
    'Désolés, la facture ne peut pas être remboursée pour le moment. Veuillez communiquer avec nous.',
  invoicesLoadFailed:
    'Désolés, les factures ne peuvent pas être obtenues pour le moment. Veuillez communiquer avec nous.',
};
