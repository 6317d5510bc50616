// WCAG 1.4.10 Reflow, read in the page: whether it scrolls sideways, and each widget element that
// reaches past the viewport, but what a widget clips or scrolls inside itself (an ancestor in its
// shadow root with overflow-x other than visible: the scrolling banner's moving track). A function
// with no closure, so Playwright's page.evaluate and the engine driver's evaluate both run it.
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
