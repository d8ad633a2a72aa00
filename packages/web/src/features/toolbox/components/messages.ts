import { defineMessages } from '../../../i18n/use-t.ts';

/** /toolbox: the page and its user tools (the other tools' words follow as they are translated). */
export const toolboxMessages = defineMessages({
  title: { en: 'Toolbox', fr: 'Boîte à outils' },
  intro: {
    en: 'Support tools for super admins. Every action here is recorded in the audit log with your name.',
    fr: 'Outils de soutien pour les super-administrateurs. Chaque action faite ici est consignée au journal d’audit sous votre nom.',
  },
  superAdmins: { en: 'super admins', fr: 'les super-administrateurs' },
});

export const userToolsMessages = defineMessages({
  unlock: { en: 'Unlock sign-in', fr: 'Débloquer la connexion' },
  resendConfirmation: { en: 'Resend confirmation', fr: 'Renvoyer la confirmation' },
  sendResetCode: { en: 'Send reset code', fr: 'Envoyer un code de réinitialisation' },
  endSessions: { en: 'End sessions', fr: 'Fermer les sessions' },
  actionFor: { en: '{action}: {email}', fr: '{action} : {email}' },
  working: { en: 'Working…', fr: 'En cours…' },
  title: { en: 'Users', fr: 'Utilisateurs' },
  summary: {
    en: 'Find a user by email or name to unlock a locked sign-in, resend a confirmation or password reset code, or sign them out everywhere.',
    fr: 'Trouvez un utilisateur par courriel ou par nom pour débloquer sa connexion, lui renvoyer une confirmation ou un code de réinitialisation du mot de passe, ou le déconnecter partout.',
  },
  searchLabel: { en: 'Email or name', fr: 'Courriel ou nom' },
  find: { en: 'Find users', fr: 'Trouver' },
  noMatch: { en: 'No user matches “{search}”.', fr: 'Aucun utilisateur ne correspond à « {search} ».' },
  found: { en: 'Users found', fr: 'Utilisateurs trouvés' },
  email: { en: 'Email', fr: 'Courriel' },
  name: { en: 'Name', fr: 'Nom' },
  brokerage: { en: 'Brokerage', fr: 'Cabinet' },
  account: { en: 'Account', fr: 'Compte' },
  signIn: { en: 'Sign-in', fr: 'Connexion' },
  sessions: { en: 'Sessions', fr: 'Sessions' },
  lastSignIn: { en: 'Last sign-in', fr: 'Dernière connexion' },
  actions: { en: 'Actions', fr: 'Actions' },
  disabled: { en: 'Disabled', fr: 'Désactivé' },
  confirmed: { en: 'Confirmed', fr: 'Confirmé' },
  unconfirmed: { en: 'Unconfirmed', fr: 'Non confirmé' },
  mustSetPassword: { en: 'Must set a password', fr: 'Doit choisir un mot de passe' },
  locked: { en: 'Locked', fr: 'Bloquée' },
  open: { en: 'Open', fr: 'Ouverte' },
  never: { en: 'Never', fr: 'Jamais' },
});
