import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import layerImports from './eslint-rules/layer-imports.js';

// Shared room rules (see the Rooms block below). Patterns are regular expressions: in the
// gitignore syntax of `group`, a leading '#' starts a comment and would match nothing.
const ONLY_DB_TALKS_SQL = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'Only db/ talks SQL: use a repository in db/repositories.',
};
// core/pricing and core/routes are entered through their index.ts, like a services slice.
const CORE_DOORS = {
  regex: '^(#core/|(\\.\\.?/)+)(pricing|routes)/',
  message: "core/pricing and core/routes are entered through their index: '#core/pricing'.",
};
const SLICE_DOORS = {
  regex: '^#services/[^/]+/(?!types$)',
  message: "Another slice is entered through its door: '#services/<slice>' (or its types.ts).",
};
const USE_CASES = 'Services are use-cases: they know neither HTTP, screens, demo data nor tests.';
const UI_HAS_NO_DATA_LAYER = {
  regex: '^#(db|server|search|demo|tests|bench)/',
  message: 'UI reaches data through loaders and /api, not the data layer.',
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'data/',
      'test-results/',
      '.react-router/',
      'node_modules/',
      'db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // ── Rooms (docs/architecture.md "Rooms"): who may import what. Relative imports stay inside
  // their layer or services slice (eslint-rules/layer-imports.js); everything else goes through a
  // subpath import, checked here. A deliberately wrong import fails `npm run check`.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['scripts/**', '*.config.ts'],
    plugins: { feriora: { rules: { 'layer-imports': layerImports } } },
    rules: { 'feriora/layer-imports': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['db/**', '**/*.test.ts', 'tests/**', 'bench/**', 'core/pricing/**', 'core/routes/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ONLY_DB_TALKS_SQL, CORE_DOORS] }] },
  },
  {
    files: ['db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CORE_DOORS] }] },
  },
  {
    files: ['core/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(?!core/)|^node:',
              message: 'core/ is pure and shared with the browser: it imports only zod and core/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['search/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(?!core/)',
              message: 'search/ is a pure engine over core/: the services feed it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(?!core/|search/types$)',
              message:
                'db/ knows tables and queries: it imports only core/ (and search row types).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['services/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^#(app|server|demo|tests|bench)/',
              message: USE_CASES,
            },
            SLICE_DOORS,
            {
              regex: '^#db/schema(/|$)',
              allowTypeImports: true,
              message: 'Services read and write through db/repositories, not the tables.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            SLICE_DOORS,
            {
              regex: '^#(db/repositories|db/schema|search|tests)(/|$)',
              message: 'server/ is HTTP only: data comes through the services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['demo/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^#(app|server)/', message: 'demo/ is data and art.' }, SLICE_DOORS],
        },
      ],
    },
  },
  {
    // Screens and client code: no data layer, and services only as types (or their types.ts).
    files: ['app/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.ts',
      'app/**/*.server.ts',
      'app/routes/**',
      'app/root.tsx',
      'app/entry.server.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            UI_HAS_NO_DATA_LAYER,
            {
              regex: '^#services/[^/]+(/(?!types$).*)?$',
              allowTypeImports: true,
              message: 'Components import services as types only (values from <slice>/types.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Route modules, loaders and *.server.ts helpers call the services through their doors.
    files: ['app/**/*.server.ts', 'app/routes/**', 'app/root.tsx', 'app/entry.server.tsx'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [UI_HAS_NO_DATA_LAYER, SLICE_DOORS] },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**', '**/*.test.ts', 'tests/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
);
