import { describe, expect, it } from 'vitest';
import type { RemoteManifest } from './remote-loader.ts';
import { besideEntry, chunkPath, locate, locations, packedWidgets, packManifest, remoteDir, remoteName, unpack } from './remote-manifest.ts';

const site = {
  preact: { name: 'katkin_preact_site', entry: 'preact/site/remoteEntry.1.js', classic: 'preact/site.classic/remoteEntry.2.js', framework: ['765.aa.js', '905.aa.js'], classicFramework: ['765.bb.js', '905.bb.js'] },
  react: { name: 'katkin_react_site', entry: 'react/site/remoteEntry.3.js', classic: 'react/site.classic/remoteEntry.4.js', framework: ['207.cc.js'], classicFramework: ['207.dd.js'] },
};
// Built as one file (scripts/one-file-remote.ts): no framework files, no chunks.
const partner = {
  preact: { name: 'katkin_preact_partner', entry: 'preact/partner/remoteEntry.5.js', classic: 'preact/partner.classic/remoteEntry.6.js', framework: [], classicFramework: [] },
  react: { name: 'katkin_react_partner', entry: 'react/partner/remoteEntry.7.js', classic: 'react/partner.classic/remoteEntry.8.js', framework: [], classicFramework: [] },
};
const manifest: RemoteManifest = {
  accordion: {
    preact: [{ ...site.preact, expose: './accordion', chunks: ['ui', 'widget_accordion'] }],
    react: [{ ...site.react, expose: './accordion', chunks: ['ui', 'widget_accordion'] }],
  },
  // In its own remote and the site one, as the registry has it.
  'batch-lookup': {
    preact: [
      { ...partner.preact, expose: './batch-lookup', chunks: [] },
      { ...site.preact, expose: './batch-lookup', chunks: ['api', 'widget_batch-lookup'] },
    ],
    react: [
      { ...partner.react, expose: './batch-lookup', chunks: [] },
      { ...site.react, expose: './batch-lookup', chunks: ['widget_batch-lookup'] },
    ],
  },
  'litter-trial': {
    preact: [{ ...site.preact, expose: './litter-trial', chunks: ['api', 'ui', 'widget_litter-trial'] }],
    react: [{ ...site.react, expose: './litter-trial', chunks: ['ui', 'widget_litter-trial'] }],
  },
};

describe('packed remote manifest', () => {
  it("holds each remote once per build: its hashes, its framework's chunk ids, and each widget's chunks but its own; a remote built as one file, no framework ids", () => {
    expect(packManifest(manifest)).toEqual({
      site: {
        preact: { hashes: '1 2 aa bb', framework: '765 905', needs: { accordion: 'ui', 'batch-lookup': 'api', 'litter-trial': 'api ui' } },
        react: { hashes: '3 4 cc dd', framework: '207', needs: { accordion: 'ui', 'batch-lookup': '', 'litter-trial': 'ui' } },
      },
      partner: {
        preact: { hashes: '5 6  ', framework: '', needs: { 'batch-lookup': '' } },
        react: { hashes: '7 8  ', framework: '', needs: { 'batch-lookup': '' } },
      },
    });
    expect(packedWidgets(packManifest(manifest)).sort()).toEqual(['accordion', 'batch-lookup', 'litter-trial']);
    // The smallest remote first, whatever order the widgets came in: a tie goes to it (locate).
    expect(Object.keys(packManifest(manifest))).toEqual(['partner', 'site']);
  });

  it('refuses a location the packed form cannot give back, so the build fails and not a page', () => {
    const tooltip = { expose: './tooltip', chunks: ['widget_tooltip'] };
    const elsewhere: RemoteManifest = { ...manifest, tooltip: { preact: [{ ...site.preact, ...tooltip, classic: 'preact/site-classic/remoteEntry.2.js' }], react: [{ ...site.react, ...tooltip }] } };
    expect(() => packManifest(elsewhere)).toThrow('tooltip (preact) cannot be packed');
    const mixedHashes: RemoteManifest = { ...manifest, tooltip: { preact: [{ ...site.preact, ...tooltip, framework: ['765.aa.js', '905.a0.js'] }], react: [{ ...site.react, ...tooltip }] } };
    expect(() => packManifest(mixedHashes)).toThrow('tooltip (preact) cannot be packed');
  });

  it('refuses a widget that does not load its own chunk (a build naming its chunks otherwise)', () => {
    const renamed = { ...manifest, tooltip: { preact: [{ ...site.preact, expose: './tooltip', chunks: ['ui', 'tooltip_chunk'] }], react: [{ ...site.react, expose: './tooltip', chunks: ['ui'] }] } };
    expect(() => packManifest(renamed)).toThrow('tooltip (preact) does not load its own chunk widget_tooltip');
    // No chunk at all, from a remote with framework files: not one file either.
    const none = { ...manifest, tooltip: { preact: [{ ...site.preact, expose: './tooltip', chunks: [] }], react: [{ ...site.react, expose: './tooltip', chunks: ['widget_tooltip'] }] } };
    expect(() => packManifest(none)).toThrow('tooltip (preact) does not load its own chunk widget_tooltip');
  });

  it('gives back every location of the full manifest, and nothing for an unknown widget', () => {
    const packed = packManifest(manifest);
    for (const [widget, builds] of Object.entries(manifest)) {
      expect(unpack(locate(packed, widget, 'preact', [widget])!)).toEqual(builds.preact[0]);
      expect(unpack(locate(packed, widget, 'react', [widget])!)).toEqual(builds.react[0]);
    }
    expect(unpack(locate(packed, 'batch-lookup', 'preact', ['batch-lookup', 'accordion'])!)).toEqual(manifest['batch-lookup']!.preact[1]);
    expect(locate(packed, 'batch-lookpu', 'preact', [])).toBeUndefined();
    expect(locate(packed, 'constructor', 'preact', [])).toBeUndefined();
  });
});

