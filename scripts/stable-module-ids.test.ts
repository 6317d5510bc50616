import { describe, expect, it } from 'vitest';
import { folderFreeName, stableIds } from './stable-module-ids.ts';

describe('folderFreeName', () => {
  it('takes the build folder out of a name, as written and URI-encoded', () => {
    expect(folderFreeName('consume shared module (default) preact@* (fallback: /work/main/node_modules/preact/dist/preact.mjs)', '/work/main')).toBe(
      'consume shared module (default) preact@* (fallback: ./node_modules/preact/dist/preact.mjs)',
    );
    expect(folderFreeName('data:text/javascript,import%20r%20from%20%22%2Fwork%2Fmain%2Fnode_modules%2Fx.cjs%22', '/work/main')).toBe(
      'data:text/javascript,import%20r%20from%20%22.%2Fnode_modules%2Fx.cjs%22',
    );
  });

  it('leaves a short folder\'s letters alone where they are not the folder', () => {
    expect(folderFreeName('webpack/sharing/consume/default/react/./node_modules/preact/compat', '/c')).toBe('webpack/sharing/consume/default/react/./node_modules/preact/compat');
    expect(folderFreeName('/c/node_modules/preact/compat/client.mjs', '/c')).toBe('./node_modules/preact/compat/client.mjs');
  });
});

describe('stableIds', () => {
  it('gives each name a four-digit id, the same in any order', () => {
    const names = ['webpack/sharing/consume/default/preact/preact', 'webpack/sharing/provide/default/preact', 'webpack/sharing/consume/default/react/react'];
    const ids = stableIds(names);
    expect([...ids.values()].every((id) => id >= 1000 && id < 10_000)).toBe(true);
    expect(new Set(ids.values()).size).toBe(3);
    expect(stableIds([...names].reverse())).toEqual(ids);
  });

  it('refuses two modules of one name, which would share an id', () => {
    expect(() => stableIds(['a', 'b', 'a'])).toThrow('two modules share a name: a');
  });
});
