import type { PDFFont } from 'pdf-lib';

const supported = new WeakMap<PDFFont, Set<number>>();

/**
 * The text with every character the font cannot encode replaced: standard PDF fonts use WinAnsi,
 * which covers French accents and typographic punctuation but not, say, CJK or emoji.
 */
export function encodable(font: PDFFont, text: string): string {
  let set = supported.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    supported.set(font, set);
  }
  const known = set;
  let out = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    if (known.has(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    // A letter with an accent the font lacks falls back to its base letter (ũ -> u).
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += base && [...base].every((c) => known.has(c.codePointAt(0)!)) ? base : '?';
  }
  return out;
}

/** Breaks a word that is wider than the line on its own into pieces that fit. */
function splitLongWord(font: PDFFont, word: string, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Wraps text (already encodable) into lines no wider than `width` points. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    if (font.widthOfTextAtSize(word, size) <= width) {
      line = word;
    } else {
      const pieces = splitLongWord(font, word, size, width);
      line = pieces.pop() ?? '';
      lines.push(...pieces);
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
