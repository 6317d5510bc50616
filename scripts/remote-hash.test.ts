import { describe, expect, it } from 'vitest';
import { remoteHash, withBuildHash } from './remote-hash.ts';

const build = [
  { name: 'remoteEntry.katkinremotehash.js', content: 'var e=1' },
  { name: 'widget_batch-lookup.katkinremotehash.js', content: Buffer.from('export const a=1') },
];

describe('remoteHash', () => {
  it('is 10 hex digits, the same for the same files in any order', () => {
    expect(remoteHash(build)).toMatch(/^[0-9a-f]{10}$/);
    expect(remoteHash([...build].reverse())).toBe(remoteHash(build));
  });

  it('changes when any file changes its content or its name', () => {
    expect(remoteHash([build[0]!, { ...build[1]!, content: 'export const a=2' }])).not.toBe(remoteHash(build));
    expect(remoteHash([build[0]!, { ...build[1]!, name: 'widget_tooltip.katkinremotehash.js' }])).not.toBe(remoteHash(build));
  });
});

describe('withBuildHash', () => {
  it("puts the build's hash placeholder in place of rspack's full hash, and leaves other text alone", () => {
    const runtime = '// webpack/runtime/get_full_hash\n(() => {\n__webpack_require__.h = () => ("95c15170f8e0c724")\n})();';
    expect(withBuildHash(runtime)).toBe('// webpack/runtime/get_full_hash\n(() => {\n__webpack_require__.h = () => ("katkinremotehash")\n})();');
    expect(withBuildHash('var h = () => ("95c15170f8e0c724")')).toBe('var h = () => ("95c15170f8e0c724")');
  });
});
