import { describe, expect, it, vi } from 'vitest';
import federation, { type WebpackRequire } from './bundler-runtime.ts';

const { bundlerRuntime } = federation;

/**
 * A remote as rspack's MF start-up code wires it: its __webpack_require__ with the module table,
 * its options, and the consume data of one chunk (42) that uses the shared module 'preact'.
 */
function remote(name: string, preact: string, getter = vi.fn(async () => () => `${preact}, the remote's own`)) {
  const factories: Record<string, (module: { exports: unknown }) => void> = {};
  const cache: Record<string, unknown> = {};
  const require = ((id: string) => {
    const module = { exports: undefined as unknown };
    factories[id]!(module);
    return module.exports;
  }) as WebpackRequire;
  const get = vi.fn(async () => () => preact);
  Object.assign(require, {
    m: factories,
    c: cache,
    federation: { initOptions: { name, shareStrategy: 'loaded-first', shared: { preact: [{ version: '11.2.0', scope: ['default'], get }] }, remotes: [], plugins: [] } },
  });
  require.I = (shareScopeName) => bundlerRuntime.I({ shareScopeName, webpackRequire: require });
  require.federation.instance = bundlerRuntime.init({ webpackRequire: require });
  const installedModules = {};
  const moduleToHandlerMapping = { 7: { shareKey: 'preact', getter, shareInfo: { scope: ['default'] } } };
  /** Loads chunk 42's shared modules, as __webpack_require__.e does before the chunk runs. */
  const loadChunk = () => {
    const promises: unknown[] = [];
    bundlerRuntime.consumes({ chunkId: 42, promises, installedModules, webpackRequire: require, chunkMapping: { 42: ['7'] }, moduleToHandlerMapping });
    return Promise.all(promises);
  };
  /** As the start-up code of a remote built as one file, whose entry's own modules use 'preact'. */
  const startWhole = () => bundlerRuntime.installInitialConsumes({ initialConsumes: ['7'], installedModules, webpackRequire: require, moduleToHandlerMapping });
  return { require, get, getter, loadChunk, startWhole };
}

describe('the remotes’ bundler runtime, two remotes on one page', () => {
  it('leaves nothing on the page but the scope object: no global, no instance list', async () => {
    const before = Object.keys(globalThis).sort();
    const scope = {};
    await bundlerRuntime.initContainerEntry({ webpackRequire: remote('katkin_preact_site', 'preact').require, shareScope: scope, initScope: [] });
    expect(Object.keys(globalThis).sort()).toEqual(before);
    expect(Object.keys(scope)).toEqual(['preact']);
  });

  it("gives a remote's chunk the copy of the first remote to join the page's scope, loaded once", async () => {
    const scope = {};
    const site = remote('katkin_preact_site', 'preact of the site remote');
    const partner = remote('katkin_preact_partner', 'preact of the partner remote');
    await bundlerRuntime.initContainerEntry({ webpackRequire: site.require, shareScope: scope, initScope: [] });
    expect(await bundlerRuntime.initContainerEntry({ webpackRequire: partner.require, shareScope: scope, initScope: [] })).toBe(true);
    await Promise.all([partner.loadChunk(), site.loadChunk()]);
    expect(partner.require('7')).toBe('preact of the site remote');
    expect(site.require('7')).toBe('preact of the site remote');
    expect(site.get).toHaveBeenCalledTimes(1);
    expect(partner.get).not.toHaveBeenCalled();
  });

  it("uses the remote's own copy of a module the page's scope does not hold", async () => {
    const alone = remote('katkin_preact_partner', 'preact');
    await bundlerRuntime.initContainerEntry({ webpackRequire: alone.require, shareScope: {}, shareScopeKey: 'other' });
    await alone.loadChunk();
    expect(alone.require('7')).toBe("preact, the remote's own");
  });

  it('makes a module whose copy failed to load throw when required, and asks again for the next chunk', async () => {
    const partner = remote('katkin_preact_partner', 'preact');
    partner.get.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    await bundlerRuntime.initContainerEntry({ webpackRequire: partner.require, shareScope: {} });
    await partner.loadChunk();
    expect(() => partner.require('7')).toThrow('Failed to fetch dynamically imported module');
    await partner.loadChunk();
    expect(partner.require('7')).toBe('preact');
    expect(partner.get).toHaveBeenCalledTimes(2);
  });

  it('asks for an installed module only once', async () => {
    const partner = remote('katkin_preact_partner', 'preact');
    await bundlerRuntime.initContainerEntry({ webpackRequire: partner.require, shareScope: {} });
    await partner.loadChunk();
    expect(await partner.loadChunk()).toEqual([0]);
    expect(partner.get).toHaveBeenCalledTimes(1);
  });

  it("gives the entry's own modules of a remote built as one file the page's copy, loaded in init(), not as the entry starts", async () => {
    const scope = {};
    const site = remote('katkin_preact_site', 'preact of the site remote');
    const partner = remote('katkin_preact_partner', 'preact of the partner remote');
    await bundlerRuntime.initContainerEntry({ webpackRequire: site.require, shareScope: scope, initScope: [] });
    await site.loadChunk();
    partner.startWhole();
    expect(partner.get).not.toHaveBeenCalled();
    expect(await bundlerRuntime.initContainerEntry({ webpackRequire: partner.require, shareScope: scope, initScope: [] })).toBe(true);
    expect(partner.require('7')).toBe('preact of the site remote');
    expect(partner.get).not.toHaveBeenCalled();
    expect(partner.getter).not.toHaveBeenCalled();
  });

  it('offers the copy of a remote built as one file, joining first, to the remotes that join after it', async () => {
    const scope = {};
    const partner = remote('katkin_preact_partner', 'preact of the partner remote');
    const site = remote('katkin_preact_site', 'preact of the site remote');
    partner.startWhole();
    await bundlerRuntime.initContainerEntry({ webpackRequire: partner.require, shareScope: scope, initScope: [] });
    await bundlerRuntime.initContainerEntry({ webpackRequire: site.require, shareScope: scope, initScope: [] });
    await site.loadChunk();
    expect(partner.require('7')).toBe('preact of the partner remote');
    expect(site.require('7')).toBe('preact of the partner remote');
    expect(partner.get).toHaveBeenCalledTimes(1);
    expect(site.get).not.toHaveBeenCalled();
  });
});
