import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contains, findForbiddenModules, type ScannedFile } from './forbidden-modules.ts';

// Minified-looking snippets, each carrying one module's fingerprint.
const REACT_DOM = 'var a=e.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;';
const PREACT = 'o=/(PointerCapture)$|Capture$/i;t=t.replace(/xlink(H|:h)/,"h")';
const ZOD_CLASSIC = 'const n=r.$constructor("ZodType",(e,t)=>{})';
const MF_RUNTIME = 'k(`A plugin returned an incorrect value for the "${this.type}" type.`)';
const MF_BUNDLER_RUNTIME = 'var n=e=>console.warn("Initialization of sharing external failed: "+e)';
const CLEAN = 'export default function(){return 1}';

const file = (name: string, fields: Partial<ScannedFile>): ScannedFile => ({ name, build: 'preact', remote: 'w', role: 'widget', text: CLEAN, ...fields });

/** A clean build: the loader and its MF runtime part, one preact and one React remote. */
function build(): ScannedFile[] {
  return [
    file('loader.js', { build: 'loader', remote: undefined, role: 'loader' }),
    file('loader-tracking.js', { build: 'loader', remote: undefined, role: 'loader-chunk' }),
    file('preact/w/remoteEntry.js', { role: 'remoteEntry' }),
    file('preact/w/widgets_w.js', {}),
    file('preact/w/main_node_modules_preact_dist_preact_mjs.js', { role: 'framework', text: PREACT }),
    file('react/w/main_node_modules_react-dom_client_js.js', { build: 'react', role: 'framework', text: REACT_DOM }),
    file('loader-mf-runtime.js', { build: 'loader', remote: undefined, role: 'mf-runtime' }),
  ];
}

const problems = (files: ScannedFile[]) => findForbiddenModules(files).flatMap((result) => result.problems);

describe('the fingerprints', () => {
  it('match only their own module', () => {
    const snippets = { reactDom: REACT_DOM, preactCore: PREACT, zodClassic: ZOD_CLASSIC, mfRuntimeCore: MF_RUNTIME, mfBundlerRuntime: MF_BUNDLER_RUNTIME };
    for (const [module, text] of Object.entries(snippets)) {
      for (const other of Object.keys(snippets) as (keyof typeof snippets)[]) expect(contains(text, other), `${module} as ${other}`).toBe(module === other);
    }
  });

  it('tell zod classic from zod/mini and zod core', () => {
    expect(contains('$constructor("ZodMiniType",f);$constructor("$ZodType",g)', 'zodClassic')).toBe(false);
    expect(contains("$constructor('ZodType',f)", 'zodClassic')).toBe(true);
  });
});

