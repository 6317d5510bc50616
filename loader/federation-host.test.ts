import { describe, expect, it, vi } from 'vitest';
import { FederationHost, newerVersion, type Shared, type ShareScope } from './federation-host.ts';

/** A copy of a shared module whose get() resolves to a factory returning `module`. */
function copy(version: string, module: string): Shared & { get: ReturnType<typeof vi.fn> } {
  return { version, scope: ['default'], get: vi.fn(async () => () => module) };
}

/** A remote as its bundler runtime sets it up: created, handed the page's scope, its copies offered. */
function remote(name: string, scope: ShareScope, shared: Record<string, Shared[]>): FederationHost {
  // The options as rspack's MF start-up code makes them; the instance reads only `shared`.
  const host = new FederationHost({ name, shareStrategy: 'loaded-first', shared, remotes: [], plugins: [] } as never);
  host.initShareScopeMap('default', scope);
  host.initializeSharing('default');
  return host;
}

async function load(host: FederationHost, name: string): Promise<unknown> {
  const factory = await host.loadShare(name, { customShareInfo: { scope: ['default'] } });
  return factory === false ? false : factory();
}

describe('FederationHost: one copy of each shared module per page', () => {
  it("gives every remote the first remote's copy, which is loaded once", async () => {
    const scope: ShareScope = {};
    const first = copy('11.2.0', 'preact of the site remote');
    const second = copy('11.2.0', 'preact of the partner remote');
    const site = remote('site', scope, { preact: [first] });
    const partner = remote('partner', scope, { preact: [second] });
    expect(await Promise.all([load(partner, 'preact'), load(site, 'preact'), load(partner, 'preact')])).toEqual([
      'preact of the site remote',
      'preact of the site remote',
      'preact of the site remote',
    ]);
    expect(first.get).toHaveBeenCalledTimes(1);
    expect(second.get).not.toHaveBeenCalled();
  });

  it('prefers a copy already loading to a newer one nobody has loaded (loaded-first)', async () => {
    const scope: ShareScope = {};
    const old = remote('old', scope, { react: [copy('19.1.0', 'React 19.1')] });
    expect(await load(old, 'react')).toBe('React 19.1');
    const fresh = remote('fresh', scope, { react: [copy('19.3.0', 'React 19.3')] });
    expect(await load(fresh, 'react')).toBe('React 19.1');
  });

  it('takes the newest version when none is loaded, comparing numbers, not text', async () => {
    const scope: ShareScope = {};
    remote('a', scope, { preact: [copy('9.9.9', 'preact 9.9.9')] });
    const b = remote('b', scope, { preact: [copy('10.0.0', 'preact 10.0.0')] });
    remote('c', scope, { preact: [copy('10.0.0-rc.1', 'preact 10.0.0-rc.1')] });
    expect(await load(b, 'preact')).toBe('preact 10.0.0');
  });

  it('answers false for a module the scope does not hold, so the remote uses its own copy', async () => {
    const host = remote('partner', {}, { preact: [copy('11.2.0', 'preact')] });
    expect(await host.loadShare('react-dom', { customShareInfo: { scope: ['default'] } })).toBe(false);
  });

  it('forgets a failed load: the error reaches the remote, and the next widget tries again', async () => {
    const flaky = copy('11.2.0', 'preact');
    flaky.get.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const host = remote('partner', {}, { preact: [flaky] });
    await expect(load(host, 'preact')).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await load(host, 'preact')).toBe('preact');
    expect(flaky.get).toHaveBeenCalledTimes(2);
  });

});

describe('FederationHost scopes', () => {
  it('offers a copy only in the scopes it names', () => {
    const host = new FederationHost({ shared: { preact: [{ ...copy('11.2.0', 'p'), scope: ['other'] }] } });
    host.initializeSharing('default');
    host.initializeSharing('other');
    expect(Object.keys(host.shareScopeMap.default!)).toEqual([]);
    expect(Object.keys(host.shareScopeMap.other!.preact!)).toEqual(['11.2.0']);
  });
});

describe('newerVersion', () => {
  it.each([
    ['10.0.0', '9.9.9', true],
    ['9.9.9', '10.0.0', false],
    ['11.2.1', '11.2.0', true],
    ['11.2.0', '11.2.0', false],
    ['19.3.0', '19.3.0-rc.1', false],
  ])('%s newer than %s: %s', (a, b, expected) => {
    expect(newerVersion(a, b)).toBe(expected);
  });
});
