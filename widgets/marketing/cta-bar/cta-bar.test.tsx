// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, testContext, TEST_SITE } from '../../../shared/testing/widget-test-context.tsx';
import { CtaBar } from './cta-bar.tsx';

const json = { text: 'Fresh food, delivered', cta: { name: 'Get started', to: '/plans' }, rating: { score: 4.3, count: 1234 } };
const rootHeight = () => document.documentElement.style.getPropertyValue('--katkin-cta-bar-height');

describe('CtaBar', () => {
  // happy-dom lays nothing out: the bar measures 71.5 px tall here.
  beforeEach(() => vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 71.5 } as DOMRect));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the text, the rating's stars and the CTA, which goes to its site path through katkin:navigate", () => {
    const context = testContext('cta-bar');
    renderWidget(<CtaBar attributes={{}} json={json} />, context);
    expect(screen.getByText('Fresh food, delivered')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Get started' });
    expect(link.getAttribute('href')).toBe(`${TEST_SITE}/plans`);
    fireEvent.click(link);
    expect(context.navigate).toHaveBeenCalledWith('/plans');
  });

  it('reserves the height of the fixed bar where it is placed', () => {
    const { container } = renderWidget(<CtaBar attributes={{}} json={{ ...json, text: undefined }} />, testContext('cta-bar'));
    const [space, bar] = [...container.children] as HTMLElement[];
    expect(bar!.className).toBe('katkin-bottom-bar cta-bar');
    expect(bar!.contains(screen.getByRole('link'))).toBe(true);
    expect(space!.style.height).toBe('72px');
    expect(screen.queryByText('Fresh food, delivered')).toBeNull();
  });

  it('tells the page its height while mounted, so a sticky-cta stands above it', () => {
    const { unmount } = renderWidget(<CtaBar attributes={{}} json={json} />, testContext('cta-bar'));
    expect(rootHeight()).toBe('72px');
    unmount();
    expect(rootHeight()).toBe('');
  });

  it("keeps the page's height while another bar is still mounted (a route changing)", () => {
    const leaving = renderWidget(<CtaBar attributes={{}} json={json} />, testContext('cta-bar'));
    const arriving = renderWidget(<CtaBar attributes={{}} json={json} />, testContext('cta-bar'));
    leaving.unmount();
    expect(rootHeight()).toBe('72px');
    arriving.unmount();
    expect(rootHeight()).toBe('');
  });

  it('unmounted, disconnects the ResizeObserver that measures the bar', () => {
    const observing = new Set<object>();
    vi.stubGlobal('ResizeObserver', class {
      observe() {
        observing.add(this);
      }
      disconnect() {
        observing.delete(this);
      }
    });
    const { unmount } = renderWidget(<CtaBar attributes={{}} json={json} />, testContext('cta-bar'));
    expect(observing.size).toBe(1);
    unmount();
    expect(observing.size).toBe(0);
  });
});
