// @vitest-environment happy-dom
// Every demo placeholder has a name of its own (the picker's label), read from the demos as the
// playground reads them.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetDemos } from '../../origins.ts';
import { readExamples } from './examples.ts';

const template = document.createElement('template');
template.innerHTML = widgetDemos(path.resolve(import.meta.dirname, '../../..'));
const examples = readExamples(template.content);

describe('readExamples', () => {
  it('names each example by the comment before its placeholder, marking the demos of an error', () => {
    expect(examples.filter((example) => example.state.widget === 'carousel').map((example) => example.label)).toEqual([
      'Social posts',
      'Team',
      'Short messages',
      'Testimonials',
      'Testimonial without an author (an error)',
    ]);
    expect(examples.find((example) => example.label === 'Variant A')?.state.attributes).toEqual([['data-variant', 'a']]);
  });

  it('gives every demo placeholder a name, unique within its widget', () => {
    expect(examples.filter((example) => /^Example \d+/.test(example.label)).map((example) => example.state.widget)).toEqual([]);
    const labels = examples.map((example) => `${example.state.widget}: ${example.label}`);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([]);
  });
});
