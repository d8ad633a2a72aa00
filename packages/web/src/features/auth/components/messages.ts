import { defineMessages } from '../../../i18n/use-t.ts';

/** The sign-in, sign-up, confirmation, password and two-step verification pages' words. */
export const authMessages = defineMessages({
  // Shared by several pages.
  email: { en: 'Email', fr: 'Courriel' },
  password: { en: 'Password', fr: 'Mot de passe' },
  signIn: { en: 'Sign in', fr: 'Se connecter' },
  backToSignIn: { en: 'Back to sign in', fr: 'Retour à la connexion' },
  sending: { en: 'Sending…', fr: 'Envoi en cours…' },
  sendNewCode: { en: 'Send a new code', fr: 'Envoyer un nouveau code' },
  confirmationCode: { en: 'Confirmation code', fr: 'Code de confirmation' },
  confirmed: {
    en: 'Your email is confirmed. Sign in to start quoting.',
    fr: 'Votre courriel est confirmé. Connectez-vous pour commencer à soumissionner.',
  },
  newCodeSent: { en: 'We sent a new code to {email}.', fr: 'Nous avons envoyé un nouveau code à {email}.' },
  passwordHint: {
    en: 'At least {min} characters. A short sentence is easy to remember.',
    fr: 'Au moins {min}\u00a0caractères. Une courte phrase est facile à retenir.',
  },
  passwordTooLong: {
    en: 'Password must be at most {max} characters',
    fr: 'Le mot de passe doit compter au plus {max}\u00a0caractères',
  },
  mismatch: { en: 'Passwords do not match', fr: 'Les mots de passe ne correspondent pas' },
  // /login
  loginPageTitle: { en: 'Login', fr: 'Connexion' },
  loginIntro: {
    en: 'Sign in to quote, bind and manage your clients’ policies.',
    fr: 'Connectez-vous pour soumissionner, lier et gérer les polices de vos clients.',
  },
  newHere: { en: 'New to the marketplace?', fr: 'Nouveau sur la plateforme\u00a0?' },
  signUp: { en: 'Sign up', fr: 'S’inscrire' },
  forgot: { en: 'Forgot your password?', fr: 'Mot de passe oublié\u00a0?' },
  // /confirm-signin
  noChallenge: {
    en: 'There is no sign-in waiting for this step. It may have expired.',
    fr: 'Aucune connexion n’attend cette étape. Elle a peut-être expiré.',
  },
  signInAgain: { en: 'Sign in again', fr: 'Se connecter de nouveau' },
  verifyPageTitle: { en: 'Verify Sign In', fr: 'Vérifier la connexion' },
  verifyTitle: { en: 'Verify it’s you', fr: 'Confirmez votre identité' },
  codeSentTo: {
    en: 'We sent a 6-digit code to {destination}. It expires in {minutes} minutes.',
    fr: 'Nous avons envoyé un code à 6\u00a0chiffres à {destination}. Il expire dans {minutes}\u00a0minutes.',
  },
  noCodeReceived: { en: 'Didn’t get a code?', fr: 'Vous n’avez pas reçu de code\u00a0?' },
  signInAgainLink: { en: 'Sign in again', fr: 'Reconnectez-vous' },
  toHaveNewSent: { en: 'to have a new one sent.', fr: 'pour en recevoir un nouveau.' },
  verificationCode: { en: 'Verification code', fr: 'Code de vérification' },
  verifyAndSignIn: { en: 'Verify and sign in', fr: 'Vérifier et se connecter' },
  // /confirm-user
  confirmAccountPageTitle: { en: 'Confirm Your Account', fr: 'Confirmer votre compte' },
  confirmAccountTitle: { en: 'Confirm your account', fr: 'Confirmez votre compte' },
  confirmAccountIntro: {
    en: 'Enter your email and the 6-digit code from your confirmation email.',
    fr: 'Entrez votre courriel et le code à 6\u00a0chiffres reçu dans le courriel de confirmation.',
  },
  confirmAccount: { en: 'Confirm account', fr: 'Confirmer le compte' },
  // /forgot-password
  forgotPageTitle: { en: 'Forgot Password', fr: 'Mot de passe oublié' },
  forgotIntro: {
    en: 'Enter the email you sign in with and we will send you a code to choose a new password.',
    fr: 'Entrez le courriel avec lequel vous vous connectez et nous vous enverrons un code pour choisir un nouveau mot de passe.',
  },
  resetCodeSent: {
    en: 'We sent a reset code to {destination}.',
    fr: 'Nous avons envoyé un code de réinitialisation à {destination}.',
  },
  remembered: { en: 'Remembered it?', fr: 'Vous vous en souvenez\u00a0?' },
  sendResetCode: { en: 'Send reset code', fr: 'Envoyer le code de réinitialisation' },
  // /new-password and /reset-password
  newPassword: { en: 'New password', fr: 'Nouveau mot de passe' },
  confirmNewPassword: { en: 'Confirm new password', fr: 'Confirmez le nouveau mot de passe' },
  setPasswordPageTitle: { en: 'Set a New Password', fr: 'Définir un nouveau mot de passe' },
  setPasswordTitle: { en: 'Set a new password', fr: 'Définissez un nouveau mot de passe' },
  passwordSet: {
    en: 'Your new password is set. Sign in with it to continue.',
    fr: 'Votre nouveau mot de passe est enregistré. Connectez-vous avec celui-ci pour continuer.',
  },
  beforeContinue: {
    en: 'Before you continue, choose a new password for {email}.',
    fr: 'Avant de continuer, choisissez un nouveau mot de passe pour {email}.',
  },
  setAndContinue: { en: 'Set password and continue', fr: 'Enregistrer le mot de passe et continuer' },
  resetPageTitle: { en: 'Reset Password', fr: 'Réinitialiser le mot de passe' },
  resetTitle: { en: 'Choose a new password', fr: 'Choisissez un nouveau mot de passe' },
  resetIntro: {
    en: 'Enter the 6-digit code we emailed you and your new password.',
    fr: 'Entrez le code à 6\u00a0chiffres que nous vous avons envoyé par courriel et votre nouveau mot de passe.',
  },
  resetDone: {
    en: 'Your password has been reset. Sign in with your new password.',
    fr: 'Votre mot de passe a été réinitialisé. Connectez-vous avec votre nouveau mot de passe.',
  },
  noCode: { en: 'No code?', fr: 'Pas de code\u00a0?' },
  sendNewOne: { en: 'Send a new one', fr: 'En envoyer un nouveau' },
  resetCode: { en: 'Reset code', fr: 'Code de réinitialisation' },
  resetPassword: { en: 'Reset password', fr: 'Réinitialiser le mot de passe' },
  // /request-confirmation
  confirmEmailPageTitle: { en: 'Confirm Your Email', fr: 'Confirmer votre courriel' },
  confirmEmailTitle: { en: 'Confirm your email', fr: 'Confirmez votre courriel' },
  confirmEmailIntro: {
    en: 'We emailed a 6-digit code to {email}. Enter it below to confirm your account.',
    fr: 'Nous avons envoyé un code à 6\u00a0chiffres à {email}. Entrez-le ci-dessous pour confirmer votre compte.',
  },
  confirmEmail: { en: 'Confirm email', fr: 'Confirmer le courriel' },
  // /setup-mfa
  mfaPageTitle: { en: 'Two-Step Verification', fr: 'Vérification en deux étapes' },
  mfaTitle: { en: 'Two-step verification by email', fr: 'Vérification en deux étapes par courriel' },
  mfaIntro: {
    en: 'Your account is protected by a second step at sign-in: a one-time code sent by email.',
    fr: 'Votre compte est protégé par une deuxième étape à la connexion\u00a0: un code à usage unique envoyé par courriel.',
  },
  mfaStepSignIn: {
    en: 'Sign in with your email and password as usual.',
    fr: 'Connectez-vous avec votre courriel et votre mot de passe comme d’habitude.',
  },
  mfaStepEmail: {
    en: 'We email a 6-digit code to the address on your account.',
    fr: 'Nous envoyons un code à 6\u00a0chiffres à l’adresse courriel de votre compte.',
  },
  mfaStepEnter: {
    en: 'Enter the code within {minutes} minutes to finish signing in. Each code works once.',
    fr: 'Entrez le code dans les {minutes}\u00a0minutes pour terminer la connexion. Chaque code ne sert qu’une fois.',
  },
  cantReachEmail: {
    en: 'Can’t reach your email? Contact the Broker Success Team at {email}.',
    fr: 'Vous n’avez pas accès à votre courriel\u00a0? Écrivez à l’équipe Succès courtiers à l’adresse {email}.',
  },
  continueWithCode: {
    en: 'Continue: enter the code sent to {destination}',
    fr: 'Continuer\u00a0: entrez le code envoyé à {destination}',
  },
  // /signup
  signupPageTitle: { en: 'Sign Up', fr: 'Inscription' },
  brokerageHint: {
    en: 'The code or ID your brokerage gave you, for example MAPLE.',
    fr: 'Le code ou l’identifiant que votre cabinet de courtage vous a donné, par exemple MAPLE.',
  },
  lookingUp: { en: 'Looking up your brokerage…', fr: 'Recherche de votre cabinet de courtage…' },
  brokerageFound: { en: 'Brokerage: {name}', fr: 'Cabinet de courtage\u00a0: {name}' },
  codeEmailed: {
    en: 'We emailed a confirmation code to {email}.',
    fr: 'Nous avons envoyé un code de confirmation à {email}.',
  },
  signupTitle: { en: 'Create your account', fr: 'Créez votre compte' },
  signupIntro: {
    en: 'Brokers sign up with their brokerage’s code. We email you a code to confirm the address.',
    fr: 'Les courtiers s’inscrivent avec le code de leur cabinet de courtage. Nous vous envoyons un code par courriel pour confirmer l’adresse.',
  },
  haveAccount: { en: 'Already have an account?', fr: 'Vous avez déjà un compte\u00a0?' },
  firstName: { en: 'First name', fr: 'Prénom' },
  lastName: { en: 'Last name', fr: 'Nom de famille' },
  workEmail: { en: 'Work email', fr: 'Courriel professionnel' },
  brokerageCode: { en: 'Brokerage code or ID', fr: 'Code ou identifiant du cabinet de courtage' },
  confirmPassword: { en: 'Confirm password', fr: 'Confirmez le mot de passe' },
  agree: {
    en: 'By creating an account you agree to the Terms & Conditions and the Privacy Policy, linked at the foot of every page.',
    fr: 'En créant un compte, vous acceptez les Conditions d’utilisation et la Politique de confidentialité, accessibles au bas de chaque page.',
  },
  createAccount: { en: 'Create account', fr: 'Créer le compte' },
});
