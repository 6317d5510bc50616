// The page's Module Federation instance: the members of runtime-core's ModuleFederation that our
// remotes' bundler runtime (shared/federation/bundler-runtime.ts) calls, for the one way this
// platform shares code. Every shared module is a singleton of the page's one share scope under
// the 'loaded-first' strategy (rspack.config.ts): a remote takes the copy already loaded or
// loading, else the newest offered; no module is eager, and no remote loads another.
// runtime-core does all that and much more (plugins and their hooks, manifests and snapshots,
// remote loading, semver ranges) in 7 KB brotli, which every page with a widget paid for; this is
// the part the page uses.
import type { FederationInstance } from '../shared/federation/bundler-runtime.ts';

/** What a shared module's get() resolves to: the function that returns the module. */
export type Factory = () => unknown;

/** One copy of a shared module, as a remote offers it and as the share scope holds it. */
export interface Shared {
  version: string;
  scope?: string[];
  get: () => Promise<Factory>;
  /** Set once the copy has been loaded: the page's one instance of the module. */
  lib?: Factory;
  /** Set while it loads, so that every remote asking meanwhile waits for this same load. */
  loading?: Promise<Factory>;
}

/** Module name → version → the copy the page uses. */
export type ShareScope = Record<string, Record<string, Shared>>;

const DEFAULT_SCOPE = 'default';

/** Whether version a is newer than b, by their numeric major, minor and patch. */
export function newerVersion(a: string, b: string): boolean {
  const [x, y] = [a, b].map((version) => version.split(/[.+-]/, 3).map((part) => Number(part) || 0));
  for (let i = 0; i < 3; i++) if (x![i] !== y![i]) return (x![i] ?? 0) > (y![i] ?? 0);
  return false;
}

const started = (copy: Shared) => Boolean(copy.lib ?? copy.loading);

export class FederationHost implements FederationInstance {
  readonly shareScopeMap: Record<string, ShareScope> = {};
  /** The remote's own copies of its shared modules, which it offers the scope. */
  private readonly shared: Record<string, Shared[]>;

  /** Made by the remote's bundler runtime with the remote's options (its name, strategy and shared modules). */
  constructor({ shared = {} }: { shared?: Record<string, Shared[]> }) {
    this.shared = shared;
  }

  /** The scope object the loader hands every container's init(): one per page. */
  initShareScopeMap(scopeName: string, scope: ShareScope): void {
    this.shareScopeMap[scopeName] = scope;
  }

  /**
   * Offers the remote's copies in the scope. 'loaded-first': the first copy of a version offered
   * stays, so the first remote's framework is the page's.
   */
  initializeSharing(scopeName = DEFAULT_SCOPE): void {
    const scope = (this.shareScopeMap[scopeName] ??= {});
    for (const [name, copies] of Object.entries(this.shared)) {
      for (const copy of copies) if ((copy.scope ?? [DEFAULT_SCOPE]).includes(scopeName)) (scope[name] ??= {})[copy.version] ??= copy;
    }
  }

  /**
   * The page's copy of a shared module: false when the scope has none, and the remote then
   * uses its own. A failed load is forgotten, so the next widget to ask tries again.
   */
  async loadShare(name: string, { customShareInfo }: { customShareInfo?: { scope?: string[] } } = {}): Promise<Factory | false> {
    const copy = this.choose(name, customShareInfo?.scope);
    if (!copy) return false;
    copy.loading ??= copy.get().then(
      (lib) => (copy.lib = lib),
      (error: unknown) => {
        copy.loading = undefined;
        throw error;
      },
    );
    return copy.lib ?? copy.loading;
  }

  /** 'loaded-first': a copy loaded or loading, else the newest version. */
  private choose(name: string, scopes = [DEFAULT_SCOPE]): Shared | undefined {
    for (const scopeName of scopes) {
      const copies = Object.values(this.shareScopeMap[scopeName]?.[name] ?? {});
      if (copies.length) {
        return copies.reduce((best, copy) =>
          started(copy) !== started(best) ? (started(copy) ? copy : best) : newerVersion(copy.version, best.version) ? copy : best,
        );
      }
    }
    return undefined;
  }
}
