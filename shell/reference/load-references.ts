// Every widget's reference, in Node (scripts/widget-reference.ts): the same modules and the same
// generator as the playground's bundle (reference-bundle.ts), imported directly.
import { pathToFileURL } from 'node:url';
import { docsExport, optionsExport } from './widget-exports.ts';
import { widgetModulePaths } from './widget-modules.ts';
import { describeWidget, type WidgetReference } from './widget-reference.ts';

export async function loadReferences(root: string): Promise<WidgetReference[]> {
  return Promise.all(
    widgetModulePaths(root).map(async (paths) => {
      const options = (await import(pathToFileURL(paths.options).href)) as Record<string, unknown>;
      const docs = paths.docs ? ((await import(pathToFileURL(paths.docs).href)) as Record<string, unknown>) : undefined;
      return describeWidget(paths.widget, optionsExport(paths.widget, options), docsExport(docs));
    }),
  );
}
