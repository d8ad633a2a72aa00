import { defineMessages } from '../../../../i18n/use-t.ts';

/** The endorsement-on-portal window's words. */
export const portalMessages = defineMessages({
  title: { en: 'Endorsement on portal', fr: 'Avenant dans le portail' },
  close: { en: 'Close', fr: 'Fermer' },
  opening: { en: 'Opening the policy portal', fr: 'Ouverture du portail de la police' },
  portal: { en: 'Policy portal', fr: 'Portail de la police' },
});
