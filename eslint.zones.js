// Lint zones: who may import what, by path and by package name (docs/decisions/0024-lint-zones.md).
// `zones(root)` builds the rules for a repository laid out at `root`: eslint.config.js passes the
// repository, eslint-fixtures/eslint.config.js passes its own folder, so the fixtures that prove each
// rule fires are checked by exactly these rules. Inside the server, the same file holds its walls
// (docs/decisions/0072-server-module-walls.md): a module is entered through its index.ts, no import
// circle, and a cap on file length.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const see = '(docs/decisions/0024-lint-zones.md)';
const seeWalls = '(docs/decisions/0072-server-module-walls.md)';

/** The longest a source file under packages/<name>/src may be, blank lines and comments aside. */
export const maxLines = 400;

/**
 * Files that were longer than `maxLines` when the cap came (docs/decisions/0072): each is named, so
 * that every other file, and every new one, is capped. Shorten one and take it off the list.
 */
export const longFiles = [
  'packages/domain/src/policy-actions/actions.test.ts',
  'packages/domain/src/products/sample-forms.ts',
  'packages/server/src/db/schema.ts',
  'packages/server/src/db/seed.ts',
  'packages/server/src/modules/collections/collect-service.ts',
  'packages/server/src/modules/endorsement/endorsement-service.ts',
  'packages/server/src/story/plan.ts',
  'packages/server/src/story/tell.ts',
  'packages/web/src/features/record/actions/cancellation/cancel-policy-modal.test.tsx',
];

/** The pure libraries domain may import by name, besides its own files (vitest in its tests). */
export const domainLibraries = ['@date-fns/tz', 'date-fns', 'intl-messageformat'];
/** What contracts may import by name, besides its own files. */
export const contractsLibraries = ['@bm/domain', 'zod'];

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * An allow-list of import names: any specifier that is neither relative nor one of `names` (or a
 * subpath of one) is an error. Node built-ins (`node:fs`, `fs`) are names too, so they are refused.
 * Dynamic `import()` escapes no-restricted-imports, so it is refused in these packages altogether.
 */
const onlyNames = (names, message) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: `^(?!\\.{1,2}(?:/|$)|(?:${names.map(escapeRegex).join('|')})(?:/|$))`,
          caseSensitive: true,
          message: `${message} ${see}`,
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    { selector: 'ImportExpression', message: `No dynamic import here: ${message} ${see}` },
  ],
});

/** react-router's data-router APIs: they need createBrowserRouter, which the app does not use. */
export const dataRouterOnly = [
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'RouterProvider',
  'useMatches',
  'useNavigation',
  'useRouteError',
  'useLoaderData',
  'useRouteLoaderData',
  'useActionData',
  'useFetcher',
  'useFetchers',
  'useBlocker',
  'unstable_usePrompt',
  'useRevalidator',
  'useSubmit',
  'useFormAction',
  'useViewTransitionState',
  'useAsyncValue',
  'useAsyncError',
  'Await',
  'Form',
  'ScrollRestoration',
];

/** A deny-list of our own packages' names (and their subpaths). */
const notNames = (names, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: names.flatMap((name) => [name, `${name}/*`]), message: `${message} ${see}` }] },
  ],
});

/** Zones by resolved path: an import is resolved against the importing file, then checked. */
const pathZones = (root) => {
  const web = 'packages/web/src';
  const features = readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    {
      target: 'packages/domain',
      from: '.',
      except: ['packages/domain', 'node_modules'],
      message: `domain imports only its own files and a few pure libraries. ${see}`,
    },
    {
      // `@bm/domain` resolves to domain's entry point: contracts may use that, not domain's files.
      target: 'packages/contracts',
      from: '.',
      except: ['packages/contracts', 'packages/domain/src/index.ts', 'node_modules'],
      message: `contracts imports only its own files, @bm/domain and zod. ${see}`,
    },
    {
      target: 'packages/server',
      from: ['packages/web', 'e2e'],
      message: `The server never imports the web app or the e2e journeys. ${see}`,
    },
    {
      target: 'packages/web',
      from: ['packages/server', 'e2e'],
      message: `The web app never imports the server or the e2e journeys. ${see}`,
    },
    ...features.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [`./${feature}`],
      message:
        `A feature never imports another feature: what two features share moves to components/ or ` +
        `lib/, or the code moves into the feature that owns it. ${see}`,
    })),
    {
      target: [`${web}/components`, `${web}/lib`],
      from: `${web}/features`,
      message: `components/ and lib/ are shared by the features and never import one. ${see}`,
    },
  ];
};

/**
 * The server's module walls: each `packages/server/src/modules/<m>` (read from disk) is entered from
 * outside only through its `index.ts`. Outside means the other modules, the rest of
 * `packages/server/src` (app.ts, jobs, db, story ...), the server's own config files and `scripts/`;
 * `packages/server/test` may import anything, and a module's own files import each other freely.
 * One zone per importing module (the modules' folder is refused but its own folder and the other
 * modules' indexes) and one for the rest: each file meets one zone, which keeps the rule cheap.
 */
