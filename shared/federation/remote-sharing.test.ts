import { describe, expect, it, vi } from 'vitest';
import { newerVersion, remoteSharing, type Shared, type ShareScope } from './bundler-runtime.ts';

/** A copy of a shared module whose get() resolves to a factory returning `module`. */
function copy(version: string, module: string): Shared & { get: ReturnType<typeof vi.fn> } {
  return { version, scope: ['default'], get: vi.fn(async () => () => module) };
}

/** A remote that has joined the page's scope and offered its copies, as a container's init() does. */
function remote(scope: ShareScope, own: Record<string, Shared[]>) {
  const sharing = remoteSharing(own);
  sharing.join('default', scope);
  sharing.offer('default');
  return sharing;
}

async function load(sharing: ReturnType<typeof remoteSharing>, name: string): Promise<unknown> {
  const factory = await sharing.load(name, ['default']);
  return factory === false ? false : factory();
}

describe('remoteSharing: one copy of each shared module per page', () => {
  it("gives every remote the first remote's copy, which is loaded once", async () => {
    const scope: ShareScope = {};
    const first = copy('11.2.0', 'preact of the site remote');
    const second = copy('11.2.0', 'preact of the partner remote');
    const site = remote(scope, { preact: [first] });
    const partner = remote(scope, { preact: [second] });
    expect(await Promise.all([load(partner, 'preact'), load(site, 'preact'), load(partner, 'preact')])).toEqual([
      'preact of the site remote',
      'preact of the site remote',
      'preact of the site remote',
    ]);
    expect(first.get).toHaveBeenCalledTimes(1);
    expect(second.get).not.toHaveBeenCalled();
  });

  it("takes a copy whose get() gives the factory itself (a remote built as one file, whose entry holds it)", async () => {
    const scope: ShareScope = {};
    const inEntry: Shared = { version: '11.2.0', scope: ['default'], get: vi.fn(() => () => 'preact in the partner entry') };
    const partner = remote(scope, { preact: [inEntry] });
    const site = remote(scope, { preact: [copy('11.2.0', 'preact of the site remote')] });
    expect(await Promise.all([load(partner, 'preact'), load(site, 'preact')])).toEqual(['preact in the partner entry', 'preact in the partner entry']);
    expect(inEntry.get).toHaveBeenCalledTimes(1);
  });

  it('prefers a copy already loading to a newer one nobody has loaded (loaded-first)', async () => {
    const scope: ShareScope = {};
    const old = remote(scope, { react: [copy('19.1.0', 'React 19.1')] });
    expect(await load(old, 'react')).toBe('React 19.1');
    const fresh = remote(scope, { react: [copy('19.3.0', 'React 19.3')] });
    expect(await load(fresh, 'react')).toBe('React 19.1');
  });

  it('takes the newest version when none is loaded, comparing numbers, not text', async () => {
    const scope: ShareScope = {};
    remote(scope, { preact: [copy('9.9.9', 'preact 9.9.9')] });
    const b = remote(scope, { preact: [copy('10.0.0', 'preact 10.0.0')] });
    remote(scope, { preact: [copy('10.0.0-rc.1', 'preact 10.0.0-rc.1')] });
    expect(await load(b, 'preact')).toBe('preact 10.0.0');
  });

  it('answers false for a module the scope does not hold, so the remote uses its own copy', async () => {
    const partner = remote({}, { preact: [copy('11.2.0', 'preact')] });
    expect(await partner.load('react-dom', ['default'])).toBe(false);
  });

  it('forgets a failed load: the error reaches the remote, and the next chunk tries again', async () => {
    const flaky = copy('11.2.0', 'preact');
    flaky.get.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const partner = remote({}, { preact: [flaky] });
    await expect(load(partner, 'preact')).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(await load(partner, 'preact')).toBe('preact');
    expect(flaky.get).toHaveBeenCalledTimes(2);
  });

  it('offers a copy only in the scopes it names', () => {
    const [main, other]: ShareScope[] = [{}, {}];
    const sharing = remoteSharing({ preact: [{ ...copy('11.2.0', 'p'), scope: ['other'] }] });
    sharing.join('default', main!);
    sharing.join('other', other!);
    sharing.offer('default');
    sharing.offer('other');
    expect(Object.keys(main!)).toEqual([]);
    expect(Object.keys(other!.preact!)).toEqual(['11.2.0']);
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
