// Which export of a widget's NAME-options.ts is its spec and of NAME-docs.ts its docs. Pure: the
// playground's bundle (reference-bundle.ts) and the Node scripts both pick them this way.
import type { WidgetDocs } from '../../shared/widget-docs.ts';
import type { AnyOptionsSpec } from './widget-reference.ts';

/** The options spec an options module exports: its one export named `...Options`. */
export function optionsExport(widget: string, module: Record<string, unknown>): AnyOptionsSpec {
  const names = Object.keys(module).filter((name) => name.endsWith('Options'));
  if (names.length !== 1) throw new Error(`${widget}-options.ts: expected one export named ...Options (the defineOptions spec), found ${names.length}`);
  return module[names[0]!] as AnyOptionsSpec;
}

export function docsExport(module: Record<string, unknown> | undefined): WidgetDocs | undefined {
  return module?.docs as WidgetDocs | undefined;
}