const moduleWalls = (root) => {
  const server = 'packages/server';
  const modulesDir = path.join(root, server, 'src/modules');
  if (!existsSync(modulesDir)) return [];
  const modules = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const indexes = modules.map((name) => `./${name}/index.ts`);
  const from = `${server}/src/modules`;
  const message =
    `Outside a server module, import it only through its index.ts (export what you need there). ` + seeWalls;
  const rest = readdirSync(path.join(root, server, 'src'))
    .filter((name) => name !== 'modules')
    .map((name) => `${server}/src/${name}`);
  const serverFiles = readdirSync(path.join(root, server), { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${server}/${entry.name}`);
  const scripts = existsSync(path.join(root, 'scripts')) ? ['scripts'] : [];
  return [
    ...modules.map((name) => ({
      target: `${from}/${name}`,
      from,
      except: [`./${name}`, ...indexes.filter((index) => index !== `./${name}/index.ts`)],
      message,
    })),
    { target: [...rest, ...serverFiles, ...scripts], from, except: indexes, message },
  ];
};

const sources = '**/*.{js,mjs,ts,tsx}';

/**
 * How imports are resolved: relative paths, package names (workspace packages to their real folder,
 * `@bm/domain` to `packages/domain/src/index.ts`) and each folder's own tsconfig `paths` aliases, so
 * a zone holds however an import is spelt. One resolver per tsconfig (each package's files resolve
 * as tsc resolves them); the resolver's multi-project mode is not used because it drops the
 * projects when ESLint's cwd is not the process's (as when a test lints the fixtures).
 */
const resolvers = (root) => {
  const folders = [
    ...readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}`),
    'e2e',
    'scripts',
  ];
  return [
    { files: [sources], settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] } },
    ...folders
      .filter((folder) => existsSync(path.join(root, folder, 'tsconfig.json')))
      .map((folder) => ({
        files: [`${folder}/${sources}`],
        settings: {
          'import-x/resolver-next': [
            createTypeScriptImportResolver({
              tsconfig: { configFile: path.join(root, folder, 'tsconfig.json') },
            }),
          ],
        },
      })),
  ];
};

export const zones = (root) => [
  ...resolvers(root),
  {
    files: [sources],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...pathZones(root), ...moduleWalls(root)] },
      ],
    },
  },
  {
    // No import circle in the server or the scripts (docs/decisions/0072). Type-only imports are not
    // followed (they vanish at run time); maxDepth bounds the search (see the decision for its cost).
    files: ['packages/server/src/**/*.{js,mjs,ts,tsx}', 'scripts/**/*.{js,mjs,ts,tsx}'],
    // The rule follows only the files whose extension is listed here (its default is JavaScript's).
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'] },
    rules: { 'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }] },
  },
  {
    // A cap on file length for new code (docs/decisions/0072); the files already over it are named.
    files: ['packages/*/src/**/*.{js,mjs,ts,tsx}'],
    ignores: longFiles,
    rules: { 'max-lines': ['error', { max: maxLines, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['packages/domain/**/*.{js,mjs,ts,tsx}'],
    rules: onlyNames(domainLibraries, `domain imports only its own files, ${domainLibraries.join(', ')}.`),
  },
  {
    files: ['packages/domain/**/*.test.ts'],
    rules: onlyNames(
      [...domainLibraries, 'vitest'],
      `domain tests import only domain's files, ${domainLibraries.join(', ')} and vitest.`,
    ),
  },
  {
    files: ['packages/contracts/**/*.{js,mjs,ts,tsx}'],
    rules: onlyNames(contractsLibraries, 'contracts imports only its own files, @bm/domain and zod.'),
  },
  {
    files: ['packages/contracts/**/*.test.ts'],
    rules: onlyNames(
      [...contractsLibraries, 'vitest'],
      "contracts tests import only contracts' files, @bm/domain, zod and vitest.",
    ),
  },
  {
    files: ['packages/server/**/*.{js,mjs,ts,tsx}'],
    rules: notNames(['@bm/web', '@bm/e2e'], 'The server never imports the web app or the e2e journeys.'),
  },
  {
    files: ['packages/web/**/*.{js,mjs,ts,tsx}'],
    rules: notNames(['@bm/server', '@bm/e2e'], 'The web app never imports the server or the e2e journeys.'),
  },
  {
    // The app runs react-router in declarative mode (docs/decisions/0041): the data router's hooks
    // and components would throw at run time. Tests may still drive pages with a memory data router.
    files: ['packages/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: notNames(
            ['@bm/server', '@bm/e2e'],
            'The web app never imports the server or the e2e journeys.',
          )['no-restricted-imports'][1].patterns,
          paths: [
            {
              name: 'react-router',
              importNames: dataRouterOnly,
              message:
                'The app uses react-router in declarative mode: no data-router API (docs/decisions/0041).',
            },
          ],
        },
      ],
    },
  },
];
