// What npm run release puts in release/cdn/ (scripts/release.ts), on a made-up build, and the
// CHANGELOG's section of the version package.json names (contract section 7).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdnFiles } from './release.ts';

const root = path.resolve(import.meta.dirname, '..');
const BUILT = [
  'loader.js',
  'loader-tracking.2c89479e8c.js',
  'preact/partner/remoteEntry.e355f4bf68.js',
  'preact/partner.classic/widget_batch-lookup.1b45526e64.js',
  'react/site/3f0c2a9b1d.css',
  'lib/react/index.js',
  'lib/react/package.json',
  'api/index.d.ts',
  'api/README.md',
  'katkin.d.ts',
  'examples/react-app/app.js',
];

describe('release/cdn/', () => {
  let dist: string;
  const write = (file: string) => (mkdirSync(path.dirname(path.join(dist, file)), { recursive: true }), writeFileSync(path.join(dist, file), file));
  beforeEach(() => {
    mkdirSync(path.join(root, '.tmp'), { recursive: true });
    dist = mkdtempSync(path.join(root, '.tmp', 'cdn-files-'));
    BUILT.forEach(write);
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('holds loader.js and the content-hashed files it reaches: no library, type file or example', () => {
    expect(cdnFiles(dist)).toEqual([
      'loader-tracking.2c89479e8c.js',
      'loader.js',
      'preact/partner.classic/widget_batch-lookup.1b45526e64.js',
      'preact/partner/remoteEntry.e355f4bf68.js',
      'react/site/3f0c2a9b1d.css',
    ]);
  });

  it('refuses a file it cannot place, and a file of the remotes without a content hash', () => {
    write('stats.json');
    expect(() => cdnFiles(dist)).toThrow('release: stats.json: neither for the CDN nor a library, type file or example');
    rmSync(path.join(dist, 'stats.json'));
    write('preact/partner/remoteEntry.js');
    expect(() => cdnFiles(dist)).toThrow('release: preact/partner/remoteEntry.js: a CDN file without a content hash in its name');
  });
});

describe('CHANGELOG.md', () => {
  it("has a section for package.json's version, the newest below Unreleased, headed as section 7 says", () => {
    const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
    const headings = [...readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]!);
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(headings[0]).toBe('Unreleased');
    expect(headings[1]).toMatch(new RegExp(`^\\[?${version.replaceAll('.', '\\.')}\\]?( - \\d{4}-\\d{2}-\\d{2})?$`));
  });
});
