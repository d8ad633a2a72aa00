import { defineMessages } from './use-t.ts';

/** Words of the frame every page shares (header, language switch). */
export const frameMessages = defineMessages({
  switchTo: { en: 'Lire en français', fr: 'Read in English' },
});
