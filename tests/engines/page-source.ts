// Turns a flow's page function into one expression every driver can evaluate: the function's
// source, its JSON argument, and the DOM helpers (deep-query.ts) as its second argument.
import { deepActive, deepQuery, deepQueryAll } from './deep-query.ts';

/** What a page function gets as its second argument. */
export interface PageDom {
  /** First element matching css through open shadow roots (with textContent including text). */
  q: typeof deepQuery;
  all: typeof deepQueryAll;
  /** The focused element through shadow roots. */
  active: typeof deepActive;
}

export type PageFunction<A, R> = (arg: A, dom: PageDom) => R;

const helpers = `const dom = { q: ${deepQuery.toString()}, all: ${deepQueryAll.toString()}, active: ${deepActive.toString()} };`;

/** An expression evaluating to a promise of fn(arg, dom). */
export function pageExpression<A, R>(fn: PageFunction<A, R>, arg: A): string {
  return `(async () => { ${helpers} return await (${fn.toString()})(${JSON.stringify(arg ?? null)}, dom); })()`;
}
