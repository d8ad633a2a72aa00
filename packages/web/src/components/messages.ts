import { defineMessages } from '../i18n/use-t.ts';

/** The shared pieces' words: not found, loading, retry, paging, lists, chips, payment link. */
export const commonMessages = defineMessages({
  notFoundHelp: {
    en: 'If you followed a link here and think something is missing, contact the Broker Success Team at',
    fr: 'Si vous êtes arrivé ici par un lien et croyez qu’il manque quelque chose, écrivez à l’équipe Succès courtiers à l’adresse',
  },
  backToProducts: { en: 'Back to products', fr: 'Retour aux produits' },
  loading: { en: 'Loading', fr: 'Chargement' },
  working: { en: 'Working…', fr: 'Traitement en cours…' },
  retry: { en: 'Retry', fr: 'Réessayer' },
  roleOnly: {
    en: '{title} is available to {audience}. If you need access, ask your administrator.',
    fr: '{title}\u00a0: accessible à {audience}. Si vous avez besoin d’y accéder, adressez-vous à votre administrateur.',
  },
  unavailable: { en: 'Unavailable', fr: 'Non disponible' },
  browserNotSupported: {
    en: 'Your browser is not supported',
    fr: 'Votre navigateur n’est pas pris en charge',
  },
  downloadChrome: { en: 'Download Google Chrome', fr: 'Télécharger Google Chrome' },
});

export const pagingMessages = defineMessages({
  pagination: { en: 'Pagination', fr: 'Navigation entre les pages' },
  rowsPerPage: { en: 'Rows per page', fr: 'Lignes par page' },
  laterPage: { en: 'Later page', fr: 'Page suivante' },
  page: { en: 'Page {page}', fr: 'Page\u00a0{page}' },
  rows: { en: ' · rows {from}–{to}', fr: ' · lignes {from} à {to}' },
  previous: { en: 'Previous', fr: 'Précédent' },
  next: { en: 'Next', fr: 'Suivant' },
  nothingMatches: {
    en: 'Nothing matches this search and these filters.',
    fr: 'Rien ne correspond à cette recherche et à ces filtres.',
  },
  clearFilters: { en: 'Clear search and filters', fr: 'Effacer la recherche et les filtres' },
});

export const columnChooserMessages = defineMessages({
  button: { en: 'Columns ({shown} of {total})', fr: 'Colonnes ({shown} sur {total})' },
  buttonLabel: {
    en: 'Columns of the {table} ({shown} of {total} shown)',
    fr: 'Colonnes du tableau «\u00a0{table}\u00a0» ({shown} sur {total} affichées)',
  },
  menuLabel: { en: 'Columns of the {table}', fr: 'Colonnes du tableau «\u00a0{table}\u00a0»' },
  defaults: { en: 'Default columns', fr: 'Colonnes par défaut' },
});

export const paymentLinkFieldMessages = defineMessages({
  paymentLink: { en: 'Payment link', fr: 'Lien de paiement' },
  copyLink: { en: 'Copy link', fr: 'Copier le lien' },
  copied: { en: 'Link copied.', fr: 'Lien copié.' },
  failed: {
    en: 'The link could not be copied: select it and copy it by hand.',
    fr: 'Impossible de copier le lien\u00a0: sélectionnez-le et copiez-le vous-même.',
  },
});
