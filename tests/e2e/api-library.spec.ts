// The API client library as npm run build writes it (dist/api/): the README's example run as
// written, in Node 20 and in Chromium against the reference API, and its declarations compiled
// alone, as an app of ours would use them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { execFile } from 'node:child_process';
import ts from 'typescript';
import { distDir, expect, test } from './fixtures.ts';

const run = promisify(execFile);
const README = readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8');

/** The README's example: the js block after its marker, with the client's URL and the API's base put in. */
function readmeExample(clientUrl: string, apiBase: string): string {
  const block = /<!-- api-example[^>]*-->\s*```js\n([\s\S]*?)```/.exec(README)?.[1];
  if (!block) throw new Error('README has no api-example block');
  const code = block.replace("'./dist/api/index.js'", JSON.stringify(clientUrl)).replace("'https://api.example'", JSON.stringify(apiBase));
  if (code.includes('./dist/api/index.js') || code.includes('https://api.example')) throw new Error('README example: import or apiBase not where expected');
  // The one name the example leaves to the app.
  return `const session = { accessToken: 'tok-readme' };\n${code}`;
}

test.describe('API client library (dist/api)', () => {
  test('the README example runs in Node: creates a checkout basket and polls it until it settles', async ({ origins, api, flavour }) => {
    test.skip(flavour === 'react', 'Node: the same for both builds');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'katkin-api-example-'));
    const file = path.join(dir, 'example.mjs');
    writeFileSync(file, readmeExample(pathToFileURL(path.join(distDir, 'api', 'index.js')).href, origins.api));
    // A Node process of its own, as an app would run it; the reference API answers from this one.
    let stdout: string;
    try {
      ({ stdout } = await run(process.execPath, [file]));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(stdout).toBe('basket chk-1 is COMPLETE\n');
    const sent = api.requests().map((r) => `${r.method} ${r.path} ${r.token ?? 'no token'}`);
    expect(sent).toEqual(['POST /v2/basket/customer-1 tok-readme', 'GET /basket/chk-1 tok-readme', 'GET /basket/chk-1 tok-readme', 'GET /basket/chk-1 tok-readme']);
    expect(api.requests('/v2/basket/customer-1')[0]!.body).toEqual({ basket: { items: [{ id: 'SCOOP_PLANET', quantity: 1 }] } });
  });

  test('the README example runs in Chromium as a module from the dist origin, with cookies on the basket calls', async ({ events, page, origins, api }) => {
    const id = `/api-example-${Math.random().toString(36).slice(2)}`;
    origins.pages.set(`${id}.js`, { html: readmeExample(`${origins.dist}/api/index.js`, origins.api), headers: { 'Content-Type': 'text/javascript' } });
    origins.pages.set(`${id}.html`, { html: `<!doctype html><html lang="en-GB"><head><title>api</title><script type="module" src="${id}.js"></script></head><body></body></html>`, headers: {} });
    const printed = new Promise<string>((resolve) => page.on('console', (message) => message.type() === 'log' && resolve(message.text())));
    // The visitor's site session: a cookie of the host name, which the API shares (ports do not split cookies).
    await page.context().addCookies([{ name: 'site_session', value: 's1', domain: '127.0.0.1', path: '/' }]);
    await page.goto(`${origins.host}${id}.html`);
    expect(await printed).toBe('basket chk-1 is COMPLETE');
    expect(events.pageErrors).toEqual([]);
    expect(api.requests('/basket/chk-1').map((r) => r.cookies)).toEqual([['site_session'], ['site_session'], ['site_session']]);
    expect(api.requests('/v2/basket/customer-1')[0]).toMatchObject({ method: 'POST', token: 'tok-readme', origin: origins.host, cookies: ['site_session'] });
  });

  test('index.d.ts compiles alone, types every service, and rejects misuse', ({ flavour }) => {
    test.skip(flavour === 'react', 'types: the same for both builds');
    const dir = path.join(distDir, 'api');
    const app = path.join(dir, `app-${process.pid}.ts`);
    writeFileSync(
      app,
      `import { createApiClient, CatUpdateError, type Basket } from './index.js';
const client = createApiClient({ apiBase: 'https://api.example', getAccessToken: async () => 'tok', environment: 'dev' });
export async function checkout(): Promise<Basket | null> {
  const basket = await client.checkout.createCheckoutBasket('u1', { items: [{ id: 'SCOOP_PLANET', quantity: 1 }] });
  const [address] = await client.addresses.list('shipping');
  address?.postcode.toUpperCase();
  try {
    await client.cats.updateCat({ catId: '1', name: 'Tom' });
  } catch (error) {
    if (error instanceof CatUpdateError && error.code === 'HAS_ALREADY_BEEN_CHARGED') return null;
  }
  // @ts-expect-error: an address is shipping or billing
  await client.addresses.list('home');
  // @ts-expect-error: an add-on is one of the spec's items
  await client.extraPlans.changeAddonsList({ freshMealPlanId: '1', addons: { CATNIP: 1 } });
  return client.checkout.pollBasket(basket.basketId, { signal: AbortSignal.timeout(1000) });
}
`,
    );
    try {
      const program = ts.createProgram([app], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'], types: [] });
      const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
      const reached = program.getSourceFiles().filter((file) => !program.isSourceFileDefaultLibrary(file)).map((file) => path.basename(file.fileName));
      expect(reached.sort()).toEqual([path.basename(app), 'index.d.ts'].sort());
    } finally {
      rmSync(app, { force: true });
    }
  });
});
