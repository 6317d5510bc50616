// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountContext, WidgetModule } from '../shared/widget-types.ts';
import { createMountManager } from './mount-manager.ts';
import type { RemoteLoader } from './remote-loader.ts';
import { createStore } from './store.ts';
import { installFakeIntersectionObserver } from './testing/fake-intersection-observer.ts';

const config = { bases: { api: 'https://api.example', discounts: 'x', capi: 'x', legacy: 'x', orders: 'x' }, siteBase: 'https://www.example', flavour: 'preact' as const };

function setup(modules: Record<string, WidgetModule | Error>) {
  const contexts: MountContext[] = [];
  const remotes: RemoteLoader = {
    widgets: Object.keys(modules),
    load: vi.fn(async (widget: string) => {
      const module = modules[widget]!;
      if (module instanceof Error) throw module;
      return {
        mount(element: HTMLElement, context: MountContext) {
          contexts.push(context);
          return module.mount(element, context);
        },
      };
    }),
  };
  const go = vi.fn();
  const manager = createMountManager({ remotes, store: createStore(config), go });
  return { manager, remotes, contexts, go };
}

const placeholder = (name: string, extra = '') => {
  document.body.insertAdjacentHTML('beforeend', `<div data-katkin-widget="${name}" ${extra}></div>`);
  return document.body.lastElementChild as HTMLElement;
};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('mount manager', () => {
  it('takes the name as written less surrounding spaces', async () => {
    const { manager, remotes, contexts } = setup({ demo: { mount: () => () => {} } });
    placeholder(' demo\n');
    manager.scan(document);
    await flush();
    expect(remotes.load).toHaveBeenCalledWith('demo');
    expect(contexts[0]!.widget).toBe('demo');
  });

  it('mounts once, on its placeholder, with its name, and reports ready through the context', async () => {
    const mount = vi.fn(() => () => {});
    const { manager, contexts } = setup({ demo: { mount } });
    const element = placeholder('demo', 'data-variant="a"');
    const events: string[] = [];
    document.addEventListener('katkin:ready', (e) => events.push((e as CustomEvent).detail.widget));
    manager.scan(document);
    manager.scan(document);
    manager.mount(element);
    expect(element.getAttribute('data-katkin-state')).toBe('loading');
    await flush();
    expect(contexts).toHaveLength(1);
    expect(mount).toHaveBeenCalledWith(element, contexts[0]);
    expect(contexts[0]!.widget).toBe('demo');
    contexts[0]!.ready();
    contexts[0]!.ready();
    expect(element.getAttribute('data-katkin-state')).toBe('ready');
    expect(events).toEqual(['demo']);
  });

  it('gives an unknown widget the error state and a katkin:error naming the known ones', async () => {
    const { manager } = setup({ demo: { mount: () => () => {} } });
    const element = placeholder('nope');
    const details: unknown[] = [];
    element.addEventListener('katkin:error', (e) => details.push((e as CustomEvent).detail));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    manager.scan(document);
    await flush();
    expect(element.getAttribute('data-katkin-state')).toBe('error');
    expect(details).toEqual([{ widget: 'nope', code: 'unknown-widget', message: 'loader: unknown widget "nope" (known widgets: demo)' }]);
  });

  it('maps a failed remote to load-failed and invalid options to invalid-options', async () => {
    const optionsError = Object.assign(new Error('strict: data-variant must be one of "a" (got "x")'), { name: 'WidgetOptionsError', problems: 'data-variant must be one of "a" (got "x")' });
    const { manager } = setup({
      broken: new Error('RUNTIME-008'),
      strict: { mount: () => { throw optionsError; } },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const codes: string[] = [];
    document.addEventListener('katkin:error', (e) => codes.push(`${(e as CustomEvent).detail.code}: ${(e as CustomEvent).detail.message}`));
    placeholder('broken');
    placeholder('strict');
    manager.scan(document);
    await flush();
    expect(codes).toEqual([
      'load-failed: broken: could not load (RUNTIME-008)',
      'invalid-options: strict: data-variant must be one of "a" (got "x")',
    ]);
  });

  it('fires one katkin:error per placeholder, however often its widget fails', async () => {
    const { manager, contexts } = setup({ demo: { mount: () => () => {} } });
    const element = placeholder('demo');
    const events: string[] = [];
    element.addEventListener('katkin:error', (e) => events.push((e as CustomEvent).detail.code));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    manager.scan(document);
    await flush();
    contexts[0]!.fail('invalid-options', 'data-discount-code is required');
    contexts[0]!.fail('render-failed', 'crashed while rendering (x)');
    expect(events).toEqual(['invalid-options']);
    expect(logged).toHaveBeenLastCalledWith('katkin: demo: crashed while rendering (x) (after an earlier error)');
  });

  it('gives up on a remote that does not load within 15 s: load-failed', async () => {
    vi.useFakeTimers();
    const { manager, remotes } = setup({ demo: { mount: () => () => {} } });
    vi.mocked(remotes.load).mockReturnValue(new Promise(() => {}));
    const element = placeholder('demo');
    const details: unknown[] = [];
    element.addEventListener('katkin:error', (e) => details.push((e as CustomEvent).detail));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    manager.scan(document);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(element.getAttribute('data-katkin-state')).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(element.getAttribute('data-katkin-state')).toBe('error');
    expect(details).toEqual([{ widget: 'demo', code: 'load-failed', message: 'demo: could not load (its code did not arrive within 15 s)' }]);
    vi.useRealTimers();
  });

  it('unmounts a removed placeholder and does not mount one removed while loading', async () => {
    const unmount = vi.fn();
    const mount = vi.fn(() => unmount);
    const { manager } = setup({ demo: { mount } });
    const stop = manager.observe(document.body);
    const early = placeholder('demo');
    early.remove();
    await flush();
    expect(mount).not.toHaveBeenCalled();
    const element = placeholder('demo');
    await flush();
    expect(mount).toHaveBeenCalledTimes(1);
    element.remove();
    await flush();
    expect(unmount).toHaveBeenCalledTimes(1);
    expect(element.hasAttribute('data-katkin-state')).toBe(false);
    stop();
  });

  it('go announces katkin:navigate and goes there unless the host cancels it', async () => {
    const { manager, contexts, go } = setup({ demo: { mount: () => () => {} } });
    const element = placeholder('demo');
    const details: unknown[] = [];
    element.addEventListener('katkin:navigate', (event) => details.push((event as CustomEvent).detail));
    manager.scan(document);
    await flush();
    contexts[0]!.go('https://www.example/login?postLogin=%2Fshop');
    expect(go).toHaveBeenCalledWith('https://www.example/login?postLogin=%2Fshop');
    element.addEventListener('katkin:navigate', (event) => event.preventDefault(), { once: true });
    contexts[0]!.go('https://www.example/manage-plan');
    expect(go).toHaveBeenCalledTimes(1);
    expect(details).toEqual([
      { widget: 'demo', url: 'https://www.example/login?postLogin=%2Fshop' },
      { widget: 'demo', url: 'https://www.example/manage-plan' },
    ]);
  });

  it('go after its widget was unmounted (an action answered late) announces nothing and stays', async () => {
    const { manager, contexts, go } = setup({ demo: { mount: () => () => {} } });
    const element = placeholder('demo');
    const announced = vi.fn();
    element.addEventListener('katkin:navigate', announced);
    manager.scan(document);
    await flush();
    manager.unmount(element);
    contexts[0]!.go('https://www.example/thank-you');
    expect(go).not.toHaveBeenCalled();
    expect(announced).not.toHaveBeenCalled();
  });

  it('announceNavigation fires a cancelable katkin:navigate for a link the browser follows, and never goes itself', async () => {
    const { manager, contexts, go } = setup({ demo: { mount: () => () => {} } });
    const element = placeholder('demo');
    const details: unknown[] = [];
    element.addEventListener('katkin:navigate', (event) => details.push((event as CustomEvent).detail));
    manager.scan(document);
    await flush();
    expect(contexts[0]!.announceNavigation('https://vets.example/advice')).toBe(true);
    element.addEventListener('katkin:navigate', (event) => event.preventDefault(), { once: true });
    expect(contexts[0]!.announceNavigation('https://www.example/plans')).toBe(false);
    expect(details).toEqual([
      { widget: 'demo', url: 'https://vets.example/advice' },
      { widget: 'demo', url: 'https://www.example/plans' },
    ]);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('mount manager, data-loading="lazy"', () => {
  it('keeps a lazy placeholder "loading", loading nothing, until it comes near the screen; then mounts as usual', async () => {
    const observers = installFakeIntersectionObserver();
    const { manager, remotes, contexts } = setup({ demo: { mount: () => () => {} } });
    const element = placeholder('demo', 'data-loading="lazy" data-variant="a"');
    manager.scan(document);
    await flush();
    expect(element.getAttribute('data-katkin-state')).toBe('loading');
    expect(remotes.load).not.toHaveBeenCalled();
    observers[0]!.report(element, true);
    await flush();
    expect(remotes.load).toHaveBeenCalledWith('demo');
    contexts[0]!.ready();
    expect(element.getAttribute('data-katkin-state')).toBe('ready');
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('a lazy placeholder removed before it mounted loads nothing and leaves no observer', async () => {
    const observers = installFakeIntersectionObserver();
    const { manager, remotes } = setup({ demo: { mount: () => () => {} } });
    const stop = manager.observe(document.body);
    const element = placeholder('demo', 'data-loading="lazy"');
    await flush();
    expect(observers[0]!.observed.has(element)).toBe(true);
    element.remove();
    await flush();
    observers[0]!.report(element, true);
    await flush();
    expect(remotes.load).not.toHaveBeenCalled();
    expect(observers[0]!.disconnected).toBe(true);
    expect(element.hasAttribute('data-katkin-state')).toBe(false);
    stop();
  });

  it('mounts at once when the value is invalid, and when the browser has no IntersectionObserver', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const observers = installFakeIntersectionObserver();
    const { manager, remotes } = setup({ demo: { mount: () => () => {} } });
    placeholder('demo', 'data-loading="soon"');
    manager.scan(document);
    expect(remotes.load).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith('katkin: demo: data-loading must be "lazy" or "eager" (got "soon"); mounting eagerly');
    vi.stubGlobal('IntersectionObserver', undefined);
    placeholder('demo', 'data-loading="lazy"');
    manager.scan(document);
    expect(remotes.load).toHaveBeenCalledTimes(2);
  });

  it('katkin.mount(element) honours data-loading too; an unknown widget fails at once, lazy or not', async () => {
    installFakeIntersectionObserver();
    const { manager, remotes } = setup({ demo: { mount: () => () => {} } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    manager.mount(placeholder('demo', 'data-loading="lazy"'));
    const unknown = placeholder('nope', 'data-loading="lazy"');
    manager.mount(unknown);
    await flush();
    expect(remotes.load).not.toHaveBeenCalled();
    expect(unknown.getAttribute('data-katkin-state')).toBe('error');
  });
});
