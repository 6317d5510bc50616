// Module ids that do not depend on where the repository is. rspack's deterministic ids hash the
// module's full identifier, and the Module Federation modules' identifiers hold absolute paths:
// the shared modules name their fallback's file, and the MF runtime's entry module imports the
// bundler runtime by its absolute path. Their ids then differed with the checkout's folder, and
// with them the remotes' files, hashes and sizes (CI's budgets saw other files than ours), and the
// framework's hash, which must stay the same from release to release so visitors keep preact
// cached. This plugin gives those modules ids from their names with the folder taken out, before
// rspack's own ids, which keep clear of them.
import { createHash } from 'node:crypto';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

/** Ids of four digits: rspack's own are shorter for a remote's few hundred modules, and keep clear of these. */
const ID_RANGE = [1000, 10_000] as const;

/** A module's name with the build folder taken out, as written and URI-encoded (the MF runtime's data: module). */
export function folderFreeName(name: string, root: string): string {
  // With its slash: a folder such as "/c" is in "sharing/consume" too, but "/c/" only where it is the folder.
  const folder = `${root}/`;
  return name.replaceAll(folder, './').replaceAll(encodeURIComponent(folder), encodeURIComponent('./'));
}

/** Ids for names, from their hashes, the same for the same names in any order; a clash takes the next free id. */
export function stableIds(names: string[]): Map<string, number> {
  if (new Set(names).size !== names.length) throw new Error(`two modules share a name: ${names.filter((name, i) => names.indexOf(name) !== i).join(', ')}`);
  const ids = new Map<string, number>();
  const taken = new Set<number>();
  const [low, high] = ID_RANGE;
  for (const name of [...names].sort()) {
    let id = low + (parseInt(createHash('sha256').update(name).digest('hex').slice(0, 8), 16) % (high - low));
    while (taken.has(id)) id = id + 1 === high ? low : id + 1;
    taken.add(id);
    ids.set(name, id);
  }
  return ids;
}

export class StableModuleIdsPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    const root = compiler.context;
    compiler.hooks.thisCompilation.tap('StableModuleIdsPlugin', (compilation) => {
      compilation.hooks.beforeModuleIds.tap('StableModuleIdsPlugin', (modules) => {
        // In this hook rspack hands each module with its identifier as a string property.
        const placed = [...modules].filter((module) => folderFreeName(String(module.identifier), root) !== String(module.identifier));
        const nameOf = (module: (typeof placed)[number]) => folderFreeName(module.libIdent?.({ context: root }) ?? String(module.identifier), root);
        const ids = stableIds(placed.map(nameOf));
        for (const module of placed) Object.assign(module, { id: ids.get(nameOf(module)) });
      });
    });
  }
}
