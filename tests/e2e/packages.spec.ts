// The packages @katkin/api and @katkin/react as an app gets them (contract section 7): `npm pack` of
// the package folders of the one build this suite runs on (dist/api/, dist/lib/react/: what
// npm run release packs), each `npm install`ed into an empty project of its own. React comes from
// the npm cache (or the registry when the cache lacks it): the versions the product uses, and
// React 18's last release, since the package installs beside either major; the TypeScript that
// checks the apps is the product's own.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import ts from 'typescript';
import { distDir } from '../../scripts/dist-dir.ts';
import { expect, test } from './fixtures.ts';
import { readmeExample } from './readme-example.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const product = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const SLOW = 120_000;

/** React and its types as an app installs them beside @katkin/react (peer react >=18), by major. */
const REACT_MAJORS = {
  19: [`react@${product.dependencies.react}`, `react-dom@${product.dependencies['react-dom']}`, `@types/react@${product.devDependencies['@types/react']}`, `@types/react-dom@${product.devDependencies['@types/react-dom']}`],
  18: ['react@18.3.1', 'react-dom@18.3.1', '@types/react@18.3.32', '@types/react-dom@18.3.7'],
};
type ReactMajor = keyof typeof REACT_MAJORS;

/** `npm install`s into a new project folder: `type: module`, so Node and TypeScript's node16 treat its files as ES modules. */
async function project(parent: string, name: string, packages: string[]): Promise<string> {
  const dir = path.join(parent, name);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...packages], { cwd: dir });
  return dir;
}

const installed = (dir: string, name: string) => JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')) as Record<string, unknown>;

// The declaration files the checks share (TypeScript's lib, React's types, the packages'), parsed
// once per resolution (node16 parses each file as the module format its package says).
const parsed = new Map<string, ts.SourceFile | undefined>();

