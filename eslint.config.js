import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { layerDirection, noImportCycle } from './lint/import-rules.ts';

const root = import.meta.dirname;
const at = (...paths) => paths.map((path) => `${root}/${path}`);
const features = readdirSync(`${root}/client/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Imports point one way: app -> features -> components -> lib. Server modules never reach for the app or HTTP layer.
const layerZones = [
  {
    target: `${root}/client/src/start`,
    from: at('client/src/lib', 'client/src/components', 'client/src/features', 'client/src/app', 'client/src/server-render', 'client/src/landing-document'),
    message: 'start/ is what the first script imports (main.tsx): it imports no other part of the client, so it never brings React or Chakra into that script.',
  },
  {
    target: `${root}/client/src/lib`,
    from: at('client/src/components', 'client/src/features', 'client/src/app'),
    message: 'lib/ is the bottom layer: it imports no other part of the client.',
  },
  {
    target: `${root}/client/src/components`,
    from: at('client/src/features', 'client/src/app'),
    message: 'Shared components never import features/ or app/: pass what they need as props.',
  },
  {
    target: `${root}/client/src/features`,
    from: at('client/src/app'),
    message: 'A feature never imports app/: move the shared piece to lib/ or components/.',
  },
  ...features.map((feature) => ({
    target: `${root}/client/src/features/${feature}`,
    from: at('client/src/features'),
    except: at(`client/src/features/${feature}`),
    message: 'Features never import each other: move the shared piece to components/, lib/ or shared/.',
  })),
  {
    target: `${root}/server/src/modules`,
    from: at('server/src/app.ts', 'server/src/http'),
    message: 'A module never imports the app or the HTTP layer; they import modules.',
  },
  {
    target: `${root}/shared`,
    from: at('server', 'client'),
    message: 'shared/ is used by the server and the client and imports neither.',
  },
  { target: `${root}/server`, from: at('client'), message: 'The server never imports the client.' },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'client/dist-ssr/**', '.tsbuild/**', 'data/**', 'test-results/**', '.test-output/**'] },
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
    plugins: { local: { rules: { 'layer-direction': layerDirection, 'no-import-cycle': noImportCycle } } },
    rules: {
      'local/layer-direction': ['error', layerZones],
      'local/no-import-cycle': 'error',
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The first script evaluates these before React listens; a type from them costs nothing.
    files: ['client/src/start/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'react-router', '@chakra-ui/*', '@emotion/*', '@tanstack/*', '@trpc/*'],
              allowTypeImports: true,
              message: 'start/ is what the first script imports: React, Chakra and the libraries on them come in later stages (main.tsx).',
            },
          ],
        },
      ],
    },
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
  {
    // Every journey runs on the journeys' clock (docs/testing.md "Browser journeys and the clock").
    files: ['e2e/**/*.spec.ts', 'e2e/fixtures/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'NewExpression[callee.name="Date"][arguments.length=0]',
          message: "A journey's now is journeyNow() (support.ts), not the machine's clock.",
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from e2e/journey-test.ts: its contexts are on the journeys' clock.",
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Journeys choose named days and slots (support.ts), not random ones.' },
        { object: 'Date', property: 'now', message: "A journey's now is journeyNow() (support.ts); Date.now() only in uniqueEmail and the like." },
      ],
    },
  },
);
