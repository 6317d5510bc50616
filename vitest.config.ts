// Unit tests (pure rules, node) and component tests (files ending .test.tsx run in happy-dom,
// chosen per file with a `@vitest-environment happy-dom` docblock). Component tests run on React;
// the e2e suite covers the preact build.
import { defineConfig, type Plugin } from 'vitest/config';

// rspack turns .css into a CSSStyleSheet; here every stylesheet is an empty one.
const cssAsStyleSheet: Plugin = {
  name: 'css-as-stylesheet',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? '\0katkin-css' : undefined),
  load: (id) => (id === '\0katkin-css' ? 'export default new CSSStyleSheet();' : undefined),
};

export default defineConfig({
  plugins: [cssAsStyleSheet],
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['loader/**/*.test.{ts,tsx}', 'shared/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'shell/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/engines/**/*.test.ts'],
    restoreMocks: true,
    // Threads that keep their module graph between files: on 2 cores about half the time of a
    // fresh process per file (the tests themselves are a third of the run). So no test replaces a
    // module with vi.mock: it would leak into the files after it.
    pool: 'threads',
    isolate: false,
    // The page they then share is emptied before each file (shared/testing/fresh-page.ts).
    setupFiles: ['shared/testing/fresh-page.ts'],
  },
});
