// Adding a block is adding its folder (CONTRIBUTING.md): in a copy of the repo, `npm run new --
// scratch-block --block` writes the folder and its spec, and with nothing else written the block is
// built into the site remote, within its budget, mounted on a host page and offered by the playground.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distDir, NOT_FOR_CDN } from '../../scripts/dist-dir.ts';
import { startOrigins, type Origins } from '../../shell/origins.ts';
import { test, expect } from './fixtures.ts';
import { copyRepository } from './repo-copy.ts';

// With another block beside it, so what blocks share goes to shared chunks as in the real build.
const run = (cwd: string, script: string) => spawnSync('npm', ['run', '-s', script], { cwd, encoding: 'utf8', env: { ...process.env, KATKIN_DIST: 'dist', KATKIN_WIDGETS: 'batch-lookup,tooltip,scratch-block' } });

test('npm run new makes a block folder that alone is built, budgeted, mounted and offered by the playground', async ({ page }) => {
  test.setTimeout(180_000);
  const copy = mkdtempSync(path.join(tmpdir(), 'katkin-scratch-'));
  copyRepository(copy);
  let origins: Origins | undefined;
  try {
    const made = spawnSync('npm', ['run', '-s', 'new', '--', 'scratch-block', '--block'], { cwd: copy, encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('block scratch-block written: widgets/marketing/scratch-block/, tests/e2e/blocks/scratch-block.spec.ts');
    for (const file of ['index.ts', 'scratch-block-options.ts', 'scratch-block-options.test.ts', 'scratch-block-docs.ts', 'scratch-block.tsx', 'scratch-block.css', 'demo.html', 'README.md']) {
      expect(existsSync(path.join(copy, 'widgets/marketing/scratch-block', file)), file).toBe(true);
    }

    // build:cdn is the part of npm run build that reads widgets/; the rest (the libraries, the host
    // types, the example app: NOT_FOR_CDN) is made from other folders, so it is this suite's build's,
    // copied rather than made again (the test alone: 30 s before, 21.5 s). The budgets check both.
    const build = run(copy, 'build:cdn');
    expect(build.status, build.stderr).toBe(0);
    for (const part of NOT_FOR_CDN) cpSync(path.join(distDir, part), path.join(copy, 'dist', part), { recursive: true });
    const budgets = run(copy, 'budgets');
    expect(budgets.stdout).toMatch(/^ok +preact\/site scratch-block: brotli /m);
    expect(budgets.status, budgets.stdout).toBe(0);

    origins = await startOrigins({ root: copy, distDir: path.join(copy, 'dist') });
    origins.pages.set('/scratch.html', {
      html: `<!doctype html><html lang="en-GB"><head><title>scratch</title><script async src="${origins.dist}/loader.js" data-api-base="${origins.api}"></script></head>
<body><main><div data-katkin-widget="scratch-block"><script type="application/json">{"text": "Mounted from its folder"}</script></div></main></body></html>`,
    });
    await page.goto(`${origins.host}/scratch.html`);
    await expect(page.locator('[data-katkin-widget="scratch-block"]')).toHaveAttribute('data-katkin-state', 'ready');
    // The block's own stylesheet, adopted in its shadow root: a paragraph's default margin taken away.
    await expect(page.getByText('Mounted from its folder')).toHaveCSS('margin-top', '0px');

    await page.goto(`${origins.host}/?widget=scratch-block`);
    await expect(page.locator('#example optgroup[label="Scratch block (scratch-block)"] option')).toHaveText(['Hello', 'Empty text (an error)']);
    await expect(page.frameLocator('#stage-frame').getByText('Hello from scratch-block')).toBeVisible();
  } finally {
    await origins?.close();
    rmSync(copy, { recursive: true, force: true });
  }
});
