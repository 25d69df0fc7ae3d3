// @ts-check
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * `npm run lint` (with dependency-cruiser's boundary rules): TypeScript rules everywhere; in the web app the
 * rules of hooks, accessibility, and the TanStack Query and Router rules.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'proto/gen/**', 'web/src/route-tree.gen.ts', 'web/src/lib/api-schema.gen.ts', 'bench/results/**', 'coverage/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      // Unused names are the type checker's job (noUnusedLocals); `_`-prefixed ones are deliberate.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['services/**/*.ts', 'test/**/*.ts', 'bench/**/*.{ts,mjs,js}', 'scripts/**/*.{mjs,js}', '**/*.{mjs,cjs,mts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['web/**/*.{ts,tsx}'] })),
  ...pluginRouter.configs['flat/recommended'].map((config) => ({ ...config, files: ['web/**/*.{ts,tsx}'] })),
);
