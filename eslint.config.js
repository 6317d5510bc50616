// Lint: typescript-eslint's recommended rules, plus the few that catch real mistakes in widget code.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['.tmp/**', 'dist/**', 'dist-*/**', 'node_modules/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // The product's console messages go through the one logger (shared/log.ts), which names their
    // owner and survives a host's throwing console. (no-console given again with only a level
    // would keep the allow list above, which let console.warn through.)
    files: ['loader/**', 'shared/**', 'widgets/**'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'shared/log.ts'],
    rules: { 'no-restricted-globals': ['error', { name: 'console', message: 'Write through shared/log.ts (logError, logWarn): it names the owner.' }] },
  },
  {
    // A browser test checks that something did not happen after settled() (tests/e2e/page-checks.ts)
    // or Playwright's clock, never after a fixed wait (CONTRIBUTING "Tests").
    files: ['tests/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'No fixed waits: use settled(page) or page.clock (CONTRIBUTING "Tests").' },
      ],
    },
  },
  {
    // Small files: a source file past 300 lines of code holds more than one thing. Tests may
    // run longer (one spec walks a whole flow).
    ignores: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
);
