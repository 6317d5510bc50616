import { describe, expect, it } from 'vitest';
import { MF_PROVIDED_NAMES } from './mf-provided-names.ts';
import { provideMfRuntimeCore } from './mf-runtime-core.ts';

describe('provideMfRuntimeCore', () => {
  it('provides exactly the names the list promises, each defined', () => {
    provideMfRuntimeCore();
    const globals = globalThis as unknown as Record<string, Record<string, unknown>>;
    for (const [global, names] of Object.entries(MF_PROVIDED_NAMES)) {
      expect(Object.keys(globals[global]!).sort()).toEqual([...names].sort());
      for (const name of names) expect(globals[global]![name]).toBeDefined();
    }
  });

  it('gives a clear error for a remote-loading name no remote may call', () => {
    provideMfRuntimeCore();
    const core = (globalThis as unknown as { _FEDERATION_RUNTIME_CORE: Record<string, () => unknown> })._FEDERATION_RUNTIME_CORE;
    expect(() => core.loadScript!()).toThrow("katkin loader: the MF runtime's loadScript is not available (remotes do not load other remotes)");
  });
});
