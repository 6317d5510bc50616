// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBottomSpace } from './bottom-space.ts';

function Bar({ property }: { property?: string }) {
  const bar = useRef<HTMLDivElement>(null);
  const height = useBottomSpace(bar, property);
  return <div ref={bar} data-height={height} />;
}

const padding = () => document.documentElement.style.getPropertyValue('scroll-padding-bottom');

describe('useBottomSpace', () => {
  // happy-dom lays nothing out: each bar measures 71.5 px tall here.
  beforeEach(() => vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 71.5 } as DOMRect));
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute('style');
  });

  it("keeps keyboard focus clear of the bar while it is mounted: the root's scroll padding takes its height", () => {
    const { container, unmount } = render(<Bar />);
    expect(container.querySelector('div')!.dataset.height).toBe('72');
    expect(padding()).toBe('calc(0px + 72px)');
    unmount();
    expect(padding()).toBe('');
  });

  it("adds the bars' heights to the host's own padding, and puts the host's inline value back when the last bar goes", () => {
    document.documentElement.style.setProperty('scroll-padding-bottom', '20px');
    const first = render(<Bar />);
    const second = render(<Bar property="--katkin-test-bar-height" />);
    expect(padding()).toBe('calc(20px + 144px)');
    expect(document.documentElement.style.getPropertyValue('--katkin-test-bar-height')).toBe('72px');
    second.unmount();
    expect(document.documentElement.style.getPropertyValue('--katkin-test-bar-height')).toBe('');
    expect(padding()).toBe('calc(20px + 72px)');
    first.unmount();
    expect(padding()).toBe('20px');
  });
});
