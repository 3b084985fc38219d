import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import rise from './eslint/boundaries.js';

const NO_UNKNOWN_CAST = {
  selector: 'TSAsExpression > TSAsExpression.expression > TSUnknownKeyword.typeAnnotation',
  message: 'No `as unknown as` in web/: give the value the type it has (decision 0029).',
};

const NO_SUBMIT_BUTTON = {
  selector:
    "JSXOpeningElement[name.name=/^(button|Button)$/] > JSXAttribute[name.name='type']:matches([value.value='submit'], [value.expression.value='submit'])",
  message: 'A form sends with <SubmitButton> (web/ui/form.tsx) inside a <Form>: it is disabled and says so while the form saves.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Import boundaries between contract/, web/, server/ and their features (see eslint/boundaries.js).
    files: ['**/*.{ts,tsx,js}'],
    plugins: { rise },
    rules: { 'rise/boundaries': 'error' },
  },
  {
    // Features style with the design tokens of web/styles.css (see eslint/design-tokens.js).
    files: ['web/features/**/*.{ts,tsx}'],
    plugins: { rise },
    rules: { 'rise/design-tokens': 'error' },
  },
  {
    // The web calls endpoints from its address book (web/lib/endpoints.ts, written by `npm run
    // endpoints`), so the contract's schemas stay out of a screen's first load.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contract/*'],
              importNamePattern: 'Api$',
              allowTypeImports: true,
              message: 'Import endpoints from web/lib/endpoints (npm run endpoints writes it), not from contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    // No `as unknown as` in the web: a cast through unknown claims a type (a library's object, a
    // contract's schema) that the value does not have (decision 0029). Tests may build stand-ins.
    // One send button for forms (issue 54): web/ui/form.tsx's SubmitButton, which waits while its form
    // saves; a hand-made submit button would need its own pending flag, and could forget it.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/**/*.test.ts', 'web/**/*.test.tsx', 'web/test/**'],
    rules: { 'no-restricted-syntax': ['error', NO_UNKNOWN_CAST, NO_SUBMIT_BUTTON] },
  },
  {
    // The kit's own SubmitButton is the one submit button (flat config replaces the rule's list, so
    // the cast rule is repeated here).
    files: ['web/ui/form.tsx'],
    rules: { 'no-restricted-syntax': ['error', NO_UNKNOWN_CAST] },
  },
  {
    // A toast comes a moment after what caused it, and its region may be there from an earlier one:
    // a web test waits for the toast's words (expectToast, web/test/render.tsx), never reads the region once.
    files: ['web/**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='expect'] > AwaitExpression > CallExpression[callee.name='toasts']",
          message: 'Wait for the toast: await expectToast(text) (web/test/render.tsx).',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
