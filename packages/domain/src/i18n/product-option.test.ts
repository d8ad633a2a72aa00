import { describe, expect, it } from 'vitest';
import { SHARED_MESSAGE_PAIRS } from './catalogue.ts';
import { sayOptionLabelIn } from './product-option.ts';
import { MessageCatalogue } from './translate.ts';

const catalogue = new MessageCatalogue().add(SHARED_MESSAGE_PAIRS);
const say = (label: string, question: string | undefined, locale: 'en-CA' | 'fr-CA') =>
  sayOptionLabelIn(label, question, locale, (english) => catalogue.translate(english, locale));

/** The one rule the wizard and the documents say a product option's label by (issue 27). */
describe('a product option label in the locale', () => {
  it("says the tenants cover level 'Premium' by its own French, the money word elsewhere", () => {
    expect(say('Premium', 'cover-level', 'fr-CA')).toBe('Supérieure');
    expect(say('Premium', undefined, 'fr-CA')).toBe('Prime');
    expect(say('Premium', 'cover-level', 'en-CA')).toBe('Premium');
  });

  it('says a whole-dollar option in the locale, and any other label by the catalogue', () => {
    expect(say('$10,000', 'contents-limit', 'fr-CA')).toBe('10\u00a0000\u00a0$');
    expect(say('$10,000', 'contents-limit', 'en-CA')).toBe('$10,000');
    expect(say('Enhanced', 'cover-level', 'fr-CA')).toBe('Améliorée');
  });
});
