import { defineMessages } from '../i18n/use-t.ts';

/** The page shown when a page fails to load or render. */
export const routeErrorMessages = defineMessages({
  title: { en: 'Something went wrong', fr: 'Un problème est survenu' },
  reload: { en: 'Reload the page', fr: 'Recharger la page' },
});
