import { describe, expect, it } from 'vitest';
import { formatCad } from '../money.ts';
import { formatMoney, formatNumber, formatPercent } from './format.ts';
import { defaultCorrespondenceLocale, localeFromAcceptLanguage, parseLocale } from './locales.ts';
import { MessageCatalogue, placeholdersOf, say } from './translate.ts';
import { twinPairs, type FrenchOf } from './twins.ts';

const NBSP = /[\u00a0\u202f]/g;

describe('money and numbers in each language', () => {
  it('writes dollars the English way and the French way', () => {
    expect(formatMoney(123456, 'en-CA')).toBe('$1,234.56');
    expect(formatMoney(123456, 'fr-CA').replace(NBSP, ' ')).toBe('1 234,56 $');
    expect(formatMoney(-5, 'fr-CA').replace(NBSP, ' ')).toBe('-0,05 $');
    expect(formatCad(5000)).toBe('$50.00');
    expect(formatCad(5000, 'fr-CA').replace(NBSP, ' ')).toBe('50,00 $');
  });

  it('never lets an amount wrap between its digits and its sign', () => {
    expect(formatMoney(123456, 'fr-CA')).not.toMatch(/ /);
  });

  it('writes numbers and rates with a decimal comma in French', () => {
    expect(formatNumber(1234.5, 'fr-CA').replace(NBSP, ' ')).toBe('1 234,5');
    expect(formatPercent(0.075, 'en-CA')).toBe('7.5%');
    expect(formatPercent(0.075, 'fr-CA').replace(NBSP, ' ')).toBe('7,5 %');
  });
});

describe('languages', () => {
  it('reads a language from a tag or an Accept-Language header by weight', () => {
    expect(parseLocale('fr')).toBe('fr-CA');
    expect(parseLocale('FR-fr')).toBe('fr-CA');
    expect(parseLocale('en-US')).toBe('en-CA');
    expect(parseLocale('de')).toBeNull();
    expect(localeFromAcceptLanguage('de-DE, fr-CA;q=0.8, en;q=0.9')).toBe('en-CA');
    expect(localeFromAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.5')).toBe('fr-CA');
    expect(localeFromAcceptLanguage('de, es')).toBeNull();
    expect(localeFromAcceptLanguage('fr;q=0')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });

  it('writes to an insured in Quebec in French unless they chose otherwise', () => {
    expect(defaultCorrespondenceLocale('QC')).toBe('fr-CA');
    expect(defaultCorrespondenceLocale(' qc ')).toBe('fr-CA');
    expect(defaultCorrespondenceLocale('ON')).toBe('en-CA');
    expect(defaultCorrespondenceLocale('NB')).toBe('en-CA');
    expect(defaultCorrespondenceLocale(null)).toBe('en-CA');
  });
});

describe('messages', () => {
  it('formats a plural in each language', () => {
    const m = {
      en: '{count, plural, one {# day} other {# days}} overdue',
      fr: '{count, plural, one {# jour} other {# jours}} de retard',
    };
    expect(say(m, 'en-CA', { count: 1 })).toBe('1 day overdue');
    expect(say(m, 'en-CA', { count: 3 })).toBe('3 days overdue');
    expect(say(m, 'fr-CA', { count: 1 })).toBe('1 jour de retard');
    expect(say(m, 'fr-CA', { count: 2 })).toBe('2 jours de retard');
  });

  it('keeps an apostrophe in French text', () => {
    expect(say({ en: "Policy's date", fr: "Date d'effet de l'assurance" }, 'fr-CA')).toBe("Date d'effet de l'assurance");
  });

  it('names the placeholders of a message', () => {
    expect(placeholdersOf('From {from} to {to}, {count, plural, one {#} other {#}}')).toEqual(['count', 'from', 'to']);
    expect(placeholdersOf('Before {0}.')).toEqual(['0']);
  });

  it('translates English text by its wording, values carried into the French', () => {
    const english = {
      plain: 'Required',
      tooEarly: (day: string) => `Bound date cannot be before ${day}.`,
      nested: { between: (from: string, to: string) => `Pick a day between ${from} and ${to}` },
    };
    const french: FrenchOf<typeof english> = {
      plain: 'Obligatoire',
      tooEarly: 'La date de prise d’effet ne peut pas précéder le {0}.',
      nested: { between: 'Choisissez un jour entre le {0} et le {1}' },
    };
    const catalogue = new MessageCatalogue().add(twinPairs(english, french));
    expect(catalogue.translate('Required', 'fr-CA')).toBe('Obligatoire');
    expect(catalogue.translate('Required', 'en-CA')).toBe('Required');
    expect(catalogue.translate(english.tooEarly('2026-11-24'), 'fr-CA')).toBe(
      'La date de prise d’effet ne peut pas précéder le 2026-11-24.',
    );
    expect(catalogue.translate(english.nested.between('2026-01-01', '2026-12-31'), 'fr-CA')).toBe(
      'Choisissez un jour entre le 2026-01-01 et le 2026-12-31',
    );
    expect(catalogue.translate('Something nobody registered', 'fr-CA')).toBe('Something nobody registered');
    expect(catalogue.has(english.tooEarly('x'))).toBe(true);
    expect(catalogue.has('Bound date cannot be after x.')).toBe(false);
  });
});
