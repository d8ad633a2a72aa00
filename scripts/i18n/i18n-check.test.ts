import { describe, expect, it } from 'vitest';
import { bundlesOutsideMessageFiles, webBundleMessages } from './bundles.ts';
import {
  messagesBaseline,
  pairProblems,
  sharedPairs,
  twoFrenchForOneEnglish,
  untranslatedMessages,
  webTextBaseline,
} from './check.ts';
import { optionLabelPairsNotShown, productTexts } from './product-texts.ts';
import { englishTextsOf, untranslatedWebText, WEB_SRC } from './scan-web-text.ts';
import { join } from 'node:path';

describe('every text in both languages (decision 0079)', { timeout: 180_000 }, () => {
  it('each message of the web bundles has its French, ICU in both, with the same values', async () => {
    const messages = await webBundleMessages();
    expect(messages.length).toBeGreaterThan(0);
    const wrong = messages.flatMap((m) => pairProblems(m).map((p) => `${m.where}: ${p}`));
    expect(wrong).toEqual([]);
  });

  it('each shared and server message pair has its French, ICU in both, with the same values', () => {
    const wrong = sharedPairs().flatMap((m) => pairProblems(m).map((p) => `${m.en}: ${p}`));
    expect(wrong).toEqual([]);
  });

  it('gives each shared English text one French (the catalogue would keep only one of two)', () => {
    expect(twoFrenchForOneEnglish()).toEqual([]);
    expect(
      twoFrenchForOneEnglish([
        { en: 'Paid', fr: 'Payée' },
        { en: 'Paid', fr: 'Payé' },
      ]),
    ).toEqual(['Paid: Payée | Payé']);
    // An option label may have a French of its own within its question, one for each (question, English).
    expect(
      twoFrenchForOneEnglish([
        { en: 'Premium', fr: 'Prime' },
        { question: 'cover-level', en: 'Premium', fr: 'Supérieure' },
        { question: 'plan', en: 'Premium', fr: 'Haut de gamme' },
      ]),
    ).toEqual([]);
    expect(
      twoFrenchForOneEnglish([
        { question: 'cover-level', en: 'Premium', fr: 'Supérieure' },
        { question: 'cover-level', en: 'Premium', fr: 'Haut de gamme' },
      ]),
    ).toEqual(['cover-level: Premium: Supérieure | Haut de gamme']);
  });

  it('names in each option label pair a question that shows that option', () => {
    expect(optionLabelPairsNotShown()).toEqual([]);
    expect(
      optionLabelPairsNotShown([
        { where: 'products/x#p.plan.premium.label', en: 'Premium', question: 'plan' },
      ]),
    ).toEqual(['cover-level: Premium']);
  });

  it('finds an English string left in a French bundle, and values that differ', () => {
    expect(pairProblems({ en: 'Save changes', fr: 'Save changes' })).toEqual(['French is the English']);
    expect(pairProblems({ en: 'Total', fr: 'Total' })).toEqual([]);
    expect(pairProblems({ en: 'Due {day}', fr: 'Échéance le {jour}' })).toEqual([
      'values differ: en {day} fr {jour}',
    ]);
    expect(pairProblems({ en: 'Due {day}', fr: 'Échéance {day' })[0]).toMatch(/not ICU/);
  });

  it('bundles are defined only in messages.ts files, where the check reads them', () => {
    expect(bundlesOutsideMessageFiles()).toEqual([]);
  });

  it('no web file holds more English text than the baseline allows, nor less than it claims', () => {
    const now = untranslatedWebText();
    const baseline = webTextBaseline();
    const files = new Set([...Object.keys(now), ...Object.keys(baseline)]);
    const grown: string[] = [];
    const shrunk: string[] = [];
    for (const file of files) {
      const n = now[file] ?? 0;
      const allowed = baseline[file] ?? 0;
      if (n > allowed)
        grown.push(
          `${file}: ${n} English texts (baseline ${allowed}): ${englishTextsOf(join(WEB_SRC, file)).slice(0, 5).join(' | ')}`,
        );
      if (n < allowed) shrunk.push(`${file}: ${n} < baseline ${allowed} (run npm run i18n:baseline)`);
    }
    expect(grown).toEqual([]);
    expect(shrunk).toEqual([]);
  });

  it('every shared and server message has its French, or is in the baseline of those still to translate', async () => {
    const missing = await untranslatedMessages();
    const baseline = new Set(messagesBaseline());
    expect(missing.filter((where) => !baseline.has(where))).toEqual([]);
    const now = new Set(missing);
    expect(
      [...baseline]
        .filter((where) => !now.has(where))
        .map((w) => `${w} is translated: run npm run i18n:baseline`),
    ).toEqual([]);
  });

  it("counts every product definition's texts: pages, questions, subquestions, group items, options, rules", () => {
    const texts = new Map(productTexts().map((m) => [m.where, m.en]));
    expect(texts.get('products/tenants#applicant.title')).toBe('Applicant');
    expect(texts.get('products/tenants#rental.dwelling-type.apartment.label')).toBe(
      'Apartment or condo unit',
    );
    expect(texts.get('products/tenants#rental.business-at-home.business-description.heading')).toBe(
      'Describe the business, its visitors and its stock',
    );
    expect(texts.get('products/tenants#roommates.roommates.roommate-name.heading')).toBe('Roommate name');
    expect(texts.get('products/tenants#coverage.cover-level.basic.tooltip')).toBe(
      'Named perils, no flood or sewer backup.',
    );
    expect(texts.get('catalogue#tenants.name')).toBe('Tenants Insurance');
    expect(texts.get('catalogue#tenants.categories.0')).toBe('Residential');
    expect(texts.get('catalogue#most-popular.category')).toBe('Most popular');
    // The eligibility rules' messages, down through combinators.
    expect(texts.get('products/tenants#eligibility.5.message')).toBe(
      'A business run from the rental is referred to an underwriter.',
    );
    expect(texts.get('products/tenants#eligibility.9.0.message')).toBe('A flood cover level was chosen.');
  });

  it('the scan finds JSX text, text props and toasts, and leaves code words alone', () => {
    const probe = join(import.meta.dirname, 'test-fixtures', 'probe.tsx.txt');
    expect(englishTextsOf(probe)).toEqual([
      'Your card was declined.',
      'Note saved',
      'Pick a day',
      'Save the note',
      'Policy number',
      'Several days',
    ]);
  });
});
