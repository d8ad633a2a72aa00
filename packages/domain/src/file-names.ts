/** The longest file name kept, in characters (code points): what common file systems allow. */
export const FILE_NAME_MAX = 255;

/** What a name with nothing left after cleaning becomes. */
export const FILE_NAME_FALLBACK = 'file';

/**
 * Characters never kept in a name: control characters (Cc: C0, DEL, C1), format characters (Cf:
 * the bidirectional controls U+202A..U+202E and U+2066..U+2069, the marks U+200E/U+200F and U+061C,
 * zero-width U+200B..U+200D, U+2060, U+FEFF, soft hyphen, tags ...) and lone surrogate halves (Cs,
 * which no encoder can write).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/gu;
/** Any run of white space, including no-break, ideographic, line and paragraph separators. */
const WHITE_SPACE = /\s+/gu;
/** The extension kept when a long name is cut: a dot and at most 10 letters or digits at the end. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * The name of a file as it is stored, listed, downloaded and emailed (docs/decisions/0022): the last
 * segment of any path, without control or format characters (so U+202E cannot show
 * `invoice\u202Efdp.html` as 'invoicelmth.pdf'), NFC-normalised, white space collapsed to one
 * space and trimmed, at most FILE_NAME_MAX characters with its extension kept, and never empty
 * (nor only dots): `fallback` then.
 */
export function cleanFileName(name: string, fallback: string = FILE_NAME_FALLBACK): string {
  const base = String(name).split(/[\\/]/).at(-1) ?? '';
  const clean = base.replace(INVISIBLE, '').normalize('NFC').replace(WHITE_SPACE, ' ').trim();
  if (/^\.*$/.test(clean)) return fallback;
  return truncateKeepingExtension(clean, FILE_NAME_MAX);
}

/** Cuts a name to `max` code points (never between the halves of a pair), keeping its extension. */
function truncateKeepingExtension(name: string, max: number): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  const extension = Array.from(EXTENSION.exec(name)?.[0] ?? '');
  const stem = chars
    .slice(0, max - extension.length)
    .join('')
    .trimEnd();
  return stem + extension.join('');
}