/** Compiles one file of a project with the product's TypeScript; returns its problems and the declaration files it reached. */
function typeCheck(file: string, resolution: 'bundler' | 'node16'): { problems: string[]; reached: string[] } {
  const modules = {
    bundler: { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler },
    node16: { module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 },
  }[resolution];
  const options: ts.CompilerOptions = {
    ...modules,
    strict: true,
    // The packages' declarations and React's are checked; TypeScript's own lib files (marked
    // no-default-lib; lib.dom.d.ts about 3 CPU-seconds a check) are not what a host's check of our
    // packages is about (scripts/host-types.ts says what that leaves out).
    skipLibCheck: false,
    skipDefaultLibCheck: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const read = host.getSourceFile;
  host.getSourceFile = (name, ...rest) => {
    if (!name.endsWith('.d.ts')) return read(name, ...rest);
    const key = `${resolution} ${name}`;
    if (!parsed.has(key)) parsed.set(key, read(name, ...rest));
    return parsed.get(key);
  };
  const program = ts.createProgram([file], options, host);
  const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  const reached = program.getSourceFiles().filter((f) => !program.isSourceFileDefaultLibrary(f)).map((f) => path.relative(path.dirname(file), f.fileName));
  return { problems, reached };
}

const API_APP = `import { createApiClient, CatUpdateError, type Basket } from '@katkin/api';
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
`;

// The React app: the component with its events, and the hook; rendered into #app by createRoot.
const REACT_APP = `import { createRoot } from 'react-dom/client';
import { useState } from 'react';
import { KatkinWidget, useKatkin, type KatkinEvent } from '@katkin/react';

function App() {
  const [events, setEvents] = useState<string[]>([]);
  const katkin = useKatkin();
  const log = (event: KatkinEvent<'katkin:ready'>) => setEvents((list) => [...list, \`\${event.type} \${event.detail.widget}\`]);
  return (
    <main>
      <KatkinWidget name="batch-lookup" onReady={log} className="reserve" />
      <button onClick={() => katkin.setFlags({ from: 'app' })}>Flag</button>
      <output>{events.join(', ')}</output>
    </main>
  );
}
createRoot(document.getElementById('app')!).render(<App />);
`;

const SERVER_RENDER = `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { KatkinWidget } from '@katkin/react';
console.log(renderToString(createElement(KatkinWidget, { name: 'litter-trial', options: { variant: 'date', continue_to_path: '/checkout' }, content: { title: '</script>' } })));
`;

test.describe('the packages, installed from their tarballs', () => {
  test.describe.configure({ mode: 'serial' });
  let tmp: string;
  let apiApp: string;
  let reactApps: Record<ReactMajor, string>;

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(SLOW);
    // The packages are the same for both widget builds.
    if (testInfo.project.name !== 'preact') return;
    tmp = mkdtempSync(path.join(os.tmpdir(), 'katkin-packages-'));
    const tarballs: string[] = [];
    for (const folder of ['api', 'lib/react']) {
      const { stdout } = await run('npm', ['pack', path.join(distDir, folder), '--pack-destination', tmp, '--json', '--loglevel=error']);
      tarballs.push(path.join(tmp, (JSON.parse(stdout) as { filename: string }[])[0]!.filename));
    }
    expect(tarballs.map((file) => path.basename(file))).toEqual([`katkin-api-${product.version}.tgz`, `katkin-react-${product.version}.tgz`]);
    let react19: string;
    let react18: string;
    [apiApp, react19, react18] = await Promise.all([
      project(tmp, 'api-app', [tarballs[0]!]),
      project(tmp, 'react-19-app', [tarballs[1]!, ...REACT_MAJORS[19]]),
      project(tmp, 'react-18-app', [tarballs[1]!, ...REACT_MAJORS[18]]),
    ]);
    reactApps = { 19: react19, 18: react18 };
  });
  test.afterAll(() => tmp && rmSync(tmp, { recursive: true, force: true }));
  test.beforeEach(({ flavour }) => test.skip(flavour === 'react', 'the packages are the same for both builds'));

  test('each package.json: the release version, exports and types, no dependencies, React only as a peer', () => {
    const api = installed(apiApp, '@katkin/api');
    const react = installed(reactApps[19], '@katkin/react');
    for (const manifest of [api, react]) {
      expect(manifest).toMatchObject({ version: product.version, type: 'module', types: './index.d.ts', exports: { '.': { types: './index.d.ts', default: './index.js' } } });
      expect(manifest.dependencies).toBeUndefined();
    }
    expect(react.peerDependencies).toEqual({ react: '>=18', '@types/react': '>=18' });
    expect(react.peerDependenciesMeta).toEqual({ '@types/react': { optional: true } });
    expect(api.peerDependencies).toBeUndefined();
    // Nothing but the package itself was installed with the API client; React is the app's one copy.
    expect(readdirSync(path.join(apiApp, 'node_modules')).filter((name) => !name.startsWith('.'))).toEqual(['@katkin']);
    expect(readdirSync(path.join(reactApps[19], 'node_modules', '@katkin', 'react')).sort()).toEqual(['README.md', 'index.d.ts', 'index.js', 'package.json']);
  });

  test("the API client: the README's example runs in Node against the reference API", async ({ origins, api }) => {
    const file = path.join(apiApp, 'example.js');
    writeFileSync(file, readmeExample(origins.api));
    const { stdout } = await run(process.execPath, [file], { cwd: apiApp });
    expect(stdout).toBe('basket chk-1 is COMPLETE\n');
    const sent = api.requests().map((r) => `${r.method} ${r.path} ${r.token ?? 'no token'}`);
    expect(sent).toEqual(['POST /v2/basket/customer-1 tok-readme', 'GET /basket/chk-1 tok-readme', 'GET /basket/chk-1 tok-readme', 'GET /basket/chk-1 tok-readme']);
    expect(api.requests('/v2/basket/customer-1')[0]!.body).toEqual({ basket: { items: [{ id: 'SCOOP_PLANET', quantity: 1 }] } });
  });

  for (const resolution of ['bundler', 'node16'] as const) {
    test(`the API client type-checks under moduleResolution ${resolution}, strict, and rejects misuse`, () => {
      const file = path.join(apiApp, `app-${resolution}.ts`);
      writeFileSync(file, API_APP);
      const { problems, reached } = typeCheck(file, resolution);
      expect(problems).toEqual([]);
      expect(reached.sort()).toEqual([`app-${resolution}.ts`, 'node_modules/@katkin/api/index.d.ts']);
      // Each marked line is an error: without its mark, the two misuses are reported.
      writeFileSync(file, API_APP.replaceAll('// @ts-expect-error', '//'));
      expect(typeCheck(file, resolution).problems).toHaveLength(2);
    });
  }

  for (const major of [19, 18] as const) {
    test(`React ${major}: the component renders on the server with renderToString, warning nothing`, async () => {
      const file = path.join(reactApps[major], 'server.js');
      writeFileSync(file, SERVER_RENDER);
      const { stdout, stderr } = await run(process.execPath, [file], { cwd: reactApps[major] });
      expect(installed(reactApps[major], 'react').version).toBe(REACT_MAJORS[major][0]!.split('@')[1]);
      expect(stdout).toBe(
        '<div data-katkin-widget="litter-trial" data-variant="date" data-continue-to-path="/checkout"><script type="application/json">{"title":"\\u003c/script\\u003e"}</script></div>\n',
      );
      expect(stderr).toBe('');
    });

    test(`React ${major}: the component type-checks, and a React app bundled from the package mounts its widget in Chromium`, async ({ hostPage, origins }) => {
      const source = path.join(reactApps[major], 'app.tsx');
      writeFileSync(source, REACT_APP);
      expect(typeCheck(source, 'bundler').problems).toEqual([]);
      const bundle = await build({ entryPoints: [source], absWorkingDir: reactApps[major], bundle: true, format: 'iife', jsx: 'automatic', minify: true, write: false, logLevel: 'silent', define: { 'process.env.NODE_ENV': '"production"' } });
      const id = `/react-package-app-${Math.random().toString(36).slice(2)}.js`;
      origins.pages.set(id, { html: bundle.outputFiles[0]!.text, headers: { 'Content-Type': 'text/javascript' } });
      const page = await hostPage({ body: `<div id="app"></div><script src="${id}"></script>` });
      const placeholder = page.locator('[data-katkin-widget="batch-lookup"]');
      await expect(placeholder).toHaveAttribute('data-katkin-state', 'ready');
      await expect(placeholder).toHaveClass('reserve');
      await expect(page.getByRole('textbox', { name: 'Batch number' })).toBeVisible();
      await expect(page.locator('output')).toHaveText('katkin:ready batch-lookup');
    });
  }
});
