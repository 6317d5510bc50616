// Whether each accordion item is open (spec section 4, contract 5.1). An item follows the
// breakpoint ('auto': open_on_mobile below 768 px, open_on_desktop from 768 px) until the
// visitor clicks it; from then on it keeps the visitor's choice whatever the breakpoint does.

/** Desktop is a viewport 768 px and wider (contract 5.1). */
export const DESKTOP_QUERY = '(min-width: 768px)';

export type ItemState = 'auto' | 'open' | 'closed';

export interface BreakpointOpening {
  open_on_mobile?: boolean | undefined;
  open_on_desktop?: boolean | undefined;
}

/** How an untouched item stands at this breakpoint (defaults: closed on mobile, open on desktop). */
export function opensByBreakpoint(desktop: boolean, { open_on_mobile = false, open_on_desktop = true }: BreakpointOpening): boolean {
  return desktop ? open_on_desktop : open_on_mobile;
}

export function isOpen(state: ItemState, byBreakpoint: boolean): boolean {
  return state === 'auto' ? byBreakpoint : state === 'open';
}

/** The state after the visitor clicks the item: the opposite of what it shows now, kept from then on. */
export function clicked(state: ItemState, byBreakpoint: boolean): ItemState {
  return isOpen(state, byBreakpoint) ? 'closed' : 'open';
}
