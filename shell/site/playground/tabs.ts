// The panel's tabs (Edit, Docs, Theme, Page setup): the WAI-ARIA APG tabs pattern with automatic
// activation. One tab in the tab order; Left/Right move and show (wrapping), Home/End go to the ends.
export function wireTabs(tablist: HTMLElement): { show(id: string): void } {
  const tabs = [...tablist.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const show = (selected: HTMLButtonElement) =>
    tabs.forEach((tab) => {
      const on = tab === selected;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      document.getElementById(tab.getAttribute('aria-controls')!)!.hidden = !on;
    });
  tabs.forEach((tab, index) => {
    tab.addEventListener('click', () => show(tab));
    tab.addEventListener('keydown', (event) => {
      const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      const target = tabs[(next + tabs.length) % tabs.length]!;
      show(target);
      target.focus();
    });
  });
  show(tabs[0]!);
  return { show: (id) => show(tabs.find((tab) => tab.id === id)!) };
}
