// Errors a host can act on (README, Embedding): katkin.on('error', fn), registered through the
// queue before the loader runs, hands fn each widget error as {widget, code, message}; the same
// text is on the console, starting "katkin: " and the widget's name or "loader".
import { failRemoteOf } from './remote-faults.ts';
import { distDir } from '../../scripts/dist-dir.ts';
import { test, expect } from './fixtures.ts';

interface HostError {
  widget: string;
  code: string;
  message: string;
}

test.describe('errors a host can act on', () => {
  test("katkin.on('error') queued before the loader gets each error with its code and message", { tag: '@framework' }, async ({ page, hostPage, origins, flavour }) => {
    // The batch lookup's own code, in both remotes it may come from: on this page the site remote
    // (whose entry the others need), then its own.
    const onPage = ['batch-lookup', 'litter-trial', 'batch-lookpu', 'feeding-guidelines'];
    const failed = await failRemoteOf(page, { distDir, distOrigin: origins.dist, flavour, onPage }, ['batch-lookup'], '404', 'code');
    expect(failed).toEqual(['batch-lookup']);
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    await hostPage({
      body: `<div id="missing-remote" data-katkin-widget="batch-lookup"></div>
        <div id="bad-attribute" data-katkin-widget="litter-trial" data-variant="c">
          <script type="application/json">{"title": "Try our litter", "product": "SCOOP_PLANET", "continue_to_path": "/checkout"}</script>
        </div>
        <div id="unknown" data-katkin-widget="batch-lookpu"></div>
        <div id="fine" data-katkin-widget="feeding-guidelines"></div>`,
      before: `window.katkin = window.katkin || []; window.hostErrors = [];
        katkin.push(['on', 'error', (error) => hostErrors.push(error)]);`,
    });
    await expect(page.locator('#fine')).toHaveAttribute('data-katkin-state', 'ready');
    for (const id of ['missing-remote', 'bad-attribute', 'unknown']) {
      await expect(page.locator(`#${id}`)).toHaveAttribute('data-katkin-state', 'error');
    }
    const errors = ((await page.evaluate('window.hostErrors')) as HostError[]).sort((a, b) => a.widget.localeCompare(b.widget));
    expect(errors).toEqual([
      {
        widget: 'batch-lookpu',
        code: 'unknown-widget',
        message: expect.stringMatching(/^loader: unknown widget "batch-lookpu" \(known widgets: accordion, batch-lookup, .*, tracking, trust-rating\)$/),
      },
      {
        widget: 'batch-lookup',
        code: 'load-failed',
        // Its chunk is missing in the site remote, then its own remote, one file, in both builds: the
        // module build's import() fails, then the classic build's script, the last tried.
        message: expect.stringMatching(
          new RegExp(`^batch-lookup: could not load \\(${origins.dist.replaceAll('.', '\\.')}/${flavour}/partner\\.classic/remoteEntry\\.[0-9a-f]+\\.js could not be loaded\\)$`),
        ),
      },
      { widget: 'litter-trial', code: 'invalid-options', message: 'litter-trial: data-variant must be one of "a", "b", "date" (got "c")' },
    ]);
    // The console says the same, each message naming the widget or the loader.
    for (const { message } of errors) expect(consoleErrors).toContain(`katkin: ${message}`);
  });

  test("on('error') added after the loader ran, and removed with off()", async ({ page, hostPage }) => {
    await hostPage({ body: '<div id="app"></div>' });
    await page.waitForFunction(() => !Array.isArray((window as unknown as { katkin: unknown }).katkin));
    const received = await page.evaluate(async () => {
      type Api = { on(name: 'error', fn: (error: unknown) => void): () => void };
      const katkin = (window as unknown as { katkin: Api }).katkin;
      const errors: unknown[] = [];
      const off = katkin.on('error', (error) => errors.push(error));
      const app = document.getElementById('app')!;
      app.innerHTML = '<div data-katkin-widget="pre-cancellation" data-variant="later"></div>';
      await new Promise((resolve) => document.addEventListener('katkin:error', resolve, { once: true }));
      off();
      app.innerHTML = '<div data-katkin-widget="pre-cancellation" data-variant="soon"></div>';
      await new Promise((resolve) => document.addEventListener('katkin:error', resolve, { once: true }));
      return errors;
    });
    expect(received).toEqual([
      { widget: 'pre-cancellation', code: 'invalid-options', message: 'pre-cancellation: data-variant must be one of "default", "still-switching" (got "later")' },
    ]);
  });
});
