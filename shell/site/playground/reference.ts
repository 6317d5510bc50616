// Every widget's options spec, docs and reference (shell/reference/), from the host server's
// bundle /widget-reference.js: made from the specs themselves, so a new widget's controls and
// docs appear without writing either by hand.
import type { ReferenceModule } from '../../reference/reference-bundle.ts';

export type { ReferenceModule };
export type ReferenceEntry = ReferenceModule['entries'][number];

export async function loadReference(): Promise<ReferenceModule> {
  // A path the server answers with a bundle; the module is typed by what reference-bundle.ts makes.
  const path: string = '/widget-reference.js';
  return (await import(path)) as ReferenceModule;
}

/** Tag names with one class and text: the panels build their content from these, never from markup. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  made.append(...children);
  return made;
}
