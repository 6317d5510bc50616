// State the whole page shares across copies of a module: each widget's chunk, or a loader part,
// may carry its own copy of a shared module, so what must be one per page is kept on window under
// a registered symbol (Symbol.for: the same in every copy), made on first use.
export function pageGlobal<T>(name: string, create: () => T): T {
  const page = window as unknown as Record<symbol, T | undefined>;
  return (page[Symbol.for(name)] ??= create());
}
