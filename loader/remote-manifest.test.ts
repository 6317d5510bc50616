import { describe, expect, it } from 'vitest';
import type { RemoteManifest } from './remote-loader.ts';
import { locate, packManifest } from './remote-manifest.ts';

const site = {
  preact: { name: 'katkin_preact_site', entry: 'preact/site/remoteEntry.1.js', classic: 'preact/site.classic/remoteEntry.2.js' },
  react: { name: 'katkin_react_site', entry: 'react/site/remoteEntry.3.js', classic: 'react/site.classic/remoteEntry.4.js' },
};
const partner = {
  preact: { name: 'katkin_preact_partner', entry: 'preact/partner/remoteEntry.5.js', classic: 'preact/partner.classic/remoteEntry.6.js' },
  react: { name: 'katkin_react_partner', entry: 'react/partner/remoteEntry.7.js', classic: 'react/partner.classic/remoteEntry.8.js' },
};
const manifest: RemoteManifest = {
  accordion: { preact: { ...site.preact, expose: './accordion' }, react: { ...site.react, expose: './accordion' } },
  'batch-lookup': { preact: { ...partner.preact, expose: './batch-lookup' }, react: { ...partner.react, expose: './batch-lookup' } },
  'litter-trial': { preact: { ...site.preact, expose: './litter-trial' }, react: { ...site.react, expose: './litter-trial' } },
};

describe('packed remote manifest', () => {
  it('holds each remote once and each widget as the index of its remote', () => {
    expect(packManifest(manifest)).toEqual({ remotes: [site, partner], widgets: { accordion: 0, 'batch-lookup': 1, 'litter-trial': 0 } });
  });

  it('gives back every location of the full manifest, and nothing for an unknown widget', () => {
    const packed = packManifest(manifest);
    for (const [widget, builds] of Object.entries(manifest)) {
      expect(locate(packed, widget, 'preact')).toEqual(builds.preact);
      expect(locate(packed, widget, 'react')).toEqual(builds.react);
    }
    expect(locate(packed, 'batch-lookpu', 'preact')).toBeUndefined();
    expect(locate(packed, 'constructor', 'preact')).toBeUndefined();
  });
});
