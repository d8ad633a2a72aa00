import { defineMessages } from '../../../i18n/use-t.ts';

/** The quote step's words for the broker's commission. */
export const quoteMessages = defineMessages({
  commissionTitle: { en: 'Your commission', fr: 'Votre commission' },
  commission: {
    en: '{amount} ({rate}% of the premiums), paid to your brokerage once the policy is bound.',
    fr: '{amount} ({rate} % des primes), versée à votre cabinet une fois la police liée.',
  },
});

/** How a payment plan is paid (its name is the domain's label, PAYMENT_PERIOD_LABELS). */
export const periodMessages = defineMessages({
  paidInFull: { en: 'paid in full', fr: 'payé en entier' },
  payments: { en: '{count} payments', fr: '{count} paiements' },
  paymentPeriod: { en: 'Payment period', fr: 'Mode de paiement' },
});

/** The quote step: its figures, what stops a price, the schedule. */
export const quoteStepMessages = defineMessages({
  quote: { en: 'Quote', fr: 'Soumission' },
  coverage: { en: 'Coverage', fr: 'Garanties' },
  answersNeeded: {
    en: 'A few answers are still needed for a quote',
    fr: 'Il manque encore quelques réponses pour obtenir une soumission',
  },
  toComplete: {
    en: '{count, plural, one {1 answer} other {# answers}} to complete',
    fr: '{count, plural, one {1 réponse} other {# réponses}} à remplir',
  },
  priceChanged: { en: 'The price has changed', fr: 'Le prix a changé' },
  priceMismatch: {
    en: "Our server priced this {period} plan at {server}, not {browser} as shown here (the product may have been updated). Payment will use the server's figures.",
    fr: 'Notre serveur a tarifé ce mode de paiement {period} à {server}, et non à {browser} comme indiqué ici (le produit a peut-être été mis à jour). Le paiement utilisera les montants du serveur.',
  },
  cannotPrice: { en: 'This quote cannot be priced online', fr: 'Cette soumission ne peut pas être tarifée en ligne' },
  schedule: { en: 'Payment schedule', fr: 'Calendrier des paiements' },
  payment: { en: 'Payment', fr: 'Paiement' },
  due: { en: 'Due', fr: 'Échéance' },
  amount: { en: 'Amount', fr: 'Montant' },
  atBind: { en: 'At bind', fr: 'À la liaison' },
  atBindOn: { en: 'At bind ({day})', fr: 'À la liaison ({day})' },
  inMonths: {
    en: '{months, plural, one {In 1 month} other {In # months}}',
    fr: '{months, plural, one {Dans 1 mois} other {Dans # mois}}',
  },
  breakdown: { en: 'Quote breakdown ({period})', fr: 'Détail de la soumission ({period})' },
  sectionTotal: { en: 'Total {section}', fr: 'Total\u00a0: {section}' },
  periodTotal: { en: 'Total ({period})', fr: 'Total (mode {period})' },
  ineligible: { en: 'Ineligible', fr: 'Non admissible' },
  referred: { en: 'Referred to an underwriter', fr: 'Soumis à un souscripteur' },
  rejectedText: {
    en: 'This risk cannot be quoted online for the reasons below.',
    fr: 'Ce risque ne peut pas faire l’objet d’une soumission en ligne pour les raisons ci-dessous.',
  },
  referredText: {
    en: 'An underwriter will review this application before it can be quoted and bound. Your answers are saved.',
    fr: 'Un souscripteur examinera cette proposition avant qu’elle puisse être soumissionnée et liée. Vos réponses sont enregistrées.',
  },
});

