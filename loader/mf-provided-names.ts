// The names of the MF runtime core and error codes that the loader hands the remotes
// (loader/mf-runtime-core.ts), per global. `npm run budgets` checks that no built remote reads
// a name missing here (scripts/mf-names.ts): the names are MF internals of the exact version
// package.json pins, and an upgrade that reads a new one must fail the test command, not pages.
export const MF_UNUSED_NAMES = ['Module', 'getRemoteEntry', 'getRemoteInfo', 'loadScript', 'loadScriptNode', 'registerGlobalPlugins', 'satisfy'] as const;

export const MF_PROVIDED_NAMES: Record<string, readonly string[]> = {
  _FEDERATION_RUNTIME_CORE: [
    'ModuleFederation',
    'CurrentGlobal',
    'assert',
    'getGlobalFederationConstructor',
    'setGlobalFederationConstructor',
    'setGlobalFederationInstance',
    'helpers',
    ...MF_UNUSED_NAMES,
  ],
  __katkinMfErrorCodes: ['RUNTIME_009', 'runtimeDescMap'],
};
