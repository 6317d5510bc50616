// Adding a block is adding its folder (CONTRIBUTING.md): in a copy of the repo, `npm run new --
// scratch-block --block` writes the folder and its spec, and with nothing else written the block is
// built into the site remote, within its budget, mounted on a host page and offered by the playground.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOrigins, type Origins } from '../../shell/origins.ts';
import { test, expect } from './fixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The repo's files (tracked, and new ones not ignored) in a temporary folder, sharing node_modules. */
function copyOfRepo(): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'katkin-scratch-'));
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).stdout.split('\0').filter(Boolean);
  for (const file of files.filter((name) => existsSync(path.join(root, name)))) cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

// With another block beside it, so what blocks share goes to shared chunks as in the real build.
const run = (cwd: string, script: string) => spawnSync('npm', ['run', '-s', script], { cwd, encoding: 'utf8', env: { ...process.env, KATKIN_DIST: 'dist', KATKIN_WIDGETS: 'batch-lookup,tooltip,scratch-block' } });

test('npm run new makes a block folder that alone is built, budgeted, mounted and offered by the playground', async ({ page }) => {
  test.setTimeout(180_000);
  const copy = copyOfRepo();
  let origins: Origins | undefined;
  try {
    const made = spawnSync('npm', ['run', '-s', 'new', '--', 'scratch-block', '--block'], { cwd: copy, encoding: 'utf8' });
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toContain('block scratch-block written: widgets/marketing/scratch-block/, tests/e2e/blocks/scratch-block.spec.ts');
    for (const file of ['index.ts', 'scratch-block-options.ts', 'scratch-block-options.test.ts', 'scratch-block-docs.ts', 'scratch-block.tsx', 'scratch-block.css', 'demo.html', 'README.md']) {
      expect(existsSync(path.join(copy, 'widgets/marketing/scratch-block', file)), file).toBe(true);
    }

    const build = run(copy, 'build');
    expect(build.status, build.stderr).toBe(0);
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
