// Lint: typescript-eslint, React hooks rules, and import boundaries: a web feature never imports
// another feature (the app layer composes them), shared imports neither side, the server never
// imports the web app. Each boundary holds for relative paths and for the import aliases
// (`#server/*`, `#shared/*`, `#web/*` in package.json "imports").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES_DIR = 'src/web/features';
const features = readdirSync(FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import specifiers that reach feature `name` from inside another feature, at any depth. */
const reachFeature = (name) => [
  `**/features/${name}`,
  `**/features/${name}/**`,
  ...['..', '../..', '../../..', '../../../..'].flatMap((up) => [
    `${up}/${name}`,
    `${up}/${name}/**`,
  ]),
];

const featureBoundaries = features.map((feature) => ({
  files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: features.filter((other) => other !== feature).flatMap(reachFeature),
            message:
              'A feature must not import another feature; compose them in src/web/app instead.',
          },
          { group: ['**/server/**'], message: 'The web app must not import server code.' },
          { regex: '^#server/', message: 'The web app must not import server code.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      // The bench's scratch and working folders (git-ignored): its output, and throwaway scripts.
      'bench/tmp/**',
      'bench/work/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/web/**'], message: 'src/shared imports neither side.' },
            { regex: '^#(server|web)/', message: 'src/shared imports neither side.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/web/**'], message: 'The server must not import the web app.' },
            { regex: '^#web/', message: 'The server must not import the web app.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
);
