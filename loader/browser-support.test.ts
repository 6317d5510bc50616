// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserSupported, missingFeatures } from './browser-support.ts';

/** Removes one property (where its prototype chain holds it) for the test, as an older browser would lack it. */
function without(object: object, key: string): void {
  let owner: object | null = object;
  while (owner && !Object.getOwnPropertyDescriptor(owner, key)) owner = Object.getPrototypeOf(owner);
  const descriptor = owner && Object.getOwnPropertyDescriptor(owner, key);
  if (!owner || !descriptor) throw new Error(`no ${key} to remove`);
  delete (owner as Record<string, unknown>)[key];
  removed.push(() => Object.defineProperty(owner, key, descriptor));
}
const removed: (() => void)[] = [];
afterEach(() => removed.splice(0).forEach((restore) => restore()));

describe('browser support', () => {
  it('a browser with every need boots, silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(browserSupported()).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    [() => without(ShadowRoot.prototype, 'adoptedStyleSheets'), 'adoptedStyleSheets on shadow roots'],
    [() => without(HTMLDialogElement.prototype, 'showModal'), '<dialog> showModal()'],
    [() => without(Object, 'hasOwn'), 'Object.hasOwn'],
  ])('names a missing need in one console message (%#: %s)', (remove, name) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    remove();
    const [missing, supported] = [missingFeatures(), browserSupported()];
    // Restored before asserting: the test runner itself uses Object.hasOwn.
    removed.splice(0).forEach((restore) => restore());
    expect(missing).toEqual([name]);
    expect(supported).toBe(false);
    expect(warn.mock.calls).toEqual([
      [`katkin: loader: this browser lacks ${name}; the widgets stay as the page wrote them`],
    ]);
  });

  it('names every missing need in the same message', () => {
    without(ShadowRoot.prototype, 'adoptedStyleSheets');
    without(HTMLDialogElement.prototype, 'showModal');
    expect(missingFeatures()).toEqual(['adoptedStyleSheets on shadow roots', '<dialog> showModal()']);
  });
});
