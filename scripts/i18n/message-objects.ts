import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Every exported `…MESSAGES` object of the domain, the contracts and the server (the messages the server
 * answers with and the browser repeats), as English texts with where they come from. A function message
 * is read as the English it says with `{0}`, `{1}`… for its values (as `twinPairs` reads it).
 */
const ROOT = join(import.meta.dirname, '../..');
const PACKAGES = ['packages/domain/src', 'packages/contracts/src', 'packages/server/src'];
const POSITIONS = ['{0}', '{1}', '{2}', '{3}', '{4}', '{5}'];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'i18n' && entry.name !== 'test-support')
        out.push(...sourceFiles(path));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

export interface EnglishMessage {
  /** `packages/domain/src/erp/erp.ts#ERP_MESSAGES.effectiveDate` */
  readonly where: string;
  readonly en: string;
}

function walk(value: unknown, where: string, out: EnglishMessage[]): void {
  if (typeof value === 'string') out.push({ where, en: value });
  else if (typeof value === 'function') {
    const fn = value as (...args: string[]) => unknown;
    let en: unknown;
    try {
      en = fn(...POSITIONS.slice(0, fn.length));
    } catch {
      en = undefined;
    }
    if (typeof en === 'string') out.push({ where, en });
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) walk(inner, `${where}.${key}`, out);
  }
}

/** A literal's text: a template's `${…}` values become `{0}`, `{1}`… as the catalogue reads them. */
function literalText(quote: string, body: string): string {
  let n = 0;
  const text = quote === '`' ? body.replace(/\$\{[^}]*\}/g, () => `{${n++}}`) : body;
  return text.replace(/\\(['"`\\])/g, '$1');
}

const LITERAL = String.raw`(['"\`])((?:\\.|(?!\1)[^\\\n])*)\1`;
/**
 * Messages written inline where the server refuses a request: `badRequest('…')`, `notFound('…')`,
 * `new HttpError(4xx, '…')` and the like in the server's sources, and the custom messages of the
 * contracts' zod schemas (`.min(1, 'Required')`, `{ message: '…' }`, `.email('…')`).
 */
const INLINE: Record<string, RegExp> = {
  'packages/server/src': new RegExp(
    String.raw`(?:\b(?:badRequest|notFound|conflict|forbidden|unauthorized|tooManyRequests)\(\s*|new (?:HttpError\(\s*\d{3}\s*,|GoneError\()\s*)` +
      LITERAL,
    'g',
  ),
  'packages/contracts/src': new RegExp(
    String.raw`(?:\b(?:message|error):\s*|\.(?:min|max|length|regex|refine|gte|lte|gt|lt)\((?:[^'"\x60()\n]|\([^()\n]*\))*?,\s*|\.(?:email|uuid|url|nonempty|int|positive)\(\s*)` +
      LITERAL,
    'g',
  ),
};

export function inlineMessages(): EnglishMessage[] {
  const out: EnglishMessage[] = [];
  for (const [pkg, pattern] of Object.entries(INLINE)) {
    for (const path of sourceFiles(join(ROOT, pkg)).sort()) {
      const source = readFileSync(path, 'utf8');
      for (const match of source.matchAll(pattern)) {
        const en = literalText(match[1]!, match[2]!);
        if (!/[a-z]/i.test(en)) continue;
        const line = source.slice(0, match.index).split('\n').length;
        out.push({ where: `${relative(ROOT, path)}:${line}`, en });
      }
    }
  }
  return out;
}

export async function englishMessages(): Promise<EnglishMessage[]> {
  const out: EnglishMessage[] = [];
  for (const pkg of PACKAGES) {
    for (const path of sourceFiles(join(ROOT, pkg)).sort()) {
      const names = [...readFileSync(path, 'utf8').matchAll(/export const (\w*MESSAGES\w*)\b/g)].map(
        (m) => m[1]!,
      );
      if (names.length === 0) continue;
      const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
      for (const name of names) walk(module[name], `${relative(ROOT, path)}#${name}`, out);
    }
  }
  return [...out, ...inlineMessages()];
}
