import { describe, expect, it } from 'vitest';
import { MF_PROVIDED_NAMES } from '../loader/mf-provided-names.ts';
import { mfNamesRead, missingMfNames } from './mf-names.ts';

// Shaped like a minified remoteEntry of @module-federation/enhanced 2.9.2 with externalRuntime.
const REMOTE = 'let k=globalThis._FEDERATION_RUNTIME_CORE;function E(e){let t=new((0,k.getGlobalFederationConstructor)()||k.ModuleFederation)(e);return(0,k.setGlobalFederationInstance)(t),t}let v=globalThis.__katkinMfErrorCodes;(0,k.assert)(R,v.RUNTIME_009,v.runtimeDescMap);a.k.other=1;';

describe('mfNamesRead', () => {
  it('finds the members read through the local name of each global', () => {
    const read = mfNamesRead(REMOTE);
    expect([...read.get('_FEDERATION_RUNTIME_CORE')!].sort()).toEqual(['ModuleFederation', 'assert', 'getGlobalFederationConstructor', 'setGlobalFederationInstance']);
    expect([...read.get('__katkinMfErrorCodes')!].sort()).toEqual(['RUNTIME_009', 'runtimeDescMap']);
  });
});

describe('missingMfNames', () => {
  it('passes a remote that reads only provided names', () => {
    expect(missingMfNames(REMOTE, MF_PROVIDED_NAMES)).toEqual([]);
  });

  it('fails a remote that reads a name the loader does not provide (an MF upgrade)', () => {
    const upgraded = `${REMOTE}k.loadShareV2(x);globalThis._FEDERATION_RUNTIME_CORE.preloadAssets();`;
    expect(missingMfNames(upgraded, MF_PROVIDED_NAMES)).toEqual(['_FEDERATION_RUNTIME_CORE.loadShareV2', '_FEDERATION_RUNTIME_CORE.preloadAssets']);
  });

  it('fails a remote that reads a global the loader does not provide at all', () => {
    expect(missingMfNames('let s=globalThis.__katkinMfSdk;s.decodeName(n);', MF_PROVIDED_NAMES)).toEqual(['__katkinMfSdk']);
  });
});
