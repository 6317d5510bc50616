// The performance marks a host's real-user monitoring reads (README "Performance marks"), in the
// built loader: their names and order on a page with one widget, the measure from start to ready,
// one entry per name however often a single-page host mounts, and every one seen by an observer.
import { test, expect } from './fixtures.ts';

type Entry = { name: string; startTime: number; duration: number; entryType: string };

/** Every katkin entry in the page's timeline, in time order. */
const katkinEntries = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    performance
      .getEntries()
      .filter((entry) => entry.name.startsWith('katkin:'))
      .map(({ name, startTime, duration, entryType }) => ({ name, startTime, duration, entryType })),
  ) as Promise<Entry[]>;

test('a page with one widget: loader start, then the widget\'s start, remote-loaded, mounted and ready, and a measure from start to ready', { tag: '@framework' }, async ({ hostPage, page }) => {
  await hostPage({ body: '<div data-katkin-widget="batch-lookup"></div>' });
  await expect(page.locator('[data-katkin-widget]')).toHaveAttribute('data-katkin-state', 'ready');
  const entries = await katkinEntries(page);
  const marks = entries.filter((entry) => entry.entryType === 'mark');
  expect(marks.map((entry) => entry.name)).toEqual([
    'katkin:loader-start',
    'katkin:batch-lookup:start',
    'katkin:batch-lookup:remote-loaded',
    'katkin:batch-lookup:mounted',
    'katkin:batch-lookup:ready',
  ]);
  const times = marks.map((entry) => entry.startTime);
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  const measures = entries.filter((entry) => entry.entryType === 'measure');
  expect(measures.map((entry) => entry.name)).toEqual(['katkin:batch-lookup']);
  expect(measures[0]!.startTime).toBe(times[1]);
  expect(measures[0]!.startTime + measures[0]!.duration).toBeCloseTo(times[4]!, 3);
});

test('a single-page host mounting a widget 200 times keeps one entry per name; an observer sees every one', async ({ hostPage, page }) => {
  await hostPage({ body: '<div id="route"></div>' });
  await page.waitForFunction(() => !Array.isArray((window as { katkin?: unknown }).katkin));
  const seen = await page.evaluate(async () => {
    const readies: string[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => readies.push(entry.name)));
    observer.observe({ entryTypes: ['measure'] });
    const route = document.getElementById('route')!;
    for (let i = 0; i < 200; i++) {
      route.innerHTML = '<div data-katkin-widget="batch-lookup"></div>';
      const placeholder = route.firstElementChild!;
      await new Promise<void>((ready) => placeholder.addEventListener('katkin:ready', () => ready(), { once: true }));
      route.innerHTML = '';
    }
    // The entries not yet delivered to the observer's callback.
    observer.takeRecords().forEach((entry) => readies.push(entry.name));
    return readies.length;
  });
  expect(seen).toBe(200);
  const names = (await katkinEntries(page)).map((entry) => entry.name);
  expect(names.filter((name) => name === 'katkin:batch-lookup')).toHaveLength(1);
  expect(names.filter((name) => name === 'katkin:batch-lookup:ready')).toHaveLength(1);
  expect(names).toHaveLength(6);
});
