import { describe, expect, it } from 'vitest';
import { PROVINCES } from '../provinces.ts';
import { PRODUCT_DEFINITIONS } from '../products/definitions/index.ts';
import { ADDRESS_NEEDED_FOR_PRICE } from '../products/quote-application.ts';
import { SAMPLE_FORMS, sampleVariantCount } from '../products/sample-forms.ts';
import type { Form } from '../products/types.ts';
import { ZERO_PREMIUM_REASON } from './build-quote.ts';
import { allQuestions, questionOptions } from './models/definition-lookup.ts';
import { rateProduct } from './models/index.ts';
import { unpricedReasonLabel } from './unpriced-reason-labels.ts';

/**
 * Every reason the rating models give for the sample forms of every product made unpriced: no
 * answers, each answer too large, negative, not an option or blank, each option of each question and
 * all of them at once, every province, and roommates left unanswered, too large or too many.
 */
function unpricedReasonsOfSamples(): Set<string> {
  const reasons = new Set<string>();
  for (const productId of Object.keys(SAMPLE_FORMS)) {
    const definition = PRODUCT_DEFINITIONS[productId]!;
    const rate = (form: Form) => rateProduct(definition, form).unpricedReasons.forEach((r) => reasons.add(r));
    rate({});
    for (let variant = 0; variant < Math.max(1, sampleVariantCount(productId)); variant += 1) {
      const sample = SAMPLE_FORMS[productId]!({ effectiveDay: '2026-12-01', variant: variant / 4 });
      for (const key of Object.keys(sample)) {
        for (const wrong of ['999999999', '-5', 'not-an-option', '']) rate({ ...sample, [key]: wrong });
      }
      for (const question of allQuestions(definition)) {
        const options = questionOptions(question).map((option) => option.value);
        if (options.length > 0) rate({ ...sample, [question.name]: options });
        for (const option of options) rate({ ...sample, [question.name]: option });
      }
      for (const province of PROVINCES) {
        rate({ ...sample, 'business-address-province': province, 'business-address-postal': '' });
      }
      const roommate = { 'roommate-name': 'A', 'roommate-property-limit': '999999999' };
      rate({ ...sample, roommates: [roommate] });
      rate({ ...sample, roommates: [{ 'roommate-name': 'A' }] });
      rate({ ...sample, roommates: Array.from({ length: 12 }, () => roommate) });
    }
  }
  return reasons;
}

/** Words of the models' English sentences, none of which a French reason may keep. */
const ENGLISH = /\b(Answer|cannot|priced|price|Choose|Enter|underwriter|Roommates?|product|answers)\b|"/;

/** Issue 27: why a quote cannot be priced, written in English by the rating models, on French screens. */
describe('the unpriced reasons in French', () => {
  const reasons = [...unpricedReasonsOfSamples()];

  it('gives reasons of every shape for the sample forms made unpriced', () => {
    expect(reasons.length).toBeGreaterThan(100);
    for (const start of ['Answer "', 'Choose at least', 'Enter the province', 'Roommate 1: ']) {
      expect(
        reasons.some((reason) => reason.startsWith(start)),
        start,
      ).toBe(true);
    }
  });

  it('says every reason of every product in French, with the questions and options said in French', () => {
    const english = reasons.filter((reason) => ENGLISH.test(unpricedReasonLabel(reason, 'fr-CA')));
    expect(english).toEqual([]);
    const unsaid = reasons.filter((reason) => {
      const quoted = /"(.+?)"/.exec(reason)?.[1];
      return quoted !== undefined && unpricedReasonLabel(reason, 'fr-CA').includes(`« ${quoted} »`);
    });
    expect(unsaid).toEqual([]);
  });

  it('leaves every reason as rated in English', () => {
    for (const reason of reasons) expect(unpricedReasonLabel(reason, 'en-CA')).toBe(reason);
  });

  it('says each sentence shape, with its amounts in the French number format', () => {
    const cases: [string, string][] = [
      ['Answer "Contents limit" to get a price.', 'Répondez à « Limite des biens » pour obtenir un prix.'],
      [
        'Roommate 1: Answer "Roommate contents (property) limit" to get a price.',
        'Colocataire 1\u00a0: répondez à « Limite des biens (contenu) du colocataire » pour obtenir un prix.',
      ],
      [
        'Roommate 2: "Roommate contents (property) limit" of 999,999 cannot be priced online (5,000 to 50,000).',
        'Colocataire 2\u00a0: « Limite des biens (contenu) du colocataire » de 999\u00a0999\u00a0: tarification en ligne impossible (de 5\u00a0000 à 50\u00a0000).',
      ],
      [
        '"Cover level": Premium cannot be priced online.',
        '« Niveau de garantie »\u00a0: tarification en ligne impossible pour « Supérieure ».',
      ],
      [
        'Enter the province of the rental address to get a price.',
        'Indiquez la province dans « Adresse du logement loué » pour obtenir un prix.',
      ],
      [
        'Nunavut cannot be priced online for this product.',
        'Nunavut\u00a0: tarification en ligne impossible pour ce produit.',
      ],
      [
        'Contents of Restaurant or cafe cannot be priced online; an underwriter prices them.',
        'Biens de l’activité « Restaurant ou café »\u00a0: tarification en ligne impossible; un souscripteur en établit le prix.',
      ],
      [
        'Demolition cannot be priced online; an underwriter prices it.',
        '« Démolition »\u00a0: tarification en ligne impossible; un souscripteur en établit le prix.',
      ],
      [
        'At most 3 roommates can be insured on this product.',
        'Ce produit peut assurer au plus 3 colocataires.',
      ],
      ['Roommates cannot be insured on this product.', 'Ce produit ne peut pas assurer de colocataires.'],
      [ZERO_PREMIUM_REASON, 'Les réponses ne donnent aucune prime à facturer.'],
      ['The answers give no premium lines.', 'Les réponses ne donnent aucune ligne de prime.'],
      [ADDRESS_NEEDED_FOR_PRICE, 'Entrez l’adresse (code postal) pour voir un prix.'],
      // The product by its name, in French by the catalogue's French name.
      [
        'No online rating exists for Tenants Insurance.',
        'Aucune tarification en ligne n’existe pour le produit « Assurance des locataires ».',
      ],
      [
        'The rating tables of Tenants Insurance (version 1.0) are incomplete.',
        'Les tables de tarification du produit « Assurance des locataires » (version 1.0) sont incomplètes.',
      ],
      // As stored before, by the product's id.
      [
        'No online rating exists for product boats.',
        'Aucune tarification en ligne n’existe pour le produit boats.',
      ],
      [
        'The rating tables of tenants 1.0 are incomplete.',
        'Les tables de tarification de tenants 1.0 sont incomplètes.',
      ],
    ];
    for (const [english, french] of cases) expect(unpricedReasonLabel(english, 'fr-CA')).toBe(french);
  });

  it('leaves a reason no model writes as it came', () => {
    expect(unpricedReasonLabel('Refer: vacant', 'fr-CA')).toBe('Refer: vacant');
  });
});
