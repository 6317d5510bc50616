// Layout checks read in the page, each a function with no closure, so that Playwright's
// page.evaluate and the engine driver's evaluate both run it (tests/e2e/every-demo.spec.ts,
// tests/engines/every-widget.flow.ts).

/** WCAG 1.4.10 Reflow: whether the page scrolls sideways, and each widget element that reaches past
 * the viewport, but what a widget clips or scrolls inside itself (an ancestor in its shadow root
 * with overflow-x other than visible: the scrolling banner's moving track). */
export function overflowPastViewport(): { pageScrollsSideways: boolean; past: string[] } {
  const width = document.documentElement.clientWidth;
  const clippedInside = (element: Element) => {
    for (let up = element.parentElement; up; up = up.parentElement) if (getComputedStyle(up).overflowX !== 'visible') return true;
    return false;
  };
  const past = [...document.querySelectorAll('[data-katkin-widget]')].flatMap((placeholder) =>
    [...(placeholder.shadowRoot?.querySelectorAll('*') ?? [])]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5) && !clippedInside(element);
      })
      .map((element) => `${placeholder.getAttribute('data-katkin-widget')}: ${element.localName}.${element.getAttribute('class') ?? ''}`),
  );
  return { pageScrollsSideways: document.documentElement.scrollWidth > width, past };
}

/** WCAG 1.4.12 Text spacing: each widget element that clips (overflow hidden or clip) content larger than itself. */
export function clippingElements(): string[] {
  const found = [...document.querySelectorAll('[data-katkin-widget]')].flatMap((placeholder) =>
    [...(placeholder.shadowRoot?.querySelectorAll('*') ?? [])]
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = /hidden|clip/.test(`${style.overflowX} ${style.overflowY}`) && !element.classList.contains('visually-hidden');
        return clips && (element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1);
      })
      .map((element) => `${placeholder.getAttribute('data-katkin-widget')}: ${element.localName}.${element.getAttribute('class') ?? ''}`),
  );
  return [...new Set(found)];
}

/** The host stylesheet that sets WCAG 1.4.12's spacing; the properties inherit into the shadow roots. */
export const TEXT_SPACING = '<style>main, main * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }</style>';
