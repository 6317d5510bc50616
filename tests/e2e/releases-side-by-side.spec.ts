// Two releases in one CDN folder (contract section 7). Both are built by `npm run release` from
// copies of this repository, each with only the batch lookup and the accordion (KATKIN_WIDGETS) to
// keep the builds short, the site remote then with two widgets and a framework file of its own: the first as it is, the second with one visible change (the batch number field's
// placeholder text) and the next patch version, as a real next release is made. The copies sit at
// the same depth with the same node_modules, so what did not change builds to the same files. A
// failed release is tried first in the second copy. Then the deploy of README "Releases and
// deploys" is played: every file but loader.js, then loader.js, and a rollback.
import { execFile, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { startOrigins, type Origins } from '../../shell/origins.ts';
import { expect, test } from './fixtures.ts';
import { copyRepository, root } from './repo-copy.ts';

const run = promisify(execFile);
const FIRST = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
const SECOND = FIRST.replace(/\d+$/, (patch) => String(Number(patch) + 1));
const WIDGET_SOURCE = 'widgets/batch-lookup/batch-lookup.tsx';
const [OLD_TEXT, NEW_TEXT] = ['placeholder="12345"', 'placeholder="67890"'];

const release = (dir: string) => run('npm', ['run', 'release'], { cwd: dir, env: { ...process.env, KATKIN_WIDGETS: 'batch-lookup,accordion' }, maxBuffer: 64 << 20 });

function edit(dir: string, file: string, from: string, to: string): void {
  const text = readFileSync(path.join(dir, file), 'utf8');
  expect(text.split(from)).toHaveLength(2); // exactly once
  writeFileSync(path.join(dir, file), text.replace(from, to));
}

const filesOf = (dir: string) => (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
  .sort();

/** A visitor's page on the host origin with the loader from the CDN folder, and the CDN requests that failed. */
async function open(browser: Browser, origins: Origins, body = ''): Promise<{ page: Page; failed: string[]; requested: string[] }> {
  // A new context is a new visitor: nothing cached, so the loader.js now on the CDN.
  const page = await (await browser.newContext()).newPage();
  const failed: string[] = [];
  const requested: string[] = [];
  page.on('response', (response) => {
    if (!response.url().startsWith(origins.dist)) return;
    requested.push(new URL(response.url()).pathname.slice(1));
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => failed.push(`failed ${request.url()}`));
  const id = `/visitor-${Math.random().toString(36).slice(2)}.html`;
  origins.pages.set(id, {
    html: `<!doctype html><html lang="en-GB"><head><title>host</title><script async src="${origins.dist}/loader.js" data-api-base="${origins.api}" data-site-base="${origins.host}"></script></head><body><main>${body}</main></body></html>`,
  });
  await page.goto(`${origins.host}${id}`);
  await page.waitForFunction(() => !Array.isArray((window as { katkin?: unknown }).katkin) && (window as { katkin?: unknown }).katkin !== undefined);
  return { page, failed, requested };
}

const version = (page: Page) => page.evaluate(() => (window as unknown as { katkin: { version: string } }).katkin.version);

/** Mounts a batch lookup the page did not have; answers the placeholder text of its field once it is ready. */
async function mountLookup(page: Page, id: string): Promise<string | null> {
  await page.evaluate((id) => {
    const placeholder = document.createElement('div');
    placeholder.id = id;
    placeholder.setAttribute('data-katkin-widget', 'batch-lookup');
    document.querySelector('main')!.append(placeholder);
  }, id);
  await expect(page.locator(`#${id}`)).toHaveAttribute('data-katkin-state', 'ready');
  return page.locator(`#${id}`).getByRole('textbox', { name: 'Batch number' }).getAttribute('placeholder');
}

test('two releases side by side: no file but loader.js collides, open pages keep working, new pages run the new one, rollback', async ({ browser, flavour }) => {
  test.skip(flavour === 'react', 'releases: the deploy is the same for both builds');
  // Three builds of two widgets: about a minute of CPU, minutes on a busy machine.
  test.setTimeout(15 * 60_000);
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'katkin-releases-'));
  const [first, second, cdn] = ['first', 'second', 'cdn'].map((name) => path.join(tmp, name)) as [string, string, string];
  let origins: Origins | undefined;
  try {
    copyRepository(first);
    copyRepository(second);

    // One build at a time, so the other tests running beside this one keep a core.
    const failure = await (async () => {
      mkdirSync(path.join(second, 'release'));
      writeFileSync(path.join(second, 'release', 'stale.txt'), 'the last release');
      edit(second, WIDGET_SOURCE, OLD_TEXT, `${OLD_TEXT} {`);
      const outcome = await release(second).then(() => 'no failure', (error: { code?: number }) => `exit ${error.code}`);
      return { outcome, left: { release: existsSync(path.join(second, 'release')), work: readdirSync(path.join(second, '.tmp')).filter((name) => name.startsWith('release-')) } };
    })();
    edit(second, WIDGET_SOURCE, `${OLD_TEXT} {`, NEW_TEXT);
    edit(second, 'package.json', `"version": "${FIRST}"`, `"version": "${SECOND}"`);
    await release(first);
    await release(second);

    await test.step('a failed release exits non-zero and leaves no release/, not even the last one', () => {
      expect(failure).toEqual({ outcome: 'exit 1', left: { release: false, work: [] } });
    });

    await test.step('npm run release writes release/ as section 7 says, twice', () => {
      expect(readdirSync(path.join(first, 'release')).sort()).toEqual(['cdn', `katkin-api-${FIRST}.tgz`, `katkin-react-${FIRST}.tgz`]);
      expect(readdirSync(path.join(second, 'release')).sort()).toEqual(['cdn', `katkin-api-${SECOND}.tgz`, `katkin-react-${SECOND}.tgz`]);
      const tarred = execFileSync('tar', ['-xzOf', path.join(second, 'release', `katkin-api-${SECOND}.tgz`), 'package/package.json'], { encoding: 'utf8' });
      expect(JSON.parse(tarred)).toMatchObject({ name: '@katkin/api', version: SECOND });
    });

    const [firstCdn, secondCdn] = [first, second].map((dir) => path.join(dir, 'release', 'cdn')) as [string, string];
    const [firstFiles, secondFiles] = [filesOf(firstCdn), filesOf(secondCdn)];

    await test.step('no file but loader.js has the same path with different content', () => {
      const both = firstFiles.filter((file) => secondFiles.includes(file));
      const differing = both.filter((file) => !readFileSync(path.join(firstCdn, file)).equals(readFileSync(path.join(secondCdn, file))));
      expect(differing).toEqual(['loader.js']);
      // What the change did not touch is the same file in both: preact and React themselves, whose
      // files have a hash of their own (the others carry the hash of their whole remote build; the
      // partner remote is one file, its framework inside); the widget's own code is new.
      for (const folder of ['preact/site', 'preact/site.classic', 'react/site', 'react/site.classic']) {
        expect(both.filter((file) => file.startsWith(`${folder}/`) && /\/\d+\.[0-9a-f]{10}\.js$/.test(file)).length).toBeGreaterThan(0);
      }
      expect(secondFiles.filter((file) => !firstFiles.includes(file)).some((file) => file.includes('widget_batch-lookup'))).toBe(true);
      expect(firstFiles.every((file) => file === 'loader.js' || /(^|[./])[0-9a-f]{10}\.(js|css)$/.test(file))).toBe(true);
    });

    cpSync(firstCdn, cdn, { recursive: true });
    const served = await startOrigins({ root, distDir: cdn });
    origins = served;
    const opened = await open(browser, served);
    expect(await version(opened.page)).toBe(FIRST);

    await test.step('deploy: every file of the second release but loader.js, never deleting one, then loader.js', () => {
      for (const file of secondFiles.filter((f) => f !== 'loader.js')) cpSync(path.join(secondCdn, file), path.join(cdn, file));
      cpSync(path.join(secondCdn, 'loader.js'), path.join(cdn, 'loader.js'));
    });

    await test.step('the page opened on the first release keeps working, and mounts a widget afterwards with its own files', async () => {
      expect(await mountLookup(opened.page, 'after-deploy')).toBe('12345');
      expect(await version(opened.page)).toBe(FIRST);
      expect(opened.requested.filter((file) => file.includes('remoteEntry'))).toEqual(firstFiles.filter((file) => file.startsWith('preact/partner/remoteEntry.')));
      expect(opened.failed).toEqual([]);
    });

    const next = await open(browser, served, '<div id="at-load" data-katkin-widget="batch-lookup"></div>');
    await test.step('a new page runs the second release: its version and its change', async () => {
      expect(await version(next.page)).toBe(SECOND);
      await expect(next.page.locator('#at-load')).toHaveAttribute('data-katkin-state', 'ready');
      await expect(next.page.getByRole('textbox', { name: 'Batch number' })).toHaveAttribute('placeholder', '67890');
    });

    await test.step("rollback: the first release's loader.js put back; new pages run the first, pages of the second keep working", async () => {
      cpSync(path.join(firstCdn, 'loader.js'), path.join(cdn, 'loader.js'));
      const back = await open(browser, served);
      expect(await version(back.page)).toBe(FIRST);
      expect(await mountLookup(back.page, 'after-rollback')).toBe('12345');
      expect(await mountLookup(next.page, 'second-after-rollback')).toBe('67890');
      expect([...opened.failed, ...next.failed, ...back.failed]).toEqual([]);
    });
  } finally {
    await origins?.close();
    rmSync(tmp, { recursive: true, force: true });
  }
});
