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
);
