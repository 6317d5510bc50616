// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { trackPageListeners } from '../../../shared/testing/page-listeners.ts';
import { renderWidget, testContext } from '../../../shared/testing/widget-test-context.tsx';
import { Tooltip } from './tooltip.tsx';

function show() {
  renderWidget(<Tooltip attributes={{}} json={{ label: 'About portions', text: 'Portions <b>fit</b> your cat' }} />, testContext('tooltip'));
  const button = screen.getByRole('button', { name: 'About portions' });
  const tip = screen.getByRole('tooltip', { hidden: true });
  return { button, tip, box: button.parentElement! };
}

describe('Tooltip', () => {
  afterEach(cleanup);

  it('names the button by label and describes it by the tooltip, hidden at first, as plain text', () => {
    const { button, tip } = show();
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    expect(tip.hidden).toBe(true);
    expect(tip.textContent).toBe('Portions <b>fit</b> your cat');
  });

  it('shows on hover and stays while the pointer is over the button or the tooltip', () => {
    const { tip, box } = show();
    fireEvent.pointerEnter(box);
    expect(tip.hidden).toBe(false);
    fireEvent.pointerLeave(box);
    expect(tip.hidden).toBe(true);
  });

  it('shows on focus and on tap; hides on blur', () => {
    const { button, tip } = show();
    fireEvent.focus(button);
    expect(tip.hidden).toBe(false);
    fireEvent.blur(button);
    expect(tip.hidden).toBe(true);
    fireEvent.click(button);
    expect(tip.hidden).toBe(false);
  });

  it('Escape hides it until the next hover, focus or tap', () => {
    const { button, tip, box } = show();
    fireEvent.focus(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
    fireEvent.pointerEnter(box);
    expect(tip.hidden).toBe(false);
  });

  it('unmounted while shown, leaves no listener on the window or the document', () => {
    const { button } = show();
    const left = trackPageListeners();
    fireEvent.focus(button);
    expect(left()).toEqual(['window resize', 'window scroll', 'document keydown']);
    cleanup();
    expect(left()).toEqual([]);
  });
});
