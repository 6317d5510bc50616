// Adding a block is adding its folder (CONTRIBUTING.md): in a copy of the repo, a scratch block's
// folder alone, and nothing else written, gets it built into the site remote, within its budget,
// mounted on a host page and offered by the playground.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOrigins, type Origins } from '../../shell/origins.ts';
import { test, expect } from './fixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');

const FILES: Record<string, string> = {
  'index.ts': `import { defineWidget } from '../../../shared/ui/define-widget.tsx';
import { scratchBlockOptions } from './scratch-block-options.ts';
import { ScratchBlock } from './scratch-block.tsx';
import styles from './scratch-block.css';

export const { mount } = defineWidget({ options: scratchBlockOptions, styles, Component: ScratchBlock });
`,
  'scratch-block-options.ts': `import { nonEmptyText } from '../../../shared/content-fields.ts';
import { defineOptions } from '../../../shared/widget-options.ts';
import { z } from '../../../shared/zod.ts';

export const scratchBlockOptions = defineOptions({ json: z.object({ text: nonEmptyText }), jsonRequired: true });
`,
  'scratch-block.tsx': `import type { WidgetProps } from '../../../shared/ui/define-widget.tsx';
import type { scratchBlockOptions } from './scratch-block-options.ts';

export function ScratchBlock({ json }: WidgetProps<typeof scratchBlockOptions>) {
  return <p className="scratch-block">{json.text}</p>;
}
`,
  'scratch-block.css': '.scratch-block { font-weight: bold; }\n',
  'demo.html': `<section class="demo" aria-labelledby="demo-scratch-block">
  <h2 id="demo-scratch-block">Scratch block</h2>
  <!-- example: Hello -->
  <div data-katkin-widget="scratch-block"><script type="application/json">{"text": "Hello from a scratch block"}</script></div>
</section>
`,
  'README.md': '# scratch-block\n\nA block made by the scratch-block test.\n',
};

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

test('a block folder alone is built, budgeted, mounted and offered by the playground', async ({ page }) => {
  test.setTimeout(180_000);
  const copy = copyOfRepo();
  let origins: Origins | undefined;
  try {
    const folder = path.join(copy, 'widgets/marketing/scratch-block');
    mkdirSync(folder);
    for (const [file, text] of Object.entries(FILES)) writeFileSync(path.join(folder, file), text);

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
    await expect(page.getByText('Mounted from its folder')).toHaveCSS('font-weight', '700');

    await page.goto(`${origins.host}/?widget=scratch-block`);
    await expect(page.locator('#example optgroup[label="Scratch block (scratch-block)"] option')).toHaveText(['Hello']);
    await expect(page.frameLocator('#stage-frame').getByText('Hello from a scratch block')).toBeVisible();
  } finally {
    await origins?.close();
    rmSync(copy, { recursive: true, force: true });
  }
});
