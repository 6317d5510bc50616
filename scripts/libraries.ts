// The libraries npm run build writes for host apps and our own apps (scripts/build-libraries.ts),
// each a package folder (`npm pack` makes the release's tarball of it, scripts/release.ts), where
// each goes, and what each may reach: a table read by the build, the release, the budgets and the README.
import path from 'node:path';

export interface Library {
  /** Its folder under lib/. */
  name: string;
  /** Its npm package (contract section 7). */
  packageName: string;
  /** The package's description, as npm shows it. */
  description: string;
  /** Its source, relative to the repository root. */
  entry: string;
  /** The package's README, relative to the repository root. */
  readme: string;
  /** Packages left as imports, with their subpaths ('react' also keeps 'react/jsx-runtime' out). */
  external: string[];
  /** The range of each external package the library works with: its peer dependencies. */
  peers?: Record<string, string>;
  /** Its folder inside dist/; `lib/<name>` when absent. */
  dir?: string;
  /**
   * Sources (repository paths; a folder ends with '/') the code may reach beyond its own folder
   * and the loader's host types: bundled into index.js, and their types into index.d.ts where an export shows them.
   */
  reaches?: string[];
}

export const LIBRARIES: Library[] = [
  {
    name: 'react',
    packageName: '@katkin/react',
    description: 'KatKin widgets in a React app: <KatkinWidget> and useKatkin()',
    entry: 'loader/react/index.ts',
    readme: 'loader/react/README.md',
    external: ['react'],
    // React 18 has everything the component uses (useLayoutEffect, the automatic JSX runtime).
    peers: { react: '>=18' },
    // The logger and the placeholder markup rules, bundled; their types never show in index.d.ts.
    reaches: ['shared/log.ts', 'shared/placeholder-markup.ts'],
  },
  // dist/api/ since issue 14; shared/api reaches a few shared helpers and zod, all bundled.
  {
    name: 'api',
    packageName: '@katkin/api',
    description: "KatKin's API client: createApiClient and the types of every call",
    entry: 'shared/api/index.ts',
    readme: 'shared/api/README.md',
    external: [],
    dir: 'api',
    reaches: ['shared/format/iso-date.ts', 'shared/is-record.ts', 'shared/log.ts', 'shared/zod.ts', 'node_modules/zod/'],
  },
];

/** Where a library goes inside a dist folder: a folder of its own, clear of the framework builds' dist/react/ (api: dist/api/, as the issue names it). */
export const libraryDir = (distDir: string, library: Library) => path.join(distDir, library.dir ?? path.join('lib', library.name));

/** The file `npm pack` makes of a library's package: `katkin-react-1.0.0.tgz`. */
export const tarballName = (library: Library, version: string) => `${library.packageName.replace(/^@/, '').replace('/', '-')}-${version}.tgz`;
