// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from '../loader/store.ts';
import type { MountContext } from './widget-types.ts';
import { widgetContext } from './widget-navigation.ts';

function setUp(siteBase: string) {
  const store = createStore({ bases: { api: 'https://api.example', discounts: 'x', capi: 'x', legacy: 'x', orders: 'x' }, siteBase, flavour: 'preact' });
  const mountContext: MountContext = { widget: 'demo', store, go: vi.fn(), announceNavigation: vi.fn(() => true), ready: vi.fn(), fail: vi.fn() };
  return { mountContext, context: widgetContext(mountContext) };
}

afterEach(() => vi.restoreAllMocks());

describe("a widget's navigate", () => {
  it('resolves a route on the site base and hands the URL to the loader', () => {
    const { mountContext, context } = setUp('https://www.example');
    context.navigate('/login?postLogin=%2Fshop');
    context.navigate('/forms/cancellation?a=1');
    expect(vi.mocked(mountContext.go).mock.calls).toEqual([['https://www.example/login?postLogin=%2Fshop'], ['https://www.example/forms/cancellation?a=1']]);
  });

  it('keeps the path of a site base that has one', () => {
    const { mountContext, context } = setUp('https://shop.example/uk');
    context.navigate('/login?postLogin=%2Fuk%2Fbox');
    expect(mountContext.go).toHaveBeenCalledWith('https://shop.example/uk/login?postLogin=%2Fuk%2Fbox');
  });

  it('takes routes only: an absolute URL or a smuggled host is refused, with a console message and nothing announced', () => {
    const { mountContext, context } = setUp('https://www.example');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const route of ['https://evil.example/', '//evil.example', '/\\evil.example', '/\t//evil.example', 'javascript:alert(1)']) context.navigate(route);
    expect(mountContext.go).not.toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith('katkin: demo: refused to navigate to "https://evil.example/": not a path on the site');
    expect(errors).toHaveBeenCalledTimes(5);
  });

  it("keeps the rest of the loader's context as it is", () => {
    const { mountContext, context } = setUp('https://www.example');
    expect(context.widget).toBe('demo');
    expect(context.store).toBe(mountContext.store);
    context.ready();
    context.fail('render-failed', 'broke');
    expect(context.announceNavigation('https://vets.example/')).toBe(true);
    expect(mountContext.ready).toHaveBeenCalledTimes(1);
    expect(mountContext.fail).toHaveBeenCalledWith('render-failed', 'broke');
    expect(mountContext.announceNavigation).toHaveBeenCalledWith('https://vets.example/');
  });
});
