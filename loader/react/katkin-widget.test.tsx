// @vitest-environment happy-dom
// <KatkinWidget> with the loader's real mount manager watching the document, as on a host page:
// what the widget reads when it mounts (shared/placeholder-options.ts), the events reaching the props, and what is left after.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MountContext, RawOptions } from '../../shared/widget-types.ts';
import { readRawOptions } from '../../shared/placeholder-options.ts';
import { createMountManager } from '../mount-manager.ts';
import { createStore } from '../store.ts';
import { KatkinWidget } from './katkin-widget.tsx';

const config = { bases: { api: 'https://api.example', discounts: 'x', capi: 'x', legacy: 'x', orders: 'x' }, siteBase: 'https://www.example', flavour: 'react' as const };

let mounts: { element: HTMLElement; options: RawOptions; context: MountContext; unmount: ReturnType<typeof vi.fn> }[];
let go: ReturnType<typeof vi.fn<(url: string) => void>>;
let stop: () => void;

beforeEach(() => {
  mounts = [];
  go = vi.fn();
  const manager = createMountManager({
    remotes: {
      widgets: ['litter-trial'],
      load: async () => ({
        mount(element: HTMLElement, context: MountContext) {
          const unmount = vi.fn();
          mounts.push({ element, options: readRawOptions(element), context, unmount });
          return unmount;
        },
      }),
    },
    store: createStore(config),
    go,
  });
  stop = manager.observe(document.body);
});

afterEach(() => {
  cleanup();
  stop();
});

/** Lets the observer's microtask and the remote's load promise run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('<KatkinWidget>', () => {
  it('renders the placeholder the loader mounts, with the options as data-* attributes and the content as its JSON child', async () => {
    const content = { title: 'Try our litter', continue_to_path: '/checkout' };
    const { container } = render(
      <KatkinWidget name="litter-trial" options={{ variant: 'date', continue_to_path: '/checkout', delay: 3 }} content={content} id="litter" className="reserve" style={{ minHeight: '10rem' }} />,
    );
    await settle();
    const placeholder = container.querySelector('[data-katkin-widget="litter-trial"]') as HTMLElement;
    expect(placeholder.id).toBe('litter');
    expect(placeholder.className).toBe('reserve');
    expect(placeholder.style.minHeight).toBe('10rem');
    expect(mounts).toHaveLength(1);
    expect(mounts[0]!.element).toBe(placeholder);
    expect(mounts[0]!.options).toEqual({
      attributes: { 'data-variant': 'date', 'data-continue-to-path': '/checkout', 'data-delay': '3' },
      jsonText: '{"title":"Try our litter","continue_to_path":"/checkout"}',
    });
  });

  it('keeps content that holds </script> inside its JSON child, which reads back as the same content', async () => {
    const content = { title: '</script><img src=x onerror=alert(1)>' };
    const { container } = render(<KatkinWidget name="litter-trial" content={content} />);
    await settle();
    const placeholder = container.firstElementChild!;
    expect(placeholder.children).toHaveLength(1);
    expect(placeholder.querySelector('img')).toBeNull();
    expect(JSON.parse(mounts[0]!.options.jsonText!)).toEqual(content);
  });

  it('passes katkin:ready, katkin:error and a cancelable katkin:navigate to its props', async () => {
    const onReady = vi.fn();
    const onNavigate = vi.fn((event: CustomEvent<{ url: string }>) => event.preventDefault());
    const onError = vi.fn();
    render(<KatkinWidget name="litter-trial" onReady={onReady} onNavigate={onNavigate} onError={onError} />);
    await settle();
    mounts[0]!.context.ready();
    expect(onReady.mock.calls[0]![0].detail).toEqual({ widget: 'litter-trial' });
    mounts[0]!.context.go('https://www.example/login?postLogin=%2Fcheckout');
    expect(onNavigate.mock.calls[0]![0].detail).toEqual({ widget: 'litter-trial', url: 'https://www.example/login?postLogin=%2Fcheckout' });
    expect(go).not.toHaveBeenCalled();
    mounts[0]!.context.fail('render-failed', 'it broke');
    expect(onError.mock.calls[0]![0].detail).toEqual({ widget: 'litter-trial', code: 'render-failed', message: 'litter-trial: it broke' });
  });

  it('hears an error the loader reports as soon as it sees the placeholder (an unknown widget)', async () => {
    const onError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<KatkinWidget name="no-such-widget" onError={onError} />);
    await settle();
    expect(onError.mock.calls.map((call) => call[0].detail.code)).toEqual(['unknown-widget']);
  });

  it('changed options replace the placeholder, which the loader mounts with them; equal options written anew keep it', async () => {
    const { container, rerender } = render(<KatkinWidget name="litter-trial" options={{ variant: 'a' }} content={{ title: 'T' }} />);
    await settle();
    const first = container.firstElementChild;
    rerender(<KatkinWidget name="litter-trial" options={{ variant: 'a' }} content={{ title: 'T' }} />);
    await settle();
    expect(container.firstElementChild).toBe(first);
    expect(mounts).toHaveLength(1);

    rerender(<KatkinWidget name="litter-trial" options={{ variant: 'b' }} content={{ title: 'T' }} />);
    await settle();
    expect(mounts[0]!.unmount).toHaveBeenCalledTimes(1);
    expect(mounts.map((mount) => mount.options.attributes['data-variant'])).toEqual(['a', 'b']);
    rerender(<KatkinWidget name="litter-trial" options={{ variant: 'b' }} content={{ title: 'New' }} />);
    await settle();
    expect(mounts.map((mount) => mount.options.jsonText)).toEqual(['{"title":"T"}', '{"title":"T"}', '{"title":"New"}']);
    expect(mounts[2]!.element).toBe(container.firstElementChild);
  });

  it('leaves no listener and no mounted widget when it unmounts', async () => {
    const onReady = vi.fn();
    const onNavigate = vi.fn();
    const { container, unmount } = render(<KatkinWidget name="litter-trial" onReady={onReady} onNavigate={onNavigate} />);
    await settle();
    const placeholder = container.firstElementChild!;
    unmount();
    await settle();
    expect(mounts[0]!.unmount).toHaveBeenCalledTimes(1);
    expect(placeholder.hasAttribute('data-katkin-state')).toBe(false);
    for (const name of ['katkin:ready', 'katkin:navigate']) placeholder.dispatchEvent(new CustomEvent(name, { detail: {} }));
    expect(onReady).not.toHaveBeenCalled();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('calls the handlers of the latest render without re-mounting the widget', async () => {
    const before = vi.fn();
    const after = vi.fn();
    const { rerender } = render(<KatkinWidget name="litter-trial" onReady={before} />);
    await settle();
    rerender(<KatkinWidget name="litter-trial" onReady={after} />);
    mounts[0]!.context.ready();
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledTimes(1);
    expect(mounts).toHaveLength(1);
  });
});
