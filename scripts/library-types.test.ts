// The guard before a library's declarations are joined: a library reaches only what its row names.
import { describe, expect, it } from 'vitest';
import { LIBRARIES } from './libraries.ts';
import { librariesTypes } from './library-types.ts';

describe('librariesTypes', () => {
  it('refuses a library that reaches a file its row does not name, naming the file', { timeout: 60_000 }, () => {
    const react = LIBRARIES.find((library) => library.name === 'react')!;
    // The component bundles shared/log.ts; a row without it must stop the build.
    expect(() => librariesTypes([{ ...react, reaches: ['shared/placeholder-markup.ts'] }])).toThrow(
      /loader\/react\/index\.ts may reach only its folder, shared\/katkin-api\.ts and shared\/placeholder-markup\.ts, react, but it reaches .*shared\/log\.ts/,
    );
  });
});
