import { defineMessages } from '../../../i18n/use-t.ts';

/** The account page: profile and sign-in security. */
export const accountMessages = defineMessages({
  title: { en: 'Account', fr: 'Compte' },
  profile: { en: 'Profile', fr: 'Profil' },
  name: { en: 'Name', fr: 'Nom' },
  email: { en: 'Email', fr: 'Courriel' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet de courtage' },
  role: { en: 'Role', fr: 'Rôle' },
  security: { en: 'Sign-in security', fr: 'Sécurité de la connexion' },
  securityText: {
    en: 'With email verification on, each sign-in asks for a 6-digit code we email to {email}. The code expires after 10 minutes and works once.',
    fr: 'Lorsque la vérification par courriel est activée, chaque connexion demande un code à 6\u00a0chiffres que nous envoyons à {email}. Le code expire après 10\u00a0minutes et ne sert qu’une fois.',
  },
  switchLabel: {
    en: 'Email me a verification code when I sign in',
    fr: 'M’envoyer un code de vérification par courriel à chaque connexion',
  },
  mfaOn: {
    en: 'Email verification is on: we will email you a code each time you sign in.',
    fr: 'La vérification par courriel est activée\u00a0: nous vous enverrons un code par courriel à chaque connexion.',
  },
  mfaOff: { en: 'Email verification is off.', fr: 'La vérification par courriel est désactivée.' },
});
