import { describe, expect, it } from 'vitest';
import { cleanFileName, FILE_NAME_MAX } from './file-names.ts';

describe('cleanFileName', () => {
  it.each([
    // Bidirectional controls: the real extension shows.
    ['invoice\u202Efdp.html', 'invoicefdp.html'],
    ['\u202Dreport\u202C.pdf', 'report.pdf'],
    ['a\u202Ab\u202Bc\u202Cd\u202De\u202Ef.pdf', 'abcdef.pdf'],
    ['a\u2066b\u2067c\u2068d\u2069.pdf', 'abcd.pdf'],
    ['left\u200Eright\u200F.pdf', 'leftright.pdf'],
    ['arabic\u061Cmark.pdf', 'arabicmark.pdf'],
    // Zero-width and other format characters.
    ['zero\u200Bwidth\u200C\u200D.pdf', 'zerowidth.pdf'],
    ['\uFEFFbom.pdf', 'bom.pdf'],
    ['word\u2060joiner.pdf', 'wordjoiner.pdf'],
    ['soft\u00ADhyphen.pdf', 'softhyphen.pdf'],
    ['tag\u{E0041}\u{E007F}.pdf', 'tag.pdf'],
    // C0, DEL and C1 controls.
    ['new\nline\r\t.pdf', 'newline.pdf'],
    ['nul\u0000bell\u0007esc\u001b.pdf', 'nulbellesc.pdf'],
    ['del\u007f.pdf', 'del.pdf'],
    ['c1\u0080\u0085\u009b\u009f.pdf', 'c1.pdf'],
    // A lone surrogate half (no encoder can write it).
    ['half\uD800.pdf', 'half.pdf'],
    ['other\uDC00half.pdf', 'otherhalf.pdf'],
    // White space: trimmed and collapsed, whatever its kind.
    ['  Signed   form .pdf  ', 'Signed form .pdf'],
    ['no\u00A0break\u3000ideographic\u2028line.pdf', 'no break ideographic line.pdf'],
    ['a \u202E b.pdf', 'a b.pdf'],
    // Paths: only the last segment.
    ['../../etc/notes <draft>.html', 'notes <draft>.html'],
    ['C:\\fakepath\\scan.pdf', 'scan.pdf'],
    // Unchanged: ordinary names, accents, other scripts, emoji.
    ['Signed cancellation form.pdf', 'Signed cancellation form.pdf'],
    ['Résumé – été 2026.pdf', 'Résumé – été 2026.pdf'],
    ['تقرير.pdf', 'تقرير.pdf'],
    ['報告書.pdf', '報告書.pdf'],
    ['photo 📷.jpg', 'photo 📷.jpg'],
    ['.pdf', '.pdf'],
    // NFC: a decomposed accent becomes the composed one.
    ['Cafe\u0301.pdf', 'Caf\u00e9.pdf'],
  ])('%j -> %j', (name, expected) => {
    expect(cleanFileName(name)).toBe(expected);
  });

  it.each(['', '   ', '\u202E', '\u200B\u200B', '\u0000', '.', '..', ' .. ', 'folder/', 'a/\u202E'])(
    'never answers an empty name: %j -> file',
    (name) => {
      expect(cleanFileName(name)).toBe('file');
    },
  );

  it('takes another fallback', () => {
    expect(cleanFileName('\u202E', 'upload')).toBe('upload');
  });

  it('cuts a long name to 255 characters, keeping its extension', () => {
    const cut = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(cut).toBe(`${'a'.repeat(FILE_NAME_MAX - 4)}.pdf`);
    expect(cut).toHaveLength(FILE_NAME_MAX);
    expect(cleanFileName('b'.repeat(300))).toBe('b'.repeat(FILE_NAME_MAX));
    const exact = `${'c'.repeat(FILE_NAME_MAX - 4)}.pdf`;
    expect(cleanFileName(exact)).toBe(exact);
  });

  it('counts characters, never cutting between the halves of a pair', () => {
    const cut = cleanFileName(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(cut)).toHaveLength(FILE_NAME_MAX);
    expect(cut.endsWith('😀.pdf')).toBe(true);
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });

  it('strips before measuring: invisible characters do not count towards the limit', () => {
    const name = `${'\u200B'.repeat(1000)}short.pdf`;
    expect(cleanFileName(name)).toBe('short.pdf');
  });

  it('is idempotent, and what it answers encodes for a header', () => {
    for (const name of ['invoice\u202Efdp.html', 'half\uD800.pdf', `${'x'.repeat(400)}.docx`, ' a\tb ']) {
      const once = cleanFileName(name);
      expect(cleanFileName(once)).toBe(once);
      expect(() => encodeURIComponent(once)).not.toThrow();
      expect(once).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}]/u);
    }
  });
});
