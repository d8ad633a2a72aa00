import { describe, expect, it } from 'vitest';
import { quoteApplication } from '../products/quote-application.ts';
import { PRODUCT_DEFINITIONS } from '../products/definitions/index.ts';
import { SAMPLE_FORMS, sampleTenantsForm, sampleVariantCount } from '../products/sample-forms.ts';
import { premiumLineLabel } from './premium-line-labels.ts';
import { quoteBreakdown } from './quote-lines.ts';

/** Issue 27: the premium lines the rating models name in English, on a French quote. */
describe('the premium lines in French', () => {
  it("names a tenants quote's premium lines in French, and in English as rated", () => {
    const { quote } = quoteApplication(PRODUCT_DEFINITIONS.tenants!, sampleTenantsForm('2026-12-01'));
    const premiums = (locale: 'en-CA' | 'fr-CA') =>
      quoteBreakdown(quote, 'annual', locale).sections[0]!.lines.map((line) => line.label);
    expect(premiums('fr-CA')).toEqual([
      'Biens',
      'Frais de subsistance additionnels',
      'Responsabilité civile personnelle',
    ]);
    expect(premiums('en-CA')).toEqual(['Contents', 'Additional living expenses', 'Personal liability']);
  });

  it.each(Object.keys(SAMPLE_FORMS))('names every premium line of a %s quote in French', (productId) => {
    for (let variant = 0; variant < Math.max(1, sampleVariantCount(productId)); variant += 1) {
      const form = SAMPLE_FORMS[productId]!({ effectiveDay: '2026-12-01', variant: variant / 4 });
      const { quote } = quoteApplication(PRODUCT_DEFINITIONS[productId]!, form);
      for (const line of quote.premiums) expect(premiumLineLabel(line.label, 'fr-CA')).not.toBe(line.label);
    }
  });

  it('says the roommates, the minimum premium and an option in whole dollars', () => {
    expect(premiumLineLabel('Contents (insured and 2 roommates) (minimum premium applied)', 'fr-CA')).toBe(
      'Biens (assuré et 2 colocataires) (prime minimale appliquée)',
    );
    expect(premiumLineLabel('Personal liability (insured and 1 roommate)', 'fr-CA')).toBe(
      'Responsabilité civile personnelle (assuré et 1 colocataire)',
    );
    expect(premiumLineLabel('Commercial general liability ($2,000,000)', 'fr-CA')).toBe(
      'Responsabilité civile générale (2\u00a0000\u00a0000\u00a0$)',
    );
    expect(premiumLineLabel('Commercial general liability ($2,000,000)', 'en-CA')).toBe(
      'Commercial general liability ($2,000,000)',
    );
    // A cover level as the tenants wizard says it: « Supérieure », not the money word « Prime ».
    expect(premiumLineLabel('Cover level: Premium', 'fr-CA')).toBe('Niveau de garantie\u00a0: Supérieure');
    expect(premiumLineLabel('Cover level: Enhanced', 'fr-CA')).toBe('Niveau de garantie\u00a0: Améliorée');
    expect(premiumLineLabel('Cover level: Premium', 'en-CA')).toBe('Cover level: Premium');
    // A name no model writes (a custom premium's) stays as it came.
    expect(premiumLineLabel('Coverage 0', 'fr-CA')).toBe('Coverage 0');
  });
});
