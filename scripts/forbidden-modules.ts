// Modules that must never be in certain built files, found by fingerprints: text that survives
// minification (string literals, regex literals, property names read by name) and that only the
// module in question contains. Each was checked against a build: present in the files that
// hold the module, absent from every other file (and, for the MF runtime core, present in a
// remoteEntry built with MF's own bundler runtime).

export interface BuiltFile {
  /** Path relative to dist/, for messages. */
  name: string;
  build: 'loader' | 'preact' | 'react';
  /** The remote's folder (partner, site, site.classic, ...); the loader's files have none. */
  remote?: string;
  /** 'one-file-remote': a remote's entry that holds its widget and framework too (scripts/one-file-remote.ts). */
  role: 'loader' | 'mf-runtime' | 'loader-chunk' | 'remoteEntry' | 'one-file-remote' | 'widget' | 'shared' | 'framework';
}

export interface ScannedFile extends BuiltFile {
  text: string;
}

const fingerprints = {
  // The name of react-dom's internals object: react-dom/index defines it and react-dom/client
  // reads it, as a property name, so minifiers keep it. React and preact/compat have no such name.
  reactDom: ['__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'],
  // Two regex literals of preact's diff (preact/dist/preact.mjs): the on…Capture event-name rule
  // and the SVG xlink attribute rewrite. compat, hooks, jsx-runtime and react-dom have neither.
  preactCore: ['/(PointerCapture)$|Capture$/', 'xlink(H|:h)'],
  // zod classic's base class is made by $constructor("ZodType"); zod/mini's is "ZodMiniType" and
  // zod core's "$ZodType". A string literal, kept by minifiers; any classic schema pulls it in.
  zodClassic: [/["'`]ZodType["'`]/],
  // The errors of runtime-core's plugin hooks (utils/hooks): every ModuleFederation instance
  // builds its lifecycle from these classes; the bundler runtime of a remoteEntry has none.
  mfRuntimeCore: ['A plugin returned an incorrect value for the', 'A plugin returned an unacceptable value for the'],
  // Two warnings of @module-federation/webpack-bundler-runtime (initializeSharing and
  // installInitialConsumes), string literals that its every build keeps.
  mfBundlerRuntime: ['Initialization of sharing external failed: ', 'loadShareSync failed!'],
} satisfies Record<string, (string | RegExp)[]>;

type FingerprintedModule = keyof typeof fingerprints;

export function contains(text: string, module: FingerprintedModule): boolean {
  return fingerprints[module].some((print) => (typeof print === 'string' ? text.includes(print) : print.test(text)));
}

interface RuleResult {
  rule: string;
  problems: string[];
}

/** One result per rule, each with a message per offending file (none when the rule holds). */
export function findForbiddenModules(files: ScannedFile[]): RuleResult[] {
  const holding = (module: FingerprintedModule) => files.filter((file) => contains(file.text, module));
  return [
    {
      rule: 'no react-dom outside the React build',
      problems: holding('reactDom')
        .filter((file) => file.build !== 'react')
        .map((file) => `${file.name} contains react-dom`),
    },
    { rule: "one copy of preact's core per preact remote, in its shared module (or its one file)", problems: preactProblems(holding('preactCore')) },
    {
      rule: 'no zod classic (widgets use zod/mini)',
      problems: holding('zodClassic').map((file) => `${file.name} contains zod classic`),
    },
    {
      // The remotes' own bundler runtime needs no runtime core: a file with it is a remote built
      // with MF's own bundler runtime, or a loader that provides runtime-core again.
      rule: 'no MF runtime core in any file',
      problems: holding('mfRuntimeCore').map((file) => `${file.name} contains the MF runtime core`),
    },
    {
      // Each remote's entry carries our own (shared/federation/bundler-runtime.ts): the package's
      // in a file means the build's alias of it no longer applies (after an MF upgrade, say).
      rule: "no MF bundler runtime package in any file (the remotes carry the platform's own)",
      problems: holding('mfBundlerRuntime').map((file) => `${file.name} contains @module-federation/webpack-bundler-runtime`),
    },
  ];
}

/** Preact holds page-wide state (hooks, the render queue): a second copy breaks hooks and context. */
function preactProblems(withPreact: ScannedFile[]): string[] {
  const problems: string[] = [];
  const copies = new Map<string, string[]>();
  for (const file of withPreact) {
    if (file.build !== 'preact' || !['framework', 'one-file-remote'].includes(file.role) || file.remote === undefined) {
      problems.push(`${file.name} contains preact's core (only the shared preact module may)`);
    } else copies.set(file.remote, [...(copies.get(file.remote) ?? []), file.name]);
  }
  for (const [remote, names] of copies) {
    if (names.length > 1) problems.push(`preact/${remote} has ${names.length} copies of preact's core: ${names.join(', ')}`);
  }
  return problems;
}
