// Lints the fixtures with the repository's zones, built for this folder as if it were the repository.
// Run by scripts/lint-zones.test.ts (the root config ignores this folder).
import tseslint from 'typescript-eslint';
import { zones } from '../eslint.zones.js';

export default tseslint.config(
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
  ...zones(import.meta.dirname),
);
