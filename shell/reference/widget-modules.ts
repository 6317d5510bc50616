// Where each widget's options spec and docs live: widgets/NAME/NAME-options.ts exporting one
// `...Options` (defineOptions) and NAME-docs.ts exporting `docs` (defineDocs). Found by folder,
// like the build finds widgets, so a new widget's controls and docs appear by themselves.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export interface WidgetModulePaths {
  widget: string;
  options: string;
  docs?: string;
}

const FOLDERS = ['widgets', 'widgets/marketing'];

/** Every widget folder with an index.ts and a NAME-options.ts, sorted by name (absolute paths). */
export function widgetModulePaths(root: string): WidgetModulePaths[] {
  return FOLDERS.flatMap((folder) => {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.ts')))
      .map((entry) => {
        const base = path.join(dir, entry.name, entry.name);
        return { widget: entry.name, options: `${base}-options.ts`, docs: existsSync(`${base}-docs.ts`) ? `${base}-docs.ts` : undefined };
      })
      .filter((paths) => existsSync(paths.options));
  }).sort((a, b) => a.widget.localeCompare(b.widget));
}
