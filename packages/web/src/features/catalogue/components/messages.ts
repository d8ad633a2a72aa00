import { defineMessages } from '../../../i18n/use-t.ts';

/** The product catalogue's words (home page, an insurer's page, the product card). */
export const catalogueMessages = defineMessages({
  productsTitle: { en: 'Products', fr: 'Produits' },
  intro: {
    en: 'Quote and bind commercial and residential cover online. Choose a product to see what it covers and start a quote.',
    fr: 'Soumissionnez et liez en ligne des assurances commerciales et résidentielles. Choisissez un produit pour voir ce qu’il couvre et commencer une soumission.',
  },
  insurers: { en: 'Insurers', fr: 'Assureurs' },
  allProducts: { en: '← All products', fr: '← Tous les produits' },
  productsOf: {
    en: '{count, plural, one {# product} other {# products}} underwritten by {name}.',
    fr: '{count, plural, one {# produit souscrit} other {# produits souscrits}} par {name}.',
  },
  productsOfLoading: { en: 'Products underwritten by {name}.', fr: 'Produits souscrits par {name}.' },
  searchLabel: { en: 'Search products', fr: 'Rechercher des produits' },
  searchPlaceholder: {
    en: 'Product name or keyword, e.g. yoga, renters, contractor',
    fr: 'Nom du produit ou mot-clé, p. ex. yoga, locataire, entrepreneur',
  },
  noMatch: {
    en: 'No products match “{query}”. Try another word, or clear the search to see every product.',
    fr: 'Aucun produit ne correspond à « {query} ». Essayez un autre mot ou effacez la recherche pour voir tous les produits.',
  },
  retry: { en: 'Retry', fr: 'Réessayer' },
  loading: { en: 'Loading products', fr: 'Chargement des produits' },
  loadingMore: { en: 'Loading more products', fr: 'Chargement d’autres produits' },
  none: { en: 'There are no products to show yet.', fr: 'Aucun produit à afficher pour l’instant.' },
  commercial: { en: 'Commercial', fr: 'Commercial' },
  residential: { en: 'Residential', fr: 'Résidentiel' },
  underwrittenBy: { en: 'Underwritten by', fr: 'Souscrit par' },
  close: { en: 'Close', fr: 'Fermer' },
  getQuote: { en: 'Get a quote', fr: 'Obtenir une soumission' },
});
