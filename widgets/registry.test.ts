// The registry is derived from the folders; what it cannot derive (a widget's README, its own
// end-to-end flows, its demo and options spec) must exist, and this test says which is missing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headlessWidgets } from '../loader/headless-widgets.ts';
import { namesOf, widgetRegistry } from './registry.ts';

const root = path.resolve(import.meta.dirname, '..');

describe('widgetRegistry', () => {
  it('finds widgets, blocks and headless widgets by their folders, each in its remotes: the batch lookup in its own and the site one', () => {
    const byName = new Map(widgetRegistry().map((widget) => [widget.name, widget]));
    expect(byName.get('batch-lookup')).toEqual({ name: 'batch-lookup', kind: 'widget', groups: ['partner', 'site'], folder: 'widgets/batch-lookup', entry: './widgets/batch-lookup/index.ts' });
    expect(byName.get('litter-trial')).toMatchObject({ kind: 'widget', groups: ['site'] });
    expect(byName.get('accordion')).toEqual({ name: 'accordion', kind: 'block', groups: ['site'], folder: 'widgets/marketing/accordion', entry: './widgets/marketing/accordion/index.ts' });
    expect(byName.get('tracking')).toMatchObject({ kind: 'headless', groups: ['loader'], folder: 'widgets/tracking' });
    // widgets/marketing itself is a folder of blocks, not a widget.
    expect(byName.has('marketing')).toBe(false);
  });

  it('lists widgets first, then blocks, each by name', () => {
    const registry = widgetRegistry();
    const firstBlock = registry.findIndex((widget) => widget.kind === 'block');
    const widgets = registry.slice(0, firstBlock);
    const blocks = registry.slice(firstBlock);
    expect(widgets.filter((widget) => widget.kind === 'block')).toEqual([]);
    expect(blocks.filter((widget) => widget.kind !== 'block')).toEqual([]);
    for (const group of [widgets, blocks]) {
      const names = group.map((widget) => widget.name);
      expect(names).toEqual([...names].sort());
    }
    expect([widgets[0]?.name, blocks[0]?.name]).toEqual(['batch-lookup', 'accordion']);
  });

  it("gives the loader's headless widgets exactly the registry's", () => {
    expect(Object.keys(headlessWidgets).sort()).toEqual(namesOf('headless'));
  });
});

// What a new widget or block must bring by hand: these fail loudly, naming the file.
describe.each(widgetRegistry())('$name ($kind)', ({ name, kind, folder }) => {
  const own = (file: string) => path.join(root, folder, file);
  it.each(['README.md', 'demo.html', `${name}-options.ts`, `${name}-options.test.ts`])('has %s', (file) => {
    expect(existsSync(own(file)), `${folder}/${file}`).toBe(true);
  });
  it('has its own end-to-end flows', () => {
    const spec = `tests/e2e/${kind === 'block' ? 'blocks' : 'widgets'}/${name}.spec.ts`;
    expect(existsSync(path.join(root, spec)), spec).toBe(true);
  });
});
