// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget, testContext, TEST_SITE } from '../../shared/testing/widget-test-context.tsx';
import type { WidgetProps } from '../../shared/ui/define-widget.tsx';
import type { preCancellationOptions } from './pre-cancellation-options.ts';
import { PreCancellation } from './pre-cancellation.tsx';

type Attributes = WidgetProps<typeof preCancellationOptions>['attributes'];

const support = { 'data-support-phone': '0161 123 4567', 'data-support-email': 'help@katkin.example' };

function show(search: string, attributes: Attributes) {
  history.replaceState(null, '', `/pre-cancellation${search}`);
  const context = testContext('pre-cancellation');
  renderWidget(<PreCancellation attributes={{ ...support, ...attributes }} json={undefined} />, context);
  return context;
}

describe('PreCancellation', () => {
  afterEach(cleanup);

  it("shows the default variant with 'Your cat' and every way to help", () => {
    const context = show('?subscriptionId=1001', {});
    expect(screen.getByRole('heading', { name: 'Can we help?' })).toBeTruthy();
    expect(screen.getByText(/^Your cat deserves/)).toBeTruthy();
    const delay = screen.getByRole('link', { name: 'Delay my box by a week' });
    expect(delay.getAttribute('href')).toBe(`${TEST_SITE}/manage-plan/delay?subscriptionId=1001`);
    fireEvent.click(delay);
    expect(context.navigate).toHaveBeenCalledWith(`/manage-plan/delay?subscriptionId=1001`);
    expect(screen.getByRole('link', { name: "How to change your cat's food" }).getAttribute('href')).toBe(
      `${TEST_SITE}/articles/how-to-change-cat-food`,
    );
    expect(screen.getByRole('link', { name: '0161 123 4567' }).getAttribute('href')).toBe('tel:01611234567');
    expect(screen.getByRole('link', { name: 'help@katkin.example' }).getAttribute('href')).toBe('mailto:help@katkin.example');
    expect(screen.getByRole('region', { name: 'What our customers say' })).toBeTruthy();
  });

  it('shows the still-switching variant with the cat from the query', () => {
    show('?catName=Tom', { 'data-variant': 'still-switching' });
    expect(screen.getByRole('heading', { name: 'Still switching?' })).toBeTruthy();
    expect(screen.getByText(/^Tom may need/)).toBeTruthy();
  });

  it('shows each support contact only when given, and no contact heading without either', () => {
    renderWidget(<PreCancellation attributes={{ 'data-support-email': 'help@katkin.example' }} json={undefined} />, testContext('pre-cancellation'));
    expect(screen.getByRole('link', { name: 'help@katkin.example' })).toBeTruthy();
    expect(screen.queryByText(/Call us on/)).toBeNull();
    cleanup();
    renderWidget(<PreCancellation attributes={{}} json={undefined} />, testContext('pre-cancellation'));
    expect(screen.queryByRole('heading', { name: 'Talk to us' })).toBeNull();
    expect(screen.queryByText(/Email us at/)).toBeNull();
  });

  it('lets a modified click open the link itself (new tab) without navigating the widget', () => {
    const context = show('', {});
    fireEvent.click(screen.getByRole('link', { name: "How to change your cat's food" }), { ctrlKey: true });
    expect(context.navigate).not.toHaveBeenCalled();
  });

  it("data-heading-level sets the heading's level and 'Talk to us' one below; without it, h2 and h3", () => {
    show('?catName=Tom', { 'data-heading-level': 4 });
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H4', 'H5']);
    expect(screen.getByRole('heading', { level: 5 }).textContent).toBe('Talk to us');
    cleanup();
    show('?catName=Tom', {});
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H2', 'H3']);
  });
});
