// data-heading-level (contract section 5) on a host page whose widgets sit under its h1: with
// data-heading-level="2" the outline has no skipped level (axe's heading-order, a best-practice
// rule the WCAG run leaves out, is clean); the same page without it skips one (the rule fires,
// so the check can fail); an invalid value gets the console message and the widget's own level.
import { flow, expect } from './fixtures.ts';
import { axeViolations } from './a11y-checks.ts';
import { allReady } from './flow-helpers.ts';
import { block } from '../e2e/block-page.ts';


const widgets = (attributes: Record<string, string>) =>
  block('accordion', { items: [{ title: 'Is it fresh?', body: '<p>Yes.</p>' }] }, attributes) +
  block('product-cards', [{ title: 'Cluck', image: { src: '/examples/images/tray-cluck.svg', alt: 'A tray of Cluck' } }], attributes) +
  block('review-list', { reviews: [{ author: 'Tom', rating: 5, title: 'Converted', body: 'Good.', date: '2025-01-01' }] }, attributes) +
  block('condensed-list', { title: 'What goes in', items: ['Chicken'] }, attributes) +
  block('feature-toggles', { blocks: [{ title: 'Fresh', body: '<p>Cooked gently.</p>' }] }, attributes) +
  `<div data-katkin-widget="pre-cancellation" data-support-email="help@katkin.example" ${attributes}></div>`;

const levels = (engine: Parameters<typeof axeViolations>[0]) =>
  engine.evaluate((_, dom) => dom.all('h1, h2, h3, h4, h5, h6').map((heading) => `${heading.tagName} ${heading.textContent?.trim().slice(0, 20)}`));

flow('data-heading-level="2" under the host h1: the outline has no skipped level (axe heading-order); without it one is skipped', async ({ hostPage, engine, checks }) => {
  await hostPage({ query: '?catName=Luna', body: `<h1>Fresh food for cats</h1>${widgets({ 'data-heading-level': '2' })}` });
  await allReady(engine);
  expect(await levels(engine)).toEqual([
    'H1 Fresh food for cats',
    'H2 Is it fresh?',
    'H2 Cluck',
    'H2 Converted',
    'H2 What goes in',
    'H2 Fresh',
    expect.stringMatching(/^H2 /),
    'H3 Talk to us',
  ]);
  expect(await axeViolations(engine, ['heading-order'])).toEqual([]);
  expect(await checks.problems()).toEqual([]);

  await hostPage({ query: '?catName=Luna', body: `<h1>Fresh food for cats</h1>${block('accordion', { items: [{ title: 'Is it fresh?', body: '<p>Yes.</p>' }] })}` });
  await allReady(engine);
  expect(await levels(engine)).toEqual(['H1 Fresh food for cats', 'H3 Is it fresh?']);
  expect((await axeViolations(engine, ['heading-order'])).map((violation) => violation.split(':')[0])).toEqual(['heading-order']);
});

flow('an invalid data-heading-level: the console message and the widget\'s own level', async ({ hostPage, engine, checks }) => {
  await hostPage({ body: `<h2>Questions</h2>${block('accordion', { items: [{ title: 'Is it fresh?', body: '<p>Yes.</p>' }] }, { 'data-heading-level': '7' })}` });
  await allReady(engine);
  expect(await levels(engine)).toEqual(['H2 Questions', 'H3 Is it fresh?']);
  const warnings = (await engine.consoleMessages()).filter((message) => message.text.startsWith('katkin:')).map((message) => `${message.type} ${message.text}`);
  expect(warnings).toEqual(['warn katkin: accordion: data-heading-level must be a whole number from 2 to 6 (got "7"): the default is used']);
  expect(await checks.problems()).toEqual([]);
});