describe('findForbiddenModules', () => {
  it('passes a clean build, with one result per rule', () => {
    expect(findForbiddenModules(build())).toHaveLength(5);
    expect(problems(build())).toEqual([]);
  });

  it('finds react-dom in a preact-build file or the loader', () => {
    const files = build();
    files[3]!.text = REACT_DOM;
    files[1]!.text = REACT_DOM;
    expect(problems(files)).toEqual(['loader-tracking.js contains react-dom', 'preact/w/widgets_w.js contains react-dom']);
  });

  it("finds preact's core inside a widget chunk", () => {
    const files = build();
    files[3]!.text = PREACT;
    expect(problems(files)).toEqual(["preact/w/widgets_w.js contains preact's core (only the shared preact module may)"]);
  });

  it("finds a second file with preact's core in one preact remote, but not one copy in each of two", () => {
    const second = file('preact/w/main_node_modules_preact_compat.js', { role: 'framework', text: PREACT });
    expect(problems([...build(), second])).toEqual([
      "preact/w has 2 copies of preact's core: preact/w/main_node_modules_preact_dist_preact_mjs.js, preact/w/main_node_modules_preact_compat.js",
    ]);
    const otherRemote = file('preact/v/main_node_modules_preact_dist_preact_mjs.js', { remote: 'v', role: 'framework', text: PREACT });
    expect(problems([...build(), otherRemote])).toEqual([]);
  });

  it("passes preact's core in the entry of a remote built as one file, its one copy, and finds a second beside it", () => {
    const oneFile = file('preact/p/remoteEntry.js', { remote: 'p', role: 'one-file-remote', text: PREACT });
    expect(problems([...build(), oneFile])).toEqual([]);
    const second = file('preact/p/main_node_modules_preact_dist_preact_mjs.js', { remote: 'p', role: 'framework', text: PREACT });
    expect(problems([...build(), oneFile, second])).toEqual([
      "preact/p has 2 copies of preact's core: preact/p/remoteEntry.js, preact/p/main_node_modules_preact_dist_preact_mjs.js",
    ]);
    expect(problems([...build(), { ...oneFile, role: 'remoteEntry' }])).toEqual(["preact/p/remoteEntry.js contains preact's core (only the shared preact module may)"]);
  });

  it('finds zod classic in any file, in either build', () => {
    const files = build();
    files[5]!.text += ZOD_CLASSIC;
    expect(problems(files)).toEqual(['react/w/main_node_modules_react-dom_client_js.js contains zod classic']);
  });

  it('finds the MF runtime core in a remoteEntry', () => {
    const files = build();
    files[2]!.text = MF_RUNTIME;
    expect(problems(files)).toEqual(['preact/w/remoteEntry.js contains the MF runtime core']);
  });

  it("finds MF's own bundler runtime in a remoteEntry", () => {
    const files = build();
    files[2]!.text = MF_BUNDLER_RUNTIME;
    expect(problems(files)).toEqual(['preact/w/remoteEntry.js contains @module-federation/webpack-bundler-runtime']);
  });

  it("finds the MF runtime core in the loader's runtime part: the loader provides its own instance", () => {
    const files = build();
    files[6]!.text = MF_RUNTIME;
    expect(problems(files)).toEqual(['loader-mf-runtime.js contains the MF runtime core']);
  });
});

// Guards the fingerprints against upgrades: each still occurs in its installed package and in
// none of its neighbours that the builds legitimately carry.
describe('the fingerprints against the installed packages', () => {
  const modules = path.resolve(import.meta.dirname, '..', 'node_modules');
  const read = (...files: string[]) => files.map((f) => readFileSync(path.join(modules, f), 'utf8')).join('\n');
  const readDir = (dir: string) => read(...readdirSync(path.join(modules, dir)).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, f)));

  it('react-dom', () => {
    expect(contains(read('react-dom/cjs/react-dom.production.js'), 'reactDom')).toBe(true);
    expect(contains(read('react-dom/cjs/react-dom-client.production.js'), 'reactDom')).toBe(true);
    expect(contains(read('react/cjs/react.production.js', 'preact/compat/dist/compat.mjs'), 'reactDom')).toBe(false);
  });

  it('preact', () => {
    expect(contains(read('preact/dist/preact.mjs'), 'preactCore')).toBe(true);
    const rest = read('preact/compat/dist/compat.mjs', 'preact/hooks/dist/hooks.mjs', 'preact/jsx-runtime/dist/jsxRuntime.mjs');
    expect(contains(rest + read('react-dom/cjs/react-dom-client.production.js'), 'preactCore')).toBe(false);
  });

  it('zod', () => {
    expect(contains(read('zod/v4/classic/schemas.js'), 'zodClassic')).toBe(true);
    expect(contains(readDir('zod/v4/mini') + readDir('zod/v4/core'), 'zodClassic')).toBe(false);
  });

  it('MF runtime core', () => {
    expect(contains(readDir('@module-federation/runtime-core/dist/utils/hooks'), 'mfRuntimeCore')).toBe(true);
    const bundlerSide = ['webpack-bundler-runtime/dist', 'sdk/dist', 'error-codes/dist'].map((d) => readDir(`@module-federation/${d}`)).join('\n');
    expect(contains(bundlerSide, 'mfRuntimeCore')).toBe(false);
  });

  it('MF bundler runtime', () => {
    expect(contains(readDir('@module-federation/webpack-bundler-runtime/dist'), 'mfBundlerRuntime')).toBe(true);
    expect(contains(readDir('@module-federation/runtime-core/dist/utils/hooks') + readDir('@module-federation/sdk/dist'), 'mfBundlerRuntime')).toBe(false);
  });
});
