// The libraries npm run build writes for host apps and our own apps (scripts/build-libraries.ts),
// where each goes, and what each may reach: a table read by the build, the budgets and the README.
import path from 'node:path';

export interface Library {
  /** Its folder under lib/. */
  name: string;
  /** Its source, relative to the repository root. */
  entry: string;
  /** Packages left as imports, with their subpaths ('react' also keeps 'react/jsx-runtime' out). */
  external: string[];
  /** Its folder inside dist/; `lib/<name>` when absent. */
  dir?: string;
  /**
   * Sources (repository paths; a folder ends with '/') the code may reach beyond its own folder
   * and the loader's host types. Their declarations join index.d.ts unless `bundledOnly` names them.
   */
  reaches?: string[];
  /** Of those, the ones bundled into index.js whose types never show in index.d.ts (zod, behind our own types). */
  bundledOnly?: string[];
}

export const LIBRARIES: Library[] = [
  // The logger writes its console messages; its types never show in index.d.ts.
  { name: 'react', entry: 'loader/react/index.ts', external: ['react'], reaches: ['shared/log.ts'], bundledOnly: ['shared/log.ts'] },
  // The contract names dist/api/ (issue 14); shared/api reaches a few shared helpers and zod.
  {
    name: 'api',
    entry: 'shared/api/index.ts',
    external: [],
    dir: 'api',
    reaches: ['shared/format/iso-date.ts', 'shared/is-record.ts', 'shared/log.ts', 'shared/zod.ts', 'node_modules/zod/'],
    bundledOnly: ['shared/is-record.ts', 'shared/log.ts', 'shared/zod.ts', 'node_modules/zod/'],
  },
];

/** Where a library goes inside a dist folder: a folder of its own, clear of the framework builds' dist/react/ (api: dist/api/, as the issue names it). */
export const libraryDir = (distDir: string, library: Library) => path.join(distDir, library.dir ?? path.join('lib', library.name));
