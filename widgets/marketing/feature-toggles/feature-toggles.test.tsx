// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget, testContext } from '../../../shared/testing/widget-test-context.tsx';
import { FeatureToggles } from './feature-toggles.tsx';

const blocks = [
  { title: 'Fresh', body: '<p>Cooked <b>gently</b></p>' },
  { title: 'Portioned', body: '<p>Made for your cat</p>' },
  { title: 'Delivered', body: '<p>To your door</p>' },
];

const body = (text: string) => screen.getByText(text).closest('[hidden]') === null;

describe('FeatureToggles', () => {
  afterEach(cleanup);

  it("opens the first block only, with 'Toggle next'; its body is rich text", () => {
    renderWidget(<FeatureToggles attributes={{}} json={{ blocks }} />, testContext('feature-toggles'));
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['Fresh', 'Portioned', 'Delivered']);
    expect([body('gently'), body('Made for your cat'), body('To your door')]).toEqual([true, false, false]);
    expect(screen.getByText('gently').tagName).toBe('B');
    expect(screen.getAllByRole('button', { name: 'Toggle next' })).toHaveLength(1);
  });

  it("'Toggle next' opens the next block, keeps the current open and focuses the next heading; the last has none", () => {
    renderWidget(<FeatureToggles attributes={{}} json={{ blocks }} />, testContext('feature-toggles'));
    fireEvent.click(screen.getByRole('button', { name: 'Toggle next' }));
    expect([body('gently'), body('Made for your cat'), body('To your door')]).toEqual([true, true, false]);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Portioned' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Toggle next' })[1]!);
    expect([body('gently'), body('Made for your cat'), body('To your door')]).toEqual([true, true, true]);
    expect(screen.getAllByRole('button', { name: 'Toggle next' })).toHaveLength(2);
  });

  it("'Toggle next' is a disclosure for the next block's body: aria-expanded false, then true once it opens", () => {
    renderWidget(<FeatureToggles attributes={{}} json={{ blocks }} />, testContext('feature-toggles'));
    const button = screen.getByRole('button', { name: 'Toggle next' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const controlled = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(controlled.textContent).toContain('Made for your cat');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(controlled.hidden).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Toggle next' }).map((each) => each.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
  });

  it("'Toggle next' pressed again closes the next block's body and those after it, aria-expanded false, focus staying on it", () => {
    renderWidget(<FeatureToggles attributes={{}} json={{ blocks }} />, testContext('feature-toggles'));
    const button = screen.getByRole('button', { name: 'Toggle next' });
    fireEvent.click(button);
    fireEvent.click(screen.getAllByRole('button', { name: 'Toggle next' })[1]!);
    expect([body('gently'), body('Made for your cat'), body('To your door')]).toEqual([true, true, true]);
    button.focus();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect([body('gently'), body('Made for your cat'), body('To your door')]).toEqual([true, false, false]);
    expect(document.activeElement).toBe(button);
    expect(screen.getAllByRole('button', { name: 'Toggle next' })).toHaveLength(1);
  });

  it("a single block has no 'Toggle next'", () => {
    renderWidget(<FeatureToggles attributes={{}} json={{ blocks: blocks.slice(0, 1) }} />, testContext('feature-toggles'));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('data-heading-level sets the level of the block titles, which still take focus', () => {
    renderWidget(<FeatureToggles attributes={{ 'data-heading-level': 2 }} json={{ blocks }} />, testContext('feature-toggles'));
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H2', 'H2', 'H2']);
    fireEvent.click(screen.getByRole('button', { name: 'Toggle next' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Portioned' }));
  });
});
