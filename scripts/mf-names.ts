// Which names a built remote reads from the globals the loader provides for Module Federation
// (_FEDERATION_RUNTIME_CORE, __katkinMf*), and which of those the loader does not provide.
// Minified remotes bind each global once to a local name ("k=globalThis._FEDERATION_RUNTIME_CORE")
// and read members off it ("k.ModuleFederation"); a global read directly is found too.
const GLOBAL = /([A-Za-z_$][\w$]*)=globalThis\.(_FEDERATION_RUNTIME_CORE|__katkinMf\w*)\b/g;
const DIRECT = /globalThis\.(_FEDERATION_RUNTIME_CORE|__katkinMf\w*)\.([A-Za-z_$][\w$]*)/g;

const escape = (text: string) => text.replace(/[$]/g, '\\$');

/** global -> names read from it. */
export function mfNamesRead(text: string): Map<string, Set<string>> {
  const read = new Map<string, Set<string>>();
  const note = (global: string, name?: string) => {
    const names = read.get(global) ?? new Set<string>();
    if (name) names.add(name);
    read.set(global, names);
  };
  for (const [, alias, global] of text.matchAll(GLOBAL)) {
    note(global!);
    for (const [, name] of text.matchAll(new RegExp(`(?<![\\w$.])${escape(alias!)}\\.([A-Za-z_$][\\w$]*)`, 'g'))) note(global!, name);
  }
  for (const [, global, name] of text.matchAll(DIRECT)) note(global!, name);
  return read;
}

/** "global.name" for each name read but not provided, and "global" for a global not provided at all. */
export function missingMfNames(text: string, provided: Record<string, readonly string[]>): string[] {
  const missing: string[] = [];
  for (const [global, names] of mfNamesRead(text)) {
    const given = provided[global];
    if (!given) missing.push(global);
    else for (const name of names) if (!given.includes(name)) missing.push(`${global}.${name}`);
  }
  return missing.sort();
}