/** The payment step and the end of the journey. */
export const paymentStepMessages = defineMessages({
  payment: { en: 'Payment', fr: 'Paiement' },
  card: { en: 'Card', fr: 'Carte' },
  payWithSaved: { en: 'Pay with {brand} ending {last4}', fr: 'Payer avec la carte {brand} se terminant par {last4}' },
  useNewCard: { en: 'Use a new card', fr: 'Utiliser une nouvelle carte' },
  loadingForm: { en: 'Loading the payment form', fr: 'Chargement du formulaire de paiement' },
  lookingForCard: { en: 'Looking for a card on file', fr: 'Recherche d’une carte au dossier' },
  planSeveral: {
    en: '{period} plan: {total} in total, {dueNow} charged today.',
    fr: '{period}\u00a0: {total} au total, {dueNow} porté aujourd’hui.',
  },
  planOne: {
    en: '{period} plan: {total} in total, charged today.',
    fr: '{period}\u00a0: {total} au total, porté aujourd’hui.',
  },
  surcharge: {
    en: 'Includes a credit card surcharge of {amount}.',
    fr: 'Comprend un supplément pour carte de crédit de {amount}.',
  },
  tryAgain: { en: 'Try again', fr: 'Réessayer' },
  paymentFailed: { en: 'The payment failed.', fr: 'Le paiement a échoué.' },
  cardFormFailed: {
    en: 'The card form could not be loaded. Please try again.',
    fr: 'Le formulaire de carte n’a pas pu être chargé. Veuillez réessayer.',
  },
  payAndBind: { en: 'Pay {amount} and bind', fr: 'Payer {amount} et lier la police' },
  cannotPayYet: {
    en: 'This application cannot be paid yet: go back to the quote to see why.',
    fr: 'Cette proposition ne peut pas encore être payée\u00a0: revenez à la soumission pour savoir pourquoi.',
  },
  policyBound: { en: 'Policy bound', fr: 'Police liée' },
  policyBoundNumber: { en: 'Policy bound: {number}', fr: 'Police liée\u00a0: {number}' },
  policyNumber: { en: 'Policy number', fr: 'Numéro de police' },
  beingIssued: { en: 'being issued', fr: 'en cours d’émission' },
  amountCharged: { en: 'Amount charged', fr: 'Montant porté' },
  viewRecord: { en: 'View the policy record', fr: 'Voir le dossier de la police' },
  openRecord: { en: 'Open the record', fr: 'Ouvrir le dossier' },
  closed: {
    en: 'This policy{number} is {status} and can no longer be changed here.',
    fr: 'Cette police{number} est {status, select, cancelled {résiliée} lapsed {échue} other {{status}}} et ne peut plus être modifiée ici.',
  },
});

/** The wizard's frame: pages, steps, saving, moving on; the product page. */
export const wizardMessages = defineMessages({
  pageTitle: { en: '{product} Application', fr: 'Proposition {product}' },
  steps: { en: 'Application steps', fr: 'Étapes de la proposition' },
  quote: { en: 'Quote', fr: 'Soumission' },
  payment: { en: 'Payment', fr: 'Paiement' },
  starting: { en: 'Starting the application', fr: 'Démarrage de la proposition' },
  loading: { en: 'Loading application', fr: 'Chargement de la proposition' },
  saving: { en: 'Saving…', fr: 'Enregistrement…' },
  saved: { en: 'Saved', fr: 'Enregistré' },
  notSaved: { en: 'Not saved: {reason}', fr: 'Non enregistré\u00a0: {reason}' },
  needAttention: {
    en: 'Some answers need attention before you continue.',
    fr: 'Certaines réponses doivent être corrigées avant de continuer.',
  },
  back: { en: 'Back', fr: 'Retour' },
  next: { en: 'Next', fr: 'Suivant' },
  continueToPayment: { en: 'Continue to payment', fr: 'Passer au paiement' },
  allProducts: { en: '← All products', fr: '← Tous les produits' },
  underwrittenBy: { en: 'Underwritten by {insurer}', fr: 'Souscrit par {insurer}' },
  covers: { en: 'What the questionnaire covers', fr: 'Ce que couvre le questionnaire' },
  thenQuote: {
    en: 'Then a priced quote for annual, monthly or instalment payment, and payment by card to bind the policy.',
    fr: 'Puis une soumission tarifée pour un paiement annuel, mensuel ou par versements échelonnés, et le paiement par carte pour lier la police.',
  },
  startQuote: { en: 'Start a quote', fr: 'Obtenir une soumission' },
  notOpen: {
    en: 'This product is not open for new quotes at the moment.',
    fr: 'Ce produit n’accepte pas de nouvelles soumissions pour le moment.',
  },
  loadingProduct: { en: 'Loading product', fr: 'Chargement du produit' },
});

/** The questionnaire's own pieces (the questions' labels come from the product definition). */
export const questionMessages = defineMessages({
  inCanadianDollars: { en: 'In Canadian dollars', fr: 'En dollars canadiens' },
  autofilled: { en: 'Filled in from the address lookup', fr: 'Rempli à partir de la recherche d’adresse' },
  knownBuilding: { en: 'Known building', fr: 'Bâtiment connu' },
  knownBuildingHelp: {
    en: 'Pick a residence or building we know to fill in its address.',
    fr: 'Choisissez une résidence ou un bâtiment que nous connaissons pour remplir son adresse.',
  },
  street: { en: 'Street address', fr: 'Adresse' },
  unit: { en: 'Unit', fr: 'Appartement / bureau' },
  city: { en: 'City', fr: 'Ville' },
  province: { en: 'Province', fr: 'Province' },
  postalCode: { en: 'Postal code', fr: 'Code postal' },
  lookingUp: { en: 'Looking up the address…', fr: 'Recherche de l’adresse…' },
  entry: { en: 'Entry', fr: 'Entrée' },
  remove: { en: 'Remove', fr: 'Retirer' },
  removeItem: { en: 'Remove {item}', fr: 'Retirer {item}' },
  add: { en: 'Add {item}', fr: 'Ajouter\u00a0: {item}' },
  count: { en: '{count} of {max}', fr: '{count} sur {max}' },
  mostAllowed: { en: ' — the most allowed', fr: ' — le maximum permis' },
});
