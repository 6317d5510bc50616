// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMountManager } from '../../loader/mount-manager.ts';
import { testContext } from '../testing/widget-test-context.tsx';
import { defineOptions, oneOf } from '../widget-options.ts';
import { defineWidget } from './define-widget.tsx';
import { useWidget } from './widget-context.tsx';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function Crashing(): never {
  throw new Error('no slides');
}

function ShowsItsWidget() {
  return <p>{useWidget().widget}</p>;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('defineWidget', () => {
  it('renders into an open shadow root, provides the context and reports ready after the first commit', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const context = testContext('demo');
    const unmount = defineWidget({ Component: ShowsItsWidget }).mount(element, context);
    await vi.waitFor(() => expect(context.ready).toHaveBeenCalledTimes(1));
    expect(element.shadowRoot?.textContent).toBe('demo');
    // Its root says the language of its words, whatever the host page's (WCAG 3.1.2).
    expect(element.shadowRoot?.querySelector('.katkin-root')?.getAttribute('lang')).toBe('en-GB');
    expect(element.shadowRoot?.querySelector('.katkin-root')?.getAttribute('dir')).toBe('ltr');
    unmount();
    expect(element.shadowRoot?.textContent).toBe('');
  });

  it('turns a crash while rendering into render-failed with the reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    const context = testContext('demo');
    defineWidget({ Component: Crashing }).mount(element, context);
    await vi.waitFor(() => expect(context.fail).toHaveBeenCalled());
    expect(context.fail).toHaveBeenCalledWith('render-failed', 'crashed while rendering (no slides)');
    expect(context.ready).not.toHaveBeenCalled();
  });

  it('mounts again after an unmount on a host that forces shadow roots closed (element.shadowRoot null)', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const attach = element.attachShadow.bind(element);
    let closed: ShadowRoot | undefined;
    element.attachShadow = (init) => (closed = attach({ ...init, mode: 'closed' }));
    const widget = defineWidget({ Component: ShowsItsWidget });
    const first = testContext('demo');
    widget.mount(element, first)();
    const second = testContext('demo');
    widget.mount(element, second);
    await vi.waitFor(() => expect(second.ready).toHaveBeenCalledTimes(1));
    expect(element.shadowRoot).toBeNull();
    expect(closed?.textContent).toBe('demo');
  });

  it('throws the options error (invalid-options) before rendering anything', () => {
    const element = document.createElement('div');
    element.setAttribute('data-variant', 'c');
    const context = testContext('demo');
    const widget = defineWidget({ options: defineOptions({ attributes: { 'data-variant': oneOf('a', 'b') } }), Component: ShowsItsWidget });
    expect(() => widget.mount(element, context)).toThrow('demo: data-variant must be one of "a", "b" (got "c")');
    expect(element.shadowRoot).toBeNull();
  });
});

describe('defineWidget through the loader', () => {
  function mountThroughLoader(element: HTMLElement, Component: () => ReactElement) {
    const { store } = testContext('demo');
    const module = defineWidget({ Component });
    const manager = createMountManager({
      remotes: { widgets: ['demo'], load: async () => module },
      store,
      go: vi.fn(),
    });
    const errors: { code: string; message: string }[] = [];
    element.addEventListener('katkin:error', (event) => errors.push((event as CustomEvent).detail));
    document.body.append(element);
    manager.mount(element);
    return errors;
  }

  it('a placeholder that cannot take a shadow root ends in mount-failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    element.setAttribute('data-katkin-widget', 'demo');
    element.attachShadow({ mode: 'closed' });
    const errors = mountThroughLoader(element, ShowsItsWidget);
    await flush();
    expect(errors).toHaveLength(1);
    expect(errors[0]!.code).toBe('mount-failed');
    expect(errors[0]!.message).toMatch(/^demo: could not mount \(/);
    expect(element.getAttribute('data-katkin-state')).toBe('error');
  });

  it('a component that crashes ends in render-failed, once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    element.setAttribute('data-katkin-widget', 'demo');
    const errors = mountThroughLoader(element, Crashing);
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors).toEqual([{ widget: 'demo', code: 'render-failed', message: 'demo: crashed while rendering (no slides)' }]);
    expect(element.getAttribute('data-katkin-state')).toBe('error');
  });
});
