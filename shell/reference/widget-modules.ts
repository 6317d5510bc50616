// Where each widget's options spec and docs live: NAME-options.ts exporting one `...Options`
// (defineOptions) and NAME-docs.ts exporting `docs` (defineDocs), in each registered widget's folder
// (widgets/registry.ts), so a new widget's controls and docs appear by themselves.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { widgetRegistry } from '../../widgets/registry.ts';

export interface WidgetModulePaths {
  widget: string;
  options: string;
  docs?: string;
}

/** Every registered widget with a NAME-options.ts, sorted by name (absolute paths). */
export function widgetModulePaths(root: string): WidgetModulePaths[] {
  return widgetRegistry(root)
    .map(({ name, folder }) => {
      const base = path.join(root, folder, name);
      return { widget: name, options: `${base}-options.ts`, docs: existsSync(`${base}-docs.ts`) ? `${base}-docs.ts` : undefined };
    })
    .filter((paths) => existsSync(paths.options))
    .sort((a, b) => a.widget.localeCompare(b.widget));
}
