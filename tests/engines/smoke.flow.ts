import { flow, expect } from './fixtures.ts';

flow('smoke', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: '<div data-katkin-widget="batch-lookup"></div>' });
  await engine.waitFor(() => document.querySelector('[data-katkin-state="ready"]') !== null);
  await engine.click('input');
  await engine.type('12345');
  await engine.press('Enter');
  await engine.waitForText('[role="status"]', 'Batch NoBN12345');
  await engine.press('Shift+Tab');
  expect(await checks.problems()).toEqual([]);
});
