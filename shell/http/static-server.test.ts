import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside } from './static-server.ts';

describe('isInside', () => {
  const root = path.resolve('/srv/dist');
  it('accepts the root and what is below it', () => {
    expect(isInside(root, root)).toBe(true);
    expect(isInside(root, path.join(root, 'loader.js'))).toBe(true);
  });
  it('refuses a sibling that only shares the prefix, and anything above', () => {
    expect(isInside(root, path.resolve('/srv/dist-private/secret.txt'))).toBe(false);
    expect(isInside(root, path.join(root, '..', 'dist-private', 'x'))).toBe(false);
    expect(isInside(root, path.resolve('/srv'))).toBe(false);
  });
});
