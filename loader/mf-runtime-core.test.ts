import { describe, expect, it } from 'vitest';
import { FederationHost } from './federation-host.ts';
import { provideMfRuntimeCore } from './mf-runtime-core.ts';

describe('provideMfRuntimeCore', () => {
  it("gives the remotes the page's FederationHost under Module Federation's external-runtime global, and nothing else", () => {
    provideMfRuntimeCore();
    const globals = globalThis as unknown as Record<string, unknown>;
    expect(globals._FEDERATION_RUNTIME_CORE).toEqual({ ModuleFederation: FederationHost });
    expect('__FEDERATION__' in globals).toBe(false);
  });
});
