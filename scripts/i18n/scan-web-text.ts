import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Text a person reads that is still written in English in the web app's code instead of in a
 * `messages.ts` bundle (decision 0079). Read from the syntax tree, not by pattern: JSX text, the text
 * props of a component (label, title, aria-label…), text keys of an object (label, header…) and toasts.
 */
const TEXT_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'helperText',
  'alt',
  'text',
  'emptyText',
  'tooltip',
  'caption',
  'description',
  'message',
]);
const TEXT_KEYS = new Set([...TEXT_PROPS, 'header', 'headerName', 'heading', 'hint', 'subtitle', 'name']);
/** Hooks and helpers whose first argument is a text the user reads (a page's title). */
const TEXT_CALLS = new Set(['usePageTitle', 'pageTitle']);
const TOAST_METHODS = new Set(['success', 'error', 'info', 'warning']);

const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text) && !/^[a-z][\w.-]*$/.test(text.trim());

export const WEB_SRC = join(import.meta.dirname, '../../packages/web/src');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'test' && entry.name !== 'i18n') out.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'messages.ts') {
      out.push(path);
    }
  }
  return out;
}

function stringOf(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ');
  if (ts.isJsxExpression(node)) return stringOf(node.expression);
  return null;
}

/** The English texts of one file (each as written). */
export function englishTextsOf(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (hasWords(node.text)) found.push(node.text.trim());
    } else if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      // `{paid ? 'Paid' : 'Unpaid'}` between tags: every sentence-like literal in the expression.
      const inner = (child: ts.Node): void => {
        const text = ts.isStringLiteral(child) || ts.isNoSubstitutionTemplateLiteral(child) ? child.text : null;
        if (text !== null && hasWords(text) && /^[A-Z]|\s/.test(text)) found.push(text);
        ts.forEachChild(child, inner);
      };
      if (node.expression) inner(node.expression);
      return;
    } else if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(source))) {
      const text = stringOf(node.initializer);
      if (text !== null && hasWords(text)) found.push(text);
    } else if (ts.isVariableDeclaration(node) && /MESSAGES/.test(node.name.getText(source)) && node.initializer) {
      // A web-only `…_MESSAGES` object: each of its texts (they belong in a messages.ts bundle).
      const inner = (child: ts.Node): void => {
        const text = stringOf(child);
        if (text !== null && hasWords(text) && /\s/.test(text.trim())) found.push(text);
        else ts.forEachChild(child, inner);
      };
      inner(node.initializer);
      return;
    } else if (ts.isPropertyAssignment(node) && TEXT_KEYS.has(node.name.getText(source).replace(/['"]/g, ''))) {
      const text = stringOf(node.initializer);
      if (text !== null && hasWords(text) && /\s/.test(text.trim())) found.push(text);
    } else if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && TEXT_CALLS.has(node.expression.text)) {
      const text = stringOf(node.arguments[0]);
      if (text !== null && hasWords(text)) found.push(text);
    } else if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      TOAST_METHODS.has(node.expression.name.text) &&
      /toast/i.test(node.expression.expression.getText(source))
    ) {
      const text = stringOf(node.arguments[0]);
      if (text !== null && hasWords(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** For each web source file (relative to packages/web/src), how many English texts it still holds. */
export function untranslatedWebText(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const path of sourceFiles(WEB_SRC).sort()) {
    const n = englishTextsOf(path).length;
    if (n > 0) counts[relative(WEB_SRC, path)] = n;
  }
  return counts;
}
