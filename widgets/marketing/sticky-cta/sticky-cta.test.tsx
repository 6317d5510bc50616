// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget, testContext, TEST_SITE } from '../../../shared/testing/widget-test-context.tsx';
import { mount } from './index.ts';
import type { StickyCtaContent } from './sticky-cta-options.ts';
import { StickyCta } from './sticky-cta.tsx';

const base = { text: 'Fresh food from £1.50 a day', cta: { name: 'Get started', to: '/plans?from=sticky' } };

function show(json: Partial<StickyCtaContent>) {
  const context = testContext('sticky-cta');
  const view = renderWidget(<StickyCta attributes={{}} json={{ ...base, ...json }} />, context);
  return { context, view };
}

describe('StickyCta', () => {
  afterEach(cleanup);

  it('shows the text and a CTA link to its site path, through katkin:navigate', () => {
    const { context } = show({});
    expect(screen.getByText('Fresh food from £1.50 a day')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Get started' });
    expect(link.getAttribute('href')).toBe(`${TEST_SITE}/plans?from=sticky`);
    fireEvent.click(link);
    expect(context.navigate).toHaveBeenCalledWith('/plans?from=sticky');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the stars and the rating word beside the text when asked', () => {
    show({ show_trustpilot_rating: true, rating: { score: 4.6, count: 1234 } });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    expect(screen.getByText('Excellent')).toBeTruthy();
  });

  it('shows no stars for a rating it was not asked to show', () => {
    show({ rating: { score: 4.6, count: 1234 } });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('disables the CTA when disabled', () => {
    const { context } = show({ disabled: true });
    const button = screen.getByRole('button', { name: 'Get started' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(button);
    expect(context.navigate).not.toHaveBeenCalled();
  });

  it('shows nothing when disabled with hide_if_disabled', () => {
    const { view } = show({ disabled: true, hide_if_disabled: true, show_trustpilot_rating: true, rating: { score: 5, count: 2 } });
    expect(view.container.innerHTML).toBe('');
    // Nothing shown, nothing for keyboard focus to keep clear of.
    expect(document.documentElement.style.getPropertyValue('scroll-padding-bottom')).toBe('');
  });

  it("keeps keyboard focus on the page above the bar while it shows: the root's scroll padding takes its height", () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 80.4 } as DOMRect);
    const { view } = show({});
    expect(document.documentElement.style.getPropertyValue('scroll-padding-bottom')).toBe('calc(0px + 81px)');
    view.unmount();
    expect(document.documentElement.style.getPropertyValue('scroll-padding-bottom')).toBe('');
  });

  it('is still ready when hide_if_disabled leaves nothing to show', async () => {
    const element = document.createElement('div');
    const json = document.createElement('script');
    json.type = 'application/json';
    json.textContent = JSON.stringify({ ...base, disabled: true, hide_if_disabled: true });
    element.append(json);
    document.body.append(element);
    const context = testContext('sticky-cta');
    const unmount = mount(element, context);
    await vi.waitFor(() => expect(context.ready).toHaveBeenCalledTimes(1));
    expect(element.shadowRoot?.textContent).toBe('');
    unmount();
    element.remove();
  });

  it('while loading: the CTA is disabled, busy, with a spinner', () => {
    show({ state: 'loading' });
    const button = screen.getByRole('button', { name: 'Loading Get started' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.katkin-spinner')).toBeTruthy();
  });
});
