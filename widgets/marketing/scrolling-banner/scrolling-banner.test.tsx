// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget, testContext } from '../../../shared/testing/widget-test-context.tsx';
import { ScrollingBanner } from './scrolling-banner.tsx';

describe('ScrollingBanner', () => {
  afterEach(cleanup);

  it('shows the three claims once to assistive technology; the loop copy is aria-hidden', () => {
    const { container } = renderWidget(<ScrollingBanner />, testContext('scrolling-banner'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '100% human-quality meat',
      'Free from grain, preservatives and sugar',
      "Designed by vets to match cats' ancestral diets",
    ]);
    const lists = container.querySelectorAll('ul');
    expect([...lists].map((list) => list.getAttribute('aria-hidden'))).toEqual([null, 'true']);
    expect(lists[1]?.textContent).toBe(lists[0]?.textContent);
  });

  it("pauses and plays with one button whose label names what it does", () => {
    const { container } = renderWidget(<ScrollingBanner />, testContext('scrolling-banner'));
    const track = container.querySelector('.banner-track')!;
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(track.classList.contains('banner-paused')).toBe(true);
    const play = screen.getByRole('button', { name: 'Play' });
    expect(play.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(play);
    expect(track.classList.contains('banner-paused')).toBe(false);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
  });
});
