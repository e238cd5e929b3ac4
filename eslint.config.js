import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { noTypeImportCycle } from './lint/no-type-import-cycle.ts';

const features = readdirSync(`${import.meta.dirname}/client/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports point one way: app -> features -> components -> lib. Server modules never reach for the app or HTTP layer.
const layerZones = [
  {
    target: './client/src/lib',
    from: ['./client/src/components', './client/src/features', './client/src/app'],
    message: 'lib/ is the bottom layer: it imports no other part of the client.',
  },
  {
    target: './client/src/components',
    from: ['./client/src/features', './client/src/app'],
    message: 'Shared components never import features/ or app/: pass what they need as props.',
  },
  {
    target: './client/src/features',
    from: './client/src/app',
    message: 'A feature never imports app/: move the shared piece to lib/ or components/.',
  },
  ...features.map((feature) => ({
    target: `./client/src/features/${feature}`,
    from: './client/src/features',
    except: [`./${feature}`],
    message: 'Features never import each other: move the shared piece to components/, lib/ or shared/.',
  })),
  {
    target: './server/src/modules',
    from: ['./server/src/app.ts', './server/src/http'],
    message: 'A module never imports the app or the HTTP layer; they import modules.',
  },
  {
    target: './shared',
    from: ['./server', './client'],
    message: 'shared/ is used by the server and the client and imports neither.',
  },
  { target: './server', from: './client', message: 'The server never imports the client.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.tsbuild/**', 'data/**', 'test-results/**', '.test-output/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: { rules: { 'no-type-import-cycle': noTypeImportCycle } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-type-import-cycle': 'error',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/paths.ts', 'client/src/lib/trpc.ts', 'client/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/([a-z]|$)/]', message: 'Client paths live in lib/paths.ts: use paths.* there.' },
        { selector: 'TemplateElement[value.raw=/^\\/[a-z]/]', message: 'Client paths live in lib/paths.ts: use paths.* there.' },
      ],
    },
  },
);
