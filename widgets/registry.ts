// The one list of widgets, derived from the folders themselves: every sub-folder of widgets/ with
// an index.ts is a widget, every one of widgets/marketing/ a marketing block, and a widget whose
// index.ts is a defineHeadlessWidget (it renders nothing) is headless. The build, the budgets, the
// bench, the shell and the tests all read this, so adding a block is adding its folder.
// Node only (it reads the file system); the loader gets what it needs baked in by the build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type WidgetKind = 'widget' | 'block' | 'headless';

export interface RegisteredWidget {
  name: string;
  kind: WidgetKind;
  /** The remotes it ships in (REMOTE_GROUPS), its own first, or ['loader'] for a headless widget (a lazy chunk of the loader). */
  groups: string[];
  /** Its folder, relative to the repo root ("widgets/marketing/accordion"). */
  folder: string;
  /** Its index.ts as the bundler names it ("./widgets/marketing/accordion/index.ts"). */
  entry: string;
}

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Where widgets live and what kind a folder there makes. */
const WIDGET_FOLDERS: readonly [folder: string, kind: Exclude<WidgetKind, 'headless'>][] = [
  ['widgets', 'widget'],
  ['widgets/marketing', 'block'],
];

/**
 * Which remotes a widget ships in, in this order. batch-lookup has one of its own: partner sites
 * embed only it, so they pay for no other widget's entry or shared code. Every widget and marketing
 * block is in the site remote: a page with several pays one remoteEntry and their shared code once
 * (README, "Size budgets and bench", has the measurements behind this), the batch lookup too when
 * it is on such a page (the loader takes a widget from the remote that has most of the page's
 * widgets: loader/remote-manifest.ts).
 */
const REMOTE_GROUPS: Record<string, (widget: string) => boolean> = {
  partner: (widget) => widget === 'batch-lookup',
  site: () => true,
};

const isHeadless = (index: string) => /\bdefineHeadlessWidget\(/.test(readFileSync(index, 'utf8'));

/** Every widget, widgets first then blocks, each list by name. */
export function widgetRegistry(root = repoRoot): RegisteredWidget[] {
  return WIDGET_FOLDERS.flatMap(([parent, folderKind]) => {
    const dir = path.join(root, parent);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.ts')))
      .map((entry) => entry.name)
      .sort()
      .map((name): RegisteredWidget => {
        const kind = isHeadless(path.join(dir, name, 'index.ts')) ? 'headless' : folderKind;
        const groups = kind === 'headless' ? ['loader'] : Object.keys(REMOTE_GROUPS).filter((g) => REMOTE_GROUPS[g]!(name));
        return { name, kind, groups, folder: `${parent}/${name}`, entry: `./${parent}/${name}/index.ts` };
      });
  });
}

/** The names of one kind of widget. */
export const namesOf = (kind: WidgetKind, root = repoRoot) => widgetRegistry(root).filter((w) => w.kind === kind).map((w) => w.name);
