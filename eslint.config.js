import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Dependency direction (docs/decisions/0001-architecture.md): domain <- contracts <- server, web. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const ourPackages = (...names) =>
  names.map((name) => ({
    group: [`@bm/${name}`, `@bm/${name}/*`],
    message: `This package may not import @bm/${name}.`,
  }));
const noPathInto = (...dirs) =>
  dirs.map((dir) => ({
    regex: `(^|/)(packages/)?${dir}/`,
    message: `Reach other packages through their @bm/ name, never by path.`,
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Plain Node scripts (the .ts ones get Node's globals from their types).
    files: ['scripts/**/*.mjs', 'e2e/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: restrict([
      ...ourPackages('contracts', 'server', 'web'),
      ...noPathInto('contracts', 'server', 'web'),
    ]),
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: restrict([...ourPackages('server', 'web'), ...noPathInto('server', 'web')]),
  },
  { files: ['packages/server/**/*.ts'], rules: restrict([...ourPackages('web'), ...noPathInto('web')]) },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...restrict([...ourPackages('server'), ...noPathInto('server')]),
    },
  },
  {
    // A web feature does not import another feature (features/<name>/<folder>/file).
    files: ['packages/web/src/features/*/*/**/*.{ts,tsx}'],
    rules: restrict([
      ...ourPackages('server'),
      {
        regex: '^\\.\\./\\.\\./(?!\\.\\.)',
        message: 'A feature may not import another feature: move shared code to components/ or lib/.',
      },
    ]),
  },
  {
    files: ['packages/web/src/features/*/*.{ts,tsx}'],
    rules: restrict([
      ...ourPackages('server'),
      {
        regex: '^\\.\\./(?!\\.\\.)',
        message: 'A feature may not import another feature: move shared code to components/ or lib/.',
      },
    ]),
  },
);
