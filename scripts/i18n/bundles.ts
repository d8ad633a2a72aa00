import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BilingualMessage } from '@bm/domain';
import { WEB_SRC } from './scan-web-text.ts';

export interface BundleMessage extends BilingualMessage {
  readonly where: string;
}

function files(dir: string, match: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path, match));
    else if (match(entry.name)) out.push(path);
  }
  return out;
}

const isBilingual = (value: unknown): value is BilingualMessage =>
  !!value && typeof value === 'object' && typeof (value as BilingualMessage).en === 'string' &&
  typeof (value as BilingualMessage).fr === 'string';

/** Every message of the web app's `messages.ts` bundles. */
export async function webBundleMessages(): Promise<BundleMessage[]> {
  const out: BundleMessage[] = [];
  for (const path of files(WEB_SRC, (name) => name === 'messages.ts').sort()) {
    const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
    for (const [name, bundle] of Object.entries(module)) {
      if (!bundle || typeof bundle !== 'object') continue;
      for (const [key, message] of Object.entries(bundle)) {
        if (isBilingual(message)) out.push({ where: `${relative(WEB_SRC, path)}#${name}.${key}`, ...message });
      }
    }
  }
  return out;
}

/** Web source files other than `messages.ts` that call defineMessages (a bundle the check would not see). */
export function bundlesOutsideMessageFiles(): string[] {
  return files(WEB_SRC, (name) => /\.tsx?$/.test(name) && name !== 'messages.ts' && name !== 'use-t.ts')
    .filter((path) => /\bdefineMessages\(/.test(readFileSync(path, 'utf8')))
    .map((path) => relative(WEB_SRC, path));
}
