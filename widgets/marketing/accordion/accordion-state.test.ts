import { describe, expect, it } from 'vitest';
import { clicked, isOpen, opensByBreakpoint } from './accordion-state.ts';

describe('opensByBreakpoint', () => {
  it('is closed on mobile and open on desktop by default', () => {
    expect(opensByBreakpoint(false, {})).toBe(false);
    expect(opensByBreakpoint(true, {})).toBe(true);
  });
  it('follows open_on_mobile and open_on_desktop', () => {
    expect(opensByBreakpoint(false, { open_on_mobile: true })).toBe(true);
    expect(opensByBreakpoint(true, { open_on_desktop: false })).toBe(false);
    expect(opensByBreakpoint(true, { open_on_mobile: true, open_on_desktop: false })).toBe(false);
  });
});

describe('item state', () => {
  it('an untouched item shows what the breakpoint says', () => {
    expect(isOpen('auto', true)).toBe(true);
    expect(isOpen('auto', false)).toBe(false);
  });

  it("a click flips what shows and is remembered across breakpoints", () => {
    // Desktop (open by default): the visitor closes it, then the window narrows and widens again.
    const afterClick = clicked('auto', true);
    expect(afterClick).toBe('closed');
    expect(isOpen(afterClick, false)).toBe(false);
    expect(isOpen(afterClick, true)).toBe(false);
    // Mobile (closed by default): opened by the visitor, still open on desktop and back on mobile.
    const opened = clicked('auto', false);
    expect([isOpen(opened, true), isOpen(opened, false)]).toEqual([true, true]);
  });

  it('a second click flips it back', () => {
    expect(clicked('closed', true)).toBe('open');
    expect(clicked('open', false)).toBe('closed');
  });
});
