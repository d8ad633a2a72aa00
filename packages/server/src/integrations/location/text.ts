/** Letters Canada Post uses in postal codes (never D, F, I, O, Q or U). */
const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

const ABBREVIATIONS: Record<string, string> = {
  st: 'street',
  ave: 'avenue',
  av: 'avenue',
  rd: 'road',
  dr: 'drive',
  blvd: 'boulevard',
  cres: 'crescent',
  pl: 'place',
  ch: 'chemin',
  boul: 'boulevard',
  '1st': 'first',
  '2nd': 'second',
};

/** Lower case, without accents or punctuation, single spaces; 'saint' and 'sainte' shortened. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === 'saint' ? 'st' : word === 'sainte' ? 'ste' : word))
    .join(' ');
}

/** A normalised word with common street abbreviations spelt out ('st' -> 'street'). */
export const expandAbbreviation = (word: string): string => ABBREVIATIONS[word] ?? word;

/** Normalised words of a text. */
export const wordsOf = (text: string): string[] => normalise(text).split(' ').filter(Boolean);

/** 32-bit FNV-1a: a small stable hash, so that every answer is the same on every run. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Rural forward sortation areas have 0 as their second character (e.g. V0K, X0A). */
export const isRuralFsa = (fsa: string) => fsa[1] === '0';

/**
 * A deterministic local delivery unit (digit, letter, digit) for a key. Rural ones end in 0, as
 * most rural Canadian postal codes do.
 */
export function localDeliveryUnit(key: string, rural: boolean): string {
  const h = hash(key);
  const first = 1 + (h % 9);
  const letter = POSTAL_LETTERS[(h >>> 4) % POSTAL_LETTERS.length] ?? 'A';
  const last = rural ? 0 : (h >>> 9) % 10;
  return `${first}${letter}${last}`;
}
