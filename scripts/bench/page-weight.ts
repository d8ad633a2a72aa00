// The JavaScript a first visit downloads, in Debian's Chromium against the app server: what a page
// needs before its user can act (type on the sign-in page, read the catalogue's products), and
// everything it has fetched once the network is idle (code loaded after that point, such as the
// cookie banner or the header on the sign-in page, is in the second figure only).
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

export interface PageWeightCase {
  name: string;
  path: string;
  /** Signed in with this Cookie header, else a guest. */
  cookie: string | null;
  /** Resolves once the user can act on the page. */
  ready: (page: Page) => Promise<void>;
  /** The budget, in gzipped KB, for what loads before `ready`. */
  budgetKb: number;
}

export interface PageWeight {
  name: string;
  path: string;
  budgetKb: number;
  /** Scripts requested before the page was ready, and their gzipped size in bytes. */
  readyFiles: number;
  readyBytes: number;
  /** All scripts once the network was idle. */
  idleFiles: number;
  idleBytes: number;
  /** The largest scripts needed before ready: file name and gzipped bytes. */
  largest: Array<{ file: string; bytes: number }>;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Gzip level 9, as Vite reports its chunks. */
const gzipped = (body: Buffer) => gzipSync(body, { level: 9 }).length;

export function pageWeightCases(brokerCookie: string): PageWeightCase[] {
  return [
    {
      name: 'Sign-in page (guest)',
      path: '/login',
      cookie: null,
      budgetKb: 170,
      ready: async (page) => {
        const email = page.getByLabel('Email');
        await email.waitFor({ state: 'visible' });
        await email.fill('broker@example.com');
      },
    },
    {
      name: 'Catalogue (signed-in broker)',
      path: '/',
      cookie: brokerCookie,
      budgetKb: 150,
      ready: async (page) => {
        await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible' });
        await page.getByRole('heading', { level: 3 }).first().waitFor({ state: 'visible' });
      },
    },
  ];
}

async function weigh(page: Page, baseUrl: string, c: PageWeightCase): Promise<PageWeight> {
  const bodies = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname;
    bodies.set(
      file,
      response.body().then(gzipped, () => 0),
    );
  });
  await page.goto(baseUrl + c.path);
  await c.ready(page);
  const readyAt = new Set(bodies.keys());
  await page.waitForLoadState('networkidle');
  const sizes = new Map<string, number>();
  for (const [file, size] of bodies) sizes.set(file, await size);
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + (sizes.get(f) ?? 0), 0);
  return {
    name: c.name,
    path: c.path,
    budgetKb: c.budgetKb,
    readyFiles: readyAt.size,
    readyBytes: sum(readyAt),
    idleFiles: sizes.size,
    idleBytes: sum(sizes.keys()),
    largest: [...readyAt]
      .map((file) => ({ file: file.split('/').pop() ?? file, bytes: sizes.get(file) ?? 0 }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 6),
  };
}

/** Each case in a fresh browser context (empty cache, no cookies but its own). */
export async function measurePageWeights(baseUrl: string, cases: PageWeightCase[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const results: PageWeight[] = [];
    for (const c of cases) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      if (c.cookie) {
        const [name, value] = c.cookie.split('=', 2) as [string, string];
        await context.addCookies([{ name, value, url: baseUrl }]);
      }
      try {
        results.push(await weigh(await context.newPage(), baseUrl, c));
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** The markdown section of docs/benchmarks.md. */
export function pageWeightSection(weights: PageWeight[]): string[] {
  if (weights.length === 0) return [];
  const lines = [
    '## Page weight (first visit, JavaScript)',
    '',
    "The production build served by the app server, opened in Debian's Chromium (1366x900, empty cache). " +
      '**Before ready** counts the scripts requested until the user can act (the email field takes ' +
      "typing on the sign-in page; the catalogue's heading and its first product are shown); " +
      '**at idle** counts every script once the network is quiet. Sizes are each response body gzipped at ' +
      "level 9, as Vite reports its chunks. The routes load their pages' code on demand (decision 0028).",
    '',
    '| Page | before ready: files | before ready: KB gzip | budget KB | at idle: files | at idle: KB gzip | largest before ready (KB gzip) |',
    '|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const w of weights) {
    const largest = w.largest.map((f) => `${f.file} ${kb(f.bytes)}`).join(', ');
    lines.push(
      `| ${w.name} \`${w.path}\` | ${w.readyFiles} | ${kb(w.readyBytes)} | ${w.budgetKb} | ${w.idleFiles} | ${kb(w.idleBytes)} | ${largest} |`,
    );
  }
  lines.push('');
  for (const w of weights) {
    const met = w.readyBytes / 1024 <= w.budgetKb;
    lines.push(
      `- ${w.name}: at most ${w.budgetKb} KB gzip before ready: ${kb(w.readyBytes)} KB, ${met ? '**met**' : '**missed**'}.`,
    );
  }
  return lines;
}