describe('the remote a widget comes from', () => {
  const packed = packManifest(manifest);
  const from = (widget: string, onPage: string[]) => locate(packed, widget, 'preact', onPage)?.group;

  it('the batch lookup alone on a page (or beside widgets of no remote: headless, unknown): its own remote, the smallest that has it', () => {
    expect(from('batch-lookup', ['batch-lookup'])).toBe('partner');
    expect(from('batch-lookup', ['batch-lookup', 'batch-lookup', 'tracking', 'no-such-widget'])).toBe('partner');
    expect(from('batch-lookup', [])).toBe('partner');
  });

  it('beside a widget of the site remote: the site remote, so the page fetches one entry', () => {
    expect(from('batch-lookup', ['batch-lookup', 'litter-trial'])).toBe('site');
    expect(from('batch-lookup', ['accordion', 'batch-lookup', 'batch-lookup'])).toBe('site');
  });

  it('where it is tried, in order: the page\'s remote, then its own when that is another', () => {
    const tried = (widget: string, onPage: string[]) => locations(packed, widget, 'preact', onPage).map((located) => located.group);
    expect(tried('batch-lookup', ['batch-lookup', 'accordion'])).toEqual(['site', 'partner']);
    expect(tried('batch-lookup', ['batch-lookup'])).toEqual(['partner']);
    expect(tried('accordion', ['batch-lookup', 'accordion'])).toEqual(['site']);
    expect(tried('batch-lookpu', ['batch-lookpu'])).toEqual([]);
  });

  it('a widget in one remote comes from it whatever the page holds', () => {
    expect(from('accordion', ['batch-lookup'])).toBe('site');
    expect(from('litter-trial', [])).toBe('site');
  });
});

describe('remote names and folders', () => {
  it('names a remote after its group and build, and puts the classic build beside the module one', () => {
    expect(remoteName('site', 'preact')).toBe('katkin_preact_site');
    expect(remoteName('cancel-flow', 'react')).toBe('katkin_react_cancel_flow');
    expect(remoteDir('partner', 'module')).toBe('partner');
    expect(remoteDir('partner', 'script')).toBe('partner.classic');
  });
});

describe('besideEntry', () => {
  it("names a file in the folder of a remote's entry", () => {
    expect(besideEntry('preact/partner.classic/remoteEntry.4c4234495f.js', '765.0a1b2c3d4e.js')).toBe('preact/partner.classic/765.0a1b2c3d4e.js');
  });
});

describe('chunkPath', () => {
  it("names a chunk beside its remote's entry with the entry's hash", () => {
    expect(chunkPath('preact/partner/remoteEntry.4c4234495f.js', 'widget_batch-lookup')).toBe('preact/partner/widget_batch-lookup.4c4234495f.js');
    expect(chunkPath('react/site.classic/remoteEntry.a574fda620.js', 'default-shared_ui_dialog_tsx')).toBe('react/site.classic/default-shared_ui_dialog_tsx.a574fda620.js');
  });
});
