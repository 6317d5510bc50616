// Small steps several flows share, on top of EngineDriver.
import type { EngineDriver } from './driver.ts';

/** Waits until every placeholder on the page is ready. */
export async function allReady(engine: EngineDriver): Promise<void> {
  await engine.waitFor(
    () => {
      const all = [...document.querySelectorAll('[data-katkin-widget]')];
      return all.length > 0 && all.every((el) => el.getAttribute('data-katkin-state') === 'ready');
    },
    undefined,
    { timeoutMs: 15_000, message: 'every placeholder ready' },
  );
}

/** Picks an option of the <select> labelled `label`. A native select's list is the platform's own
 * popup (GTK's in WebKitGTK), outside the page, so the value is set as the list would set it. */
async function choose(engine: EngineDriver, label: string, value: string): Promise<void> {
  await engine.waitFor(
    (a, dom) => {
      // The label's own words, without its aria-hidden required mark.
      const words = (l: Element) => [...l.childNodes].filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden'))).map((n) => n.textContent).join('').trim();
      const control = (dom.all('label') as HTMLLabelElement[]).find((l) => words(l) === a.label)?.control;
      if (!(control instanceof HTMLSelectElement) || control.disabled) return false;
      control.value = a.value;
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
      return control.value === a.value;
    },
    { label, value },
    { message: `a select labelled ${label}` },
  );
}

/** Clicks the label whose text is exactly `text` (a radio's or checkbox's). */
function clickLabel(engine: EngineDriver, text: string): Promise<void> {
  return engine.click({ css: 'label', text, exact: true });
}

/** The page's URL once its path is `pathname` (after a navigation the widget started). */
export async function urlOnceAt(engine: EngineDriver, pathname: string): Promise<string> {
  return engine.waitFor((p) => (location.pathname === p ? location.href : null), pathname, { message: `a navigation to ${pathname}` });
}

/** Waits until the focused element (through shadow roots) is the one named `name` (aria-label,
 * else trimmed text): focus often moves a render after the input that moved it. */
export async function waitForFocus(engine: EngineDriver, name: string): Promise<void> {
  await engine.waitFor(
    (n, dom) => {
      const el = dom.active();
      return el !== null && (el.getAttribute('aria-label') ?? (el.textContent ?? '').trim()) === n;
    },
    name,
    { message: `focus on "${name}"` },
  );
}

/** The batch lookup's main flow on a page holding it: type 12345 into its field, Enter, until the batch shows. */
export async function searchBatch(engine: EngineDriver): Promise<void> {
  await allReady(engine);
  await engine.click('input');
  await engine.type('12345');
  await engine.press('Enter');
  await engine.waitForText('[role="status"]', 'Batch NoBN12345');
}

/** The katkin:navigate URLs the page heard so far (page-recorder.ts). */
export function navigated(engine: EngineDriver): Promise<string[]> {
  return engine.evaluate(() => (window as unknown as { __engineRecord: { navigations: string[] } }).__engineRecord.navigations);
}

/** Answers the open feeding calculator for a 5-year-old British Shorthair boy, active, just right, of `weight` kg. */
export async function answerFeedingCalculator(engine: EngineDriver, weight: string): Promise<void> {
  await clickLabel(engine, 'Adult');
  await choose(engine, 'Years', '5');
  await clickLabel(engine, 'Boy');
  await choose(engine, 'Breed', 'British Shorthair');
  await engine.click('input[inputmode="decimal"], input[type="text"]');
  await engine.type(weight);
  await clickLabel(engine, 'Active');
  await clickLabel(engine, 'Just right');
}

/** Answers the price comparison for an adult Bengal, active, just right, now on Whiskas wet food. */
export async function answerComparison(engine: EngineDriver): Promise<void> {
  await choose(engine, 'Breed', 'Bengal');
  await clickLabel(engine, 'No');
  await clickLabel(engine, 'Active');
  await clickLabel(engine, 'Just right');
  await choose(engine, 'Current food type', 'wet');
  await choose(engine, 'Current brand', 'whiskas');
}
