// The playground's copy of every widget's options spec and docs, for the browser: one ES module
// bundled by esbuild per request (the shell's other scripts are transformed, not bundled, and
// cannot import zod), exporting `entries` [{widget, reference, spec}] and playground-entry.ts. The spec itself comes along
// so the playground checks the JSON child with the widget's own schema, field by field.
import { statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type * as helpers from './playground-entry.ts';
import type { AnyOptionsSpec, WidgetReference } from './widget-reference.ts';
import { widgetModulePaths } from './widget-modules.ts';

/** What /widget-reference.js exports, for the playground's types. */
export type ReferenceModule = typeof helpers & { entries: { widget: string; spec: AnyOptionsSpec; reference: WidgetReference }[] };

async function bundle(root: string): Promise<{ code: string; inputs: string[] }> {
  const modules = widgetModulePaths(root);
  const lines = [
    `import { describeWidget } from ${JSON.stringify(path.join(root, 'shell/reference/widget-reference.ts'))};`,
    `import { docsExport, optionsExport } from ${JSON.stringify(path.join(root, 'shell/reference/widget-exports.ts'))};`,
    `export * from ${JSON.stringify(path.join(root, 'shell/reference/playground-entry.ts'))};`,
    ...modules.flatMap((paths, index) => [
      `import * as options${index} from ${JSON.stringify(paths.options)};`,
      paths.docs ? `import * as docs${index} from ${JSON.stringify(paths.docs)};` : `const docs${index} = undefined;`,
    ]),
    'const entry = (widget, options, docs) => { const spec = optionsExport(widget, options); return { widget, spec, reference: describeWidget(widget, spec, docsExport(docs)) }; };',
    `export const entries = [${modules.map((paths, index) => `entry(${JSON.stringify(paths.widget)}, options${index}, docs${index})`).join(', ')}];`,
  ];
  const result = await build({
    stdin: { contents: lines.join('\n'), resolveDir: root, loader: 'js', sourcefile: 'widget-reference-entry.js' },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file));
  return { code: result.outputFiles[0]!.text, inputs };
}

const modified = (files: string[]) => files.map((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? -1).join();

/**
 * The bundle, made again only when one of its files (or the list of widgets) changed since the
 * last one: an edited spec shows on reload, and the e2e suite's many page loads bundle once.
 */
export function referenceBundler(root: string): () => Promise<string> {
  let last: { code: string; inputs: string[]; stamp: string; widgets: string } | undefined;
  return async () => {
    const widgets = JSON.stringify(widgetModulePaths(root));
    if (last && last.widgets === widgets && modified(last.inputs) === last.stamp) return last.code;
    const made = await bundle(root);
    last = { ...made, stamp: modified(made.inputs), widgets };
    return made.code;
  };
}
