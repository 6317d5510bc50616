// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget, testContext } from '../../../shared/testing/widget-test-context.tsx';
import { QueryBanner } from './query-banner.tsx';

const json = { param: 'offer', banners: { spring: 'Spring: 30% off', summer: 'Summer <b>sale</b>' }, default: 'Fresh cat food' };

function show(content: typeof json | { param: string; banners: Record<string, string> } = json) {
  return renderWidget(<QueryBanner attributes={{}} json={content} />, testContext('query-banner'));
}

describe('QueryBanner', () => {
  afterEach(() => {
    cleanup();
    history.replaceState(null, '', '/');
  });

  it("shows the banner for the query's value, as plain text", () => {
    history.replaceState(null, '', '/?offer=summer');
    show();
    expect(screen.getByText('Summer <b>sale</b>')).toBeTruthy();
  });

  it('follows pushState, replaceState and back/forward (popstate)', () => {
    history.replaceState(null, '', '/?offer=spring');
    show();
    expect(screen.getByText('Spring: 30% off')).toBeTruthy();
    act(() => history.pushState(null, '', '/?offer=summer'));
    expect(screen.getByText('Summer <b>sale</b>')).toBeTruthy();
    act(() => history.replaceState(null, '', '/?offer=autumn'));
    expect(screen.getByText('Fresh cat food')).toBeTruthy();
    act(() => {
      history.replaceState(null, '', '/?offer=spring');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('Spring: 30% off')).toBeTruthy();
  });

  it('renders nothing without a match or a default', () => {
    history.replaceState(null, '', '/?offer=winter');
    const { container } = show({ param: 'offer', banners: { spring: 'S' } });
    expect(container.textContent).toBe('');
    expect(container.querySelector('p')).toBeNull();
  });

  it('puts the original history methods back on unmount', () => {
    const push = history.pushState;
    const replace = history.replaceState;
    const { unmount } = render(<QueryBanner attributes={{}} json={json} />);
    expect(history.pushState).not.toBe(push);
    unmount();
    expect([history.pushState, history.replaceState]).toEqual([push, replace]);
  });
});
