import { describe, expect, it } from 'vitest';
import { remoteHash } from './remote-hash.ts';

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
